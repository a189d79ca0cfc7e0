import { LISTING_CODES as M, type MessageCode } from '@app/shared';

/** What a new listing's owner is told: the team will call, and, without a map point, how to get one. */
export function submittedMessage(
  kind: 'hostel' | 'property',
  coordinate: { lat: number; lon: number } | null,
): MessageCode {
  if (kind === 'hostel') return coordinate ? M.submittedAs.hostel : M.submittedAs.hostelNotOnMap;
  return coordinate ? M.submittedAs.property : M.submittedAs.propertyNotOnMap;
}
