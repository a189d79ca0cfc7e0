import { LoginResponseSchema, type LoginBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
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
      // Reset rather than a plain invalidate: after an ended session the cache may still hold the
      // previous user's details, and the nav must not show their links while the new ones load.
      void queryClient.resetQueries({ queryKey: queryKeys.user.details() });
      // A listing's details depend on who asks too (`isOwner`, the owner's email), and the search
      // overlay shares them with the owner's screens: one read before logging in is read again.
      void queryClient.resetQueries({ queryKey: queryKeys.hostels.all });
      void queryClient.resetQueries({ queryKey: queryKeys.properties.all });
      // What a visitor saved in this browser joins the account now.
      void mergeVisitorShortlistAtLogin(queryClient);
    },
  });
}
