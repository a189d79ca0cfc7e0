import { describe, expect, it } from 'vitest';
import { CoordinateSchema } from './schemas/listings';
import { SearchFiltersSchema, type SearchFilters } from './schemas/search';
import { readNepalPoint, readSearchFilters, SEARCH_FILTER_KEYS } from './search-params';

/** What the search page read from a filter's URL text when it asked the schema itself. */
function schemaReading(key: keyof SearchFilters, raw: string): unknown {
  const parsed = SearchFiltersSchema.shape[key].safeParse(raw);
  if (!parsed.success) return undefined;
  const value: unknown = parsed.data;
  return Array.isArray(value) && value.length === 0 ? undefined : value;
}

const TEXTS = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  ' 12 ',
  '12.5',
  '1e3',
  '1e400',
  '0x10',
  '101',
  '50',
  '51',
  '9007199254740993',
  'abc',
  'true',
  'false',
  'TRUE',
  'yes',
  'girls',
  ' girls',
  'some',
  'none',
  'all',
  'all_day',
  'wifi',
  'wifi, hot_water',
  'hot_water,wifi,wifi',
  'wifi,,cctv',
  ',',
  'wifi,sauna',
  'wifi,wifi,wifi,wifi,wifi,wifi,wifi,wifi,wifi',
  'room,flat',
  'room, flat',
  'flat,room,room',
  'castle',
];

describe('readSearchFilters', () => {
  it('has the schema’s filters, in its order', () => {
    expect([...SEARCH_FILTER_KEYS]).toEqual(Object.keys(SearchFiltersSchema.shape));
  });

  it.each(SEARCH_FILTER_KEYS)('reads %s as the schema does, leaving out what it refuses', (key) => {
    for (const raw of TEXTS) {
      const read = readSearchFilters(new URLSearchParams([[key, raw]]));
      expect({ raw, value: read[key] }).toEqual({ raw, value: schemaReading(key, raw) });
    }
  });

  it('reads several filters at once and skips the ones not in the URL', () => {
    const params = new URLSearchParams('minPrice=5000&gender=trans&amenities=cctv,wifi&visited=true');
    expect(readSearchFilters(params)).toEqual({ minPrice: 5000, amenities: ['wifi', 'cctv'], visited: true });
  });
});

describe('readNepalPoint', () => {
  const POINTS: [string, string][] = [
    ['27.7', '85.3'],
    [' 27.7 ', '85.3'],
    ['26', '88.3'],
    ['25.99', '85'],
    ['27', '88.31'],
    ['0x1B', '85'],
    ['27.7', 'east'],
    ['Infinity', '85'],
    ['1e1', '85'],
  ];

  it.each(POINTS)('reads %s, %s as CoordinateSchema does', (lat, lon) => {
    const parsed = CoordinateSchema.safeParse({ lat, lon });
    expect(readNepalPoint(lat, lon)).toEqual(parsed.success ? parsed.data : null);
  });
});
