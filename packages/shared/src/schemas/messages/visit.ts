import { MAX_FLOOR } from '../../attribute-values';
import { codesOf } from '../../messages/codes';

/** Hours a day water runs, when the verifier asked (0–24). */
export const WATER_HOURS_MAX = 24;

export const VISIT_MESSAGES = {
  answerRequired: 'Please answer yes, no or not seen.',
  waterHoursInvalid: `Water hours must be a whole number from 0 to ${WATER_HOURS_MAX}.`,
  floorInvalid: `Floor must be a whole number from 0 (ground floor) to ${MAX_FLOOR}.`,
  positionInvalid: 'The position sent with the photos is not valid.',
} as const;

/** The codes of VISIT_MESSAGES ('visit.answerRequired'): what schemas and the API send. */
export const VISIT_CODES = codesOf('visit', VISIT_MESSAGES);
