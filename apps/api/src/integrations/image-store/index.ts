import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where photo variants live. Local folder now; an S3-compatible driver can implement the same. */
export type ImageStore = {
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  remove: (keys: string[]) => Promise<void>;
  /** The URL a browser uses for the key, usable as it is (DESIGN §3). */
  urlFor: (key: string) => string;
};

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*\.webp$/;

/** `publicUrl` makes photo URLs absolute, so a front end on another origin (or an app) can load them. */
export function createLocalImageStore(root: string, publicUrl: string): ImageStore {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe image key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
    },
    urlFor: (key) => `${publicUrl}${UPLOADS_PREFIX}${key}`,
  };
}
