import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SearchQuerySchema } from '@app/shared';
import { searchPageSql, countMatches, type SearchFilter } from '../src/modules/listings/search-repository';
import { attributeFilterOf } from '../src/modules/listings/search-filters';
import { resolvePlaces } from '../src/modules/geocode/place-resolver';
import { filteredBrowsing, filteredKathmandu } from './bench-filters';
import { PLACES } from '../src/integrations/gazetteer';

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
function filterOf(url: string): SearchFilter {
  const u = new URL(url, 'http://x');
  const kind = u.pathname.includes('hostels') ? 'hostel' : 'property';
  const query = SearchQuerySchema.parse(Object.fromEntries(u.searchParams));
  const text = query.location.trim();
  const places = text ? resolvePlaces(text) : [];
  return {
    kind, places: places.length ? places : null, text: text && !places.length ? text : null,
    minPrice: query.minPrice, maxPrice: query.maxPrice, ...attributeFilterOf(kind, query),
    near: query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon, km: query.km } : undefined,
    sort: query.sort ?? (text && !places.length ? 'relevance' : 'newest'), page: query.page, limit: query.limit,
  };
}
const browsing = (i: number) => {
  const place = PLACES[i % PLACES.length]!;
  const sort = (['newest', 'price_asc', 'price_desc'] as const)[Math.floor(i / PLACES.length) % 3];
  const page = 1 + (Math.floor(i / (PLACES.length * 3)) % 20);
  return `/api/hostels/by-address?location=${encodeURIComponent(place.name)}&sort=${sort}&page=${page}`;
};
const fake = { execute: async (s: any) => { const q = dialect.sqlToQuery(s); await client.query(q.sql, q.params); return { rows: [{ n: 0 }] }; } } as any;
const nearest = (filter: string, kind = 'hostels') => (i: number) => {
  const place = PLACES[i % PLACES.length]!;
  const route = kind === 'hostels' ? '/api/hostels/by-address' : '/api/landlords/verified/by-address';
  return `${route}?location=${encodeURIComponent(place.name)}&sort=nearest&lat=${place.lat}&lon=${place.lon}&page=${1 + (i % 2)}${filter}`;
};
const sets: Record<string, (i: number) => string> = {
  browsing, filteredBrowsing, filteredKathmandu,
  ktmSorts: (i: number) => {
    const sort = ['newest', 'price_desc', 'price_asc'][i % 3];
    const f = [
      'hostels?location=kathmandu&gender=boys&amenities=wifi,hot_water',
      'landlords?location=kathmandu&propertyType=room,flat&water=all_day&maxPrice=20000',
      'hostels?location=lalitpur&meals=all&minRooms=10&maxPrice=15000',
      'landlords?location=pokhara&parking=true&maxFloor=2',
      'hostels?location=kathmandu&amenities=laundry,parking,cctv&gender=girls',
    ][Math.floor(i / 3) % 5]!.replace('hostels?', '/api/hostels/by-address?').replace('landlords?', '/api/landlords/verified/by-address?');
    return `${f}&sort=${sort}&page=${1 + (Math.floor(i / 15) % 3)}&minPrice=${i % 3000}`;
  },
  nearest: nearest(''),
  nearestGirls: nearest('&gender=girls&amenities=wifi,attached_bathroom'),
  nearestProps: nearest('', 'props'),
  nearestParking: nearest('&parking=true&maxFloor=2', 'props'),
};
const which = (process.argv[2] ?? 'browsing,filteredBrowsing,filteredKathmandu').split(',');
const count = Number(process.argv[3] ?? 300);
const drop = process.argv[4];
if (drop) { await client.query('begin'); for (const d of drop.split(",")) await client.query(`drop index ${d}`); }
for (const name of which) {
  const gen = sets[name]!;
  const times: number[] = [];
  const slow: [number, string][] = [];
  for (let i = 1; i <= count; i++) {
    const url = gen(i * 7 + 13);
    const f = filterOf(url);
    const t = performance.now();
    const q = dialect.sqlToQuery(searchPageSql(f));
    await client.query(q.sql, q.params);
    const t2 = performance.now();
    await countMatches(fake, f);
    times.push(performance.now() - t);
    slow.push([performance.now() - t, `${(t2 - t).toFixed(1)}+${(performance.now() - t2).toFixed(1)} ${url}`]);
  }
  if (process.env.SLOW) console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 12).map((x) => x[1]).join('\n'));
  times.sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(`${name}: mean ${(sum / count).toFixed(2)} ms, p50 ${times[count >> 1]!.toFixed(2)}, p90 ${times[Math.floor(count * 0.9)]!.toFixed(2)}, max ${times[count - 1]!.toFixed(2)}`);
}
if (drop) await client.query('rollback');
await client.end();
