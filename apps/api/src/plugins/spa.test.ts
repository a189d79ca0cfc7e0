import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
