import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@app/shared';
import { UPLOADS_PREFIX } from '../integrations/image-store';

/**
 * Where a request's photos wait, one file each, while they are processed: removed when its answer
 * has been sent (@fastify/multipart's `tmpUploads`), and emptied at start (a stop mid-request).
 */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

/**
 * Multipart limits every upload route shares (5 photos of 5 MB), and the stored WebP variants
 * served under /uploads/. Keys are random and never reused, so the files are cached for a year.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
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
  await mkdir(uploadsDir, { recursive: true });
  await rm(incomingDir(app.config.dataDir), { recursive: true, force: true });
  await mkdir(incomingDir(app.config.dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      // Public photos: a front end on another origin (CORS_ORIGINS) may show them.
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
