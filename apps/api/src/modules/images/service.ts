import { randomBytes } from 'node:crypto';
import { LISTING_CODES } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { ImageStore } from '../../integrations/image-store';
import { AppError } from '../../lib/app-error';
import { processImage, type PhotoInput, type PhotoMessages, type VariantWidth } from './process';

export type StoredPhoto = { key: string; width: number; height: number; bytes: number };

/** The stored key of a photo names its variants: `<key>-400.webp`, `<key>-1200.webp`. */
export const variantKey = (key: string, width: VariantWidth) => `${key}-${width}.webp`;

const newKey = () => {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
};

/** The photo store failed: the change is refused (or rolled back) and the user may try again later. */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(new AppError(503, LISTING_CODES.images.storageUnavailable, 'STORAGE_UNAVAILABLE'), {
    cause,
  });

/**
 * Photos decoded and re-encoded at once, across all requests: one a core on the 2-core server,
 * so five photos (or two uploads) take both cores without holding every decoded photo in memory
 * together. The rest wait their turn in order.
 */
export const PHOTOS_AT_ONCE = 2;

const VARIANT_FILE = /^([0-9a-f]{2}\/[0-9a-f]{32})-(?:400|1200)\.webp$/;

export function createImageService(
  store: ImageStore,
  log?: FastifyBaseLogger,
  options: { photosAtOnce?: number; process?: typeof processImage } = {},
) {
  const processing = pLimit(options.photosAtOnce ?? PHOTOS_AT_ONCE);
  const processPhoto = options.process ?? processImage;

  const removeKeys = async (keys: string[]) => {
    try {
      await store.remove(keys.flatMap((key) => [variantKey(key, 400), variantKey(key, 1200)]));
    } catch (error) {
      throw storageUnavailable(error);
    }
  };

  return {
    /**
     * Every photo is decoded and re-encoded first; only when all of them succeeded is anything
     * written, and a failed write removes what was written, so a refused request leaves no file.
     */
    async storePhotos(files: PhotoInput[], messages: PhotoMessages): Promise<StoredPhoto[]> {
      // A refused photo refuses the request: the photos still waiting their turn are not decoded.
      let refused = false;
      const processed = await Promise.all(
        files.map((file) =>
          processing(async () => {
            if (refused) return null;
            return processPhoto(file, messages).catch((error: unknown) => {
              refused = true;
              throw error;
            });
          }),
        ),
      ).then((photos) => photos.filter((photo) => photo !== null));
      const written: string[] = [];
      const results = await Promise.allSettled(
        processed.map(async (photo): Promise<StoredPhoto> => {
          const key = newKey();
          written.push(key);
          // Every write settled before any is judged: a removal after a failure must not run while
          // another variant's write is still creating its file.
          const writes = await Promise.allSettled(
            photo.variants.map((v) => store.put(variantKey(key, v.width), v.data, 'image/webp')),
          );
          const failed = writes.find((w) => w.status === 'rejected');
          if (failed) throw failed.reason;
          const bytes = photo.variants.reduce((n, v) => n + v.data.length, 0);
          return { key, width: photo.width, height: photo.height, bytes };
        }),
      );
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) {
        // Whatever could not be removed now is left to the sweep of unused files.
        await removeKeys(written).catch(() => undefined);
        throw storageUnavailable(failure.reason);
      }
      return results.map((r) => (r as PromiseFulfilledResult<StoredPhoto>).value);
    },

    removePhotos: removeKeys,

    /**
     * After a change has committed: the files of photos no row uses any more. A failure here changes
     * nothing the user sees (the rows are right); the files wait for the next sweep.
     */
    async discardPhotos(keys: string[]) {
      try {
        await removeKeys(keys);
      } catch (error) {
        log?.warn({ err: error, keys }, 'photo files not removed; the sweep of unused files will');
      }
    },

    /** Refuses a change that will remove files while the store cannot be written. */
    async requireWritable() {
      try {
        await store.check();
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    /** Whether the store can be written now, for the health check. */
    isWritable: () =>
      store.check().then(
        () => true,
        () => false,
      ),

    /**
     * Every stored photo written before `before`, by key, a batch at a time: the sweep of unused
     * files. Both variants of a key are told apart from other files by their names.
     */
    async *storedBefore(before: Date, batchSize = 500): AsyncIterable<string[]> {
      let batch = new Set<string>();
      for await (const file of store.list()) {
        const key = VARIANT_FILE.exec(file.key)?.[1];
        if (!key || file.modifiedAt >= before) continue;
        batch.add(key);
        if (batch.size >= batchSize) {
          yield [...batch];
          batch = new Set();
        }
      }
      if (batch.size > 0) yield [...batch];
    },

    urls(key: string) {
      return { full: store.urlFor(variantKey(key, 1200)), thumb: store.urlFor(variantKey(key, 400)) };
    },

    /** The stored key behind one of our photo URLs, or null for anything else. */
    keyFromUrl(url: string): string | null {
      const match = /\/uploads\/([0-9a-f]{2}\/[0-9a-f]{32})-(?:400|1200)\.webp$/.exec(
        url.split('?')[0] ?? '',
      );
      return match?.[1] ?? null;
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
