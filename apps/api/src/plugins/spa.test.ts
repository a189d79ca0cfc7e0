import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const FROM_BR = '/* .br */';
const FROM_GZ = '/* .gz */';

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gb-spa-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Ghar Bhada</title>');
    await writeFile(path.join(dir, 'assets', 'app-1.js'), SCRIPT);
    // What the web build writes beside each file (marked, to tell them from compressing the original).
    await writeFile(path.join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(`${FROM_BR}${SCRIPT}`));
    await writeFile(path.join(dir, 'assets', 'app-1.js.gz'), gzipSync(`${FROM_GZ}${SCRIPT}`));
    app = Fastify();
    // As in production: responses are compressed unless they already are.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await registerSpa(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body).toString(), FROM_BR],
    ['gzip', (body: Buffer) => gunzipSync(body).toString(), FROM_GZ],
  ])(
    'sends the file the build compressed (%s) as it is, cached for a year',
    async (encoding, decode, mark) => {
      const response = await app.inject({
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload)).toBe(`${mark}${SCRIPT}`);
    },
  );

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});

const DEVANAGARI_PRELOAD =
  '<link rel="preload" href="/assets/deva-1.woff2" as="font" type="font/woff2" crossorigin="" data-lang="ne">';
const LATIN_PRELOAD =
  '<link rel="preload" href="/assets/latin-1.woff2" as="font" type="font/woff2" crossorigin="">';
// The language switch's नेपाली, for English pages only.
const LABEL_PRELOAD =
  '<link rel="preload" href="/assets/label-1.woff2" as="font" crossorigin="" data-lang="en">';
const pageOf = (title: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>${title}</title>\n    ${LABEL_PRELOAD}\n    ${DEVANAGARI_PRELOAD}\n    ${LATIN_PRELOAD}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;

describe('a page in the visitor’s language (the lang cookie the app writes)', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gb-spa-lang-'));
    await writeFile(path.join(dir, 'index.html'), pageOf('Ghar Bhada'));
    app = Fastify();
    await registerSpa(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/bhada/hostel', headers: { accept: 'text/html', ...headers } });

  it('is English without a cookie: <html lang="en">, no Devanagari font preloaded', async () => {
    const page = await open();
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('deva-1.woff2');
    expect(page.body).toContain(LATIN_PRELOAD);
    expect(page.body).toContain('<link rel="preload" href="/assets/label-1.woff2" as="font" crossorigin="">');
    // A cache between may keep one page for everyone only if it keys it by the cookie too.
    expect(page.headers.vary).toMatch(/cookie/i);
  });

  it('is Nepali with lang=ne: <html lang="ne">, the Devanagari font preloaded', async () => {
    const page = await open({ cookie: 'session=abc; lang=ne; other=1' });
    expect(page.body).toContain('<html lang="ne">');
    expect(page.body).toContain(
      '<link rel="preload" href="/assets/deva-1.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(page.body).toContain(LATIN_PRELOAD);
    expect(page.body).not.toContain('label-1.woff2');
  });

  it('follows the browser’s preference without a cookie, as the app does, and the cookie over it', async () => {
    expect((await open({ 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' })).body).toContain('<html lang="ne">');
    const chosen = await open({ 'accept-language': 'ne-NP', cookie: 'lang=en' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).not.toContain('deva-1.woff2');
  });

  it('ignores a lang cookie it does not know', async () => {
    const page = await open({ cookie: 'lang=fr' });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('deva-1.woff2');
  });
});

describe('the build is read once, not per page', () => {
  let dir: string;
  let app: FastifyInstance;
  const indexPath = () => path.join(dir, 'index.html');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gb-spa-cache-'));
    await writeFile(indexPath(), pageOf('First build'));
    app = Fastify();
    await registerSpa(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const title = async () =>
    /<title>([^<]*)<\/title>/.exec(
      (await app.inject({ url: '/', headers: { accept: 'text/html' } })).body,
    )?.[1];

  it('keeps index.html while its modification time stays, and serves a rebuild at once', async () => {
    const builtAt = new Date('2026-01-01T00:00:00Z');
    await utimes(indexPath(), builtAt, builtAt);
    expect(await title()).toBe('First build');

    // Changed under the same modification time: the copy read before is served.
    await writeFile(indexPath(), pageOf('Same time'));
    await utimes(indexPath(), builtAt, builtAt);
    expect(await title()).toBe('First build');

    // A rebuild (a new modification time) is served on the next page.
    await writeFile(indexPath(), pageOf('Second build'));
    const rebuiltAt = new Date('2026-01-01T00:01:00Z');
    await utimes(indexPath(), rebuiltAt, rebuiltAt);
    expect(await title()).toBe('Second build');
  });
});
