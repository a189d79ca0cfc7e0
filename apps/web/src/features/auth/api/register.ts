import { RegisterResponseSchema, type RegisterBody } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

const RegisterDataSchema = RegisterResponseSchema.shape.data;

/** POST /user/register (201): the account exists unverified and a link is on its way. */
export async function registerAccount(body: RegisterBody) {
  const { data } = await api.post('/user/register', body, { ...AUTH_REQUEST, schema: RegisterDataSchema });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
