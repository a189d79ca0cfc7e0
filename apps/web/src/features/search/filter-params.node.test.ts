import { describe, expect, it } from 'vitest';
import { countFilters, filtersFor, readFilters, writeFilters } from './filter-params';
import { readSearchState, writeSearchState } from './search-state';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('round-trip with the search, under the API’s names, lists in the vocabulary’s order', () => {
    const query =
      'location=Kirtipur&sort=price_asc&minPrice=5000&maxPrice=10000&minRooms=2&gender=girls&meals=some&amenities=wifi%2Chot_water&pages=2';
    const state = readSearchState(new URLSearchParams(query));
    expect(state.filters).toEqual({
      minPrice: 5000,
      maxPrice: 10000,
      minRooms: 2,
      gender: 'girls',
      meals: 'some',
      amenities: ['wifi', 'hot_water'],
    });
    expect(writeSearchState(state).toString()).toBe(query);
    expect(read('amenities=cctv,wifi').amenities).toEqual(['wifi', 'cctv']);
    expect(read('propertyType=flat,room&furnished=true&water=tanker&maxFloor=0')).toEqual({
      propertyType: ['room', 'flat'],
      furnished: true,
      water: 'tanker',
      maxFloor: 0,
    });
  });

  it('drop what the shared schema refuses, and a min price above the max', () => {
    expect(read('gender=aliens&meals=none&minRooms=0&maxPrice=-5&amenities=pool&furnished=false')).toEqual(
      {},
    );
    expect(read('minPrice=20000&maxPrice=10000&minRooms=1')).toEqual({ minRooms: 1 });
    expect(read('amenities=,')).toEqual({});
  });

  it('a search uses and counts only its kind’s filters, each amenity apart', () => {
    const filters = read(
      'minPrice=1000&gender=boys&amenities=wifi,cctv&propertyType=flat,house&parking=true',
    );
    expect(filtersFor('hostel', filters)).toEqual({
      minPrice: 1000,
      gender: 'boys',
      amenities: ['wifi', 'cctv'],
    });
    expect(filtersFor('bhada', filters)).toEqual({
      minPrice: 1000,
      propertyType: ['flat', 'house'],
      parking: true,
    });
    expect(countFilters(filtersFor('hostel', filters))).toBe(4);
    expect(countFilters(filtersFor('bhada', filters))).toBe(4);
    const params = new URLSearchParams();
    writeFilters({}, params);
    expect(params.toString()).toBe('');
  });
});
