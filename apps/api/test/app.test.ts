import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

const app = await buildTestApp({
  extend: (instance) => {
    instance.post('/api/__echo', async (request) => ({
      success: true,
      error: false,
      message: 'OK',
      data: request.body,
    }));
    for (const [path, type] of [
      ['/__style.css', 'text/css; charset=utf-8'],
      ['/__script.js', 'application/javascript; charset=utf-8'],
      ['/__photo.webp', 'image/webp'],
      ['/__icon.svg', 'image/svg+xml'],
      ['/__page', 'text/html; charset=utf-8'],
    ] as const) {
      instance.get(path, async (_request, reply) => reply.type(type).send('x'));
    }
    instance.get('/assets/__hashed.js', async (_request, reply) =>
      reply
        .type('application/javascript')
        .headers({
          'cache-control': 'public, max-age=31536000, immutable',
          etag: 'W/"1"',
          'accept-ranges': 'bytes',
        })
        .send('x'),
    );
    instance.get('/__revalidated.webmanifest', async (_request, reply) =>
      reply
        .type('application/manifest+json')
        .headers({ 'cache-control': 'no-cache', etag: 'W/"2"' })
        .send('{}'),
    );
    instance.get('/api/__boom', async () => {
      throw new Error('secret internal detail at /srv/app/db.ts:42');
    });
  },
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: false, data: { status: 'ok', database: 'up' } });
  });
});

describe('error envelope', () => {
  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Not found',
      messageCode: 'common.notFound',
      code: 'NOT_FOUND',
    });
  });

  it('answers an unknown /api route with 404 even when the client asks for HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Sita",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: true,
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: true, message: 'The request is too large.' });
  });

  it.each([
    ['a content type it does not read', 'application/xml', '<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an empty JSON body', 'application/json', '', 400, 'EMPTY_JSON'],
    [
      'a JSON body over 1 MB',
      'application/json',
      JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])("answers %s with our own code, never Fastify's", async (_name, type, payload, status, code) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: true, code });
    expect(res.body).not.toContain('FST_');
  });

  it('says which content types it does not read in the words of the catalogue', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.json()).toMatchObject({
      message: 'This content type is not supported.',
      messageCode: 'common.request.unsupportedType',
    });
  });

  it('accepts a JSON body just under 1 MB', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(1024 * 1024 - 100) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('never sends a stack trace or internals with a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Something went wrong. Please try again.',
      messageCode: 'common.somethingWrong',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('db.ts');
  });
});

describe('cross-cutting headers', () => {
  it('sets a Content-Security-Policy and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the headers that act only on a document off scripts, styles and photos, keeping nosniff', async () => {
    for (const url of ['/__style.css', '/__script.js', '/__photo.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // A page, and an SVG (a browser opens it as a document that can run script), keep them all.
    for (const url of ['/__page', '/__icon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('drops the validators of a file cached as immutable, never those of one revalidated', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/assets/__hashed.js' });
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['accept-ranges']).toBeUndefined();
    expect(hashed.headers['cache-control']).toContain('immutable');
    const revalidated = await app.inject({ method: 'GET', url: '/__revalidated.webmanifest' });
    expect(revalidated.headers.etag).toBe('W/"2"');
  });

  it('gives each request an id and echoes a well-formed one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('compresses large text responses with brotli or gzip', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/health');
  });

  it('serves the browsable docs page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
