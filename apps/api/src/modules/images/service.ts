import { randomBytes } from 'node:crypto';
import type { ImageStore } from '../../integrations/image-store';
import { processImage, type PhotoMessages, type VariantWidth } from './process';

export type StoredPhoto = { key: string; width: number; height: number; bytes: number };

/** The stored key of a photo names its variants: `<key>-400.webp`, `<key>-1200.webp`. */
export const variantKey = (key: string, width: VariantWidth) => `${key}-${width}.webp`;

const newKey = () => {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
};

export function createImageService(store: ImageStore) {
  const removeKeys = (keys: string[]) =>
    store.remove(keys.flatMap((key) => [variantKey(key, 400), variantKey(key, 1200)]));

  return {
    /**
     * Every photo is decoded and re-encoded first; only when all of them succeeded is anything
     * written, and a failed write removes what was written, so a refused request leaves no file.
     */
    async storePhotos(files: Buffer[], messages: PhotoMessages): Promise<StoredPhoto[]> {
      const processed = await Promise.all(files.map((file) => processImage(file, messages)));
      const written: string[] = [];
      const results = await Promise.allSettled(
        processed.map(async (photo): Promise<StoredPhoto> => {
          const key = newKey();
          written.push(key);
          await Promise.all(
            photo.variants.map((v) => store.put(variantKey(key, v.width), v.data, 'image/webp')),
          );
          const bytes = photo.variants.reduce((n, v) => n + v.data.length, 0);
          return { key, width: photo.width, height: photo.height, bytes };
        }),
      );
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) {
        await removeKeys(written);
        throw failure.reason;
      }
      return results.map((r) => (r as PromiseFulfilledResult<StoredPhoto>).value);
    },

    removePhotos: removeKeys,

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
