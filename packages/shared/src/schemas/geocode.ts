import { z } from 'zod';
import { LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX } from '../constants';
import { envelopeOf } from './common';

/** GET /geocode/autocomplete: the built-in Nepal gazetteer behind every location input. */
export const AutocompleteQuerySchema = z.object({
  q: z.string().max(200, 'Search text is too long').default(''),
  limit: z.coerce.number().int().min(1).max(LOCATION_LIMIT_MAX).default(LOCATION_LIMIT_DEFAULT),
  scope: z.enum(['nepal', 'kathmandu']).default('nepal'),
});
export type AutocompleteQuery = z.input<typeof AutocompleteQuerySchema>;

export const LocationSuggestionSchema = z.object({ formatted: z.string(), lat: z.number(), lon: z.number() });
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const AutocompleteResponseSchema = envelopeOf(z.array(LocationSuggestionSchema));
