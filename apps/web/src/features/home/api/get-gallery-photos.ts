import { HostelSchema, PropertySchema, listingPagePath } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const GALLERY_SIZE = 4;

/** A verified listing's small photo (the 400 px thumbnail), as the home gallery shows it. */
export interface GalleryPhoto {
  id: string;
  src: string;
  name: string;
  location: string;
  /** The listing's public page. */
  to: string;
}

const newest = { sort: 'newest', page: 1, limit: GALLERY_SIZE } as const;

/** Only what a tile shows is read (and checked) from each search result. */
const tileFields = {
  _id: true,
  kind: true,
  name: true,
  location: true,
  thumbnail: true,
  sold: true,
} as const;
const HostelTilesSchema = z.array(HostelSchema.pick(tileFields));
const PropertyTilesSchema = z.array(PropertySchema.pick(tileFields));
type Tile = z.infer<typeof HostelTilesSchema>[number] | z.infer<typeof PropertyTilesSchema>[number];

function toPhoto(listing: Tile): GalleryPhoto | null {
  const src = listing.thumbnail[0];
  if (!src || listing.sold) return null;
  return {
    id: listing._id,
    src,
    name: listing.name,
    location: listing.location,
    to: listingPagePath(listing.kind, listing._id),
  };
}

/** Hostel, property, hostel, property…: both kinds of place are seen even when one has many more. */
function interleave<T>(first: T[], second: T[]): T[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, i) => [first[i], second[i]])
    .flat()
    .filter((item): item is T => item !== undefined);
}

/**
 * The newest verified hostels and properties with a photo (GET /hostels/by-address and
 * /landlords/verified/by-address, the public search), at most GALLERY_SIZE of them.
 */
export async function getGalleryPhotos(signal?: AbortSignal): Promise<GalleryPhoto[]> {
  const [hostels, properties] = await Promise.all([
    api.get('/hostels/by-address', { query: newest, schema: HostelTilesSchema, signal }),
    api.get('/landlords/verified/by-address', { query: newest, schema: PropertyTilesSchema, signal }),
  ]);
  const photos = interleave(hostels.data.map(toPhoto), properties.data.map(toPhoto));
  return photos.filter((photo): photo is GalleryPhoto => photo !== null).slice(0, GALLERY_SIZE);
}

export const galleryPhotosQueryOptions = queryOptions({
  queryKey: queryKeys.galleryPhotos(),
  queryFn: ({ signal }) => getGalleryPhotos(signal),
  // New listings are verified a few times a day; a visit need not ask again.
  staleTime: 10 * 60 * 1000,
});

export const useGalleryPhotos = () => useQuery(galleryPhotosQueryOptions);
