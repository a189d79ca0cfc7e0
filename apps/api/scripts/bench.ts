// npm run bench:search -w @app/api -- [--listings 100000] [--connections 20] [--seconds 10] [--data-dir DIR] [--only TEXT,…] [--rate 100]
// Seeds (once per data dir) and load-tests the search routes of the real app over HTTP on
// loopback, with autocannon. Prints a markdown table: compare rows of one run, not across days.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { PLACES } from '../src/integrations/gazetteer';
import { createLocalImageStore } from '../src/integrations/image-store';
import { exitOnStartupError } from '../src/lib/startup-error';
import { seedDemo } from '../src/modules/demo/seed';
import { createImageService } from '../src/modules/images/service';
import { filteredBrowsing, filteredKathmandu, nearestBrowsing } from './bench-filters';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    only: { type: 'string' },
    // The offered rate of the "at N req/s" scenarios (their p99 is the figure; req/s is capped there).
    rate: { type: 'string', default: '100' },
  },
});
const listings = Number(values.listings);
const dataDir = values['data-dir'] ?? (await mkdtemp(path.join(tmpdir(), 'gb-bench-')));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production' as const,
  PORT: '0',
};
const config = loadConfig(env);

const marker = path.join(dataDir, `seeded-${listings}`);
if (!existsSync(marker) && !config.databaseUrl) {
  const started = performance.now();
  const database = await openDatabase({ dataDir, owner: 'the search bench (npm run bench:search)' }).catch(
    exitOnStartupError,
  );
  await seedDemo(
    database.db,
    createImageService(createLocalImageStore(path.join(dataDir, 'uploads'), config.publicUrl)),
    listings,
    {
      withImages: false,
    },
  );
  await database.close();
  const { writeFile } = await import('node:fs/promises');
  await writeFile(marker, '');
  console.log(`seeded ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const app = await buildApp(config).catch(exitOnStartupError);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// Repeated: the same URL again and again, as popular searches are (answered from the search cache
// after the first). Cold: every request differs (a new price cap, page or origin), so each one is
// planned, read and counted by the database.
let n = 0;
const fresh = () => ++n;
/** The web app's new searches: every place, each sort and the first 20 pages, none repeated soon. */
const browsing = () => {
  const i = fresh();
  const place = PLACES[i % PLACES.length]!;
  const sort = (['newest', 'price_asc', 'price_desc'] as const)[Math.floor(i / PLACES.length) % 3];
  const page = 1 + (Math.floor(i / (PLACES.length * 3)) % 20);
  return `/api/hostels/by-address?location=${encodeURIComponent(place.name)}&sort=${sort}&page=${page}`;
};
const rate = Number(values.rate);
// --only health,cold: the scenarios whose names contain any of these.
const only = (values.only ?? '').split(',');
const scenarios: [string, () => string, { rate?: number }?][] = [
  ['health', () => '/api/health'],
  ['broad place, by price', () => '/api/hostels/by-address?location=kathmandu&sort=price_asc'],
  ['broad place, newest', () => '/api/landlords/verified/by-address?location=kathmandu'],
  ['city', () => '/api/hostels/by-address?location=pokhara&sort=price_desc'],
  ['several places (baneswor)', () => '/api/hostels/by-address?location=baneswor&sort=price_asc'],
  ['typo (pokhra)', () => '/api/hostels/by-address?location=pokhra'],
  ['deep page', () => '/api/hostels/by-address?location=kathmandu&sort=price_asc&page=20'],
  ['everything, newest', () => '/api/hostels/by-address'],
  ['free text (no place)', () => '/api/hostels/by-address?location=everest%20boys'],
  ['nearest in a radius', () => '/api/hostels/by-address?sort=nearest&lat=27.7172&lon=85.324&km=3'],
  [
    'nearest to a chosen place',
    () => '/api/hostels/by-address?location=New%20Baneshwor&lat=27.6889&lon=85.3365&sort=nearest',
  ],
  ['autocomplete', () => '/api/geocode/autocomplete?q=bane'],
  // A typo goes past the exact and prefix matches to the fuzzy ones: autocomplete's slowest path.
  ['autocomplete, a typo', () => '/api/geocode/autocomplete?q=kathmandoo'],
  [
    'cold: broad place, by price',
    () => `/api/hostels/by-address?location=kathmandu&sort=price_asc&maxPrice=${150_000 - fresh()}`,
  ],
  [
    'cold: broad place, newest',
    () => `/api/landlords/verified/by-address?location=kathmandu&maxPrice=${150_000 - fresh()}`,
  ],
  [
    'cold: city, by price',
    () => `/api/hostels/by-address?location=pokhara&sort=price_desc&maxPrice=${150_000 - fresh()}`,
  ],
  ['cold: typo (pokhra), paging', () => `/api/hostels/by-address?location=pokhra&page=${1 + (fresh() % 50)}`],
  ['cold: browsing every place, sort and page', browsing],
  [`cold: browsing, at ${rate} req/s`, browsing, { rate }],
  ['cold: everything, newest', () => `/api/hostels/by-address?maxPrice=${150_000 - fresh()}`],
  [
    'cold: free text (no place)',
    () => `/api/hostels/by-address?location=everest%20boys&maxPrice=${150_000 - fresh()}`,
  ],
  [
    'cold: nearest to a chosen place',
    () =>
      `/api/hostels/by-address?location=kathmandu&lat=${(27.68 + (fresh() % 1000) / 20_000).toFixed(5)}&lon=85.32&sort=nearest`,
  ],
  [
    'cold: nearest in a radius',
    () =>
      `/api/hostels/by-address?sort=nearest&lat=${(27.7 + (fresh() % 1000) / 20_000).toFixed(5)}&lon=85.324&km=3`,
  ],
  ['cold: filtered, every place', () => filteredBrowsing(fresh())],
  ['cold: filtered, Kathmandu', () => filteredKathmandu(fresh())],
  ['cold: nearest a place', () => nearestBrowsing(fresh(), false)],
  ['cold: filtered, nearest a place', () => nearestBrowsing(fresh(), true)],
  [
    'cold: nearest, no radius',
    () => `/api/hostels/by-address?sort=nearest&lat=27.7172&lon=85.324&maxPrice=${150_000 - fresh()}`,
  ],
];

console.log(
  `\n${listings} listings, ${values.connections} connections, ${values.seconds} s each, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, nextPath, { rate } = {}] of scenarios.filter(([name]) =>
  only.some((part) => name.includes(part)),
)) {
  const result = await autocannon({
    url: address,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
  );
}
await app.close();
