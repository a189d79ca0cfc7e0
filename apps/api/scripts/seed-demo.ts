// npm run seed:demo -- --listings N [--unverified M] [--awaiting-confirmation K] [--no-images]
// Fills the configured database (DATABASE_URL, else PGlite in DATA_DIR) with realistic demo listings.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createLocalImageStore } from '../src/integrations/image-store';
import { exitOnStartupError } from '../src/lib/startup-error';
import { DEMO_FREELANCER, seedDemoFreelancer } from '../src/modules/demo/freelancer';
import { DEMO_OWNER, seedDemo } from '../src/modules/demo/seed';
import { createImageService } from '../src/modules/images/service';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '500' },
    unverified: { type: 'string', default: '0' },
    // K listings last confirmed 31 days ago: the server's first trust run emails the owner a reminder.
    'awaiting-confirmation': { type: 'string', default: '0' },
    'no-images': { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});
const count = Number(values.listings);
const unverified = Number(values.unverified);
const awaitingConfirmation = Number(values['awaiting-confirmation']);
for (const [flag, n] of [
  ['--listings', count],
  ['--unverified', unverified],
  ['--awaiting-confirmation', awaitingConfirmation],
] as const) {
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
    console.error(`${flag} must be a whole number from 0 to 1000000`);
    process.exit(1);
  }
}

// With PGlite, refused (changing nothing) while the server or another script has DATA_DIR open.
const { config, database } = await (async () => {
  const config = loadConfig();
  const owner = 'the demo seed (npm run seed:demo)';
  return { config, database: await openDatabase(config.databaseUrl ?? { dataDir: config.dataDir, owner }) };
})().catch(exitOnStartupError);
const images = createImageService(
  createLocalImageStore(path.join(config.dataDir, 'uploads'), config.publicUrl),
);
const started = performance.now();
const result = await seedDemo(database.db, images, count, {
  withImages: !values['no-images'],
  unverified,
  awaitingConfirmation,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
});
await seedDemoFreelancer(database.db);
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${result.listings} verified listings and ${result.unverified} waiting for verification (${result.photos} shared photos) in ${seconds} s.`,
);
console.log(`Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
console.log(`Demo freelancer: ${DEMO_FREELANCER.email} / ${DEMO_FREELANCER.password}`);
