import {
  LISTING_PHOTO_SIZES,
  LISTING_QUERY_PARAM,
  listingPhotoSrcSet,
  listingRequestPath,
} from '@app/shared';
import type { PageHead } from '../../plugins/page-head';
import type { ListingPreview } from './listing-preview';

/**
 * Whether the app opens `url` as a shared listing's page: a search page naming a listing, which the
 * app shows alone (no search behind it, so no search request to preload) whatever the id is.
 */
export function opensListing(url: URL, isSearchPage: boolean): boolean {
  return isSearchPage && (url.searchParams.get(LISTING_QUERY_PARAM)?.trim() ?? '') !== '';
}

/**
 * What a shared listing's page (`/bhada/hostel?listing={id}`) starts loading with its HTML: the
 * listing's API request, as the app writes it, and its first photo as the listing's page shows it.
 * The app shows that listing alone (no search behind it), so the search's preload is left out; a
 * listing no visitor may see (no preview) gets no preload at all, so nothing of it leaks.
 */
export function listingPreloads(
  preview: ListingPreview | null,
): Pick<PageHead, 'fetchPreloads' | 'imagePreloads'> {
  if (!preview) return { fetchPreloads: [], imagePreloads: [] };
  const { photo } = preview;
  return {
    fetchPreloads: [`/api${listingRequestPath(preview.kind, preview.id)}`],
    imagePreloads: photo
      ? [
          {
            href: photo.url,
            srcset: listingPhotoSrcSet(photo.url, photo.thumbnail),
            sizes: photo.thumbnail ? LISTING_PHOTO_SIZES : undefined,
          },
        ]
      : [],
  };
}
