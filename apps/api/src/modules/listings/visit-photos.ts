import { LISTING_CODES as M, PHOTO_FAR_METRES, type VisitPhoto, distanceKm } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import { listingImages } from '../../db/tables/listings';
import { notFound } from '../../lib/app-error';
import * as repo from './repository';
import type { ListingContext } from './service-context';

/**
 * The admin's view of the current visit's photos: each one's hash, when it was taken, where, and
 * how far from the listing's pin. Positions leave the server only here (decision 0014).
 */
export function createVisitPhotos({ db, images }: ListingContext) {
  return async function visitPhotos(id: string): Promise<VisitPhoto[]> {
    const listing = await repo.findListing(db, id);
    if (!listing) throw notFound(M.notFound);
    const rows = await db
      .select({
        key: listingImages.storageKey,
        sha256: listingImages.sha256,
        takenAt: listingImages.takenAt,
        createdAt: listingImages.createdAt,
        lat: listingImages.lat,
        lon: listingImages.lon,
        positionSource: listingImages.positionSource,
      })
      .from(listingImages)
      .where(and(eq(listingImages.listingId, id), eq(listingImages.source, 'verifier')))
      .orderBy(asc(listingImages.position));
    const pin = listing.lat !== null && listing.lon !== null ? { lat: listing.lat, lon: listing.lon } : null;
    return rows.map((row) => {
      const at = row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
      const distanceM = pin && at ? Math.round(distanceKm(pin, at) * 1000) : null;
      return {
        thumbnail: images.urls(row.key).thumb,
        sha256: row.sha256,
        // Photos stored before their evidence was kept: when they arrived.
        takenAt: (row.takenAt ?? row.createdAt).toISOString(),
        positionSource: row.positionSource ?? 'none',
        lat: at?.lat ?? null,
        lon: at?.lon ?? null,
        distanceM,
        far: distanceM !== null && distanceM > PHOTO_FAR_METRES,
      };
    });
  };
}
