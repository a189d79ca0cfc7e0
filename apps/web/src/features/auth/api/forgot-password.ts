import type { EmailBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

/** PUT /user/forgot-password: mails a 6-digit code (the same answer for an unknown email). */
export async function forgotPassword(body: EmailBody): Promise<void> {
  await api.put('/user/forgot-password', body, AUTH_REQUEST);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
