import { LISTING_CODES as M } from '@app/shared';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { MultipartForm } from '../images/multipart';
import { readPhotoEvidence, type PhotoEvidence } from '../images/photo-evidence';
import type { ListingReads } from './listing-reads';
import { unchanged } from './material-changes';
import { onSiteFacts } from './on-site-facts';
import { requireImageCount } from './parse-fields';
import * as repo from './repository';
import type { SearchTx } from './search-transaction';
import type { ListingContext } from './service-context';
import * as trustRepo from './trust-repository';

/**
 * A verifier's photo's evidence as stored: its hash; when it was taken (its EXIF, else when it
 * arrived); where (its EXIF GPS, else the device's position the form sent, else nowhere).
 */
function evidenceColumns(
  evidence: PhotoEvidence | undefined,
  device: { lat: number; lon: number } | null,
  arrivedAt: Date,
): repo.PhotoEvidenceColumns {
  const position = evidence?.position ?? device;
  return {
    sha256: evidence?.sha256 ?? null,
    takenAt: evidence?.takenAt ?? arrivedAt,
    lat: position?.lat ?? null,
    lon: position?.lon ?? null,
    positionSource: evidence?.position ? 'exif' : device ? 'device' : 'none',
  };
}

/** Verifying a listing: the admin's desk check of a hostel, and a visit (a task's completion or the admin in person). */
export function createVerification(ctx: ListingContext, reads: ListingReads) {
  const { db, images, change, saveWithPhotos, removeUnused } = ctx;

  /**
   * Measurements, the checklist and 1–5 photos, taken on site (`onSiteFacts`: a property's, or a
   * hostel's rooms, beds, bathrooms, kitchen and dining room): they replace the earlier verifier's
   * photos (the owner's stay) and mark the listing verified by `verifier`, visited and current again. The
   * verification is added to the listing's history as its evidence: by the freelancer named
   * `freelancerFirstName`, or by the team (an admin). `alongside` runs in the same transaction (a
   * task's completion): if it throws, nothing is stored.
   */
  async function verifyOnSite(
    verifier: CurrentUser,
    id: string,
    kind: repo.ListingKind,
    form: MultipartForm,
    alongside?: (tx: SearchTx) => Promise<void>,
    freelancerFirstName?: string,
  ): Promise<void> {
    const listing = await repo.findListing(db, id, kind);
    if (!listing) throw notFound(M.notFound);
    const facts = onSiteFacts(kind, form.fields);
    requireImageCount(form.files.length, facts.images);
    // Read from the uploads as sent, before anything is stored: the stored copies carry no metadata.
    const evidence = await Promise.all(form.files.map((f) => readPhotoEvidence(f.path)));
    const photos = await images.storePhotos(
      form.files.map((f) => f.path),
      M.images,
    );
    const verifiedAt = new Date();
    const verifierPhotos = photos.map((photo, i) => ({
      ...photo,
      ...evidenceColumns(evidence[i], facts.position, verifiedAt),
    }));
    const previous = await saveWithPhotos(photos, async (tx) => {
      await repo.lockListing(tx, id);
      const earlier = await repo.imageRowsOf(tx, id, 'verifier');
      await alongside?.(tx);
      await repo.updateListing(tx, id, {
        ...facts.listing,
        verified: true,
        verifiedAt,
        verifiedBy: verifier.id,
        // Measured and photographed on site, by a freelancer's task or the admin in person.
        verificationLevel: 'visited',
        verificationExpiredAt: null,
        ...unchanged,
      });
      await trustRepo.insertVerification(tx, {
        listingId: id,
        verifiedAt,
        verifierKind: freelancerFirstName === undefined ? 'team' : 'freelancer',
        verifierId: verifier.id,
        verifierFirstName: freelancerFirstName ?? null,
        ...facts.verification,
        ...trustRepo.statedBy(listing),
      });
      await repo.replaceImages(tx, id, verifierPhotos, 'verifier');
      return earlier;
    });
    await removeUnused(previous.map((p) => p.key));
  }

  return {
    async verifyHostel(admin: CurrentUser, id: string) {
      const listing = await repo.findListing(db, id, 'hostel');
      if (!listing) throw notFound(M.notFound);
      // A hostel verified once waits again when its verification has run out.
      if (!listing.verified || listing.verificationExpiredAt) {
        const verifiedAt = new Date();
        await change(async (tx) => {
          await repo.lockListing(tx, id);
          await repo.updateListing(tx, id, {
            verified: true,
            verifiedAt,
            verifiedBy: admin.id,
            // From the desk: details checked, nobody visited.
            verificationLevel: 'checked',
            verificationExpiredAt: null,
            ...unchanged,
          });
          await trustRepo.insertVerification(tx, {
            listingId: id,
            verifiedAt,
            verifierKind: 'team',
            verifierId: admin.id,
            ...trustRepo.statedBy(listing),
          });
        });
      }
      return reads.getHostel(id, admin);
    },

    verifyOnSite,

    /** The admin's measurement form (`PUT /landlords/verify/{id}`): `verifyOnSite` for a property. */
    async verifyProperty(verifier: CurrentUser, id: string, form: MultipartForm) {
      await verifyOnSite(verifier, id, 'property', form);
      return reads.getProperty(id, verifier);
    },
  };
}
