import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else is
 * revalidated; any other GET that wants HTML gets index.html so client routes deep-link.
 * Unknown /api/* paths always get the JSON 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        res.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasBuild) {
      // Not returned: a returned reply is awaited as a thenable while the file streams, which piles
      // up 'close' listeners on the response (Node's MaxListenersExceededWarning).
      void reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      return;
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).send(failure('Not found', { code: 'NOT_FOUND' }));
  });
}
