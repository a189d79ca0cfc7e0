// npx tsx apps/api/scripts/bench-ring.ts [--code DIR] [--per-class 40] [--label NAME]
//
// Area searches (docs/decisions/0025), one at a time and cold (a new search cache for each), run
// in this process on a seeded database (DATABASE_URL, else PGlite in DATA_DIR with no server
// running): small places nearest first, cities newest first, by price (pages 1–3), and small
// places with a `km` of their own. Prints each class's median and 90th percentile in ms.
// `--code DIR`: the search code of another checkout's apps/api (say a copy of an earlier commit),
// opening the database with that code too (its migrations), to compare two versions on the same
// data: run them one after the other, a few times in turn, and compare ratios.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SearchQuerySchema } from '@app/shared';
import type * as Config from '../src/config';
import type * as Client from '../src/db/client';
import { PLACES } from '../src/integrations/gazetteer';
import type * as Reader from '../src/modules/listings/presentable-reader';
import type * as SearchModule from '../src/modules/listings/search';

const { values } = parseArgs({
  options: {
    code: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    'per-class': { type: 'string', default: '40' },
    label: { type: 'string', default: '' },
  },
});
const perClass = Number(values['per-class']);
const code = path.resolve(values.code);
/** A module of `code`, typed as this checkout's (the versions compared share these exports). */
const from = async <T>(file: string): Promise<T> => (await import(path.join(code, 'src', file))) as T;

const { loadConfig } = await from<typeof Config>('config.ts');
const { openDatabase } = await from<typeof Client>('db/client.ts');
const { createListingSearch } = await from<typeof SearchModule>('modules/listings/search.ts');
const { createPresentableReader } = await from<typeof Reader>('modules/listings/presentable-reader.ts');
const { sql } = await import('drizzle-orm');

const SMALL = new Set(['locality', 'municipality', 'district_hq']);
const CITY = new Set(['metropolitan', 'sub_metropolitan']);
const small = PLACES.filter((p) => SMALL.has(p.kind));
const cities = PLACES.filter((p) => CITY.has(p.kind));
const kinds = ['hostel', 'property'] as const;

type Search = { kind: (typeof kinds)[number]; query: Record<string, string> };
/** `perClass` searches spread over the places, hostels and properties in turn. */
const spread = (places: typeof PLACES, query: (i: number) => Record<string, string>): Search[] =>
  Array.from({ length: perClass }, (_, i) => ({
    kind: kinds[i % 2]!,
    query: { location: places[(i * 7) % places.length]!.name, ...query(i) },
  }));

const CLASSES: Record<string, Search[]> = {
  'small place, nearest (default)': spread(small, () => ({})),
  'city, newest (default)': spread(cities, () => ({})),
  'by price, pages 1-3': spread([...small, ...cities], (i) => ({
    sort: 'price_asc',
    page: String(1 + (i % 3)),
  })),
  'small place, km=5': spread(small, () => ({ km: '5' })),
};

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ?? { dataDir: config.dataDir, owner: 'the ring bench (bench-ring.ts)' },
);
const read = createPresentableReader(() => sql<number>`0`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

// One untimed pass warms the connection and PostgreSQL's caches alike for every version measured.
for (const searches of Object.values(CLASSES))
  for (const { kind, query } of searches.slice(0, 5))
    await createListingSearch(database.db, read).search(kind, SearchQuerySchema.parse(query));

const results: Record<string, { p50: number; p90: number; total: number }> = {};
for (const [name, searches] of Object.entries(CLASSES)) {
  const times: number[] = [];
  let total = 0;
  for (const { kind, query } of searches) {
    const search = createListingSearch(database.db, read);
    const started = performance.now();
    const { meta } = await search.search(kind, SearchQuerySchema.parse(query));
    times.push(performance.now() - started);
    total += meta.total;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  results[name] = { p50: round(percentile(times, 0.5)), p90: round(percentile(times, 0.9)), total };
}
await database.close();
console.log(
  JSON.stringify({ label: values.label, database: config.databaseUrl ? 'PostgreSQL' : 'PGlite', results }),
);
