import { LISTING_CODES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { ImageStore } from '../../integrations/image-store';
import { NotAnImageError, type PhotoInput, type ProcessedImage } from './process';
import { createImageService } from './service';

const M = LISTING_CODES.images;

function memoryStore() {
  const files = new Map<string, Buffer>();
  const store: ImageStore = {
    put: async (key, data) => void files.set(key, data),
    get: async () => null,
    remove: async (keys) => keys.forEach((key) => files.delete(key)),
    list: async function* () {},
    check: async () => undefined,
    urlFor: (key) => `/uploads/${key}`,
  };
  return { store, files };
}

const processed: ProcessedImage = {
  width: 4000,
  height: 3000,
  variants: [
    { width: 400, data: Buffer.from('small') },
    { width: 1200, data: Buffer.from('large') },
  ],
};

/** A stand-in for the decoder whose photos finish only when the test says so. */
function heldProcessing() {
  const started: PhotoInput[] = [];
  const finish: (() => void)[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const process = async (input: PhotoInput) => {
    started.push(input);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise<void>((resolve) => finish.push(resolve));
    inFlight -= 1;
    return processed;
  };
  return { process, started, finish, mostAtOnce: () => mostAtOnce };
}

/** Lets every promise that can settle now settle (one turn of the event loop; no timer). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('storePhotos', () => {
  it('decodes at most photosAtOnce photos at a time, across requests, in the order they came', async () => {
    const held = heldProcessing();
    const { store, files } = memoryStore();
    const images = createImageService(store, undefined, { photosAtOnce: 2, process: held.process });

    const first = images.storePhotos(['a1', 'a2', 'a3', 'a4', 'a5'], M);
    const second = images.storePhotos(['b1', 'b2'], M);
    await settle();
    expect(held.started).toEqual(['a1', 'a2']);

    held.finish[0]!();
    await settle();
    expect(held.started).toEqual(['a1', 'a2', 'a3']);

    // One finishing lets the next waiting one start, never a third at once.
    for (let i = 1; i < 7; i += 1) {
      held.finish[i]!();
      await settle();
      expect(held.started).toHaveLength(Math.min(i + 3, 7));
    }

    expect(await first).toHaveLength(5);
    expect(await second).toHaveLength(2);
    expect(held.started).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2']);
    expect(held.mostAtOnce()).toBe(2);
    expect(files.size).toBe(14);
  });

  it('stops at a refused photo: the photos waiting their turn are not decoded and nothing is written', async () => {
    const tried: PhotoInput[] = [];
    const { store, files } = memoryStore();
    const images = createImageService(store, undefined, {
      photosAtOnce: 1,
      process: async (input) => {
        tried.push(input);
        if (input === 'broken') throw new NotAnImageError(M.notImage);
        return processed;
      },
    });

    await expect(images.storePhotos(['broken', 'fine', 'fine too'], M)).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    expect(tried).toEqual(['broken']);
    expect(files.size).toBe(0);
  });

  it('a failed write removes the photo only after its other writes have finished, so no file is left', async () => {
    const { store, files } = memoryStore();
    let finishLarge!: () => void;
    const putting: ImageStore = {
      ...store,
      // The small variant fails at once (a full disk); the large one is still being written.
      put: async (key, data) => {
        if (key.endsWith('-400.webp')) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
        await new Promise<void>((resolve) => (finishLarge = resolve));
        files.set(key, data);
      },
    };
    const images = createImageService(putting, undefined, { process: async () => processed });

    const storing = images.storePhotos(['photo'], M);
    let outcome: unknown;
    void storing.catch((error: unknown) => (outcome = error));
    await settle();
    expect(outcome).toBeUndefined();
    finishLarge();
    await settle();
    expect(outcome).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    expect([...files.keys()]).toEqual([]);
  });
});
