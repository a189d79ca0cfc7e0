import { z } from 'zod';
import { LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX } from '../constants';
import { codesOf } from '../messages/codes';
import { COMMON_CODES } from '../messages/common';
import { envelopeOf, pageSize } from './common';

export const GEOCODE_MESSAGES = {
  tooLong: 'Search text is too long',
  scopeInvalid: 'Please choose where to look: all of Nepal or Kathmandu.',
} as const;

/** The codes of GEOCODE_MESSAGES ('geocode.tooLong'): what the schema and the API send. */
export const GEOCODE_CODES = codesOf('geocode', GEOCODE_MESSAGES);

/** GET /geocode/autocomplete: the built-in Nepal gazetteer behind every location input. */
export const AutocompleteQuerySchema = z.object({
  q: z.string({ error: COMMON_CODES.invalidValue }).max(200, GEOCODE_CODES.tooLong).default(''),
  limit: pageSize(LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX),
  scope: z.enum(['nepal', 'kathmandu'], { error: GEOCODE_CODES.scopeInvalid }).default('nepal'),
});
export type AutocompleteQuery = z.input<typeof AutocompleteQuerySchema>;

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

/**
 * `kind` and `formattedNe` were added later and are optional, so an older client or cached answer
 * still reads. `formatted` is the English address a search and the URL carry; `formattedNe` the
 * same place in Nepali for showing (null where the place has no Nepali name).
 */
export const LocationSuggestionSchema = z.object({
  formatted: z.string(),
  formattedNe: z.string().nullable().optional(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(PLACE_KINDS).optional(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const AutocompleteResponseSchema = envelopeOf(z.array(LocationSuggestionSchema));
