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
