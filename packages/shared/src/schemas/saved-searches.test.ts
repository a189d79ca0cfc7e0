import { describe, expect, it } from 'vitest';
import {
  CreateSavedSearchSchema,
  SAVED_SEARCH_CODES as M,
  SavedSearchQueryOutSchema,
  SavedSearchQuerySchema,
  savedSearchPath,
  UpdateSavedSearchSchema,
} from './saved-searches';
import { SEARCH_CODES, SearchQuerySchema } from './search';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the saved query', () => {
  it('is the search query without paging, field for field', () => {
    const searchFields = Object.keys(SearchQuerySchema.shape).filter((k) => k !== 'page' && k !== 'limit');
    expect(Object.keys(SavedSearchQuerySchema.shape).sort()).toEqual(searchFields.sort());
    // What the API answers names every field the saved query keeps.
    expect(Object.keys(SavedSearchQueryOutSchema.shape).sort()).toEqual(searchFields.sort());
  });

  it('keeps what the search would read, drops paging and unknown fields', () => {
    const query = SavedSearchQuerySchema.parse({
      location: 'Kirtipur',
      lat: '27.678',
      lon: '85.277',
      km: '3',
      sort: 'nearest',
      minPrice: '5000',
      amenities: 'wifi,hot_water',
      propertyType: ['flat', 'room'],
      furnished: 'true',
      page: 4,
      limit: 50,
      role: 'ADMIN',
    });
    expect(query).toEqual({
      location: 'Kirtipur',
      lat: 27.678,
      lon: 85.277,
      km: 3,
      sort: 'nearest',
      minPrice: 5000,
      amenities: ['wifi', 'hot_water'],
      propertyType: ['room', 'flat'],
      furnished: true,
    });
    // What is answered reads back as it was saved.
    expect(SavedSearchQuerySchema.parse(SavedSearchQueryOutSchema.parse(query))).toEqual(query);
  });

  it('refuses what the search refuses, with the search’s messages', () => {
    expect(issuesOf(SavedSearchQuerySchema.safeParse({ sort: 'nearest' }))).toEqual({
      sort: SEARCH_CODES.nearestNeedsPlace,
    });
    expect(issuesOf(SavedSearchQuerySchema.safeParse({ minPrice: 9000, maxPrice: 100 }))).toEqual({
      minPrice: SEARCH_CODES.priceRange,
    });
    expect(issuesOf(SavedSearchQuerySchema.safeParse({ location: 'a'.repeat(201) }))).toEqual({
      location: SEARCH_CODES.tooLong,
    });
    expect(issuesOf(SavedSearchQuerySchema.safeParse(['Kirtipur']))).toEqual({ '': M.queryInvalid });
  });

  it('becomes the search page’s address, place first, lists comma-separated', () => {
    const query = SavedSearchQuerySchema.parse({
      gender: 'girls',
      amenities: ['wifi', 'cctv'],
      maxPrice: 10000,
      location: 'Alert Tole, Kathmandu',
      sort: 'price_asc',
    });
    expect(savedSearchPath('hostel', query)).toBe(
      '/bhada/hostel?location=Alert+Tole%2C+Kathmandu&sort=price_asc&maxPrice=10000&gender=girls&amenities=wifi%2Ccctv',
    );
    expect(savedSearchPath('property', SavedSearchQuerySchema.parse({}))).toBe('/bhada/bhada');
  });
});

describe('saving and changing', () => {
  it('trims the name and holds it to 1–100 characters', () => {
    const base = { kind: 'hostel', query: {} };
    expect(CreateSavedSearchSchema.parse({ ...base, name: '  Near TU  ' }).name).toBe('Near TU');
    expect(CreateSavedSearchSchema.safeParse({ ...base, name: 'a'.repeat(100) }).success).toBe(true);
    expect(issuesOf(CreateSavedSearchSchema.safeParse({ ...base, name: 'a'.repeat(101) }))).toEqual({
      name: M.nameTooLong,
    });
    expect(issuesOf(CreateSavedSearchSchema.safeParse({ ...base, name: '  ' }))).toEqual({
      name: M.nameRequired,
    });
  });

  it('changes a name, the pause, or both; never nothing', () => {
    expect(UpdateSavedSearchSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(UpdateSavedSearchSchema.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(issuesOf(UpdateSavedSearchSchema.safeParse({}))).toEqual({ '': M.nothingToChange });
  });
});
