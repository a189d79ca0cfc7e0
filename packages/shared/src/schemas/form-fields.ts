import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants';
import { countDigits } from '../format';

/** Required text, trimmed, with the form's own message when it is missing. */
export const requiredText = (required: string, max: number, tooLong = `Must be at most ${max} characters`) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A phone number as people type it (spaces, dashes, +977): at least 10 digits. */
export const contactPhone = (messages: { required: string; digits: string }) =>
  requiredText(messages.required, 30, messages.digits).refine(
    (v) => countDigits(v) >= PHONE_MIN_DIGITS,
    messages.digits,
  );

/** An email address, trimmed and lower-cased. */
export const contactEmail = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required, 254, messages.invalid)
    .toLowerCase()
    .pipe(z.email({ error: messages.invalid }));
