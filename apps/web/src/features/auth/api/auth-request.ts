/**
 * Options every auth call shares.
 *
 * - `skipAuthRefresh`: none of these endpoints needs a session, so a 401 from them means "wrong
 *   credentials", never "access token expired".
 * - `fallbackMessage: ''`: the screen picks its published fallback in the user's language, so an empty
 *   message on the ApiError means "the server sent none" (see use-error-text.ts).
 */
export const AUTH_REQUEST = { skipAuthRefresh: true, fallbackMessage: '' } as const;
