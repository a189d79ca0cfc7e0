import { ApiError } from '../../lib/api-client';

/**
 * The server answered 401 and the session could not be refreshed (SPEC §8: 'Refresh token
 * missing' means "Please login"); the API client has already cleared the stored session.
 */
export function isLoginRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
