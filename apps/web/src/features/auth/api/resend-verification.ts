import type { EmailBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

/** POST /user/resend-verification: answers the same for any email, so nothing leaks. */
export async function resendVerification(body: EmailBody): Promise<void> {
  await api.post('/user/resend-verification', body, AUTH_REQUEST);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
