import { ApiError } from './api-error';

/**
 * The server answered 401 and the session could not be refreshed: the API client has already cleared the stored session.
 */
export function isLoginRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
