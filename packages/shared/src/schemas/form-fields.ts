import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';
import { countDigits } from '../format';

// Without zod, for readers of a page URL too (search-params.ts).
export { formNumber } from '../form-number';

/** Required text, trimmed, with the form's own messages (codes) when it is missing or too long. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A phone number as people type it (spaces, dashes, +977): at least 10 digits, at most 30 characters. */
export const contactPhone = (messages: { required: string; digits: string; tooLong: string }) =>
  requiredText(messages.required, 30, messages.tooLong).refine(
    (v) => countDigits(v) >= PHONE_MIN_DIGITS,
    messages.digits,
  );

/** An email address, trimmed and lower-cased; one over 254 characters is not a valid address. */
export const contactEmail = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required, 254, messages.invalid)
    .toLowerCase()
    .pipe(z.email({ error: messages.invalid }));
