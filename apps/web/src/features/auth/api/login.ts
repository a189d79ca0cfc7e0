import { LoginResponseSchema, type LoginBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveTokens, setAdminStatus } from '../../../lib/session';
import { AUTH_REQUEST } from './auth-request';
import { userDetailsQueryKey } from './get-user-details';

const LoginDataSchema = LoginResponseSchema.shape.data;

export async function login(body: LoginBody) {
  const { data } = await api.post('/user/login', body, { ...AUTH_REQUEST, schema: LoginDataSchema });
  return data;
}

/** POST /user/login: on success the tokens are stored and the nav learns the new user at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      saveTokens({ accessToken: data.accesstoken, refreshToken: data.refreshToken });
      setAdminStatus(data.user.role === 'ADMIN');
      // Reset rather than a plain invalidate: after an ended session the cache may still hold the
      // previous user's details, and the nav must not show their links while the new ones load.
      void queryClient.resetQueries({ queryKey: userDetailsQueryKey });
    },
  });
}
