import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { ATTRIBUTE_SEEDS, seedAttributeListing } from '../../../test/filter-listings';
import { expectedNames, type ModelQuery } from '../../../test/filter-model';
import { buildTestApp } from '../../../test/helper';

const app = await buildTestApp();

beforeAll(async () => {
  const owner = await createUser(app);
  for (const seed of ATTRIBUTE_SEEDS) await seedAttributeListing(app, owner.id, seed);
});

const ROUTES = { hostel: '/api/hostels/by-address', property: '/api/landlords/verified/by-address' };
type Kind = keyof typeof ROUTES;

async function search(kind: Kind, query: ModelQuery) {
  const res = await app.inject({
    method: 'GET',
    url: `${ROUTES[kind]}?${new URLSearchParams(query).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { name: string }[]; meta: { total: number } }>();
  return { names: body.data.map((l) => l.name), total: body.meta.total };
}

const THAMEL = { lat: '27.7154', lon: '85.3123' };

describe('each filter alone returns exactly the listings that match it (newest first)', () => {
  it.each([
    [
      'hostel',
      { gender: 'girls' },
      [
        'Sathi Price Unknown',
        'Sathi Pokhara Girls',
        'Other Girls All',
        'Sathi Girls Some',
        'Sathi Girls All',
        'Sathi Girls None Expired',
        'Sathi Girls All Sold',
      ],
    ],
    ['hostel', { gender: 'anyone' }, ['Sathi Anyone Some']],
    [
      'hostel',
      { meals: 'some' },
      [
        'Sathi Price Unknown',
        'Sathi Pokhara Girls',
        'Other Girls All',
        'Sathi Anyone Some',
        'Sathi Boys All',
        'Sathi Girls Some',
        'Sathi Girls All',
        'Sathi Girls All Sold',
      ],
    ],
    [
      'hostel',
      { meals: 'all' },
      [
        'Sathi Price Unknown',
        'Sathi Pokhara Girls',
        'Other Girls All',
        'Sathi Boys All',
        'Sathi Girls All',
        'Sathi Girls All Sold',
      ],
    ],
    [
      'hostel',
      { amenities: 'hot_water,wifi' },
      [
        'Sathi Price Unknown',
        'Other Girls All',
        'Sathi Anyone Some',
        'Sathi Girls All',
        'Sathi Girls None Expired',
        'Sathi Girls All Sold',
      ],
    ],
    ['hostel', { amenities: 'laundry' }, ['Sathi Anyone Some']],
    ['hostel', { minRooms: '20' }, ['Sathi Boys All', 'Sathi Girls Some', 'Sathi Girls None Expired']],
    ['property', { propertyType: 'house,commercial' }, ['Ghar Shutter', 'Ghar House Parking']],
    [
      'property',
      { furnished: 'true' },
      ['Other Flat', 'Ghar Flat Furnished', 'Ghar Flat Expired', 'Ghar Flat High Sold'],
    ],
    [
      'property',
      { parking: 'true' },
      ['Other Flat', 'Ghar House Parking', 'Ghar Flat Furnished', 'Ghar Flat Expired'],
    ],
    ['property', { water: 'scheduled' }, ['Ghar Room Bare', 'Ghar Flat Expired']],
    ['property', { maxFloor: '0' }, ['Ghar Shutter', 'Ghar House Parking', 'Ghar Room Bare']],
    ['property', { minRooms: '3' }, ['Ghar House Parking', 'Ghar Flat Furnished', 'Ghar Flat Expired']],
  ] as [Kind, ModelQuery, string[]][])('%s %o', async (kind, filter, names) => {
    const found = await search(kind, filter);
    expect(found.names).toEqual(names);
    expect(found.total).toBe(names.length);
    // The model the tests below rely on agrees.
    expect(expectedNames(ATTRIBUTE_SEEDS, kind, filter)).toEqual(names);
  });

  it('never matches a listing whose owner did not say (null) on a filtered attribute', async () => {
    const unknown = ['Sathi Unknown', 'Sathi Pokhara Unknown', 'Ghar Unknown'];
    const filters: [Kind, ModelQuery][] = [
      ['hostel', { gender: 'boys' }],
      ['hostel', { meals: 'some' }],
      ['hostel', { amenities: 'wifi' }],
      ['hostel', { minRooms: '1' }],
      ['property', { propertyType: 'room,flat,house,commercial' }],
      ['property', { furnished: 'true' }],
      ['property', { parking: 'true' }],
      ['property', { water: 'all_day' }],
      ['property', { maxFloor: '50' }],
    ];
    for (const [kind, filter] of filters) {
      const found = await search(kind, filter);
      expect(found.names.filter((name) => unknown.includes(name))).toEqual([]);
    }
    // A shutter that did not say how many rooms it has is not "at least 1 room".
    expect((await search('property', { minRooms: '1' })).names).not.toContain('Ghar Shutter');
  });

  it("ignores the other kind's filters", async () => {
    expect(await search('hostel', { propertyType: 'flat', furnished: 'true', maxFloor: '0' })).toEqual(
      await search('hostel', {}),
    );
    expect(await search('property', { gender: 'girls', meals: 'all', amenities: 'cctv' })).toEqual(
      await search('property', {}),
    );
  });
});

/** Filters (alone and together) crossed with every sort, on every path search takes, page by page. */
const FILTERS: [Kind, ModelQuery][] = [
  ['hostel', { gender: 'girls' }],
  ['hostel', { meals: 'some' }],
  ['hostel', { amenities: 'wifi,hot_water' }],
  ['hostel', { minRooms: '10' }],
  ['hostel', { gender: 'girls', meals: 'all', maxPrice: '10000' }],
  ['hostel', { amenities: 'wifi', minPrice: '7000', minRooms: '9' }],
  ['property', { propertyType: 'flat,room' }],
  ['property', { furnished: 'true' }],
  ['property', { parking: 'true' }],
  ['property', { water: 'all_day' }],
  ['property', { maxFloor: '2' }],
  ['property', { propertyType: 'flat', furnished: 'true', parking: 'true', maxFloor: '3' }],
];
const PATHS: Record<Kind, ModelQuery[]> = {
  // No text (listings), one place (listing_places), several places, free text (trigram match).
  hostel: [{}, { location: 'kathmandu' }, { location: 'pokhara' }, { location: 'sathi' }],
  property: [{}, { location: 'kathmandu' }, { location: 'pokhara' }, { location: 'ghar' }],
};
const SORTS: ModelQuery[] = [
  { sort: 'price_asc' },
  { sort: 'price_desc' },
  { sort: 'newest' },
  { sort: 'nearest', ...THAMEL },
  { sort: 'nearest', ...THAMEL, km: '2.5' },
];

describe.each(FILTERS)('%s search filtered by %o', (kind, filter) => {
  it.each(SORTS)('sorted %o, on every path, and its second page of 2', async (sort) => {
    for (const path of PATHS[kind]) {
      const query = { ...filter, ...path, ...sort };
      const all = expectedNames(ATTRIBUTE_SEEDS, kind, query);
      const whole = await search(kind, query);
      expect(whole.names, JSON.stringify(query)).toEqual(all);
      expect(whole.total).toBe(all.length);
      const second = await search(kind, { ...query, limit: '2', page: '2' });
      expect(second.names, `${JSON.stringify(query)} page 2`).toEqual(all.slice(2, 4));
      expect(second.total).toBe(all.length);
    }
  });
});
