/**
 * How a listing's page shows its photos (the web's listing-photos.tsx), written once so the
 * server's preload of a shared listing's first photo asks for the very file the page then uses:
 * the browser picks from `srcset` by `sizes`, and a preload that picked another would be wasted.
 */
export const LISTING_PHOTO_SIZES = '(min-width: 768px) 36rem, 100vw';

/** The `srcset` over a photo's stored 400 px and 1200 px files; undefined without the 400 px one. */
export function listingPhotoSrcSet(url: string, thumbnail: string | undefined): string | undefined {
  return thumbnail ? `${thumbnail} 400w, ${url} 1200w` : undefined;
}
