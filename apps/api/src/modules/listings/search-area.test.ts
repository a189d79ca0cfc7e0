import { SearchQuerySchema } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing, writeListings, type ListingSeed } from '../../../test/search-factory';
import { queryRows } from '../../db/client';
import { getPlaceById } from '../../integrations/gazetteer';
import { insertListing } from './repository';
import { filterOf } from './search';
import { searchPageSql } from './search-repository';
import { DENSE_RING } from './search-ring';

const app = await buildTestApp();
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const kirtipur = getPlaceById('kirtipur')!;
const pokhara = getPlaceById('pokhara')!;
/** A point `km` north of a place's centre (a degree of latitude is about 111.2 km). */
const north = (place: { lat: number; lon: number }, km: number) => ({
  lat: place.lat + km / 111.2,
  lon: place.lon,
});

type Found = { name: string; price: number | null; sold: boolean };
type Meta = { total: number; page: number; limit: number; totalCapped: boolean; area?: unknown };
async function search(query: string, route = '/api/hostels/by-address') {
  const res = await app.inject({ method: 'GET', url: `${route}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: Found[]; meta: Meta }>();
  return { names: body.data.map((l) => l.name), meta: body.meta, data: body.data };
}

let ownerId: string;
/** A listing as seedListing writes it, with a hostel's gender or the rule columns when said. */
const seed = (
  listing: ListingSeed & { gender?: 'boys' | 'girls'; hidden?: true; held?: true; stale?: true },
) =>
  listing.gender || listing.hidden || listing.held || listing.stale
    ? writeListings(app, (tx) =>
        insertListing(tx, {
          kind: 'hostel',
          ownerId,
          name: listing.name ?? 'Hostel',
          location: listing.location,
          price: listing.price ?? 10_000,
          lat: listing.lat ?? null,
          lon: listing.lon ?? null,
          rooms: 5,
          contactNo1: '9841234567',
          verified: listing.verified ?? true,
          gender: listing.gender ?? null,
          hiddenAt: listing.hidden ? new Date() : null,
          heldByReports: listing.held ?? false,
          stale: listing.stale ?? false,
          createdAt: listing.createdAt ?? day(1),
        }),
      )
    : seedListing(app, ownerId, listing);

beforeAll(async () => {
  ownerId = (await createUser(app)).id;
  // Around Kirtipur, none of them filed under it: free-text addresses or a neighbouring place.
  await seed({
    name: 'One km',
    location: 'Ward 4, Chobhar',
    price: 9000,
    ...north(kirtipur, 1),
    createdAt: day(1),
  });
  await seed({
    name: 'Two km',
    location: 'Balkhu, Kathmandu',
    price: 7000,
    ...north(kirtipur, 2),
    createdAt: day(3),
    gender: 'girls',
  });
  await seed({
    name: 'Near three km',
    location: 'Ward 7, Panga',
    price: 12_000,
    ...north(kirtipur, 2.9),
    createdAt: day(2),
    gender: 'boys',
  });
  await seed({
    name: 'Four km',
    location: 'Kalanki, Kathmandu',
    price: 8000,
    ...north(kirtipur, 4),
    createdAt: day(4),
  });
  await seed({
    name: 'Rented nearby',
    location: 'Ward 2, Chobhar',
    price: 5000,
    ...north(kirtipur, 0.5),
    sold: true,
    createdAt: day(5),
  });
  // Never shown, through the ring or otherwise.
  await seed({
    name: 'Unverified nearby',
    location: 'Ward 7, Panga',
    ...north(kirtipur, 1.5),
    verified: false,
  });
  await seed({ name: 'Hidden nearby', location: 'Ward 7, Panga', ...north(kirtipur, 1.5), hidden: true });
  await seed({ name: 'Held nearby', location: 'Ward 7, Panga', ...north(kirtipur, 1.5), held: true });
  await seed({ name: 'Stale nearby', location: 'Ward 7, Panga', ...north(kirtipur, 1.5), stale: true });

  // Pokhara: a listing in the city without a point, one at the edge of the ring named by free text only.
  await seed({
    name: 'Pokhara old',
    location: 'Pokhara, Kaski',
    price: 6000,
    ...north(pokhara, 1),
    createdAt: day(1),
  });
  await seed({ name: 'Pokhara no point', location: 'Pokhara-17, Kaski', price: 11_000, createdAt: day(3) });
  await seed({
    name: 'Ring edge',
    location: 'Phewa shore lane',
    price: 9000,
    ...north(pokhara, 6),
    createdAt: day(2),
  });
  await seed({
    name: 'Far away',
    location: 'Phewa shore lane',
    price: 9000,
    ...north(pokhara, 12),
    createdAt: day(5),
  });

  // Balkumari: listings filed under it (one outside its 2 km ring, one without a point), one beside it.
  const balkumari = getPlaceById('balkumari')!;
  await seed({
    name: 'Balkumari centre',
    location: 'Balkumari, Lalitpur',
    price: 6000,
    ...north(balkumari, 0.3),
  });
  await seed({ name: 'Near Balkumari', location: 'Ward 9, Sisuwa', price: 7000, ...north(balkumari, 1) });
  await seed({
    name: 'Balkumari outskirts',
    location: 'Balkumari, Lalitpur',
    price: 8000,
    ...north(balkumari, 2.5),
  });
  await seed({ name: 'Balkumari no point', location: 'Balkumari', price: 9000 });
  await seed({
    name: 'Balkumari rented',
    location: 'Balkumari',
    price: 9500,
    sold: true,
    ...north(balkumari, 0.1),
  });

  await seed({
    kind: 'property',
    name: 'Flat near Kirtipur',
    location: 'Ward 7, Panga',
    ...north(kirtipur, 1),
  });
});

describe('a search naming one area covers the ring around it', () => {
  it('finds what is near Kirtipur when nothing is filed under it, nearest first, sold last', async () => {
    const found = await search('location=Kirtipur');
    expect(found.names).toEqual(['One km', 'Two km', 'Near three km', 'Rented nearby']);
    expect(found.meta).toEqual({
      total: 4,
      page: 1,
      limit: 20,
      totalCapped: false,
      area: { name: 'Kirtipur', nameNe: 'कीर्तिपुर', lat: kirtipur.lat, lon: kirtipur.lon, km: 3, inPlace: 0 },
    });
  });

  it('reads the chosen suggestion (its text and point) as the same area', async () => {
    const { lat, lon } = kirtipur;
    const found = await search(
      `location=${encodeURIComponent('Kirtipur, Kathmandu, Bagmati, Nepal')}&lat=${lat}&lon=${lon}`,
    );
    expect(found.names).toEqual(['One km', 'Two km', 'Near three km', 'Rented nearby']);
    expect(found.meta.area).toMatchObject({ name: 'Kirtipur', km: 3, inPlace: 0 });
  });

  it('takes km from the query instead of the size of the place', async () => {
    const found = await search('location=Kirtipur&km=5');
    expect(found.names).toEqual(['One km', 'Two km', 'Near three km', 'Four km', 'Rented nearby']);
    expect(found.meta.area).toMatchObject({ km: 5, inPlace: 0 });
    expect((await search('location=Kirtipur&km=1.5')).names).toEqual(['One km', 'Rented nearby']);
  });

  it('counts the listings filed under the place apart, and lists them by distance, those without a point last', async () => {
    const found = await search('location=Balkumari');
    expect(found.names).toEqual([
      'Balkumari centre',
      'Near Balkumari',
      'Balkumari outskirts',
      'Balkumari no point',
      'Balkumari rented',
    ]);
    expect(found.meta).toMatchObject({
      total: 5,
      area: { name: 'Balkumari', nameNe: 'बालकुमारी', km: 2, inPlace: 4 },
    });
    const paged = [];
    for (const page of [1, 2, 3])
      paged.push(...(await search(`location=Balkumari&limit=2&page=${page}`)).names);
    expect(paged).toEqual(found.names);
  });

  it('honours an explicit sort', async () => {
    expect((await search('location=Kirtipur&sort=price_asc&km=5')).names).toEqual([
      'Two km',
      'Four km',
      'One km',
      'Near three km',
      'Rented nearby',
    ]);
    expect((await search('location=Kirtipur&sort=newest&km=5')).names).toEqual([
      'Four km',
      'Two km',
      'Near three km',
      'One km',
      'Rented nearby',
    ]);
    expect((await search('location=Balkumari&sort=price_desc')).names).toEqual([
      'Balkumari no point',
      'Balkumari outskirts',
      'Near Balkumari',
      'Balkumari centre',
      'Balkumari rented',
    ]);
  });

  it('applies the filters to the ring as to the place', async () => {
    expect((await search('location=Kirtipur&maxPrice=8000')).names).toEqual(['Two km', 'Rented nearby']);
    expect((await search('location=Kirtipur&gender=boys')).names).toEqual(['Near three km']);
    expect((await search('location=Kirtipur&gender=girls')).meta).toMatchObject({
      total: 1,
      area: { inPlace: 0 },
    });
  });

  it('never shows unverified, hidden, held or stale listings through the ring', async () => {
    const names = (await search('location=Kirtipur&km=10&limit=50')).names;
    for (const hidden of ['Unverified nearby', 'Hidden nearby', 'Held nearby', 'Stale nearby'])
      expect(names).not.toContain(hidden);
  });

  it('keeps a city newest first, with its listings without a point', async () => {
    const found = await search('location=Pokhara');
    expect(found.names).toEqual(['Pokhara no point', 'Ring edge', 'Pokhara old']);
    expect(found.meta).toMatchObject({
      total: 3,
      area: { name: 'Pokhara', nameNe: 'पोखरा', km: 8, inPlace: 2 },
    });
    expect((await search('location=Pokhara&sort=price_desc')).names).toEqual([
      'Pokhara no point',
      'Ring edge',
      'Pokhara old',
    ]);
  });

  it("reads a busy place's ring in its order as it reads a quiet place's", async () => {
    for (const q of [
      'location=Kirtipur&sort=price_asc&km=5',
      'location=Pokhara',
      'location=Balkumari&sort=newest',
    ]) {
      const { filter } = filterOf(
        'hostel',
        SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))),
      );
      const quiet = await queryRows<{ id: string }>(app.db, searchPageSql(filter, { placed: 0 }));
      const busy = await queryRows<{ id: string }>(app.db, searchPageSql(filter, { placed: DENSE_RING }));
      expect(quiet.length, q).toBeGreaterThan(2);
      expect(busy, q).toEqual(quiet);
    }
  });

  it('answers properties the same way', async () => {
    const found = await search('location=Kirtipur', '/api/landlords/verified/by-address');
    expect(found.names).toEqual(['Flat near Kirtipur']);
    expect(found.meta.area).toMatchObject({ name: 'Kirtipur', km: 3, inPlace: 0 });
  });

  it('leaves a campus search as it was: the districts around it, no ring and no area', async () => {
    const found = await search(
      `location=${encodeURIComponent('Tribhuvan University, Kirtipur, Kathmandu, Bagmati, Nepal')}`,
    );
    expect(found.meta.area ?? null).toBeNull();
    // Filed under the valley's districts (Balkhu, Kalanki, Balkumari), not free-text addresses nearby.
    expect(found.names).toContain('Two km');
    expect(found.names).toContain('Balkumari centre');
    expect(found.names).not.toContain('One km');
  });

  it('leaves districts, several places and free text without an area', async () => {
    const elsewhere = `lat=${pokhara.lat}&lon=${pokhara.lon}&km=3`;
    // A point that is not the place's own keeps the place and that radius, as before.
    expect(await search(`location=Kirtipur&${elsewhere}`)).toMatchObject({ names: [], meta: { total: 0 } });
    for (const q of ['kathmandu', 'baneswor', 'Ward%207%2C%20Panga', `Kirtipur&${elsewhere}`])
      expect((await search(`location=${q}`)).meta.area ?? null, q).toBeNull();
  });
});
