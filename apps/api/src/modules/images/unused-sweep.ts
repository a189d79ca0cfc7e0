import type { FastifyBaseLogger } from 'fastify';
import type { ImageService } from './service';

/**
 * No request may take longer than this (the server's request timeout), so a photo file older than
 * it that no row names belongs to no upload still in progress: the sweep may remove it.
 */
export const LONGEST_UPLOAD_MS = 10 * 60 * 1000;

/**
 * Removes the photo files no listing uses: left by a crash between writing the files and
 * committing their rows, or by a removal that failed after its change committed.
 * Answers how many photos (each two files) it removed.
 */
export function createUnusedPhotoSweep(deps: {
  images: ImageService;
  /** Of these keys, the ones no row references. */
  unreferenced: (keys: string[]) => Promise<string[]>;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return async function sweepUnusedPhotos(): Promise<number> {
    const before = new Date(now() - LONGEST_UPLOAD_MS);
    let removed = 0;
    for await (const keys of deps.images.storedBefore(before)) {
      const unused = await deps.unreferenced(keys);
      if (unused.length === 0) continue;
      await deps.images.removePhotos(unused);
      removed += unused.length;
    }
    if (removed > 0) deps.log.info({ removed }, 'removed unused photo files');
    return removed;
  };
}

export type UnusedPhotoSweep = ReturnType<typeof createUnusedPhotoSweep>;
