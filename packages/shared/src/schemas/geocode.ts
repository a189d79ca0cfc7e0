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

export const LocationSuggestionSchema = z.object({ formatted: z.string(), lat: z.number(), lon: z.number() });
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const AutocompleteResponseSchema = envelopeOf(z.array(LocationSuggestionSchema));
