import { randomBytes } from 'node:crypto';
import { mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stored file and when it was written. */
export type StoredFile = { key: string; modifiedAt: Date };

/** Where photo variants live. Local folder now; an S3-compatible driver can implement the same. */
export type ImageStore = {
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  remove: (keys: string[]) => Promise<void>;
  /** Every stored file, a few at a time (the store may hold hundreds of thousands). */
  list: () => AsyncIterable<StoredFile>;
  /** Throws when the store cannot be written now (health, and before a change that removes files). */
  check: () => Promise<void>;
  /** The URL a browser uses for the key, usable as it is. */
  urlFor: (key: string) => string;
};

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*\.webp$/;
const SHARD = /^[0-9a-f]{2}$/;
const PROBE_DATA = Buffer.alloc(4096);

/** `publicUrl` makes photo URLs absolute, so a front end on another origin (or an app) can load them. */
export function createLocalImageStore(root: string, publicUrl: string): ImageStore {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe image key: ${key}`);
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
