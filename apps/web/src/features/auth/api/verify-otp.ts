import type { VerifyOtpBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

/** PUT /user/verify-forgot-password-otp: opens a short window for reset-password. */
export async function verifyOtp(body: VerifyOtpBody): Promise<void> {
  await api.put('/user/verify-forgot-password-otp', body, AUTH_REQUEST);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
