import { describe, expect, it } from 'vitest';
import { searchRequestPath } from './search-request-path';
import { searchRequestUrl } from './search-request';

const page = (query: string) => new URLSearchParams(query);

describe('searchRequestPath', () => {
  it('is the first page of the kind’s search, page and limit written, nothing else by default', () => {
    expect(searchRequestPath('hostel', page(''))).toBe('/api/hostels/by-address?page=1&limit=20');
    expect(searchRequestPath('bhada', page(''))).toBe('/api/landlords/verified/by-address?page=1&limit=20');
  });

  it('writes the parameters in one fixed order whatever the page URL’s order', () => {
    const a = searchRequestPath('hostel', page('sort=nearest&lon=83.958&km=3&lat=28.211&location=Lakeside'));
    const b = searchRequestPath('hostel', page('location=Lakeside&km=3&lat=28.211&sort=nearest&lon=83.958'));
    expect(a).toBe(
      '/api/hostels/by-address?location=Lakeside&lat=28.211&lon=83.958&km=3&sort=nearest&page=1&limit=20',
    );
    expect(b).toBe(a);
  });

  it('keeps the kind’s filters, normalised as the app sends them, and drops the other kind’s and the page’s own', () => {
    const query =
      'location=pokhara&amenities=hot_water,wifi&gender=girls&propertyType=flat&furnished=true&pages=3&view=map&listing=x1&maxPrice=10000';
    expect(searchRequestPath('hostel', page(query))).toBe(
      '/api/hostels/by-address?location=pokhara&maxPrice=10000&gender=girls&amenities=wifi%2Chot_water&page=1&limit=20',
    );
    expect(searchRequestPath('bhada', page(query))).toBe(
      '/api/landlords/verified/by-address?location=pokhara&maxPrice=10000&propertyType=flat&furnished=true&page=1&limit=20',
    );
  });

  it('leaves out what means the default: an empty location, a yes-filter set to false', () => {
    expect(searchRequestPath('bhada', page('location=%20&parking=false&sort='))).toBe(
      '/api/landlords/verified/by-address?page=1&limit=20',
    );
    expect(searchRequestPath('hostel', page('location=%20Dharan%20'))).toBe(
      '/api/hostels/by-address?location=Dharan&page=1&limit=20',
    );
  });

  it('is null for a page URL the API would refuse', () => {
    for (const bad of [
      'sort=cheapest',
      'sort=nearest&location=pokhara',
      'lat=abc&lon=83.9',
      'lat=28.2',
      'km=0',
      'km=900',
      'minPrice=9000&maxPrice=5000',
      'gender=robots',
      `location=${'x'.repeat(201)}`,
    ]) {
      expect(searchRequestPath('hostel', page(bad)), bad).toBeNull();
    }
    // A bad value of the other kind's filter is not the hostel search's business.
    expect(searchRequestPath('hostel', page('water=plenty'))).toBe('/api/hostels/by-address?page=1&limit=20');
  });
});

describe('searchRequestUrl', () => {
  it('writes a later page the same way', () => {
    expect(searchRequestUrl('hostel', { location: 'Kirtipur', minRooms: 2, page: 3 })).toBe(
      '/hostels/by-address?location=Kirtipur&minRooms=2&page=3&limit=20',
    );
  });
});
