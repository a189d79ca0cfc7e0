import { CoordinateSchema, type Coordinate } from '@app/shared';
import { readStoredJson, removeStorage, writeStorage } from '../../lib/storage';

/**
 * What a visitor typed into the sign-up form before being asked to log in, kept on this device
 * until the sign-up is sent, so logging in (or registering first) loses nothing.
 */
export const SIGNUP_DRAFT_KEY = 'freelancerDraft';

/** The form's values, as the fields hold them. */
export interface SignupDraft {
  name: string;
  phone: string;
  email: string;
  location: string;
  message: string;
  /** Set when the location was picked from the suggestions. */
  coordinate: Coordinate | null;
}

export const EMPTY_SIGNUP: SignupDraft = {
  name: '',
  phone: '',
  email: '',
  location: '',
  message: '',
  coordinate: null,
};

const TEXT_FIELDS = ['name', 'phone', 'email', 'location', 'message'] as const;
/** Far above what the schema accepts: enough for anything typed, not for a stuffed value. */
const MAX_TEXT = 5000;

/** Any value (stored JSON, the form's values) as a draft: strings where strings are, else empty. */
export function toSignupDraft(value: unknown): SignupDraft {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const draft: SignupDraft = { ...EMPTY_SIGNUP };
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (typeof text === 'string') draft[field] = text.slice(0, MAX_TEXT);
  }
  const coordinate = CoordinateSchema.safeParse(record.coordinate);
  draft.coordinate = coordinate.success ? coordinate.data : null;
  return draft;
}

/** The saved draft, read defensively (storage can hold anything); null when there is none. */
export function readSignupDraft(): SignupDraft | null {
  const value = readStoredJson(SIGNUP_DRAFT_KEY);
  return typeof value === 'object' && value !== null ? toSignupDraft(value) : null;
}

export function saveSignupDraft(values: unknown): void {
  writeStorage(SIGNUP_DRAFT_KEY, JSON.stringify(toSignupDraft(values)));
}

export function clearSignupDraft(): void {
  removeStorage(SIGNUP_DRAFT_KEY);
}
