import {
  formatPrice,
  LISTING_QUERY_PARAM,
  ListingIdParamSchema,
  listingPagePath,
  type Hostel,
  type Property,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { ListingService } from '../listings/service';

/** What a shared link to a listing shows: its title, a line with price and place, its first photo. */
export interface ListingPreview {
  kind: 'hostel' | 'property';
  id: string;
  title: string;
  description: string;
  imageUrl: string | undefined;
  /** Its first photo as the listing's page shows it: the 1200 px file and the 400 px one. */
  photo: { url: string; thumbnail: string | undefined } | undefined;
  /** The listing's public address, path and query. */
  path: string;
}

const KIND_OF_SEARCH_PAGE: Record<string, 'hostel' | 'property'> = {
  '/bhada/hostel': 'hostel',
  '/bhada/bhada': 'property',
};

/** The listing a page URL opens (`/bhada/hostel?listing=<id>`), if it names one. */
export function listingOfUrl(url: URL): { kind: 'hostel' | 'property'; id: string } | null {
  const kind = KIND_OF_SEARCH_PAGE[url.pathname.replace(/\/+$/, '')];
  const id = ListingIdParamSchema.safeParse({ id: url.searchParams.get(LISTING_QUERY_PARAM) });
  return kind && id.success ? { kind, id: id.data.id } : null;
}

function describe(listing: Hostel | Property): string {
  const price = formatPrice(listing.price);
  const where =
    listing.kind === 'hostel' ? `Hostel in ${listing.location}` : `For rent in ${listing.location}`;
  return [where, price ? `${price} a month` : 'Price on request', 'verified on Ghar Bhada'].join(' · ');
}

/**
 * The preview of a verified listing, read as any visitor would read it (an unverified one is
 * not found, so nothing about it leaks); null when there is none to show.
 */
export async function findListingPreview(
  listings: ListingService,
  target: { kind: 'hostel' | 'property'; id: string },
  log: FastifyBaseLogger,
): Promise<ListingPreview | null> {
  try {
    const listing =
      target.kind === 'hostel'
        ? await listings.getHostel(target.id, null)
        : await listings.getProperty(target.id, null);
    return {
      kind: target.kind,
      id: listing._id,
      title: listing.name,
      description: describe(listing),
      imageUrl: listing.image[0],
      photo: listing.image[0] ? { url: listing.image[0], thumbnail: listing.thumbnail[0] } : undefined,
      path: listingPagePath(target.kind, listing._id),
    };
  } catch (error) {
    // The page itself still loads (and says "not found"); only its preview falls back.
    if (!(error instanceof AppError)) log.error({ err: error }, 'listing preview failed');
    return null;
  }
}
