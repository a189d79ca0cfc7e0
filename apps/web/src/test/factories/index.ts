// Every test's data, in the shapes of the shared zod schemas (what the API answers), each with overrides.
export { listingId, makeHiddenEntry, makeShortlistEntry, previewOf } from './shortlist';
export {
  makeApplicant,
  makeApplication,
  makeFreelancer,
  makeLogin,
  makeUser,
  makeVerifiedFreelancer,
} from './people';
export {
  makeHostel,
  makeListedHostel,
  makeListedProperty,
  makeNestedListing,
  makeOwnerHostel,
  makeProperty,
} from './listings';
export { makeOwnerListing } from './owner-listings';
export { makeMyApplication } from './my-applications';
export { makeEvidence, NO_MEASURES } from './evidence';
export { makeReport, makeTask, ROOM_ID, roomOf } from './work';
export { nextId, uuidOf } from './ids';
