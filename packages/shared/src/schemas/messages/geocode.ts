import { codesOf } from '../../messages/codes';

export const GEOCODE_MESSAGES = {
  tooLong: 'Search text is too long',
  scopeInvalid: 'Please choose where to look: all of Nepal or Kathmandu.',
} as const;

/** The codes of GEOCODE_MESSAGES ('geocode.tooLong'): what the schema and the API send. */
export const GEOCODE_CODES = codesOf('geocode', GEOCODE_MESSAGES);
