/**
 * What a gazetteer place is, from most to least important as a place to live: cities and towns, then
 * neighbourhoods, then the colleges and offices people look for a room near ("landmarks").
 */
export const PLACE_KINDS = [
  'metropolitan',
  'sub_metropolitan',
  'district_hq',
  'municipality',
  'locality',
  'campus',
  'office',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Colleges, campuses and offices: places one searches near (by distance), not places listings are in. */
export const LANDMARK_KINDS = ['campus', 'office'] as const satisfies readonly PlaceKind[];
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];

export function isLandmarkKind(kind: string | null | undefined): kind is LandmarkKind {
  return LANDMARK_KINDS.some((landmark) => landmark === kind);
}
