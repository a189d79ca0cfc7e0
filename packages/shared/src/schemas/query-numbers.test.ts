import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMMON_CODES as C } from '../messages/common';
import { ATTRIBUTE_CODES as A } from './attributes';
import { listQuerySchema, pageQuerySchema } from './common';
import { VerifiedLocationQuerySchema } from './freelancers';
import { AutocompleteQuerySchema } from './geocode';
import { SEARCH_CODES as S, SearchQuerySchema } from './search';

// Numbers of the query string are decimal, as form numbers are (`formNumber`): `Number()` alone
// reads '?page=0x2' as page 2 and '?maxPrice=0b1' as 1.
const NOT_DECIMAL = ['0x2', '0X1f', '0b10', '0o7', 'Infinity', '1_0', '2abc'];

/** The message the field is refused with, or undefined when the query passes. */
function refusal(schema: z.ZodType, query: Record<string, unknown>, field: string) {
  const result = schema.safeParse(query);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('page numbers and sizes', () => {
  const SCHEMAS = [
    ['a paged list', pageQuerySchema(10, 50)],
    ['an admin’s list', listQuerySchema({}, { size: 10, max: 50 })],
    ['search', SearchQuerySchema],
    ['verifiers near a place', VerifiedLocationQuerySchema],
  ] as const;

  it.each(SCHEMAS)('%s refuses a page or limit not written in decimal', (_name, schema) => {
    for (const text of NOT_DECIMAL) {
      expect(refusal(schema, { page: text }, 'page'), text).toBe(C.page.number);
      expect(refusal(schema, { limit: text }, 'limit'), text).toBe(C.page.size);
    }
  });

  it.each(SCHEMAS)('%s reads decimal ones as before', (_name, schema) => {
    expect(schema.parse({ page: '2', limit: ' 10 ' })).toMatchObject({ page: 2, limit: 10 });
    expect(schema.parse({ page: 3, limit: 5 })).toMatchObject({ page: 3, limit: 5 });
    expect(schema.parse({})).toMatchObject({ page: 1 });
    expect(refusal(schema, { page: '' }, 'page')).toBe(C.page.number);
    expect(refusal(schema, { page: '1.5' }, 'page')).toBe(C.page.number);
  });

  it('place suggestions refuse a hex limit', () => {
    expect(refusal(AutocompleteQuerySchema, { limit: '0x5' }, 'limit')).toBe(C.page.size);
    expect(AutocompleteQuerySchema.parse({ limit: '5' }).limit).toBe(5);
  });
});

describe('search filters', () => {
  it.each([
    ['minPrice', S.priceInvalid, '5000', 5000],
    ['maxPrice', S.priceInvalid, '15000', 15000],
    ['minRooms', S.roomsInvalid, '2', 2],
    ['maxFloor', A.floorInvalid, '3', 3],
    ['lat', S.placeInvalid, '27.7', 27.7],
    ['lon', S.placeInvalid, '85.3', 85.3],
    ['km', S.distanceInvalid, '2.5', 2.5],
  ] as const)('%s refuses a number not written in decimal', (field, message, decimal, value) => {
    for (const text of NOT_DECIMAL)
      expect(refusal(SearchQuerySchema, { [field]: text }, field), text).toBe(message);
    expect(SearchQuerySchema.parse({ [field]: decimal })).toMatchObject({ [field]: value });
    // Blank is no filter, as before.
    expect(SearchQuerySchema.parse({ [field]: '' })[field]).toBeUndefined();
  });
});
