import { codesOf } from './codes';

/** Messages any answer of the API may carry, whichever module sends it. */
export const COMMON_MESSAGES = {
  ok: 'OK',
  somethingWrong: 'Something went wrong. Please try again.',
  /** For a rule that has no message of its own yet; every schema rule should have one. */
  invalidValue: 'Please check this value.',
  notFound: 'Not found',
  /** The database cannot be reached for now (a network cut, a restart). */
  unavailable: 'The service is unavailable for a moment. Please try again shortly.',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  rateLimited: {
    oneMinute: 'Too many attempts. Please wait a minute and try again.',
    /** {{minutes}}: 2 or more. */
    minutes: 'Too many attempts. Please wait {{minutes}} minutes and try again.',
  },
  request: {
    tooLarge: 'The request is too large.',
    unsupportedType: 'This content type is not supported.',
    emptyJson: 'The request body is empty but JSON was expected.',
    invalidJson: 'The request body is not valid JSON.',
    addressTooLong: 'The address is too long.',
    addressInvalid: 'The address is not valid.',
    invalid: 'The request could not be processed.',
    controlCharacters: 'Text must not contain control characters.',
    notMultipart: 'Please send the form as multipart/form-data.',
    formUnreadable: 'The form could not be read. Please send it again.',
    tooManyFields: 'The form has too many fields.',
  },
  page: {
    number: 'Please choose a page number of 1 or more.',
    size: 'Please choose a valid number of results per page.',
  },
  /** The health check's answer when a part is down. */
  health: {
    database: 'Database unreachable',
    storage: 'Photo storage cannot be written',
    both: 'Database unreachable and photo storage cannot be written',
  },
  /** The readiness check's answer (load balancers) when this instance should get no traffic. */
  ready: {
    database: 'Not ready: database unreachable',
    storage: 'Not ready: photo storage cannot be written',
    both: 'Not ready: database unreachable and photo storage cannot be written',
  },
} as const;

export const COMMON_CODES = codesOf('common', COMMON_MESSAGES);
