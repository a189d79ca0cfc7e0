import { z } from 'zod';
import { LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX } from '../constants';
import { COMMON_CODES } from '../messages/common';
import { envelopeOf, pageSize } from './common';
import { GEOCODE_CODES } from './messages/geocode';
import { PLACE_KINDS } from '../place-kinds';

// The messages live without zod, for screens that show them without validating (messages/geocode.ts).
export { GEOCODE_MESSAGES, GEOCODE_CODES } from './messages/geocode';
// Without zod, for the search page's first load.
export {
  isLandmarkKind,
  LANDMARK_KINDS,
  PLACE_KINDS,
  type LandmarkKind,
  type PlaceKind,
} from '../place-kinds';

/** GET /geocode/autocomplete: the built-in Nepal gazetteer behind every location input. */
export const AutocompleteQuerySchema = z.object({
  q: z.string({ error: COMMON_CODES.invalidValue }).max(200, GEOCODE_CODES.tooLong).default(''),
  limit: pageSize(LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX),
  scope: z.enum(['nepal', 'kathmandu'], { error: GEOCODE_CODES.scopeInvalid }).default('nepal'),
});
export type AutocompleteQuery = z.input<typeof AutocompleteQuerySchema>;

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
