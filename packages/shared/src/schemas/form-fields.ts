import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';
import { countDigits } from '../format';

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

/** A decimal number as people type it ('12', '-3.5', '1e3'); not hex, binary or octal literals. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number field's text as a number: blank means not given (undefined), and anything but a decimal
 * number is NaN, refused with the field's "must be a number" message. `Number()` alone reads '0x10'
 * as 16 and '0b11' as 3. Values that are not text (JSON numbers) pass through as they are.
 */
export const formNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
};
