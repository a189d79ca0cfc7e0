import {
  LISTING_CODES as M,
  VerifyHostelSchema,
  VerifyPropertySchema,
  VisitExtrasSchema,
  visitChecklistSchema,
} from '@app/shared';
import { parseEachFields } from './parse-fields';
import type * as repo from './repository';

/**
 * What an on-site visit found, by kind, parsed from the form's fields with the shared schemas (one
 * 400 naming every refused field): the listing's columns it fills, what its verification records,
 * the device's position for photos without their own, and how the photo limits are worded.
 *
 * A visit fills on the listing only what its owner never states (a property's rooms, bathrooms
 * and size; a hostel's beds, bathrooms, kitchen, dining room and a typical room's size): the
 * owner's description, a hostel's rooms and a property's floor stay as the owner wrote them, and
 * what the verifier found (their description as notes, rooms, floor) is the verification's.
 */
export function onSiteFacts(kind: repo.ListingKind, fields: unknown) {
  if (kind === 'hostel') {
    const [body, visit, extras] = parseEachFields(
      [VerifyHostelSchema, visitChecklistSchema('hostel'), VisitExtrasSchema],
      fields,
    );
    const found = {
      lengthM: body.length,
      widthM: body.width,
      bathrooms: body.bathroom,
      beds: body.beds,
      kitchen: body.kitchen,
      dining: body.dining,
    };
    return {
      listing: found,
      verification: {
        ...found,
        rooms: body.room,
        ...visit,
        notes: body.description ?? null,
        floor: extras.floor ?? null,
      },
      position: positionOf(extras),
      images: { required: M.hostelVerification.imagesRequired, max: M.verification.imagesMax },
    };
  }
  const [body, visit, extras] = parseEachFields(
    [VerifyPropertySchema, visitChecklistSchema('property'), VisitExtrasSchema],
    fields,
  );
  const measured = { lengthM: body.length, widthM: body.width, rooms: body.room, bathrooms: body.bathroom };
  return {
    listing: measured,
    verification: { ...measured, ...visit, notes: body.description, floor: extras.floor ?? null },
    position: positionOf(extras),
    images: { required: M.verification.imagesRequired, max: M.verification.imagesMax },
  };
}

/** The device's position the form sent (both or neither: the schema refuses one alone). */
function positionOf(extras: { position_lat?: number; position_lon?: number }) {
  return extras.position_lat !== undefined && extras.position_lon !== undefined
    ? { lat: extras.position_lat, lon: extras.position_lon }
    : null;
}
