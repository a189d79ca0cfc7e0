import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SearchQuerySchema } from '@app/shared';
import { searchPageSql, type SearchFilter } from '../src/modules/listings/search-repository';
import { attributeFilterOf } from '../src/modules/listings/search-filters';
import { resolvePlaces } from '../src/modules/geocode/place-resolver';
import { sql } from 'drizzle-orm';

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const [kind, qs, mode] = process.argv.slice(2) as ['hostel' | 'property', string, string?];
const query = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
const text = query.location.trim();
const places = text ? resolvePlaces(text) : [];
const f: SearchFilter = {
  kind, places: places.length ? places : null, text: text && !places.length ? text : null,
  minPrice: query.minPrice, maxPrice: query.maxPrice, ...attributeFilterOf(kind, query),
  near: query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon, km: query.km } : undefined,
  sort: query.sort ?? 'newest', page: query.page, limit: query.limit,
};
const { countMatches } = await import('../src/modules/listings/search-repository');
let q;
if (mode === 'count') {
  // capture the count sql by a fake db
  const captured: string[] = [];
  const fake = { execute: async (s: any) => { captured.push(JSON.stringify(dialect.sqlToQuery(s))); return { rows: [{ n: 0 }] }; } } as any;
  await countMatches(fake, f).catch(() => {});
  for (const c of captured) {
    const { sql: text, params } = JSON.parse(c);
    const r = await client.query(`explain (analyze, buffers) ${text}`, params);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
} else {
  q = dialect.sqlToQuery(searchPageSql(f));
  const r = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await client.end();
