import { AVAILABILITY_REMINDER_DAYS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingImages } from '../../db/tables/listings';
import { verifications } from '../../db/tables/trust';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser } from '../auth/repository';
import type { ImageService } from '../images/service';
import { insertListings } from '../listings/repository';
import { inSearchTransaction } from '../listings/search-transaction';
import { demoAttributes } from './attributes';
import { createRandom, demoListing } from './generate';
import { photoPool, photosFor } from './pictures/pool';

export const DEMO_OWNER = {
  email: 'demo-owner@gharbhada.local',
  password: 'demo-owner-pass',
  name: 'Demo Gharbeti',
};
const BATCH = 1000;
/** Demo listings were verified again every this many days since listed: all still current. */
const REVERIFIED_EVERY_MS = 150 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo owners confirmed their listings within this many days: none is due a reminder yet. */
const CONFIRMED_WITHIN_MS = 25 * DAY_MS;

/**
 * Inserts `count` verified demo listings (hostels and properties over real gazetteer places, with
 * what their owners say about them) in bulk, with their search rows and, unless `withImages` is
 * false, photos from a shared pool; then `unverified` more that wait in the admin's queues (no
 * search rows, and a property has no photos until it is verified). The first `awaitingConfirmation`
 * verified listings were last confirmed just over the reminder age ago, so the next trust run
 * emails their owner a one-tap link.
 */
export async function seedDemo(
  db: Db,
  images: ImageService,
  count: number,
  options: { withImages: boolean; seed?: number; unverified?: number; awaitingConfirmation?: number },
) {
  const r = createRandom(options.seed ?? 977);
  // Attributes come from a generator of their own: the listings stay what this seed always made.
  const traits = createRandom((options.seed ?? 977) ^ 0x5bd1e995);
  const owner =
    (await findUserByEmail(db, DEMO_OWNER.email)) ??
    (await insertUser(db, {
      name: DEMO_OWNER.name,
      email: DEMO_OWNER.email,
      passwordHash: await hashPassword(DEMO_OWNER.password),
      emailVerifiedAt: new Date(),
    }));
  if (!owner) throw new Error('could not create the demo owner');
  const pool = options.withImages ? await photoPool(images) : null;
  const now = Date.now();

  const unverified = options.unverified ?? 0;
  const awaitingConfirmation = Math.min(options.awaitingConfirmation ?? 0, count);
  let done = 0;
  while (done < count + unverified) {
    const verified = done < count;
    // A batch never mixes verified and waiting listings.
    const size = Math.min(BATCH, (verified ? count : count + unverified) - done);
    const first = done;
    done += size;
    const batch = Array.from({ length: size }, (_, i) => {
      const listing = demoListing(r, now, first + i);
      const l = { ...listing, ...demoAttributes(traits, listing) };
      const age = now - l.createdAt.getTime();
      const awaiting = first + i < awaitingConfirmation;
      return {
        ...l,
        verifiedAt: new Date(now - (age % REVERIFIED_EVERY_MS)),
        confirmedAt: new Date(
          awaiting ? now - (AVAILABILITY_REMINDER_DAYS + 1) * DAY_MS : now - (age % CONFIRMED_WITHIN_MS),
        ),
      };
    });
    // No search cache here to forget: a server on the same PostgreSQL shows them within its cache's TTL.
    await inSearchTransaction(
      db,
      async (tx) => {
        const ids = await insertListings(
          tx,
          batch.map((l) => ({
            ...l,
            ownerId: owner.id,
            verified,
            verifiedAt: verified ? l.verifiedAt : null,
            // As their evidence below says: measured on site (every property, some hostels), or checked from the desk.
            verificationLevel: verified ? (l.visited ? ('visited' as const) : ('checked' as const)) : null,
            // A hostel's beds, bathrooms, kitchen, dining room and room size are counted on a visit: none before it.
            ...(verified || l.kind === 'property'
              ? {}
              : { beds: null, bathrooms: null, kitchen: null, dining: null, widthM: null, lengthM: null }),
            sold: verified && l.sold,
          })),
        );
        if (verified) {
          // Their evidence: verified by the team, measured on site or (a hostel) checked from the desk.
          await tx.insert(verifications).values(
            ids.flatMap((listingId, i) => {
              const l = batch[i];
              if (!l) return [];
              const measured = l.visited;
              const hostel = l.kind === 'hostel';
              return {
                listingId,
                verifierKind: 'team' as const,
                verifiedAt: l.verifiedAt,
                lengthM: measured ? l.lengthM : null,
                widthM: measured ? l.widthM : null,
                rooms: measured ? l.rooms : null,
                bathrooms: measured ? l.bathrooms : null,
                beds: measured && hostel ? l.beds : null,
                kitchen: measured && hostel ? l.kitchen : null,
                dining: measured && hostel ? l.dining : null,
                statedRooms: hostel ? l.rooms : null,
              };
            }),
          );
        }
        if (pool) {
          const photos = ids.flatMap((listingId, i) =>
            // A property waiting for verification has no photos yet.
            !verified && batch[i]?.kind === 'property'
              ? []
              : photosFor(r, pool, batch[i]!.type).map((photo, position) => {
                  return {
                    listingId,
                    // A property's photos come from its verification; a hostel's from its owner.
                    source: batch[i]?.kind === 'property' ? ('verifier' as const) : ('owner' as const),
                    position,
                    storageKey: photo.key,
                    width: photo.width,
                    height: photo.height,
                    bytes: photo.bytes,
                  };
                }),
          );
          if (photos.length > 0) await tx.insert(listingImages).values(photos);
        }
      },
      () => {},
    );
  }
  // Fresh planner statistics (or the first searches plan as if the tables were empty) and a current
  // visibility map, so index reads skip per-row visibility checks.
  await db.execute(sql`vacuum analyze`);
  return {
    owner: owner.email,
    listings: count,
    unverified,
    photos: pool ? Object.values(pool).flat().length : 0,
    /** The pictures' storage keys by scene. */
    pictures: pool
      ? Object.fromEntries(Object.entries(pool).map(([scene, photos]) => [scene, photos.map((p) => p.key)]))
      : {},
  };
}
