// npm run bench [-- --quick] [--sizes 1000,10000,100000] [--seconds 5] [--no-build] [--only filtered,…]
//                 [--try-sql 'CREATE INDEX …; VACUUM ANALYZE …']
//
// The whole benchmark, from outside, in production mode: builds the app, and for each size seeds a
// fresh DATA_DIR (and, when DATABASE_URL names a database whose name contains "bench", that
// database too, wiped first), starts `node apps/api/dist/main.js` as its own process and measures
// health, repeated and cold searches (flat out, and at a fixed offered rate for the tail),
// autocomplete and listing detail with autocannon; on the 10k database also uploads, page weight and
// Lighthouse (Debian's Chromium). Writes bench/results/<date>.json and a markdown summary beside it.
// `--quick`: 10k listings on PGlite, shorter runs, one Lighthouse run per page (under 3 minutes).
// `--only filtered`: only the scenarios whose names contain one of these words, and health (the
// figure the targets compare with); uploads, page weight and Lighthouse only when it names `pages`,
// logins (5 a second for 20 s, p50/p95/p99) only when it names `login`, the owner with 200 listings
// (My listings' first page and /user/get-hostel, median and p95) only when it names `owner`.
// `--try-sql`: statements run on each seeded database before its server starts (an index measured
// before it is in a migration); the run's JSON records them.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem, tmpdir } from 'node:os';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { PLACES } from '../src/integrations/gazetteer';
import { measureFirstCard, measurePageWeight, runLighthouse } from '../../../bench/page-weight.mjs';
import { makePhotos, measureUploads } from './bench-uploads';
import { evaluateTargets, summaryMarkdown, type BenchResult, type DatabaseRun } from './bench-report';
import { readPeakRssMb, readRssMb, resetPeakRss, startBuiltServer } from './bench-server';
import { filteredBrowsing, filteredKathmandu, nearestBrowsing } from './bench-filters';
import { measureLogins } from './bench-login';
import { measureOwnerDashboard } from './bench-owner';
import { steadyLoad } from './bench-steady';
import { trySql } from './bench-try-sql';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '20' },
    rate: { type: 'string', default: '100' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    'try-sql': { type: 'string' },
    /** Another built API (`node apps/api/scripts/build.mjs --outdir DIR`); WEB_DIST_DIR another web build. */
    'api-entry': { type: 'string' },
  },
});
const only = values.only?.split(',').filter(Boolean);
/** Whether this part of the bench runs: everything without `--only`, else what it names (and health). */
const runs = (name: string) => !only || name === 'health' || only.some((part) => name.includes(part));
const quick = values.quick;
const sizes = (values.sizes ?? (quick ? '10000' : '1000,10000,100000')).split(',').map(Number);
const seconds = Number(values.seconds ?? (quick ? 3 : 5));
const connections = Number(values.connections);
const rate = Number(values.rate);
/** Uploads, page weight and Lighthouse are measured once, on this size (or the nearest below). */
const pagesSize = sizes.filter((s) => s <= 10_000).at(-1) ?? sizes[0]!;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const status = spawnSync(cmd, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;
  if (status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${status})`);
}

/** A PostgreSQL database the bench may wipe: only one whose name says it is for benchmarks. */
function benchDatabaseUrl(): string | null {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench')) {
    console.error(
      `DATABASE_URL names "${name}": the bench wipes the database it seeds, so it only uses one whose name contains "bench".`,
    );
    process.exit(1);
  }
  return url;
}

async function wipe(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
}

// Cold requests never repeat within a run: one counter for every scenario.
let n = 0;
/** The web app's new searches: every place, each sort and the first 20 pages. */
const browsing = () => {
  const i = ++n;
  const place = PLACES[i % PLACES.length]!;
  const sort = (['newest', 'price_asc', 'price_desc'] as const)[Math.floor(i / PLACES.length) % 3];
  const page = 1 + (Math.floor(i / (PLACES.length * 3)) % 20);
  return `/api/hostels/by-address?location=${encodeURIComponent(place.name)}&sort=${sort}&page=${page}`;
};
const POPULAR = ['kathmandu', 'pokhara', 'lalitpur', 'baneswor', 'bhaktapur', 'chitwan', 'dharan', 'butwal'];
const popular = () => `/api/hostels/by-address?location=${POPULAR[++n % POPULAR.length]}`;
const typing = () => {
  const place = PLACES[++n % PLACES.length]!.name;
  return `/api/geocode/autocomplete?q=${encodeURIComponent(place.slice(0, 3 + (n % 3)))}`;
};

async function listingIds(baseUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (const place of POPULAR) {
    const res = await fetch(`${baseUrl}/api/hostels/by-address?location=${place}&limit=50`);
    const body = (await res.json()) as { data: { _id: string }[] };
    ids.push(...body.data.map((l) => l._id));
  }
  return ids;
}

async function load(baseUrl: string, nextPath: () => string, steadyRate?: number) {
  // At a fixed rate, at least 1,000 requests so that the p99 is more than the slowest few.
  if (steadyRate) {
    const steady = await steadyLoad(baseUrl, nextPath, { rate: steadyRate, seconds: Math.max(seconds, 10) });
    return { reqPerSec: steady.reqPerSec, p50Ms: steady.p50Ms, p99Ms: steady.p99Ms, errors: steady.errors };
  }
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function measureSize(size: number, databaseUrl: string | null): Promise<DatabaseRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `gb-bench-${size}-`));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  if (databaseUrl) await wipe(databaseUrl);
  const seedStarted = performance.now();
  run('npx', ['tsx', 'apps/api/scripts/seed-demo.ts', '--listings', String(size)], env);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  // The owner with 200 listings, written before the server holds the database.
  const ownerDashboard = size === pagesSize && runs('owner');
  if (ownerDashboard) run('npx', ['tsx', 'apps/api/scripts/bench-owner-seed.ts'], env);
  if (values['try-sql']) await trySql(values['try-sql'], { url: databaseUrl, dataDir });

  const server = await startBuiltServer(env, { entry: values['api-entry'] });
  const figures: DatabaseRun = {
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    listings: size,
    seedSeconds,
    startupMs: server.startupMs,
    rssAfterStartMb: await readRssMb(server.pid),
    scenarios: {},
  };
  try {
    const ids = await listingIds(server.baseUrl);
    const detail = () => `/api/hostels/get/${ids[++n % ids.length]}`;
    const scenarios: [string, () => string, number?][] = [
      ['health', () => '/api/health'],
      ['repeated search', popular],
      ['cold search', browsing],
      [`cold search at ${rate} req/s`, browsing, rate],
      ['autocomplete', typing],
      ['listing detail', detail],
      ['filtered cold search', () => filteredBrowsing(++n)],
      [`filtered cold search at ${rate} req/s`, () => filteredBrowsing(++n), rate],
      ['filtered cold search, Kathmandu', () => filteredKathmandu(++n)],
      [`filtered cold search, Kathmandu, at ${rate} req/s`, () => filteredKathmandu(++n), rate],
      // Nearest a chosen place, without and with filters (no target of its own: compare the two).
      ['cold search nearest a place', () => nearestBrowsing(++n, false)],
      ['filtered cold search nearest a place', () => nearestBrowsing(++n, true)],
    ];
    await resetPeakRss(server.pid);
    for (const [name, nextPath, steadyRate] of scenarios.filter(([name]) => runs(name))) {
      figures.scenarios[name] = await load(server.baseUrl, nextPath, steadyRate);
      console.log(`${figures.database} ${size}: ${name}`, figures.scenarios[name]);
    }
    figures.rssPeakUnderLoadMb = await readPeakRssMb(server.pid);

    // Logins cost the same at any size: measured once per database.
    if (size === pagesSize && runs('login')) {
      figures.logins = await measureLogins(server.baseUrl, server.admin, {
        rate: 5,
        seconds: quick ? 10 : 20,
      });
      console.log(`${figures.database} ${size}: logins`, figures.logins);
    }

    if (ownerDashboard) {
      figures.ownerDashboard = await measureOwnerDashboard(server.baseUrl, quick ? 100 : 300);
      console.log(`${figures.database} ${size}: owner dashboard`, figures.ownerDashboard);
    }

    if (size === pagesSize && !databaseUrl && runs('pages')) {
      const files = await makePhotos(5, 5 * 1024 * 1024);
      const uploads = [];
      for (let i = 0; i < (quick ? 1 : 3); i += 1) {
        uploads.push(
          await measureUploads({ baseUrl: server.baseUrl, pid: server.pid, login: server.admin, files }),
        );
      }
      figures.uploads = uploads;
      const lighthouseRuns = quick ? 1 : 3;
      const listingPath = await firstListingPath(server.baseUrl);
      figures.pages = {
        homeWeight: await measurePageWeight(server.baseUrl, '/'),
        searchWeight: await measurePageWeight(server.baseUrl, SEARCH_PAGE),
        listingWeight: await measurePageWeight(server.baseUrl, listingPath),
        home: await runLighthouse(`${server.baseUrl}/`, { runs: lighthouseRuns }),
        search: await runLighthouse(`${server.baseUrl}${SEARCH_PAGE}`, { runs: lighthouseRuns }),
        listing: await runLighthouse(`${server.baseUrl}${listingPath}`, { runs: lighthouseRuns }),
        firstCard: await measureFirstCard(server.baseUrl, SEARCH_PAGE, { runs: quick ? 3 : 5 }),
      };
      // The per-file list is for looking into a miss, not for the record.
      const { homeWeight, searchWeight, listingWeight, home, search, listing } = figures.pages;
      for (const weight of [homeWeight, searchWeight, listingWeight])
        delete (weight as { files?: unknown }).files;
      for (const audit of [home, search, listing]) delete (audit as { runs?: unknown }).runs;
    }
  } finally {
    figures.shutdownMs = await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** The search page the page figures are about, and a shared listing link on it. */
const SEARCH_PAGE = '/bhada/hostel?location=kathmandu';

async function firstListingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/hostels/by-address?location=kathmandu&limit=1`);
  const { data } = (await response.json()) as { data: { _id: string }[] };
  if (!data[0]) throw new Error('no hostel in Kathmandu to open');
  return `/bhada/hostel?listing=${encodeURIComponent(data[0]._id)}`;
}

const started = new Date();
if (!values['no-build']) run('npm', ['run', 'build']);
const postgresUrl = benchDatabaseUrl();
// Children inherit this environment: the PGlite runs must not see the PostgreSQL URL.
delete process.env.DATABASE_URL;
const databases = postgresUrl ? [null, postgresUrl] : [null];
const result: BenchResult = {
  date: started.toISOString(),
  quick,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: {
    connections,
    seconds,
    rate,
    ...(only && { only }),
    ...(values['try-sql'] && { trySql: values['try-sql'] }),
  },
  runs: [],
};
for (const databaseUrl of databases) {
  for (const size of sizes) result.runs.push(await measureSize(size, databaseUrl));
}
result.targets = evaluateTargets(result);
result.minutes = Math.round((Date.now() - started.getTime()) / 6000) / 10;

const resultsDir = path.join(repoRoot, 'bench/results');
await mkdir(resultsDir, { recursive: true });
const stamp = started.toISOString().replace(/:/g, '-').replace(/\..*/, '') + (quick ? '-quick' : '');
await writeFile(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
const summary = summaryMarkdown(result);
await writeFile(path.join(resultsDir, `${stamp}.md`), summary);
console.log(`\n${summary}\nWritten to bench/results/${stamp}.json and .md (${result.minutes} min).`);
// The servers are stopped; nothing else needs the loop.
process.exit(0);
