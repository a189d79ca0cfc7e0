import type { FastifyInstance } from 'fastify';
import { insertListing, type ListingKind } from '../src/modules/listings/repository';
import { inSearchTransaction, type SearchTx } from '../src/modules/listings/search-transaction';

export type ListingSeed = {
  kind?: ListingKind;
  name?: string;
  location: string;
  price?: number | null;
  lat?: number | null;
  lon?: number | null;
  verified?: boolean;
  /** How it was verified (verified now); none unless said. */
  level?: 'visited' | 'checked';
  sold?: boolean;
  createdAt?: Date;
};

/**
 * Writes listings with the repository functions the service uses, so their search rows follow. Not
 * through the app's listings service: the app's remembered searches are not forgotten (a test that
 * needs that writes through the API).
 */
export const writeListings = <T>(app: FastifyInstance, write: (tx: SearchTx) => Promise<T>) =>
  inSearchTransaction(app.db, write, () => {});

/** A listing stored and indexed for search by the same repository functions the service uses. */
export async function seedListing(app: FastifyInstance, ownerId: string, seed: ListingSeed) {
  return writeListings(app, (tx) =>
    insertListing(tx, {
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
      ...(seed.level && { verificationLevel: seed.level, verifiedAt: new Date() }),
      sold: seed.sold ?? false,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    }),
  );
}
