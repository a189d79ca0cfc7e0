import { LoginResponseSchema, type LoginBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPerUser } from '@/api/per-user';
import { mergeVisitorShortlistAtLogin } from '@/api/shortlist/merge-visitor-shortlist';
import { api } from '@/lib/api-client';
import { saveAccessToken, setAdminStatus } from '@/lib/session';
import { AUTH_REQUEST } from './auth-request';

const LoginDataSchema = LoginResponseSchema.shape.data;

export async function login(body: LoginBody) {
  const { data } = await api.post('/user/login', body, { ...AUTH_REQUEST, schema: LoginDataSchema });
  return data;
}

/**
 * POST /user/login: on success the access token is stored and the nav learns the new user at once.
 * The refresh token in the answer is not kept: the server also set it as an httpOnly cookie.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      saveAccessToken(data.accesstoken);
      setAdminStatus(data.user.role === 'ADMIN');
      // Everything that depends on who asks (`isPerUser`: the user details, a listing's details)
      // is reset, not invalidated: the cache may still hold the previous user's answers, and the
      // nav must not show their links while the new ones load. Logout clears the whole cache; a
      // login keeps the rest (public searches, single-use links that must not be sent again).
      void queryClient.resetQueries({ predicate: isPerUser });
      // What a visitor saved in this browser joins the account now.
      void mergeVisitorShortlistAtLogin(queryClient);
    },
  });
}
