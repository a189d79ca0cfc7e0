import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { createUser, login } from './factories';
import { assignTask, createFreelancer } from './freelancers';
import { addHostel, addProperty } from './listings';

/** One seed for every generated test: a failure names its run, and the next `npm test` sends the same requests. */
export const HOSTILE_SEED = 20_261_126;

export type SeenRoute = {
  method: string;
  url: string;
  multipart: boolean;
  bodyFields: string[];
  queryFields: string[];
};

const objectKeys = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** What `onRoute` is told, as the tests use it: one entry a method (HEAD is GET's own handler). */
export function collectRoutes(into: SeenRoute[]) {
  return (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { consumes?: string[]; body?: unknown; querystring?: unknown };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      into.push({
        method,
        url: route.url,
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
        bodyFields: objectKeys(schema.body),
        queryFields: objectKeys(schema.querystring),
      });
    }
  };
}

/**
 * `inject` that also waits for the request's onResponse hooks, where @fastify/multipart removes the
 * request's incoming files: the hook added here runs after them. Pass `extend` to buildTestApp.
 * Only for requests that reach a route: an answer from the router itself (a malformed path) runs
 * no onResponse hook, and would be waited for forever.
 */
export function injectUntilDone() {
  let done: (() => void) | undefined;
  return {
    extend: (app: FastifyInstance) =>
      app.addHook('onResponse', async () => {
        done?.();
      }),
    async inject(app: FastifyInstance, options: InjectOptions) {
      const finished = new Promise<void>((resolve) => {
        done = resolve;
      });
      const res = await app.inject(options);
      await finished;
      return res;
    },
  };
}

/** Row counts of every table and every file under DATA_DIR (with its size): what a refused request must leave as it was. */
export async function storedState(app: FastifyInstance & { dataDir: string }) {
  await app.background.idle();
  const rows = await rowCounts(app);
  const entries = await readdir(app.dataDir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(app.dataDir, file)} ${(await stat(file)).size}`;
      }),
  );
  return { rows, files: files.sort() };
}

/** The tables counted, as one text; attempt counters (rate_limits, on PostgreSQL) are meant to count refused requests too. */
const tableList = sql`(select string_agg(quote_ident(tablename), ' ' order by tablename) from pg_tables
  where schemaname = current_schema() and tablename <> ${'rate_limits'})`;
const TABLES = '(tables)';
/** Per app: one query for every table's row count and the table list it was made for. */
const rowCountQueries = new WeakMap<FastifyInstance, { tables: string; query: SQL }>();

/**
 * Every table's row count in one round trip (storedState runs after each of thousands of requests):
 * the query made for the app's tables, which also reads the table list again. A table made or
 * dropped since makes a new query, whose counts then differ from the ones before.
 */
async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counts = (row: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([name]) => name !== TABLES)
        .map(([name, count]) => [name, Number(count)]),
    );
  const made = rowCountQueries.get(app);
  if (made) {
    const [row] = await queryRows<Record<string, string>>(app.db, made.query).catch(() => []);
    if (row?.[TABLES] === made.tables) return counts(row);
  }
  const [{ tables } = { tables: '' }] = await queryRows<{ tables: string }>(
    app.db,
    sql`select ${tableList} as tables`,
  );
  const query = sql`select ${tableList} as ${sql.identifier(TABLES)}, ${sql.raw(
    tables
      .split(' ')
      .map((table) => `(select count(*)::text from ${table}) as ${table}`)
      .join(', '),
  )}`;
  rowCountQueries.set(app, { tables, query });
  const [row] = await queryRows<Record<string, string>>(app.db, query);
  return counts(row ?? {});
}

/** A refused request's answer: the JSON error envelope with a message a person can read. */
export function expectErrorEnvelope(res: LightMyRequestResponse, label: string) {
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(body, label).toMatchObject({ success: false, error: true });
  expect(typeof body.message === 'string' && body.message.length > 0, `${label}: message`).toBe(true);
  expect(typeof body.messageCode, `${label}: messageCode`).toBe('string');
}

export const MB = 1024 * 1024;
const ONE_MB_STRING = 'a'.repeat(1_000_000);

/** Operator objects a document database would act on, and keys that pollute prototypes. */
export const OPERATOR_OBJECTS = [
  { $gt: '' },
  { $ne: null },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $in: ['ADMIN'] },
];
export const POLLUTING_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'constructor.prototype',
  'toString',
  'hasOwnProperty',
];

/** SQL, regular-expression, path and markup metacharacters, lone surrogates, controls and very long or wide text. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; select pg_sleep(5); --',
  '\\',
  '%',
  '_%_',
  '.*',
  '(a+)+$',
  '[',
  '(?<=',
  '\\u0000',
  '\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '\udfff\ud800',
  '‮evil',
  '😀'.repeat(50),
  'नेपाल',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '９９',
  'true',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(10_000),
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** A JSON value built from hostile pieces, with the route's own field names among the keys. */
export function hostileJson(fields: string[]) {
  const key = fc.oneof(
    ...(fields.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...fields) }] : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom(...POLLUTING_KEYS, '$gt', '$where', 'role', 'isAdmin', 'id', '_id'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: scalar },
      { weight: 1, arbitrary: fc.constantFrom(...OPERATOR_OBJECTS) },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 2, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 6 }) },
    ),
  }));
  // Most bodies are an object of the route's fields, as a client would send, each value hostile.
  return fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(key, value, { minKeys: 1, maxKeys: 8 }) },
    { weight: 1, arbitrary: value },
  );
}

const nested = (depth: number, open: string, close: string, leaf: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

const rawBodiesByField = new Map<string, Buffer[]>();

/** Bodies JSON.stringify cannot make (or that are costly to generate each run), sent as raw bytes. */
export function rawHostileBodies(fields: string[]): Buffer[] {
  const field = fields[0] ?? 'name';
  const made = rawBodiesByField.get(field) ?? rawBodiesFor(field);
  rawBodiesByField.set(field, made);
  return made;
}

function rawBodiesFor(field: string): Buffer[] {
  return [
    Buffer.from(`{"${field}":"${ONE_MB_STRING}"}`),
    Buffer.from(`{"${field}":"${'a'.repeat(MB + 10)}"}`),
    Buffer.from(JSON.stringify({ [field]: Array.from({ length: 100_000 }, () => 0) })),
    Buffer.from(`[${Array.from({ length: 100_000 }, () => '{}').join(',')}]`),
    Buffer.from(nested(10_000, `{"${field}":`, '}', '1')),
    Buffer.from(nested(100_000, '[', ']', '1')),
    Buffer.from(`{"__proto__":{"role":"ADMIN","isAdmin":true},"${field}":"x"}`),
    Buffer.from(`{"constructor":{"prototype":{"role":"ADMIN"}},"${field}":"x"}`),
    Buffer.from(`{"${field}":{"__proto__":{"polluted":true}}}`),
    Buffer.from(`{"${field}":"x","${field}":{"$gt":""}}`),
    // Invalid UTF-8: a lone continuation byte, an overlong NUL, a truncated sequence, a surrogate's bytes.
    Buffer.from([
      0x7b,
      0x22,
      ...Buffer.from(field),
      0x22,
      0x3a,
      0x22,
      0x80,
      0xc0,
      0x80,
      0xe2,
      0x82,
      0xed,
      0xa0,
      0x80,
      0x22,
      0x7d,
    ]),
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    Buffer.from('\ufeff{}'),
    Buffer.from('{"a":1}garbage'),
    Buffer.from('{"a":1e999999}'),
    Buffer.from('{'),
    Buffer.from(''),
  ];
}

/** Content types a JSON route may be sent, most of them wrong. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'image/png',
  'application/json, text/html',
  '*/*',
  '',
];

/** A string as a URL carries it; a lone surrogate becomes U+FFFD, as a browser sends it. */
export const percentEncoded = (text: string) => encodeURIComponent(Buffer.from(text).toString());

export { ONE_MB_STRING };

/**
 * A caller of each kind, each with records to aim at: the admin, a listing owner with a hostel and
 * a property, a plain user, and an approved freelancer given a task on that property.
 */
export async function hostileCallers(app: FastifyInstance) {
  const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  const owner = (await login(app, (await createUser(app)).email)).accessToken;
  const user = (await login(app, (await createUser(app)).email)).accessToken;
  const freelancer = await createFreelancer(app, admin);
  const hostel = await addHostel(app, owner, undefined, 1);
  const property = await addProperty(app, owner);
  const task = await assignTask(app, admin, property._id, [freelancer.freelancerId]);
  return { admin, owner, user, freelancer, hostel, property, task };
}
