import type { AttributeSeed } from './filter-listings';

/**
 * What a search should answer, worked out in plain code from the seeds: the filters as the API
 * documents them, and the order search promises (sold last, expired after current, then the sort,
 * no price or no point last). Tests compare the API's pages with slices of this.
 */
export type ModelQuery = Record<string, string>;

const EARTH_RADIUS_M = 6_378_168; // earthdistance's earth()

export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

const list = (value: string | undefined) => (value ? value.split(',') : undefined);

/** Whether the seed passes every filter of the query (its kind's filters only). */
export function passes(seed: AttributeSeed, q: ModelQuery): boolean {
  const checks: boolean[] = [];
  if (q.minPrice) checks.push(seed.price !== null && seed.price >= Number(q.minPrice));
  if (q.maxPrice) checks.push(seed.price !== null && seed.price <= Number(q.maxPrice));
  if (q.minRooms) checks.push(seed.rooms !== null && seed.rooms >= Number(q.minRooms));
  if (seed.kind === 'hostel') {
    if (q.gender) checks.push(seed.gender === q.gender);
    if (q.meals === 'all') checks.push(seed.meals === 'all');
    if (q.meals === 'some') checks.push(seed.meals === 'some' || seed.meals === 'all');
    const amenities = list(q.amenities);
    if (amenities) checks.push(amenities.every((a) => seed.amenities?.includes(a)));
  } else {
    const types = list(q.propertyType);
    if (types) checks.push(seed.propertyType !== undefined && types.includes(seed.propertyType));
    if (q.furnished === 'true') checks.push(seed.furnished === true);
    if (q.parking === 'true') checks.push(seed.parking === true);
    if (q.water) checks.push(seed.water === q.water);
    if (q.maxFloor) checks.push(seed.floor !== undefined && seed.floor <= Number(q.maxFloor));
  }
  return checks.every(Boolean);
}

/** Whether the seed is where the query's text points: a known place, or words of its name. */
function isAt(seed: AttributeSeed, location = '') {
  const text = location.trim().toLowerCase();
  if (!text) return true;
  const city = { kathmandu: 'Kathmandu', pokhara: 'Pokhara' }[text];
  if (city) return seed.location.includes(city);
  return `${seed.name} ${seed.location}`.toLowerCase().includes(text);
}

const by = (...keys: ((s: AttributeSeed) => number | null)[]) => {
  return (a: AttributeSeed, b: AttributeSeed) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x === y) continue;
      // PostgreSQL puts nulls last in both of the orders search uses.
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    }
    return 0;
  };
};

/** The names search should list, in order, for this kind and query (all pages). */
export function expectedNames(seeds: AttributeSeed[], kind: AttributeSeed['kind'], q: ModelQuery) {
  const origin = q.lat ? { lat: Number(q.lat), lon: Number(q.lon) } : null;
  const distance = (s: AttributeSeed) => (origin && s.point ? metresBetween(origin, s.point) : null);
  const found = seeds.filter(
    (s) =>
      s.kind === kind &&
      isAt(s, q.location) &&
      passes(s, q) &&
      (!q.km || (distance(s) ?? Infinity) <= Number(q.km) * 1000),
  );
  const tier = [(s: AttributeSeed) => (s.sold ? 1 : 0), (s: AttributeSeed) => (s.expired ? 1 : 0)];
  const sortKey = {
    price_asc: (s: AttributeSeed) => s.price,
    price_desc: (s: AttributeSeed) => (s.price === null ? null : -s.price),
    newest: (s: AttributeSeed) => -s.day,
    nearest: distance,
  }[q.sort ?? 'newest'];
  if (!sortKey) throw new Error(`no model for sort ${q.sort}`);
  return found.sort(by(...tier, sortKey)).map((s) => s.name);
}
