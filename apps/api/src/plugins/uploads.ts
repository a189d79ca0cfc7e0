import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@app/shared';
import { isSafeKey, PHOTO_CACHE_CONTROL, UPLOADS_PREFIX, type ImageStore } from '../integrations/image-store';

/**
 * Where a request's photos wait, one file each, while they are processed: removed when its answer
 * has been sent (@fastify/multipart's `tmpUploads`), and emptied at start (a stop mid-request).
 */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

/**
 * What /uploads/<key> serves: the files in a folder (DATA_DIR/uploads), the store's files read
 * through the API (a bucket with no public URL), or nothing (browsers load them from the bucket).
 */
export type UploadsServing = { folder: string } | { store: ImageStore } | null;

const PHOTO_HEADERS = {
  'cache-control': PHOTO_CACHE_CONTROL,
  // Public photos: a front end on another origin (CORS_ORIGINS) may show them.
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Multipart limits every upload route shares (5 photos of 5 MB), and the stored WebP variants
 * served under /uploads/. Keys are random and never reused, so the files are cached for a year.
 */
export async function registerUploads(app: FastifyInstance, serving: UploadsServing) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_IMAGES,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
      headerPairs: 100,
    },
  });
  await rm(incomingDir(app.config.dataDir), { recursive: true, force: true });
  await mkdir(incomingDir(app.config.dataDir), { recursive: true });
  if (serving && 'store' in serving) {
    const { store } = serving;
    app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const body = isSafeKey(key) ? await store.get(key) : null;
      if (!body) return reply.callNotFound();
      return reply.headers({ ...PHOTO_HEADERS, 'content-type': 'image/webp' }).send(body);
    });
    return;
  }
  if (!serving) return;
  const uploadsDir = serving.folder;
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(PHOTO_HEADERS)) res.header(name, value);
    },
  });
}
