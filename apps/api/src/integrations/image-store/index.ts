import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored file and when it was written. */
export type StoredFile = { key: string; modifiedAt: Date };

/** Where photo variants live: DATA_DIR/uploads (./index.ts) or an S3-compatible bucket (./s3.ts). */
export type ImageStore = {
  /** Writes a new file; a key already there is an error, never overwritten. */
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  /** The stored file's bytes as a stream, or null when there is none (backups, serving from S3). */
  get: (key: string) => Promise<Readable | null>;
  /** Missing keys are no error. */
  remove: (keys: string[]) => Promise<void>;
  /** Every stored file, a few at a time (the store may hold hundreds of thousands). */
  list: () => AsyncIterable<StoredFile>;
  /** Throws when the store cannot be written now (health, and before a change that removes files). */
  check: () => Promise<void>;
  /** The URL a browser uses for the key, usable as it is. */
  urlFor: (key: string) => string;
};

export const UPLOADS_PREFIX = '/uploads/';

/** Keys are random and never reused, so a stored photo may be cached for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*\.webp$/;

/** A key the app writes: no probe, no dot-file, no way out of the folder or bucket. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');
const SHARD = /^[0-9a-f]{2}$/;
const PROBE_DATA = Buffer.alloc(4096);

/** `publicUrl` makes photo URLs absolute, so a front end on another origin (or an app) can load them. */
export function createLocalImageStore(root: string, publicUrl: string): ImageStore {
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe image key: ${key}`);
    return path.join(root, key);
  };

  async function* list(): AsyncIterable<StoredFile> {
    let shards;
    try {
      shards = await opendir(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const shard of shards) {
      if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
      for await (const file of await opendir(path.join(root, shard.name))) {
        const key = `${shard.name}/${file.name}`;
        if (!file.isFile() || !SAFE_KEY.test(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      const handle = await open(fileFor(key), 'r').catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      return handle?.createReadStream() ?? null;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
    },
    list,
    async check() {
      // A real write and removal: a read-only, full or replaced folder fails here as it would on
      // upload. A block of data, not an empty file, which a full disk may still make room for.
      await mkdir(root, { recursive: true });
      const probe = path.join(root, `.probe-${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(probe, PROBE_DATA);
      } finally {
        // A write that failed part way (the disk full) may have left the start of the file.
        await rm(probe, { force: true });
      }
    },
    urlFor: (key) => `${publicUrl}${UPLOADS_PREFIX}${key}`,
  };
}
