import { describe, expect, it } from 'vitest';
import { placeOf, queryFromParams, savedSearchLink } from './search-from-url';

const params = (query: string) => new URLSearchParams(query);

describe('the search read from the search page’s address', () => {
  it('keeps the place, the sort and the filters; leaves paging, the view and an open listing out', () => {
    const query = queryFromParams(
      'hostel',
      params(
        'location=Kirtipur&lat=27.678&lon=85.277&sort=nearest&gender=girls&meals=some&amenities=wifi,hot_water&maxPrice=10000&pages=3&view=map&listing=abc',
      ),
    );
    expect(query).toEqual({
      location: 'Kirtipur',
      lat: 27.678,
      lon: 85.277,
      sort: 'nearest',
      gender: 'girls',
      meals: 'some',
      amenities: ['wifi', 'hot_water'],
      maxPrice: 10000,
    });
  });

  it('leaves out what the search would not read: bad values, the other kind’s filters, rules across fields', () => {
    expect(
      queryFromParams('property', params('location=Pokhara&gender=girls&propertyType=flat&minRooms=x')),
    ).toEqual({
      location: 'Pokhara',
      propertyType: ['flat'],
    });
    expect(
      queryFromParams('hostel', params('sort=nearest&minPrice=9000&maxPrice=100&furnished=true')),
    ).toEqual({
      location: '',
    });
  });

  it('links back to the same search', () => {
    const query = queryFromParams('hostel', params('location=Kirtipur&gender=girls'));
    expect(savedSearchLink('hostel', query)).toBe('/bhada/hostel?location=Kirtipur&gender=girls');
    expect(savedSearchLink('property', queryFromParams('property', params('')))).toBe('/bhada/bhada');
  });

  it('names a place by its first part', () => {
    expect(placeOf('Tribhuvan University, Kirtipur, Kathmandu')).toBe('Tribhuvan University');
    expect(placeOf('')).toBe('');
  });
});
