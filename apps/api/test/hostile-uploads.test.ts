import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp } from './factories';
import { buildTestApp } from './helper';
import {
  collectRoutes,
  hostileCallers,
  expectErrorEnvelope,
  HOSTILE_SEED,
  HOSTILE_STRINGS,
  injectUntilDone,
  MB,
  POLLUTING_KEYS,
  storedState,
  type SeenRoute,
} from './hostile';
import { jpegWithExif, png } from './images';
import { validHostel, validProperty } from './listings';
import {
  blackPng,
  jpegDeclaring,
  JPEG_HEADER,
  multipartBody,
  pngDeclaring,
  type Part,
} from './multipart-bodies';

/** Generated multipart requests an upload route gets. */
const RUNS_PER_UPLOAD_ROUTE = 25;
const BOUNDARY = 'hostile-boundary-7d1f';

const routes: SeenRoute[] = [];
const requests = injectUntilDone();
const app = await buildTestApp({ onRoute: collectRoutes(routes), extend: requests.extend });
/**
 * Multipart routes that take form fields but no files (the one-click unsubscribe of alert mails,
 * whose mail programs may post multipart): not upload routes, checked on their own below.
 */
const FORM_ONLY_ROUTES = ['POST /api/saved-searches/unsubscribe'];
const routeName = (route: SeenRoute) => `${route.method} ${route.url}`;
const uploadRoutes = routes.filter(
  (route) => route.multipart && !FORM_ONLY_ROUTES.includes(routeName(route)),
);

/** The property form as a browser sends it: every field a string, the point as lat and lon. */
const propertyForm: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(validProperty).flatMap(([k, v]) =>
      typeof v === 'object' ? Object.entries(v).map(([part, n]) => [part, String(n)]) : [[k, String(v)]],
    ),
  ),
};

const verifyFields = { length: '10', width: '8', room: '2', bathroom: '1', description: 'Two bright rooms.' };

type Target = { url: string; token: string; fields: Record<string, string | string[]> };
/** Each upload route as the role that may use it, with valid fields: only the hostile part can refuse it. */
const targets: Record<string, Target> = {};
const roleTokens: (string | undefined)[] = [undefined];

beforeAll(async () => {
  const { admin, owner, user, freelancer, hostel, property, task } = await hostileCallers(app);
  const accepted = await app.inject({
    method: 'PUT',
    url: `/api/freelance/accept/${task._id}`,
    headers: bearer(freelancer.token),
  });
  expect(accepted.statusCode).toBe(200);
  Object.assign(targets, {
    'POST /api/hostels/add-hostel': { url: '/api/hostels/add-hostel', token: owner, fields: validHostel },
    'PUT /api/hostels/edit-details/:id': {
      url: `/api/hostels/edit-details/${hostel._id}`,
      token: owner,
      fields: { existingImages: hostel.image },
    },
    'POST /api/landlords/add': { url: '/api/landlords/add', token: owner, fields: propertyForm },
    'PUT /api/landlords/edit-details/:id': {
      url: `/api/landlords/edit-details/${property._id}`,
      token: owner,
      fields: { existingImages: [] },
    },
    'PUT /api/landlords/verify/:id': {
      url: `/api/landlords/verify/${property._id}`,
      token: admin,
      fields: verifyFields,
    },
    'PUT /api/freelance/complete/:id/:taskId': {
      url: `/api/freelance/complete/${property._id}/${task._id}`,
      token: freelancer.token,
      fields: verifyFields,
    },
  });
  roleTokens.push(admin, owner, user, freelancer.token);
});

const fieldParts = (fields: Target['fields']): Part[] =>
  Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
const file = (data: Buffer, type = 'image/jpeg', filename = 'photo.jpg'): Part => ({
  name: 'image',
  filename,
  type,
  data,
});

const incomingFiles = () => readdir(path.join(app.dataDir, 'incoming'));

/** Sends a body to an upload route; returns the answer once nothing of the request is left on disk. */
async function send(
  target: Target,
  payload: Buffer,
  contentType: string,
  token: string | undefined = target.token,
) {
  return requests.inject(app, {
    method: /\/(add-hostel|add)$/.test(target.url) ? 'POST' : 'PUT',
    url: target.url,
    headers: { ...(token && bearer(token)), 'content-type': contentType },
    payload,
    remoteAddress: nextIp(),
  });
}

describe('upload routes', () => {
  it('has a case for every multipart route the app adds', () => {
    expect(uploadRoutes.map(routeName).sort()).toEqual(Object.keys(targets).sort());
    const formOnly = routes.filter((route) => route.multipart && FORM_ONLY_ROUTES.includes(routeName(route)));
    expect(formOnly.map(routeName).sort()).toEqual([...FORM_ONLY_ROUTES].sort());
  });

  it.each(FORM_ONLY_ROUTES)(
    '%s: hostile photos and malformed bodies change nothing and leave no file',
    async (name) => {
      const url = name.split(' ')[1]!;
      const target: Target = {
        url: `${url}?token=not-a-token`,
        token: '',
        fields: { 'List-Unsubscribe': 'One-Click' },
      };
      const bodies: [Buffer, string][] = [
        ...(await Promise.all(
          Object.values(photoCases).map(
            async (hostile) =>
              [
                multipartBody(await hostile.parts(target.fields), BOUNDARY),
                `multipart/form-data; boundary=${BOUNDARY}`,
              ] as [Buffer, string],
          ),
        )),
        ...Object.values(malformedCases).map(
          (malformed) =>
            [malformed.body([...fieldParts(target.fields), file(JPEG_HEADER)]), malformed.contentType] as [
              Buffer,
              string,
            ],
        ),
      ];
      for (const [payload, contentType] of bodies) {
        const before = await storedState(app);
        const res = await requests.inject(app, {
          method: 'POST',
          url: target.url,
          headers: { 'content-type': contentType },
          payload,
        });
        await expectRefusedCleanly(res, before, name);
      }
    },
  );
});

const BLACK_20000_PX = blackPng(20_000, 20_000);

type Case = { parts: (fields: Target['fields']) => Promise<Part[]> | Part[]; code: string };

const photoCases: Record<string, Case> = {
  'a JPEG cut short': {
    parts: async (f) => {
      const whole = await jpegWithExif(400, 300);
      return [...fieldParts(f), file(whole.subarray(0, Math.floor(whole.length * 0.6)))];
    },
    code: 'NOT_AN_IMAGE',
  },
  'a PNG cut short': {
    parts: async (f) => {
      const whole = await png(320, 240);
      return [...fieldParts(f), file(whole.subarray(0, 60), 'image/png', 'photo.png')];
    },
    code: 'NOT_AN_IMAGE',
  },
  'a JPEG header followed by HTML': {
    parts: (f) => [
      ...fieldParts(f),
      file(Buffer.concat([JPEG_HEADER, Buffer.from('<html><script>alert(document.cookie)</script></html>')])),
    ],
    code: 'NOT_AN_IMAGE',
  },
  'a JPEG header followed by a zip archive': {
    parts: (f) => [
      ...fieldParts(f),
      file(
        Buffer.concat([JPEG_HEADER, Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000evil.sh#!/bin/sh')]),
      ),
    ],
    code: 'NOT_AN_IMAGE',
  },
  'an SVG with a script, sent as image/svg+xml': {
    parts: (f) => [
      ...fieldParts(f),
      file(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
        'image/svg+xml',
        'photo.svg',
      ),
    ],
    code: 'NOT_AN_IMAGE',
  },
  'an HTML page sent as image/png': {
    parts: (f) => [
      ...fieldParts(f),
      file(Buffer.from('<!doctype html><h1>hi</h1>'), 'image/png', 'photo.png'),
    ],
    code: 'NOT_AN_IMAGE',
  },
  'a PNG of a few hundred bytes declaring 100000 × 100000 px (a decompression bomb)': {
    parts: (f) => [...fieldParts(f), file(pngDeclaring(100_000, 100_000), 'image/png', 'bomb.png')],
    code: 'IMAGE_TOO_LARGE',
  },
  'a PNG declaring 20000 × 20000 px': {
    parts: (f) => [...fieldParts(f), file(pngDeclaring(20_000, 20_000), 'image/png', 'big.png')],
    code: 'IMAGE_TOO_LARGE',
  },
  'a whole 20000 × 20000 px PNG of about 50 kB': {
    parts: (f) => [...fieldParts(f), file(BLACK_20000_PX, 'image/png', 'black.png')],
    code: 'IMAGE_TOO_LARGE',
  },
  'a JPEG declaring 20000 × 20000 px': {
    parts: async (f) => [...fieldParts(f), file(await jpegDeclaring(20_000, 20_000))],
    code: 'IMAGE_TOO_LARGE',
  },
  'a file over 5 MB': {
    parts: (f) => [...fieldParts(f), file(Buffer.concat([JPEG_HEADER, Buffer.alloc(5 * MB + 1)]))],
    code: 'FILE_TOO_LARGE',
  },
  'six photos': {
    parts: async (f) => [...fieldParts(f), ...Array.from({ length: 6 }, () => file(JPEG_HEADER))],
    code: 'BAD_REQUEST',
  },
  'a valid photo and a corrupt one (nothing of the valid one is kept)': {
    parts: async (f) => [
      ...fieldParts(f),
      file(await png(320, 240), 'image/png', 'good.png'),
      file(Buffer.concat([JPEG_HEADER, Buffer.alloc(2000, 0x41)])),
    ],
    code: 'NOT_AN_IMAGE',
  },
  '41 parts': {
    parts: (f) => [
      ...fieldParts(f),
      ...Array.from({ length: 41 }, (_, i) => ({ name: `extra${i}`, value: 'x' })),
    ],
    code: 'PAYLOAD_TOO_LARGE',
  },
  'a field named __proto__': {
    parts: (f) => [{ name: '__proto__', value: 'polluted' }, ...fieldParts(f), file(JPEG_HEADER)],
    code: 'INVALID_MULTIPART',
  },
  'a file field named constructor': {
    parts: (f) => [...fieldParts(f), { ...file(JPEG_HEADER), name: 'constructor' }],
    code: 'INVALID_MULTIPART',
  },
};

/**
 * Bodies the parser cannot read are INVALID_MULTIPART; a part it skips (no name, headers over its
 * limits) leaves the form without that field, which the form's own check then names (BAD_REQUEST).
 */
const malformedCases: Record<string, { body: (parts: Part[]) => Buffer; code: string; contentType: string }> =
  {
    'a boundary other than the body’s': {
      body: (parts) => multipartBody(parts, BOUNDARY),
      code: 'INVALID_MULTIPART',
      contentType: 'multipart/form-data; boundary=another-boundary',
    },
    'an empty boundary': {
      body: (parts) => multipartBody(parts, BOUNDARY),
      code: 'INVALID_MULTIPART',
      contentType: 'multipart/form-data; boundary=',
    },
    'an unterminated part': {
      body: (parts) => {
        const whole = multipartBody(parts, BOUNDARY);
        return whole.subarray(0, whole.length - 40);
      },
      code: 'INVALID_MULTIPART',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'no closing delimiter': {
      body: (parts) => {
        const whole = multipartBody(parts, BOUNDARY);
        return whole.subarray(0, whole.length - `--${BOUNDARY}--\r\n`.length);
      },
      code: 'INVALID_MULTIPART',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'a part without Content-Disposition': {
      body: () => Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'a part header without a blank line after it': {
      body: () =>
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nabc--${BOUNDARY}--`,
        ),
      code: 'INVALID_MULTIPART',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    '200 header lines in one part': {
      body: () =>
        Buffer.from(
          `--${BOUNDARY}\r\n${'X-Junk: y\r\n'.repeat(200)}Content-Disposition: form-data; name="name"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
        ),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'a header line of 100 kB': {
      body: () =>
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
        ),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'an empty body': {
      body: () => Buffer.alloc(0),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'only the closing delimiter': {
      body: () => Buffer.from(`--${BOUNDARY}--\r\n`),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    'multipart/mixed': {
      body: (parts) => multipartBody(parts, BOUNDARY),
      code: 'UNSUPPORTED_MEDIA_TYPE',
      contentType: `multipart/mixed; boundary=${BOUNDARY}`,
    },
    'raw invalid UTF-8 in a field name and value': {
      body: () =>
        Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`),
          Buffer.from([0xff, 0xc0, 0x80]),
          Buffer.from('"\r\n\r\n'),
          Buffer.from([0xed, 0xa0, 0x80, 0xfe]),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      code: 'BAD_REQUEST',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  };

/** The refused request left no row and no file, and its incoming files are gone. */
async function expectRefusedCleanly(res: Awaited<ReturnType<typeof send>>, before: unknown, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expectErrorEnvelope(res, label);
  expect(await storedState(app), label).toEqual(before);
  expect(await incomingFiles(), label).toEqual([]);
}

describe('hostile photos on every upload route', () => {
  it('the 20000 px PNG is a whole image: made the same way at 2000 px, it decodes', async () => {
    expect(BLACK_20000_PX.length).toBeLessThan(100_000);
    const { info } = await sharp(blackPng(2000, 2000)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2000, 2000]);
  });

  it.each(
    uploadRoutes.flatMap((route) =>
      Object.keys(photoCases).map((name) => [`${route.method} ${route.url}`, name] as const),
    ),
  )('%s: %s is refused with its reason, storing nothing', async (routeName, caseName) => {
    const target = targets[routeName];
    const hostile = photoCases[caseName];
    if (!target || !hostile) throw new Error('unknown case');
    const before = await storedState(app);
    const res = await send(
      target,
      multipartBody(await hostile.parts(target.fields), BOUNDARY),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    await expectRefusedCleanly(res, before, `${routeName} ${caseName}`);
    expect(res.json()).toMatchObject({ code: hostile.code });
  });
});

describe('malformed multipart bodies on every upload route', () => {
  it.each(
    uploadRoutes.flatMap((route) =>
      Object.keys(malformedCases).map((name) => [`${route.method} ${route.url}`, name] as const),
    ),
  )('%s: %s is refused with its reason, storing nothing', async (routeName, caseName) => {
    const target = targets[routeName];
    const malformed = malformedCases[caseName];
    if (!target || !malformed) throw new Error('unknown case');
    const before = await storedState(app);
    const parts = [...fieldParts(target.fields), file(await png(320, 240), 'image/png', 'good.png')];
    const res = await send(target, malformed.body(parts), malformed.contentType);
    await expectRefusedCleanly(res, before, `${routeName} ${caseName}`);
    expect(res.json()).toMatchObject({ code: malformed.code });
  });
});

describe('a real photo with HTML appended (a polyglot)', () => {
  it('is stored only as re-encoded WebP: no stored file holds the appended bytes', async () => {
    const target = targets['POST /api/hostels/add-hostel'];
    if (!target) throw new Error('no add-hostel route');
    const marker = '<script>polyglot-marker</script>';
    const polyglot = Buffer.concat([
      await jpegWithExif(400, 300),
      Buffer.from(marker),
      Buffer.from('PK\u0003\u0004'),
    ]);
    const res = await send(
      target,
      multipartBody([...fieldParts({ ...validHostel, name: 'Polyglot hostel' }), file(polyglot)], BOUNDARY),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await readdir(path.join(app.dataDir, 'uploads'), { recursive: true })).filter((f) =>
      f.endsWith('.webp'),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) {
      const bytes = await readFile(path.join(app.dataDir, 'uploads', name));
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.includes(marker)).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
    expect(await incomingFiles()).toEqual([]);
  });
});

describe('generated multipart requests on every upload route, as every role', () => {
  const fileData = async () => {
    const good = await png(64, 48);
    return [
      good,
      (await jpegWithExif(200, 150)).subarray(0, 900),
      Buffer.concat([JPEG_HEADER, Buffer.from('<html><script>alert(1)</script>')]),
      pngDeclaring(30_000, 30_000),
      await jpegDeclaring(13_000, 100),
      Buffer.from('GIF89a\u0000\u0000'),
      Buffer.alloc(0),
    ];
  };

  it.each(uploadRoutes.map((route, index) => [`${route.method} ${route.url}`, index] as const))(
    '%s: never a 5xx; a refusal is the error envelope, stores nothing and leaves no incoming file',
    async (routeName, index) => {
      const target = targets[routeName];
      if (!target) throw new Error('unknown route');
      const files = await fileData();
      const validFields = fieldParts(target.fields);
      const fieldName = fc.oneof(
        fc.constantFrom(...Object.keys(target.fields), 'image', 'existingImages', 'name'),
        fc.constantFrom(...POLLUTING_KEYS, 'a"; filename="x.jpg', 'a\r\nContent-Type: text/html'),
        fc.string({ maxLength: 12 }),
      );
      const hostileValue = fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.string({ unit: 'binary', maxLength: 30 }),
      );
      const data = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...files) },
        // A real photo with bytes overwritten at random places.
        {
          weight: 2,
          arbitrary: fc
            .array(fc.tuple(fc.nat({ max: (files[0]?.length ?? 1) - 1 }), fc.integer({ min: 0, max: 255 })), {
              minLength: 1,
              maxLength: 8,
            })
            .map((flips) => {
              const copy = Buffer.from(files[0] ?? []);
              for (const [at, byte] of flips) copy[at] = byte;
              return copy;
            }),
        },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
      );
      const field = fc.record({ name: fieldName, value: hostileValue });
      const filePart = fc.record({
        name: fc.oneof({ weight: 4, arbitrary: fc.constant('image') }, { weight: 1, arbitrary: fieldName }),
        filename: fc.oneof(
          fc.constantFrom('photo.jpg', '../../../../tmp/evil.jpg', 'a\u0000.jpg', '', '.htaccess', 'x.php'),
          fc.string({ maxLength: 20 }),
        ),
        type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/zip', 'image/svg+xml', ''),
        data,
      });
      // Mostly the route's valid fields with a few hostile parts beside them, so the files are
      // what decides; sometimes the body is cut anywhere.
      const request = fc.record({
        token: fc.oneof(
          { weight: 3, arbitrary: fc.constant(target.token) },
          { weight: 2, arbitrary: fc.constantFrom(...roleTokens) },
        ),
        withValidFields: fc.oneof(
          { weight: 4, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        extras: fc.array(field, { maxLength: 3 }),
        files: fc.array(filePart, { maxLength: 6 }),
        cut: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
        ),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ token, withValidFields, extras, files: fileParts, cut }) => {
          const before = await storedState(app);
          const parts = [...extras, ...(withValidFields ? validFields : []), ...fileParts];
          const whole = multipartBody(parts, BOUNDARY);
          const payload = cut === null ? whole : whole.subarray(0, Math.floor(whole.length * cut));
          const res = await send(target, payload, `multipart/form-data; boundary=${BOUNDARY}`, token);
          const label = `${routeName} (${parts.length} parts${cut === null ? '' : ', cut'}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expectErrorEnvelope(res, label);
            expect(await storedState(app), label).toEqual(before);
          }
          expect(await incomingFiles(), label).toEqual([]);
        }),
        { seed: HOSTILE_SEED + index, numRuns: RUNS_PER_UPLOAD_ROUTE, endOnFailure: true },
      );
    },
  );
});
