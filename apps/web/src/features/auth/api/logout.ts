import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Tells the server (best effort: offline or expired, the user is still logged out here) and
 * forgets the session. The request reads the token before clearSession runs.
 */
export function logout(): void {
  api.get('/user/logout', { skipAuthRefresh: true }).catch(() => undefined);
  clearSession();
}
