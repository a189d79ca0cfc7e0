import { createListingReads } from './listing-reads';
import { createModeration } from './moderation';
import { createOwnerPhotos } from './owner-photos';
import { createOwnerWrites } from './owner-writes';
import { createPropertyWrites } from './property-writes';
import { createListingContext, type ListingServiceDeps } from './service-context';
import { createVerification } from './verification';
import { createVisitPhotos } from './visit-photos';

/**
 * The listings service the routes and other modules use, put together from its parts by who acts:
 * the owner's writes (`owner-writes.ts`, `property-writes.ts`, `owner-photos.ts`), verification (`verification.ts`), the
 * reads (`listing-reads.ts`) and the reports' decisions (`moderation.ts`), over what they share
 * (`service-context.ts`).
 */
export function createListingService(deps: ListingServiceDeps) {
  const ctx = createListingContext(deps);
  const reads = createListingReads(ctx);
  return {
    ...reads,
    ...createOwnerWrites(ctx, reads),
    ...createPropertyWrites(ctx, reads),
    ...createOwnerPhotos(ctx, reads),
    ...createVerification(ctx, reads),
    moderate: createModeration(ctx),
    /** The admin's: the current visit's photos with their hash, time, position and distance from the pin. */
    visitPhotos: createVisitPhotos(ctx),
    /**
     * The one way other modules write what a search shows (the applications module: applicants;
     * the trust rules): `write` gets the transaction the repositories' writes require, and once it
     * has committed the remembered searches are forgotten.
     */
    change: ctx.change,
  };
}

export type ListingService = ReturnType<typeof createListingService>;
