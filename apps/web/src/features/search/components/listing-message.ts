import { listingPagePath } from '@app/shared';
import { i18n } from '@/i18n';
import type { Listing } from '../listing';

/** The origin of the page the server is drawing (apps/web/src/prerender); the browser has its own. */
let serverOrigin = 'http://localhost';

/** The server's render hands the origin its page is asked on here (the one the browser will have). */
export function providePageOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The listing's public address: its search page with it open, on this site. */
export function listingLink(listing: Listing): string {
  const origin = typeof window === 'undefined' ? serverOrigin : window.location.origin;
  return new URL(listingPagePath(listing.kind, listing._id), origin).href;
}

/** The place a message names: the first two parts of the location ('Lakeside, Pokhara'), not the province. */
export function shortPlace(location: string): string {
  return location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
}

/**
 * The message a WhatsApp or Viber link starts: in English and in Nepali whatever language the
 * screen is in (the owner may read either), naming the listing and its place, then its link.
 */
export function chatMessage(listing: Listing): string {
  const values = { name: listing.name.trim(), place: shortPlace(listing.location) };
  const lines = (['en', 'ne'] as const).map((language) =>
    i18n.getFixedT(language, 'chat')('message', values),
  );
  return [...lines, listingLink(listing)].join('\n');
}
