import type { FastifyInstance } from 'fastify';
import { placesInText } from '../src/modules/geocode/place-resolver';
import {
  findListing,
  insertListing,
  replaceSearchPlaces,
  type ListingKind,
} from '../src/modules/listings/repository';

export type ListingSeed = {
  kind?: ListingKind;
  name?: string;
  location: string;
  price?: number | null;
  lat?: number | null;
  lon?: number | null;
  verified?: boolean;
  sold?: boolean;
  createdAt?: Date;
};

/** A listing stored and indexed for search by the same repository functions the service uses. */
export async function seedListing(app: FastifyInstance, ownerId: string, seed: ListingSeed) {
  const id = await insertListing(app.db, {
    kind: seed.kind ?? 'hostel',
    ownerId,
    name: seed.name ?? `Hostel in ${seed.location}`,
    location: seed.location,
    price: seed.price === undefined ? 10_000 : seed.price,
    lat: seed.lat ?? null,
    lon: seed.lon ?? null,
    rooms: 5,
    contactNo1: '9841234567',
    verified: seed.verified ?? true,
    sold: seed.sold ?? false,
    ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
  });
  const row = await findListing(app.db, id);
  if (row) await replaceSearchPlaces(app.db, row, placesInText(row.location));
  return id;
}
