import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in a reminder email confirms its listing. */
export const AVAILABILITY_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, listingId: string, expires: number) =>
  createHmac('sha256', secret).update(`confirm-available:${listingId}:${expires}`).digest('base64url');

/**
 * A token that confirms one listing as still available and nothing else, until it expires:
 * `<listing id>.<expiry, seconds>.<HMAC>`. Keyed by the server's secret, so nobody can make one.
 */
export function signAvailabilityToken(secret: string, listingId: string, at: Date): string {
  const expires = Math.floor((at.getTime() + AVAILABILITY_LINK_TTL_MS) / 1000);
  return `${listingId}.${expires}.${signature(secret, listingId, expires)}`;
}

/** The listing a token confirms, or null for a forged, altered or expired one. */
export function listingOfAvailabilityToken(secret: string, token: string, at: Date): string | null {
  const [listingId, expiresText, given, ...rest] = token.split('.');
  if (rest.length > 0 || !listingId || !UUID.test(listingId) || !expiresText || !given) return null;
  if (!/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= at.getTime()) return null;
  const expected = Buffer.from(signature(secret, listingId, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? listingId : null;
}
