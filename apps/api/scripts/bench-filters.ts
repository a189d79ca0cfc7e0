// Filtered searches for the benchmarks (bench-run.ts, bench.ts): what tenants narrow a search by,
// each request new to the server (a cold search: planned, read and counted by the database).
import { PLACES } from '../src/integrations/gazetteer';

/** What tenants ask for, hostels and properties alike. */
const COMBOS: { route: 'hostels' | 'properties'; filter: string; sort: string }[] = [
  { route: 'hostels', filter: 'gender=girls&meals=some&maxPrice=10000', sort: 'price_asc' },
  { route: 'properties', filter: 'propertyType=flat&furnished=true', sort: 'price_asc' },
  { route: 'hostels', filter: 'gender=boys&amenities=wifi,hot_water', sort: 'newest' },
  { route: 'properties', filter: 'propertyType=room,flat&water=all_day&maxPrice=20000', sort: 'newest' },
  { route: 'hostels', filter: 'meals=all&minRooms=10&maxPrice=15000', sort: 'price_desc' },
];

/** Sorted by distance from the place chosen (a college, say): with these filters, or none. */
const NEAR: { route: 'hostels' | 'properties'; filter: string }[] = [
  { route: 'hostels', filter: 'gender=girls&amenities=wifi,attached_bathroom' },
  { route: 'properties', filter: 'parking=true&maxFloor=2' },
];

const ROUTE = { hostels: '/api/hostels/by-address', properties: '/api/landlords/verified/by-address' };

/**
 * Every demo price is at least Rs. 3,000, so a minimum under that changes no answer but makes each
 * request's URL (the search cache's key) new.
 */
const fresh = (i: number) => `minPrice=${i % 3000}`;

/** The `i`-th of a tenant's filtered searches: every place, each combination, the first 3 pages. */
export function filteredBrowsing(i: number): string {
  const place = PLACES[i % PLACES.length]!;
  const combo = COMBOS[Math.floor(i / PLACES.length) % COMBOS.length]!;
  const page = 1 + (Math.floor(i / (PLACES.length * COMBOS.length)) % 3);
  return `${ROUTE[combo.route]}?location=${encodeURIComponent(place.name)}&${combo.filter}&sort=${combo.sort}&page=${page}&${fresh(i)}`;
}

/**
 * The `i`-th search nearest a chosen place (every place, hostels and properties, the first 2
 * pages), `filtered` or not: the same places and pages either way, to compare the two.
 */
export function nearestBrowsing(i: number, filtered: boolean): string {
  const place = PLACES[i % PLACES.length]!;
  const near = NEAR[Math.floor(i / PLACES.length) % NEAR.length]!;
  const page = 1 + (Math.floor(i / (PLACES.length * NEAR.length)) % 2);
  const filter = filtered ? `&${near.filter}` : '';
  return `${ROUTE[near.route]}?location=${encodeURIComponent(place.name)}&sort=nearest&lat=${place.lat}&lon=${place.lon}${filter}&page=${page}&${fresh(i)}`;
}

/**
 * The broadest filtered searches, in Kathmandu: girls' hostels with meals under Rs. 10,000 by
 * price, and furnished flats by price, in turn, over the first 5 pages.
 */
export function filteredKathmandu(i: number): string {
  const page = 1 + (Math.floor(i / 2) % 5);
  return i % 2 === 0
    ? `${ROUTE.hostels}?location=kathmandu&gender=girls&meals=some&maxPrice=10000&sort=price_asc&page=${page}&${fresh(i)}`
    : `${ROUTE.properties}?location=kathmandu&propertyType=flat&furnished=true&sort=price_asc&page=${page}&${fresh(i)}`;
}
