import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

// A small build laid out the way Vite lays out apps/web/dist.
const dist = mkdtempSync(path.join(tmpdir(), 'gb-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
await writeFile(
  path.join(dist, 'assets', 'index-Abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the SPA', () => {
  it('serves index.html at / and asks the browser to revalidate it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/bhada/hostel', '/verify/abc/def', '/login?next=%2Fhostel'])(
    'falls back to index.html for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/index.html', html],
    ['/bhada/hostel', { accept: '*/*' }],
    ['/terms', {}],
  ])('serves the page at %s to a crawler or a link preview (%o)', async (url, headers) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year as immutable, compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not mark unhashed files immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-1234.js', headers: html });
    expect(res.statusCode).toBe(404);
  });

  it('does not serve index.html to non-HTML requests for unknown paths', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/some/path',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});
