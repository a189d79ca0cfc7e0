// npx tsx apps/api/scripts/bench-owner-seed.ts: the bench's owner with 200 listings (the issue 28
// case), written into the configured database (DATABASE_URL, else PGlite in DATA_DIR) before the
// server starts: hostels and properties in every state, photo rows, a few applications.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { listingImages } from '../src/db/tables/listings';
import { exitOnStartupError } from '../src/lib/startup-error';
import { insertApplication } from '../src/modules/applications/repository';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/repository';
import { insertListings, type NewListing } from '../src/modules/listings/repository';
import { inSearchTransaction } from '../src/modules/listings/search-transaction';
import { BENCH_OWNER, BENCH_OWNER_LISTINGS } from './bench-owner';

const HOUR = 60 * 60 * 1000;
const PLACES = ['Thamel, Kathmandu', 'Lakeside, Pokhara', 'Jhamsikhel, Lalitpur', 'Baneshwor, Kathmandu'];

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ?? { dataDir: config.dataDir, owner: 'the bench owner seed' },
).catch(exitOnStartupError);
const owner = await insertUser(database.db, {
  name: 'Bench Owner',
  email: BENCH_OWNER.email,
  passwordHash: await hashPassword(BENCH_OWNER.password),
  emailVerifiedAt: new Date(),
});
if (!owner) throw new Error('the bench owner exists already');

const now = Date.now();
/** Listing `i` (0 newest): a third properties; waiting, checked, visited, changed, expired, sold, in turn. */
const listing = (i: number): NewListing => {
  const kind = i % 3 === 2 ? 'property' : 'hostel';
  const state = i % 7;
  const verified = state !== 0;
  const at = new Date(now - i * 36 * HOUR);
  return {
    kind,
    ownerId: owner.id,
    name: `${kind === 'hostel' ? 'Hostel' : 'Flat'} ${i + 1}`,
    location: PLACES[i % PLACES.length]!,
    price: 5000 + 500 * (i % 30),
    rooms: 1 + (i % 12),
    contactNo1: '9841234567',
    verified,
    verificationLevel: verified ? (state === 1 ? 'checked' : 'visited') : null,
    verifiedAt: verified ? at : null,
    changedSinceVerificationAt: state === 3 ? at : null,
    changedFields: state === 3 ? ['name'] : null,
    verificationExpiredAt: state === 3 || state === 4 ? at : null,
    sold: state === 5,
    createdAt: at,
  };
};

await inSearchTransaction(
  database.db,
  async (tx) => {
    const values = Array.from({ length: BENCH_OWNER_LISTINGS }, (_, i) => listing(i));
    const ids = await insertListings(tx, values);
    // 0-3 of the owner's photos each, and a verifier's photo for every visited one (keys only: the
    // cards name their thumbnails, nothing reads the files).
    const photos = ids.flatMap((listingId, i) => [
      ...Array.from({ length: i % 4 }, (_, position) => ({ listingId, source: 'owner' as const, position })),
      ...(values[i]?.verificationLevel === 'visited'
        ? [{ listingId, source: 'verifier' as const, position: 0 }]
        : []),
    ]);
    await tx.insert(listingImages).values(
      photos.map((p, n) => ({
        ...p,
        storageKey: `bench${String(n).padStart(28, '0')}`,
        width: 1200,
        height: 900,
        bytes: 90_000,
      })),
    );
    // A few applications, on the newest ten.
    for (const [n, listingId] of ids.slice(0, 10).entries()) {
      for (let a = 0; a <= n % 3; a += 1) {
        await insertApplication(tx, {
          listingId,
          name: `Applicant ${n}-${a}`,
          email: `applicant-${n}-${a}@example.com`,
          phone: '9841000222',
          people: 2,
          rooms: 1,
        });
      }
    }
  },
  () => {},
);
await database.close();
console.log(`Seeded ${BENCH_OWNER.email} with ${BENCH_OWNER_LISTINGS} listings.`);
