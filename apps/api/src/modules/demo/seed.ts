import { AVAILABILITY_REMINDER_DAYS, LISTING_CODES } from '@app/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { listingImages } from '../../db/tables/listings';
import { verifications } from '../../db/tables/trust';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser } from '../auth/repository';
import type { ImageService, StoredPhoto } from '../images/service';
import { insertListings } from '../listings/repository';
import { inSearchTransaction } from '../listings/search-transaction';
import { demoAttributes } from './attributes';
import { createRandom, demoListing } from './generate';

export const DEMO_OWNER = {
  email: 'demo-owner@gharbhada.local',
  password: 'demo-owner-pass',
  name: 'Demo Gharbeti',
};
const BATCH = 1000;
const PHOTO_POOL = 16;
/** Demo listings were verified again every this many days since listed: all still current. */
const REVERIFIED_EVERY_MS = 150 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo owners confirmed their listings within this many days: none is due a reminder yet. */
const CONFIRMED_WITHIN_MS = 25 * DAY_MS;

/** Simple drawn "photos" (a house under a sky), decoded and stored by the real image pipeline. */
async function photoPool(images: ImageService, r: ReturnType<typeof createRandom>): Promise<StoredPhoto[]> {
  const files = await Promise.all(
    Array.from({ length: PHOTO_POOL }, (_, i) => {
      const hue = (i * 360) / PHOTO_POOL;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
        <rect width="960" height="640" fill="hsl(${hue},55%,78%)"/>
        <rect y="470" width="960" height="170" fill="hsl(${(hue + 90) % 360},35%,45%)"/>
        <rect x="${260 + r.int(0, 200)}" y="260" width="360" height="260" fill="hsl(${(hue + 30) % 360},40%,92%)"/>
        <polygon points="${230 + r.int(0, 200)},270 ${440 + r.int(0, 200)},130 ${650 + r.int(0, 200)},270" fill="hsl(${(hue + 180) % 360},50%,35%)"/>
        <rect x="420" y="380" width="70" height="140" fill="#6b4f3a"/>
        <rect x="520" y="320" width="70" height="60" fill="#cfe8ff"/></svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    }),
  );
  return images.storePhotos(files, LISTING_CODES.images);
}

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
  const pool = options.withImages ? await photoPool(images, r) : [];
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
      const listing = demoListing(r, now);
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
            // As their evidence below says: a property measured on site, a hostel checked from the desk.
            verificationLevel: verified
              ? l.kind === 'property'
                ? ('visited' as const)
                : ('checked' as const)
              : null,
            sold: verified && l.sold,
          })),
        );
        if (verified) {
          // Their evidence: verified by the team, a property measured on site.
          await tx.insert(verifications).values(
            ids.flatMap((listingId, i) => {
              const l = batch[i];
              if (!l) return [];
              const measured = l.kind === 'property';
              return {
                listingId,
                verifierKind: 'team' as const,
                verifiedAt: l.verifiedAt,
                lengthM: measured ? l.lengthM : null,
                widthM: measured ? l.widthM : null,
                rooms: measured ? l.rooms : null,
                bathrooms: measured ? l.bathrooms : null,
                statedRooms: measured ? null : l.rooms,
              };
            }),
          );
        }
        if (pool.length > 0) {
          const photos = ids.flatMap((listingId, i) =>
            // A property waiting for verification has no photos yet.
            !verified && batch[i]?.kind === 'property'
              ? []
              : Array.from({ length: r.int(1, 3) }, (_, position) => {
                  const photo = r.pick(pool);
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
  return { owner: owner.email, listings: count, unverified, photos: pool.length };
}
