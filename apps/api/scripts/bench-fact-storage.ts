// npm run bench:facts -w @app/api -- [--listings 100000] [--rounds 6] [--searches 10] [--writes 20]
//                                    [--database postgres://…/facts_bench_x] [--out bench/results]
//
// Issue 30: how listing facts should be stored for search. On a scratch database (PGlite in a new
// DATA_DIR, or the PostgreSQL database `--database` names, which must contain "bench"), the same
// listings (the demo generator's, with the issue's new facts drawn beside them) are stored three ways:
//   columns         one typed column per fact; the search rows carry the searched ones, the hostel's
//                   lowest price is the row's price; the price index INCLUDEs them (as migration 0012)
//   jsonb-gin       one `facts` jsonb; the price index INCLUDEs no fact; GIN (jsonb_path_ops) on facts
//   jsonb-covering  one `facts` jsonb; the price index INCLUDEs it
// and the options take turns (the machine is shared: compare within a run) at the cold place searches
// (page 1 by lowest price, then the capped count, as search-repository.ts reads them; each with a
// price floor of its own, so no two are alike), plain and filtered, over every place and over the
// largest ones; and at writing a listing (insert, and an update of its free beds) with its search rows.
// Prints a markdown summary and writes it, with the raw figures, to <out>/<date>-fact-storage-<db>.*.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client';
import { demoAttributes } from '../src/modules/demo/attributes';
import { createRandom, demoListing, type DemoListing, type Random } from '../src/modules/demo/generate';
import { placesInText } from '../src/modules/geocode/place-resolver';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '6' },
    /** Searches of one scenario an option runs in its turn. */
    searches: { type: 'string', default: '10' },
    /** Inserts and updates an option runs in its turn. */
    writes: { type: 'string', default: '20' },
    database: { type: 'string' },
    /** Some of columns,jsonb-gin,jsonb-covering,columns-keyed (all by default). */
    options: { type: 'string' },
    out: { type: 'string', default: 'bench/results' },
    /** Leaves the tables on a PostgreSQL database (to EXPLAIN its searches); drop them after. */
    keep: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
const ROUNDS = Number(values.rounds);
const SEARCHES = Number(values.searches);
const WRITES = Number(values.writes);

/** A fact: its column (option A) and jsonb key (option B), its SQL type, whether search rows carry it. */
type Fact = { key: string; type: 'integer' | 'text' | 'boolean' | 'text[]' | 'time'; searched: boolean };
const FACTS: Fact[] = [
  // Today's (listing-attributes.ts), every one searched.
  { key: 'gender', type: 'text', searched: true },
  { key: 'meals', type: 'text', searched: true },
  { key: 'amenities', type: 'text[]', searched: true },
  { key: 'propertyType', type: 'text', searched: true },
  { key: 'furnished', type: 'boolean', searched: true },
  { key: 'parking', type: 'boolean', searched: true },
  { key: 'water', type: 'text', searched: true },
  { key: 'floor', type: 'integer', searched: true },
  // The issue's new ones.
  { key: 'seater1', type: 'integer', searched: true },
  { key: 'seater2', type: 'integer', searched: true },
  { key: 'seater3', type: 'integer', searched: true },
  { key: 'seater4', type: 'integer', searched: true },
  { key: 'freeBeds', type: 'integer', searched: true },
  { key: 'admissionFee', type: 'integer', searched: false },
  { key: 'depositRs', type: 'integer', searched: false },
  { key: 'depositMonths', type: 'integer', searched: true },
  { key: 'advanceMonths', type: 'integer', searched: false },
  { key: 'welcome', type: 'text[]', searched: true },
  { key: 'backupPower', type: 'text', searched: true },
  { key: 'bikeParking', type: 'boolean', searched: true },
  { key: 'carParking', type: 'boolean', searched: false },
  { key: 'waterHours', type: 'integer', searched: false },
  { key: 'gateCloses', type: 'time', searched: false },
  { key: 'mealTimes', type: 'text[]', searched: false },
];
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const raw = (text: string) => sql.raw(text);

type Row = Record<string, unknown> & { id: string; places: string[] };

/** What a hostel owner or a landlord says of the new facts; null where they have not said. */
function newFacts(r: Random, l: DemoListing): Record<string, unknown> {
  const said = <T>(p: number, value: () => T): T | null => (r.chance(p) ? value() : null);
  const round = (n: number) => Math.round(n / 500) * 500;
  const pickSet = (shares: [string, number][]) => {
    const set = shares.filter(([, p]) => r.chance(p)).map(([w]) => w);
    return set.length ? set : [shares[0]![0]];
  };
  const backupPower = said(0.7, () =>
    r.pick(['none', 'inverter', 'inverter', 'inverter', 'generator', 'solar']),
  );
  const bikeParking = said(0.7, () => r.chance(0.6));
  if (l.kind === 'hostel') {
    // Most hostels price per seat: a single room costs more a person than a shared one.
    const offers = r.chance(0.8);
    const seat = (p: number, low: number, high: number) =>
      offers && r.chance(p) ? round(l.price * (low + r.next() * (high - low))) : null;
    const seaters = [
      seat(0.35, 1.25, 1.6),
      seat(0.75, 0.9, 1.1),
      seat(0.6, 0.75, 0.95),
      seat(0.3, 0.65, 0.85),
    ];
    if (offers && !seaters.some((s) => s !== null)) seaters[1] = round(l.price);
    return {
      seater1: seaters[0],
      seater2: seaters[1],
      seater3: seaters[2],
      seater4: seaters[3],
      freeBeds: said(0.7, () => (r.chance(0.35) ? 0 : r.int(1, 12))),
      admissionFee: said(0.6, () => (r.chance(0.2) ? 0 : r.int(2, 20) * 500)),
      depositRs: said(0.6, () => (r.chance(0.2) ? 0 : r.int(2, 20) * 500)),
      welcome: said(0.6, () =>
        pickSet([
          ['students', 0.95],
          ['working', 0.6],
        ]),
      ),
      backupPower,
      bikeParking,
      gateCloses: said(0.6, () => `${r.int(19, 22)}:${r.pick(['00', '30'])}`),
      mealTimes: said(0.5, () => ['07:30', '19:30']),
    };
  }
  return {
    depositMonths: said(0.7, () => r.pick([0, 1, 1, 1, 2, 2, 2, 3, 3, 6])),
    advanceMonths: said(0.7, () => r.int(1, 6)),
    welcome: said(0.7, () =>
      pickSet([
        ['working', 0.7],
        ['students', 0.5],
        ['couples', 0.4],
        ['families', 0.6],
      ]),
    ),
    backupPower,
    bikeParking,
    carParking: said(0.7, () => r.chance(0.3)),
    waterHours: said(0.6, () => r.int(1, 24)),
  };
}

function generate(count: number, seed: number): Row[] {
  const r = createRandom(seed);
  const traits = createRandom(seed ^ 0x5bd1e995);
  const extra = createRandom(seed ^ 0x30);
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const l = demoListing(r, now, i);
    const facts: Record<string, unknown> = { ...demoAttributes(traits, l), ...newFacts(extra, l) };
    const row: Row = {
      id: crypto.randomUUID(),
      kind: l.kind,
      location: l.location,
      price: l.price,
      createdAt: l.createdAt.toISOString(),
      sold: l.sold,
      expired: extra.chance(0.03),
      visited: l.visited,
      rooms: l.rooms,
      places: placesInText(l.location),
    };
    for (const f of FACTS) row[f.key] = facts[f.key] ?? null;
    if (Array.isArray(row.amenities) && row.amenities.length === 0) row.amenities = null;
    return row;
  });
}

type Option = 'columns' | 'jsonb-gin' | 'jsonb-covering' | 'columns-keyed';
const ALL_OPTIONS: Option[] = ['columns', 'jsonb-gin', 'jsonb-covering', 'columns-keyed'];
const OPTIONS = values.options ? (values.options.split(',') as Option[]) : ALL_OPTIONS;
if (OPTIONS.some((o) => !ALL_OPTIONS.includes(o)))
  throw new Error(`--options: some of ${ALL_OPTIONS.join(',')}`);
const tableOf = (o: Option) =>
  ({ columns: 'fb_a', 'jsonb-gin': 'fb_b', 'jsonb-covering': 'fb_c', 'columns-keyed': 'fb_d' })[o];
/** Whether the option stores a column per fact. */
const typed = (o: Option) => o === 'columns' || o === 'columns-keyed';
/**
 * columns-keyed: besides the price index, one index a searched fact leads (after kind and place),
 * carrying the other new searched facts, so a filter's count reads its matches rather than every row
 * of the place. A set (welcome) cannot lead a btree; it has none.
 */
const KEYED = [
  'seater1',
  'seater2',
  'seater3',
  'seater4',
  'free_beds',
  'deposit_months',
  'floor',
  'backup_power',
  'bike_parking',
];

const BASE =
  'id uuid primary key, kind text not null, location text not null, price integer, created_at timestamptz not null, sold boolean not null, expired boolean not null, visited boolean not null, rooms integer';
const factColumns = (only: (f: Fact) => boolean) =>
  FACTS.filter(only).map((f) => `${snake(f.key)} ${f.type}`);
/** The lowest price a listing offers: its cheapest seat, else its price (what search sorts and caps by). */
const LOWEST_A = 'coalesce(least(l.seater1, l.seater2, l.seater3, l.seater4), l.price)';
const LOWEST_B = `coalesce(least(${[1, 2, 3, 4].map((n) => `(l.facts->>'seater${n}')::int`).join(', ')}), l.price)`;
/** The searched facts of a listing's jsonb, as its search rows carry them. */
const SEARCHED_B = `l.facts - ${`array[${FACTS.filter((f) => !f.searched)
  .map((f) => `'${f.key}'`)
  .join(', ')}]::text[]`}`;

const ROW_BASE =
  'place text not null, listing_id uuid not null, kind text not null, sold boolean not null, expired boolean not null, visited boolean not null, price integer, created_at timestamptz not null, rooms integer';
const COPY_BASE = 'l.kind, l.sold, l.expired, l.visited';

/** The statements that create option `o`'s listings and search rows from fb_src and index them. */
function schemaOf(o: Option): string[] {
  const t = tableOf(o);
  const listings = `${t}_listings`;
  const places = `${t}_places`;
  const common = [
    `create index ${places}_price_desc_idx on ${places} (kind, place, sold, expired, price desc nulls last, listing_id desc nulls last)`,
    `create index ${places}_newest_idx on ${places} (kind, place, sold, expired, created_at desc nulls last, listing_id desc nulls last)`,
    `create index ${places}_listing_idx on ${places} (listing_id)`,
  ];
  if (typed(o)) {
    const searched = FACTS.filter((f) => f.searched).map((f) => snake(f.key));
    const keyed = KEYED.map(
      (key) =>
        `create index ${places}_${key}_idx on ${places} (kind, place, ${key}) include (sold, expired, price, visited, ${KEYED.filter((k) => k !== key).join(', ')}, welcome)`,
    );
    return [
      `create table ${listings} (${[BASE, ...factColumns(() => true)].join(', ')})`,
      `insert into ${listings} select id, kind, location, price, created_at, sold, expired, visited, rooms, ${FACTS.map((f) => snake(f.key)).join(', ')} from fb_src`,
      `create table ${places} (${[ROW_BASE, ...factColumns((f) => f.searched)].join(', ')}, primary key (place, listing_id))`,
      `insert into ${places} select p.place, l.id, ${COPY_BASE}, ${LOWEST_A}, l.created_at, l.rooms, ${searched.map((c) => `l.${c}`).join(', ')} from fb_src s join ${listings} l on l.id = s.id, unnest(s.places) p(place)`,
      `create index ${places}_price_idx on ${places} (kind, place, sold, expired, price, listing_id) include (created_at, rooms, visited, ${searched.join(', ')})`,
      ...(o === 'columns-keyed' ? keyed : []),
      ...common,
    ];
  }
  const build = `jsonb_strip_nulls(jsonb_build_object(${FACTS.map((f) => `'${f.key}', s.${snake(f.key)}`).join(', ')}))`;
  return [
    `create table ${listings} (${BASE}, facts jsonb not null default '{}')`,
    `insert into ${listings} select s.id, s.kind, s.location, s.price, s.created_at, s.sold, s.expired, s.visited, s.rooms, ${build} from fb_src s`,
    `create table ${places} (${ROW_BASE}, facts jsonb not null default '{}', primary key (place, listing_id))`,
    `insert into ${places} select p.place, l.id, ${COPY_BASE}, ${LOWEST_B}, l.created_at, l.rooms, ${SEARCHED_B} from fb_src s join ${listings} l on l.id = s.id, unnest(s.places) p(place)`,
    o === 'jsonb-covering'
      ? `create index ${places}_price_idx on ${places} (kind, place, sold, expired, price, listing_id) include (created_at, rooms, visited, facts)`
      : `create index ${places}_price_idx on ${places} (kind, place, sold, expired, price, listing_id) include (created_at, rooms, visited)`,
    ...(o === 'jsonb-gin'
      ? [`create index ${places}_facts_idx on ${places} using gin (facts jsonb_path_ops)`]
      : []),
    ...common,
  ];
}

/** A filter in each storage's words (conditions on the search row `lp`). */
type Filter = { name: string; kind: 'hostel' | 'property'; columns: string; jsonb: string };
const J = (key: string) => `(lp.facts->>'${key}')::int`;
const has = (json: object) => `lp.facts @> '${JSON.stringify(json)}'`;
const FILTERS: Filter[] = [
  {
    name: 'two-seater ≤ Rs 9,000 with free beds',
    kind: 'hostel',
    columns: 'lp.seater2 <= 9000 and lp.free_beds > 0',
    jsonb: `${J('seater2')} <= 9000 and ${J('freeBeds')} > 0`,
  },
  {
    name: 'deposit ≤ 2 months',
    kind: 'property',
    columns: 'lp.deposit_months <= 2',
    jsonb: `${J('depositMonths')} <= 2`,
  },
  {
    name: 'welcome: students',
    kind: 'property',
    columns: `lp.welcome @> array['students']::text[]`,
    jsonb: has({ welcome: ['students'] }),
  },
  { name: 'floor ≤ 1', kind: 'property', columns: 'lp.floor <= 1', jsonb: `${J('floor')} <= 1` },
  {
    name: 'backup power',
    kind: 'hostel',
    columns: `lp.backup_power in ('inverter', 'generator', 'solar')`,
    jsonb: `(${['inverter', 'generator', 'solar'].map((p) => has({ backupPower: p })).join(' or ')})`,
  },
  { name: 'bike parking', kind: 'hostel', columns: 'lp.bike_parking', jsonb: has({ bikeParking: true }) },
  {
    name: 'combined hostel: two-seater ≤ 9,000, free beds, backup power, bike parking',
    kind: 'hostel',
    columns: `lp.seater2 <= 9000 and lp.free_beds > 0 and lp.backup_power in ('inverter', 'generator', 'solar') and lp.bike_parking`,
    jsonb: `${J('seater2')} <= 9000 and ${J('freeBeds')} > 0 and (${['inverter', 'generator', 'solar'].map((p) => has({ backupPower: p })).join(' or ')}) and ${has({ bikeParking: true })}`,
  },
  {
    name: 'combined property: deposit ≤ 2, students, floor ≤ 2, bike parking',
    kind: 'property',
    columns: `lp.deposit_months <= 2 and lp.welcome @> array['students']::text[] and lp.floor <= 2 and lp.bike_parking`,
    jsonb: `${J('depositMonths')} <= 2 and ${has({ welcome: ['students'], bikeParking: true })} and ${J('floor')} <= 2`,
  },
];
type Scenario = { name: string; kind: 'hostel' | 'property'; filter?: Filter };
const SCENARIOS: Scenario[] = [
  { name: 'plain: hostels by lowest price', kind: 'hostel' },
  { name: 'plain: properties by price', kind: 'property' },
  ...FILTERS.map((filter) => ({ name: filter.name, kind: filter.kind, filter })),
];

/** One cold search as the app reads it: the page by price (page 1), then the count up to 1,001. */
async function search(db: Db, o: Option, s: Scenario, place: string, floor: number) {
  const where: SQL[] = [
    sql`lp.kind = ${raw(`'${s.kind}'`)}`,
    sql`lp.place in (${place})`,
    sql`lp.price >= ${floor}`,
  ];
  if (s.filter) where.push(raw(typed(o) ? s.filter.columns : s.filter.jsonb));
  const w = sql.join(where, sql` and `);
  const places = raw(`${tableOf(o)}_places`);
  await queryRows(
    db,
    sql`select lp.listing_id as id from ${places} lp where ${w} order by lp.sold, lp.expired, lp.price, lp.visited desc, lp.listing_id limit 20 offset 0`,
  );
  await queryRows(
    db,
    sql`select count(*)::int as n from (select 1 from ${places} lp where ${w} limit 1001) capped`,
  );
}

/** Writes a new listing and its search rows, as a create does (one transaction). */
async function insertListing(db: Db, o: Option, row: Row) {
  const t = tableOf(o);
  const base = [
    row.id,
    row.kind,
    row.location,
    row.price,
    row.createdAt,
    row.sold,
    row.expired,
    row.visited,
    row.rooms,
  ];
  await db.transaction(async (tx) => {
    if (typed(o)) {
      const facts = FACTS.map((f) => sql`${sql.param(row[f.key])}::${raw(f.type)}`);
      await tx.execute(
        sql`insert into ${raw(`${t}_listings`)} values (${sql.join(
          base.map((v) => sql`${v}`),
          sql`, `,
        )}, ${sql.join(facts, sql`, `)})`,
      );
    } else {
      const facts = Object.fromEntries(
        FACTS.flatMap((f) => (row[f.key] === null ? [] : [[f.key, row[f.key]]])),
      );
      await tx.execute(
        sql`insert into ${raw(`${t}_listings`)} values (${sql.join(
          base.map((v) => sql`${v}`),
          sql`, `,
        )}, ${JSON.stringify(facts)}::jsonb)`,
      );
    }
    await tx.execute(
      sql`insert into ${raw(`${t}_places`)} ${copySql(o)} from ${raw(`${t}_listings`)} l, unnest(${sql.param(row.places)}::text[]) p(place) where l.id = ${row.id}`,
    );
  });
}

/** The select that makes search rows from listings `l` and places `p` (search-rows.ts's copy). */
function copySql(o: Option): SQL {
  if (typed(o)) {
    const searched = FACTS.filter((f) => f.searched).map((f) => `l.${snake(f.key)}`);
    return raw(
      `select p.place, l.id, ${COPY_BASE}, ${LOWEST_A}, l.created_at, l.rooms, ${searched.join(', ')}`,
    );
  }
  return raw(`select p.place, l.id, ${COPY_BASE}, ${LOWEST_B}, l.created_at, l.rooms, ${SEARCHED_B}`);
}

/** Sets a listing's free beds (the owner's one tap) and brings its search rows in step. */
async function updateFreeBeds(db: Db, o: Option, id: string, beds: number) {
  const t = tableOf(o);
  await db.transaction(async (tx) => {
    if (typed(o)) {
      await tx.execute(sql`update ${raw(`${t}_listings`)} set free_beds = ${beds} where id = ${id}`);
      await tx.execute(
        sql`update ${raw(`${t}_places`)} lp set price = ${raw(LOWEST_A)}, free_beds = l.free_beds from ${raw(`${t}_listings`)} l where l.id = ${id} and lp.listing_id = l.id`,
      );
    } else {
      await tx.execute(
        sql`update ${raw(`${t}_listings`)} set facts = jsonb_set(facts, '{freeBeds}', to_jsonb(${beds}::int)) where id = ${id}`,
      );
      await tx.execute(
        sql`update ${raw(`${t}_places`)} lp set price = ${raw(LOWEST_B)}, facts = ${raw(SEARCHED_B)} from ${raw(`${t}_listings`)} l where l.id = ${id} and lp.listing_id = l.id`,
      );
    }
  });
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};
const ms = (n: number) => Math.round(n * 100) / 100;

async function timed(run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// --- the run ---
const started = new Date();
const url = values.database ?? null;
if (url && !new URL(url).pathname.includes('bench')) {
  console.error(
    '--database: the bench drops and creates tables there, so it only uses a database whose name contains "bench".',
  );
  process.exit(1);
}
const dataDir = url ? null : await mkdtemp(path.join(tmpdir(), 'facts-bench-'));
const database = await openDatabase(url ?? { dataDir: dataDir!, owner: 'the fact storage bench' });
const { db } = database;
const dbName = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
try {
  console.log(`${dbName}: generating ${LISTINGS} listings…`);
  const rows = generate(LISTINGS, 977);
  const spare = generate(ROUNDS * WRITES * OPTIONS.length, 4242);
  for (const o of ALL_OPTIONS)
    for (const part of ['places', 'listings'])
      await db.execute(raw(`drop table if exists ${tableOf(o)}_${part}`));
  await db.execute(raw('drop table if exists fb_src'));
  await db.execute(
    raw(`create table fb_src (${[BASE, ...factColumns(() => true)].join(', ')}, places text[] not null)`),
  );
  const recordType = [
    'id uuid, kind text, location text, price integer, "createdAt" timestamptz, sold boolean, expired boolean, visited boolean, rooms integer',
    ...FACTS.map((f) => `"${f.key}" ${f.type === 'time' ? 'text' : f.type}`),
    'places text[]',
  ].join(', ');
  const loadStarted = performance.now();
  for (let i = 0; i < rows.length; i += 5000) {
    await db.execute(
      sql`insert into fb_src select id, kind, location, price, "createdAt", sold, expired, visited, rooms, ${raw(
        FACTS.map((f) => `"${f.key}"${f.type === 'time' ? '::time' : ''}`).join(', '),
      )}, places from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) as x(${raw(recordType)})`,
    );
  }
  for (const o of OPTIONS) for (const statement of schemaOf(o)) await db.execute(raw(statement));
  await db.execute(raw('drop table fb_src'));
  if (database.kind === 'pglite') await database.maintain();
  else
    for (const o of OPTIONS)
      for (const part of ['listings', 'places'])
        await db.execute(raw(`vacuum analyze ${tableOf(o)}_${part}`));
  console.log(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  type Storage = Record<
    'listingsTable' | 'listingsIndexes' | 'placesTable' | 'placesIndexes' | 'priceIndex' | 'searchRows',
    number
  >;
  const storage = Object.fromEntries(
    await Promise.all(
      OPTIONS.map(async (o) => {
        const [size] = await queryRows<Storage>(
          db,
          raw(
            `select ${['listings', 'places']
              .map(
                (part) =>
                  `pg_relation_size('${tableOf(o)}_${part}')::float8 / 1048576 as "${part}Table", pg_indexes_size('${tableOf(o)}_${part}')::float8 / 1048576 as "${part}Indexes"`,
              )
              .join(
                ', ',
              )}, pg_relation_size('${tableOf(o)}_places_price_idx')::float8 / 1048576 as "priceIndex", (select count(*)::int from ${tableOf(o)}_places) as "searchRows"`,
          ),
        );
        return [o, size!];
      }),
    ),
  ) as Record<Option, Storage>;

  // Every place with listings of the kind (as browsing every place does), and the largest eight.
  const placeSets: Record<string, Record<'hostel' | 'property', string[]>> = {
    'every place': { hostel: [], property: [] },
    'largest places': { hostel: [], property: [] },
  };
  for (const kind of ['hostel', 'property'] as const) {
    const counted = await queryRows<{ place: string }>(
      db,
      sql`select place from ${raw(`${tableOf(OPTIONS[0]!)}_places`)} where kind = ${kind} group by place order by count(*) desc, place`,
    );
    placeSets['every place']![kind] = counted.map((p) => p.place).sort();
    placeSets['largest places']![kind] = counted.slice(0, 8).map((p) => p.place);
  }

  const samples: Record<string, Record<Option, number[]>> = {};
  const sample = (name: string, o: Option, value: number) => {
    samples[name] ??= { columns: [], 'jsonb-gin': [], 'jsonb-covering': [], 'columns-keyed': [] };
    samples[name][o].push(value);
  };
  let n = 0;
  // A warm-up turn each, not recorded: the first plans and reads of a table.
  for (const o of OPTIONS)
    for (const s of SCENARIOS) await search(db, o, s, placeSets['every place']![s.kind][0]!, 0);
  let spareAt = 0;
  const ids = rows.map((r) => r.id);
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round the options take turns in another order.
    const order = OPTIONS.map((_, i) => OPTIONS[(i + round) % OPTIONS.length]!);
    for (const [setName, set] of Object.entries(placeSets)) {
      for (const s of SCENARIOS) {
        const start = n;
        for (const o of order) {
          // The same places and price floors for every option; none repeats within the run.
          for (let i = 0; i < SEARCHES; i += 1) {
            const k = start + i;
            const places = set[s.kind];
            const place = places[(k * 7919 + round * 31) % places.length]!;
            sample(
              `${setName}|${s.name}`,
              o,
              await timed(() => search(db, o, s, place, (round * SEARCHES + i) % 3000)),
            );
          }
        }
        n = start + SEARCHES;
      }
    }
    for (const o of order) {
      for (let i = 0; i < WRITES; i += 1) {
        sample(
          'write|insert a listing with its search rows',
          o,
          await timed(() => insertListing(db, o, spare[spareAt++ % spare.length]!)),
        );
      }
      for (let i = 0; i < WRITES; i += 1) {
        const id = ids[((round * WRITES + i) * 97) % ids.length]!;
        sample(
          'write|update free beds and its search rows',
          o,
          await timed(() => updateFreeBeds(db, o, id, (round + i) % 6)),
        );
      }
    }
    // The spare listings go back out, so each round inserts them anew.
    const spareIds = sql.param(spare.map((s) => s.id));
    for (const o of OPTIONS) {
      await db.execute(
        sql`delete from ${raw(`${tableOf(o)}_places`)} where listing_id = any(${spareIds}::uuid[])`,
      );
      await db.execute(sql`delete from ${raw(`${tableOf(o)}_listings`)} where id = any(${spareIds}::uuid[])`);
    }
    console.log(`round ${round + 1} of ${ROUNDS} done`);
  }

  // --- the report ---
  const figures = Object.fromEntries(
    Object.entries(samples).map(([name, byOption]) => [
      name,
      Object.fromEntries(
        OPTIONS.map((o) => [
          o,
          {
            p50: ms(percentile(byOption[o], 50)),
            p95: ms(percentile(byOption[o], 95)),
            n: byOption[o].length,
          },
        ]),
      ),
    ]),
  ) as Record<string, Record<Option, { p50: number; p95: number; n: number }>>;
  const lines = [
    `# Fact storage, ${dbName}, ${LISTINGS.toLocaleString('en')} listings (${started.toISOString()})`,
    '',
    `Serial cold searches (page 1 by price, then the capped count), ${ROUNDS} rounds × ${SEARCHES} a scenario per option, options in turns; ms. Ratio: the filtered p50 over the plain p50 of its kind, place set and option (bar ≤ 1.25).`,
    '',
    `| places | search | ${OPTIONS.map((o) => `${o} p50 / p95 (ratio)`).join(' | ')} |`,
    `| --- | --- | ${OPTIONS.map(() => '---:').join(' | ')} |`,
  ];
  for (const setName of Object.keys(placeSets)) {
    for (const s of SCENARIOS) {
      const plain = figures[`${setName}|${SCENARIOS.find((p) => !p.filter && p.kind === s.kind)!.name}`]!;
      const f = figures[`${setName}|${s.name}`]!;
      const cells = OPTIONS.map((o) => {
        const ratio = s.filter ? ` (${(f[o].p50 / plain[o].p50).toFixed(2)})` : '';
        return `${f[o].p50} / ${f[o].p95}${ratio}`;
      });
      lines.push(`| ${setName} | ${s.name} | ${cells.join(' | ')} |`);
    }
  }
  for (const name of Object.keys(figures).filter((k) => k.startsWith('write|'))) {
    lines.push(
      `| write | ${name.slice(6)} | ${OPTIONS.map((o) => `${figures[name]![o].p50} / ${figures[name]![o].p95}`).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '| storage (MB) | listings table | its indexes | search rows | their indexes | of which the price index | search rows |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const o of OPTIONS) {
    const s = storage[o];
    lines.push(
      `| ${o} | ${s.listingsTable.toFixed(1)} | ${s.listingsIndexes.toFixed(1)} | ${s.placesTable.toFixed(1)} | ${s.placesIndexes.toFixed(1)} | ${s.priceIndex.toFixed(1)} | ${s.searchRows} |`,
    );
  }
  const summary = `${lines.join('\n')}\n`;
  console.log(`\n${summary}`);
  const outDir = path.resolve(repoRoot, values.out);
  await mkdir(outDir, { recursive: true });
  const stamp = `${started.toISOString().replace(/:/g, '-').replace(/\..*/, '')}-fact-storage-${dbName.toLowerCase()}`;
  await writeFile(path.join(outDir, `${stamp}.md`), summary);
  await writeFile(
    path.join(outDir, `${stamp}.json`),
    `${JSON.stringify({ date: started.toISOString(), database: dbName, listings: LISTINGS, rounds: ROUNDS, searches: SEARCHES, writes: WRITES, figures, storage }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(repoRoot, path.join(outDir, stamp))}.md and .json`);
} finally {
  if (url && !values.keep)
    for (const o of OPTIONS)
      for (const part of ['places', 'listings'])
        await db.execute(raw(`drop table if exists ${tableOf(o)}_${part}`));
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
