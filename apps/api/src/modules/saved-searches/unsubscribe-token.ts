import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, savedSearchId: string) =>
  createHmac('sha256', secret).update(`unsubscribe-saved-search:${savedSearchId}`).digest('base64url');

/**
 * A token that pauses one saved search's emails and nothing else: `<saved search id>.<HMAC>`, keyed
 * by the server's secret, so nobody can make one for another search. It does not expire: an
 * unsubscribe link must keep working in an old email (and pausing twice changes nothing).
 */
export function signUnsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

/** The saved search a token pauses, or null for a forged or altered one. */
export function savedSearchOfUnsubscribeToken(secret: string, token: string): string | null {
  const [savedSearchId, given, ...rest] = token.split('.');
  if (rest.length > 0 || !savedSearchId || !UUID.test(savedSearchId) || !given) return null;
  const expected = Buffer.from(signature(secret, savedSearchId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? savedSearchId : null;
}
