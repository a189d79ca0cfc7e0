import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp } from './factories';
import { buildTestApp } from './helper';
import {
  CONTENT_TYPES,
  hostileCallers,
  collectRoutes,
  expectErrorEnvelope,
  HOSTILE_SEED,
  HOSTILE_STRINGS,
  MB,
  hostileJson,
  ONE_MB_STRING,
  percentEncoded,
  POLLUTING_KEYS,
  rawHostileBodies,
  storedState,
  type SeenRoute,
} from './hostile';

/** Requests a route gets: enough that every role meets every kind of input on every route. */
const RUNS_PER_ROUTE = 20;

// A built web app, as in production: a page the SPA serves is HTML, not the "not built yet" 503.
const webDist = await mkdtemp(path.join(tmpdir(), 'gb-web-'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Ghar Bhada</title>');
afterAll(() => rm(webDist, { recursive: true, force: true }));

const routes: SeenRoute[] = [];
const app = await buildTestApp({ env: { WEB_DIST_DIR: webDist }, onRoute: collectRoutes(routes) });

const ROLES = ['visitor', 'user', 'listing owner', 'approved freelancer', 'admin', 'forged token'] as const;
type Role = (typeof ROLES)[number];
const tokens = {} as Record<Role, string | undefined>;
/** Authorization headers a forger might try: a changed signature, `alg: none`, junk and two tokens at once. */
const forgedAuthorizations: string[] = [];

/** The admin's token re-signed with nothing: its claims kept, `alg` set to none and the signature dropped. */
function unsignedAdminToken(token: string) {
  const [, claims] = token.split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${claims ?? ''}.`;
}

/** Ids of real rows, so generated input also reaches the code behind the "not found" check. */
const realIds: string[] = [];

beforeAll(async () => {
  const { admin, owner, user, freelancer, hostel, property, task } = await hostileCallers(app);
  Object.assign(tokens, {
    visitor: undefined,
    user,
    'listing owner': owner,
    'approved freelancer': freelancer.token,
    admin,
    'forged token': undefined,
  });
  forgedAuthorizations.push(
    `Bearer ${admin.slice(0, -4)}AAAA`,
    `Bearer ${unsignedAdminToken(admin)}`,
    'Bearer',
    'Bearer {"$gt":""}',
    `Bearer ${'a'.repeat(100_000)}`,
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    `Bearer ${user} ${admin}`,
  );
  realIds.push(hostel._id, property._id, freelancer.freelancerId, task._id);
});

/** Stands for the real id of that number in a generated path (the ids exist only once beforeAll has run). */
const REAL_ID = 'real-id:';

const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((n) => `${REAL_ID}${n}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 90)).map(percentEncoded),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(percentEncoded) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%E0%A4%A', '%', '%00', '%C0%AE%C0%AE', '..', '.', 'a'.repeat(5000)),
  },
);

const queryValue = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MB_STRING) },
);

function queryOf(fields: string[]) {
  const key = fc.oneof(
    ...(fields.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...fields) }] : []),
    {
      weight: 2,
      arbitrary: fc.constantFrom(...POLLUTING_KEYS, '__proto__[role]', 'page[$gt]', 'limit[]', '$where'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join('&'));
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; type: string }
  | { kind: 'raw'; bytes: Buffer; type: string };

function bodyOf(route: SeenRoute) {
  const raw = rawHostileBodies(route.bodyFields);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(hostileJson(route.bodyFields), fc.constantFrom(...CONTENT_TYPES))
        .map(([value, type]): Body => ({ kind: 'json', value, type })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...raw),
          fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        )
        .map(([bytes, type]): Body => ({ kind: 'raw', bytes, type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(...CONTENT_TYPES))
        .map(([bytes, type]): Body => ({ kind: 'raw', bytes: Buffer.from(bytes), type })),
    },
  );
}

function requestOf(route: SeenRoute) {
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)];
  return fc.record({
    role: fc.constantFrom(...ROLES),
    forged: fc.nat(),
    params: fc.tuple(...paramNames.map(() => paramValue)),
    query: queryOf(route.queryFields),
    body: route.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyOf(route),
  });
}

/** A path with each parameter filled in (a real id, or text the route does not expect). */
function pathOf(url: string, params: string[]) {
  let next = 0;
  return url.replace(/:(\w+)|\*/g, () => {
    const value = params[next] ?? '';
    next += 1;
    if (!value.startsWith(REAL_ID)) return value;
    return realIds[Number(value.slice(REAL_ID.length)) % realIds.length] ?? '';
  });
}

const routeNames = () => routes.map((r) => `${r.method} ${r.url}`);

describe('generated hostile input on every route, as every role', () => {
  it('finds the routes through onRoute (new routes join the suite by themselves)', () => {
    expect(routeNames()).toEqual(
      expect.arrayContaining([
        'POST /api/hostels/add-hostel',
        'PUT /api/hostels/edit-details/:id',
        'GET /api/landlords/:id',
        'POST /api/user/login',
        'PUT /api/reports/:id/:action',
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route, index) => [`${route.method} ${route.url}`, route, index] as const))(
    '%s: never a 5xx; a refusal is the error envelope and stores nothing',
    async (_name, route, index) => {
      let before = await storedState(app);
      await fc.assert(
        fc.asyncProperty(requestOf(route), async ({ role, forged, params, query, body }) => {
          const token = tokens[role];
          const url = `${pathOf(route.url, params)}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = token ? bearer(token) : {};
          if (role === 'forged token') {
            headers.authorization = forgedAuthorizations[forged % forgedAuthorizations.length] ?? '';
          }
          let payload: string | Buffer | undefined;
          if (body.kind === 'json') payload = JSON.stringify(body.value) ?? 'null';
          if (body.kind === 'raw') payload = body.bytes;
          if (body.kind !== 'none' && body.type !== '') headers['content-type'] = body.type;
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers,
            remoteAddress: nextIp(),
            ...(payload !== undefined && { payload }),
          });
          const label = `${route.method} ${url.slice(0, 300)} as ${role} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          const after = await storedState(app);
          if (res.statusCode >= 400) {
            expectErrorEnvelope(res, label);
            expect(after, label).toEqual(before);
          }
          before = after;
        }),
        { seed: HOSTILE_SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
  );
});

describe('a compressed body that inflates far past the limit (a decompression bomb)', () => {
  // 20 MB of one letter in an email field: under 100 kB compressed, 20 times the 1 MiB body limit.
  const inflated = Buffer.concat([Buffer.from('{"email":"'), Buffer.alloc(20 * MB, 0x61), Buffer.from('"}')]);
  it.each([
    ['gzip', (data: Buffer) => gzipSync(data, { level: 1 })],
    ['deflate', (data: Buffer) => deflateSync(data, { level: 1 })],
    ['br', (data: Buffer) => brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } })],
  ] as const)('%s: refused with 413 once 1 MiB is inflated, storing nothing', async (encoding, compress) => {
    const payload = compress(inflated);
    expect(payload.length).toBeLessThan(100_000);
    const before = await storedState(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expectErrorEnvelope(res, encoding);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedState(app)).toEqual(before);
  });
});
