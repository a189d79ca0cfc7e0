import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { APPLICATION_CODES as A, ApplySchema } from './applications';
import { formNumber } from './form-fields';
import { AddHostelSchema, AddPropertySchema, LISTING_CODES as L, VerifyPropertySchema } from './listings';
import { VISIT_CODES as V, VisitExtrasSchema } from './visit';

/** The message the field is refused with, or undefined when the body passes. */
function refusal(schema: z.ZodType, body: Record<string, unknown>, field: string) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('form numbers', () => {
  it.each(['0x10', '0X1f', '0b11', '0o17', 'Infinity', '1_000', '12abc', '--1'])(
    'reads %s as not a number',
    (text) => {
      expect(formNumber(text)).toBeNaN();
    },
  );

  it.each([
    ['12', 12],
    [' 8000 ', 8000],
    ['-3.5', -3.5],
    ['2.', 2],
    ['.5', 0.5],
    ['1e3', 1000],
    ['007', 7],
  ])('reads %s as %d', (text, value) => {
    expect(formNumber(text)).toBe(value);
  });

  it('leaves blanks out and numbers as they are', () => {
    expect(formNumber('  ')).toBeUndefined();
    expect(formNumber(16)).toBe(16);
  });

  it.each([
    [
      'a property price',
      AddPropertySchema,
      { name: 'Ghar', location: 'Baneshwor', Contact_no1: '9841234567' },
      'price',
      L.property.priceNumber,
    ],
    [
      'a hostel price',
      AddHostelSchema,
      { name: 'Sunrise', location: 'Putalisadak', room: '5', contact_no: '9841234567' },
      'price',
      L.hostel.pricePositive,
    ],
    [
      'measured rooms',
      VerifyPropertySchema,
      { length: '10', width: '8', bathroom: '2', description: 'Two floors' },
      'room',
      L.verification.room,
    ],
    [
      'people applying',
      ApplySchema,
      { name: 'Sita', email: 'sita@example.com', phone: '9841234567', No_of_rooms: '1' },
      'No_of_people',
      A.peopleWhole,
    ],
    ['the floor found', VisitExtrasSchema, {}, 'floor', V.floorInvalid],
  ] as const)('refuses %s written in hex or binary', (_name, schema, body, field, message) => {
    for (const text of ['0x10', '0b10']) {
      expect(refusal(schema, { ...body, [field]: text }, field)).toBe(message);
    }
    expect(refusal(schema, { ...body, [field]: '16' }, field)).toBeUndefined();
  });
});
