import { describe, expect, it } from 'vitest';
import { kindSwitchSearch, MAX_PAGES, readSearchState, writeSearchState } from './search-state';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('round-trips, leaving defaults out', () => {
    const query = 'location=Lakeside&lat=28.211&lon=83.958&km=5&sort=nearest&pages=3&view=map&listing=abc';
    expect(writeSearchState(read(query)).toString()).toBe(query);
    expect(writeSearchState(read('')).toString()).toBe('');
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(read('pages=0').pages).toBe(1);
    expect(read('pages=2.5').pages).toBe(1);
    expect(read('pages=99999').pages).toBe(MAX_PAGES);
    expect(read('sort=cheapest').sort).toBeUndefined();
    expect(read('view=satellite').view).toBe('list');
    expect(read(`listing=${'x'.repeat(101)}`).listingId).toBeNull();
    expect(read(`location=${'a'.repeat(300)}`).location).toHaveLength(200);
    // The API's range for the ring around a place: more than 0, at most 500 km.
    expect(read('km=2.5').km).toBe(2.5);
    for (const km of ['0', '-3', '501', 'far', '']) expect(read(`km=${km}`).km).toBeNull();
  });

  it("the other kind's page keeps the place, point, ring, order and shared filters, and drops the rest", () => {
    const state = read(
      'location=Kirtipur&lat=27.6787&lon=85.2775&km=5&sort=nearest&gender=girls&meals=all&maxPrice=12000&visited=true&pages=2&view=map&listing=abc',
    );
    expect(kindSwitchSearch(state, 'bhada')).toBe(
      '?location=Kirtipur&lat=27.6787&lon=85.2775&km=5&sort=nearest&maxPrice=12000&visited=true',
    );
    expect(kindSwitchSearch(read('furnished=true'), 'hostel')).toBe('');
  });

  it('keeps a point only when both halves are inside Nepal, and nearest only with a point', () => {
    expect(read('lat=28.2&lon=83.9').place).toEqual({ lat: 28.2, lon: 83.9 });
    expect(read('lat=51.5&lon=-0.12&sort=nearest')).toMatchObject({ place: null, sort: undefined });
    expect(read('lat=28.2&sort=nearest')).toMatchObject({ place: null, sort: undefined });
  });
});
