import { LISTING_CODES as M, VerifyHostelSchema, VerifyPropertySchema } from '@app/shared';
import { parseFields } from './parse-fields';
import type * as repo from './repository';

/**
 * What an on-site visit measured, by kind: the listing's columns it sets (a property's description
 * too), what its verification records, and how the photo limits are worded.
 */
export function onSiteFacts(kind: repo.ListingKind, fields: unknown) {
  if (kind === 'hostel') {
    const body = parseFields(VerifyHostelSchema, fields);
    const measured = {
      lengthM: body.length,
      widthM: body.width,
      rooms: body.room,
      bathrooms: body.bathroom,
      beds: body.beds,
      kitchen: body.kitchen,
      dining: body.dining,
    };
    const images = { required: M.hostelVerification.imagesRequired, max: M.verification.imagesMax };
    return { listing: measured, verification: measured, images };
  }
  const body = parseFields(VerifyPropertySchema, fields);
  const measured = { lengthM: body.length, widthM: body.width, rooms: body.room, bathrooms: body.bathroom };
  const images = { required: M.verification.imagesRequired, max: M.verification.imagesMax };
  return { listing: { ...measured, description: body.description }, verification: measured, images };
}
