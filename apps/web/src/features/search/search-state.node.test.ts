import { describe, expect, it } from 'vitest';
import { MAX_PAGES, readSearchState, writeSearchState } from './search-state';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('round-trips, leaving defaults out', () => {
    const query = 'location=Lakeside&lat=28.211&lon=83.958&sort=nearest&pages=3&view=map&listing=abc';
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
  });

  it('keeps a point only when both halves are inside Nepal, and nearest only with a point', () => {
    expect(read('lat=28.2&lon=83.9').place).toEqual({ lat: 28.2, lon: 83.9 });
    expect(read('lat=51.5&lon=-0.12&sort=nearest')).toMatchObject({ place: null, sort: undefined });
    expect(read('lat=28.2&sort=nearest')).toMatchObject({ place: null, sort: undefined });
  });
});
