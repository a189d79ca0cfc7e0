import type { ResetPasswordBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

/** PUT /user/reset-password: sets the password and ends every session of the user. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api.put('/user/reset-password', body, AUTH_REQUEST);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
