import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from '../../integrations/image-store';

export type RemovalHold = {
  /** The store to use: its removals wait while a hold is on. */
  store: ImageStore;
  /** Puts removals on hold until the returned function is called (holds may overlap). */
  hold: () => () => Promise<void>;
};

/**
 * A backup taken by the running server copies the photo files after it has read the rows: a
 * listing changed in between must not take away a file those rows name. While a hold is on,
 * removals are remembered (and answer at once, as if done) and happen when the last hold ends.
 */
export function createRemovalHold(store: ImageStore, log?: FastifyBaseLogger): RemovalHold {
  let holds = 0;
  const waiting = new Set<string>();

  async function removeWaiting() {
    const keys = [...waiting];
    waiting.clear();
    try {
      await store.remove(keys);
    } catch (error) {
      log?.warn({ err: error, keys }, 'photo files not removed; the sweep of unused files will');
    }
  }

  return {
    store: {
      ...store,
      async remove(keys) {
        if (holds === 0) return store.remove(keys);
        for (const key of keys) waiting.add(key);
      },
    },
    hold() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && waiting.size > 0) await removeWaiting();
      };
    },
  };
}
