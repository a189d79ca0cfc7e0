import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Tells the server (best effort: offline or expired, the user is still logged out here) and
 * forgets the session and any saved form drafts. The request reads the token before clearSession runs.
 */
export function logout(): void {
  api.get('/user/logout', { skipAuthRefresh: true }).catch(() => undefined);
  clearSession();
  // What was typed while logged out is this person's too: a shared phone keeps none of it. The
  // drafts code (IndexedDB) loads here rather than with every page.
  void import('@/lib/form-draft').then(({ clearAllDrafts }) => clearAllDrafts());
}
