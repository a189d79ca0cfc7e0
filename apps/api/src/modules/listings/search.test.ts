import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';

const app = await buildTestApp();
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

type Found = {
  _id: string;
  name: string;
  price: number | null;
  sold: boolean;
  location: string;
  thumbnail: string[];
};
const search = async (query: string, route = '/api/hostels/by-address') => {
  const res = await app.inject({ method: 'GET', url: `${route}?${query}` });
  return {
    status: res.statusCode,
    body: res.json<{
      data: Found[];
      meta: { total: number; page: number; limit: number; totalCapped: boolean; area?: unknown };
      message: string;
      errors?: Record<string, string>;
    }>(),
  };
};
const names = (found: { body: { data: Found[] } }) => found.body.data.map((l) => l.name);

beforeAll(async () => {
  const owner = await createUser(app);
  const seeds = [
    {
      name: 'Lakeside Budget',
      location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
      price: 6000,
      lat: 28.211,
      lon: 83.958,
      createdAt: day(1),
    },
    {
      name: 'Damside Girls',
      location: 'Damside, Pokhara, Kaski, Gandaki, Nepal',
      price: 9000,
      lat: 28.199,
      lon: 83.962,
      createdAt: day(2),
    },
    {
      name: 'Pokhara Premium',
      location: 'Pokhara, Kaski, Gandaki, Nepal',
      price: 15000,
      lat: 28.2096,
      lon: 83.9856,
      createdAt: day(3),
    },
    {
      name: 'Pokhara Sold Out',
      location: 'Pokhara, Kaski, Gandaki, Nepal',
      price: 1000,
      lat: 28.21,
      lon: 83.98,
      sold: true,
      createdAt: day(9),
    },
    {
      name: 'Baneshwor Boys',
      location: 'New Baneshwor, Kathmandu, Bagmati, Nepal',
      price: 8000,
      lat: 27.6889,
      lon: 85.3365,
      createdAt: day(4),
    },
    {
      name: 'Ward Ten Home',
      location: 'Kathmandu-10, Baneshwor',
      price: 12000,
      lat: 27.69,
      lon: 85.334,
      createdAt: day(5),
    },
    {
      name: 'Thamel Backpackers',
      location: 'Thamel, Kathmandu, Bagmati, Nepal',
      price: 7000,
      lat: 27.7154,
      lon: 85.3123,
      createdAt: day(6),
    },
    { name: 'Hidden Valley Rooms', location: 'Ward 3, Shivapuri Gaun', price: 4000, createdAt: day(7) },
    { name: 'No Price Hostel', location: 'Thamel, Kathmandu', price: null, createdAt: day(8) },
  ];
  for (const seed of seeds) await seedListing(app, owner.id, seed);
  await seedListing(app, owner.id, {
    name: 'Pokhara Unverified',
    location: 'Pokhara, Kaski',
    verified: false,
  });
  await seedListing(app, owner.id, {
    kind: 'property',
    name: 'Pokhara Flat',
    location: 'Lakeside, Pokhara',
    price: 20000,
  });
});

describe('GET /api/hostels/by-address', () => {
  it('returns only verified hostels, never other kinds, sold last', async () => {
    const found = await search('location=pokhara');
    expect(found.status).toBe(200);
    expect(names(found)).toEqual(['Pokhara Premium', 'Damside Girls', 'Lakeside Budget', 'Pokhara Sold Out']);
    expect(found.body.data.at(-1)?.sold).toBe(true);
    expect(found.body.meta).toEqual({
      total: 4,
      page: 1,
      limit: 20,
      totalCapped: false,
      // A city: its own listings and those within 8 km of its centre (search-area.test.ts).
      area: { name: 'Pokhara', nameNe: 'पोखरा', lat: 28.2096, lon: 83.9856, km: 8, inPlace: 4 },
    });
  });

  it('lists every verified hostel, newest first, for an empty location', async () => {
    const found = await search('location=');
    expect(found.body.meta.total).toBe(9);
    expect(names(found).slice(0, 2)).toEqual(['No Price Hostel', 'Hidden Valley Rooms']);
    expect(names(found).at(-1)).toBe('Pokhara Sold Out');
    expect(names(found)).not.toContain('Pokhara Unverified');
  });

  it.each([
    ['baneswor', ['Ward Ten Home', 'Baneshwor Boys']],
    ['BANESHWOR', ['Ward Ten Home', 'Baneshwor Boys']],
    ['pokhra', ['Pokhara Premium', 'Damside Girls', 'Lakeside Budget', 'Pokhara Sold Out']],
    ['kathmandoo', ['No Price Hostel', 'Thamel Backpackers', 'Ward Ten Home', 'Baneshwor Boys']],
    ['kaski', ['Pokhara Premium', 'Damside Girls', 'Lakeside Budget', 'Pokhara Sold Out']],
    ['shivapuri', ['Hidden Valley Rooms']],
    ['backpackers', ['Thamel Backpackers']],
    // A neighbourhood: nearest its centre first, those without a point after them.
    ['thamell', ['Thamel Backpackers', 'No Price Hostel']],
  ])('tolerates spelling: %s', async (q, expected) => {
    expect(names(await search(`location=${q}`))).toEqual(expected);
  });

  it('sorts by price both ways, sold still last, no price last', async () => {
    expect(names(await search('location=pokhara&sort=price_asc'))).toEqual([
      'Lakeside Budget',
      'Damside Girls',
      'Pokhara Premium',
      'Pokhara Sold Out',
    ]);
    expect(names(await search('location=pokhara&sort=price_desc'))).toEqual([
      'Pokhara Premium',
      'Damside Girls',
      'Lakeside Budget',
      'Pokhara Sold Out',
    ]);
    expect(names(await search('location=thamel&sort=price_asc')).at(-1)).toBe('No Price Hostel');
  });

  it('sorts by distance from a chosen point', async () => {
    const found = await search('location=pokhara&sort=nearest&lat=28.199&lon=83.962');
    expect(names(found)[0]).toBe('Damside Girls');
    const all = await search('sort=nearest&lat=27.7154&lon=85.3123');
    expect(names(all)[0]).toBe('Thamel Backpackers');
  });

  it('lists nearest first, those without coordinates after them, sold last, and pages that order', async () => {
    const point = 'lat=27.7154&lon=85.3123';
    const all = names(await search(`sort=nearest&${point}`));
    expect(all.slice(0, 6)).toEqual([
      'Thamel Backpackers',
      'Ward Ten Home',
      'Baneshwor Boys',
      'Pokhara Premium',
      'Damside Girls',
      'Lakeside Budget',
    ]);
    expect(all.slice(6, 8).sort()).toEqual(['Hidden Valley Rooms', 'No Price Hostel']);
    expect(all[8]).toBe('Pokhara Sold Out');
    const paged = [];
    for (const page of [1, 2, 3, 4])
      paged.push(...names(await search(`sort=nearest&${point}&limit=3&page=${page}`)));
    expect(paged).toEqual(all);
  });

  it('sorts by distance within a radius, and counts only what is inside it', async () => {
    const found = await search('sort=nearest&lat=28.2096&lon=83.9856&km=3');
    expect(names(found)).toEqual(['Pokhara Premium', 'Damside Girls', 'Lakeside Budget', 'Pokhara Sold Out']);
    expect(found.body.meta.total).toBe(4);
    const none = await search('sort=nearest&lat=26.45&lon=87.27&km=2');
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses nearest without a point', async () => {
    const found = await search('sort=nearest');
    expect(found.status).toBe(400);
    expect(found.body.message).toBe('Choose a place to sort by distance.');
  });

  it('filters by a radius in km', async () => {
    const near = await search('lat=28.2096&lon=83.9856&km=1');
    expect(names(near).sort()).toEqual(['Pokhara Premium', 'Pokhara Sold Out']);
    const wider = await search('lat=28.2096&lon=83.9856&km=5');
    expect(wider.body.meta.total).toBe(4);
  });

  it('filters by price', async () => {
    expect(names(await search('location=pokhara&minPrice=7000&maxPrice=15000&sort=price_asc'))).toEqual([
      'Damside Girls',
      'Pokhara Premium',
    ]);
    expect((await search('minPrice=9000&maxPrice=100')).status).toBe(400);
  });

  it('pages without overlap and with the total', async () => {
    const first = await search('limit=4&page=1');
    const second = await search('limit=4&page=2');
    const third = await search('limit=4&page=3');
    expect(first.body.meta).toMatchObject({ total: 9, page: 1, limit: 4 });
    const ids = [...first.body.data, ...second.body.data, ...third.body.data].map((l) => l._id);
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
    expect((await search('limit=51')).status).toBe(400);
  });

  it.each([
    '.*',
    '%25',
    '%25%25',
    "'",
    '%22',
    "'%20or%201%3D1--",
    '%5C',
    '%5C%5C%25',
    '%F0%9F%8F%A0',
    '_',
    '(',
  ])('answers hostile input %s with 200 and no error', async (q) => {
    const found = await search(`location=${q}`);
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body.data)).toBe(true);
  });

  it('answers a NUL byte with 400, never 5xx', async () => {
    expect((await search('location=%00')).status).toBe(400);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect((await search('location=%25')).body.data).toEqual([]);
    expect((await search('location=_')).body.data).toEqual([]);
  });

  it('answers kilobytes of text with 400, never 5xx', async () => {
    const found = await search(`location=${'pokhara'.repeat(1000)}`);
    expect(found.status).toBe(400);
    expect(found.body.message).toBe('Search text is too long.');
  });
});

describe('GET /api/landlords/verified/by-address', () => {
  it('returns verified properties only', async () => {
    const found = await search('location=pokhara', '/api/landlords/verified/by-address');
    expect(names(found)).toEqual(['Pokhara Flat']);
    expect(found.body.data[0]).toMatchObject({ price: 20000, pricing: 20000 });
  });
});

describe('keeping the index in step', () => {
  it('a hostel appears once verified, moves last when sold, and goes when deleted', async () => {
    const owner = await createUser(app);
    const token = (await login(app, owner.email)).accessToken;
    const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
    const { addHostel, validHostel } = await import('../../../test/listings');
    const hostel = await addHostel(
      app,
      token,
      { ...validHostel, name: 'Fresh Lakeside', location: 'Lakeside, Pokhara' },
      1,
    );
    expect(names(await search('location=lakeside&sort=newest'))).not.toContain('Fresh Lakeside');
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${hostel._id}`, headers: bearer(admin) });
    expect(names(await search('location=lakeside&sort=newest'))[0]).toBe('Fresh Lakeside');
    const { formData } = await import('../../../test/images');
    const { photos } = await import('../../../test/listings');
    const thumbnails = async () =>
      (await search('location=lakeside&sort=newest')).body.data.find((l) => l._id === hostel._id)?.thumbnail;
    expect(await thumbnails()).toHaveLength(1);
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(token),
      payload: formData({ id: hostel._id, existingImages: hostel.image }, await photos(1)),
    });
    expect(await thumbnails()).toHaveLength(2);
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/sold/${hostel._id}`,
      headers: bearer(token),
      payload: { sold: true },
    });
    expect(names(await search('location=lakeside&sort=newest')).at(-1)).toBe('Fresh Lakeside');
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(token),
      payload: {
        name: 'Fresh Lakeside',
        location: 'Thamel, Kathmandu',
        room: 3,
        contact_no: '9841234567',
        price: 5000,
        description: 'Moved',
      },
    });
    expect(names(await search('location=lakeside&sort=newest'))).not.toContain('Fresh Lakeside');
    expect(names(await search('location=thamel'))).toContain('Fresh Lakeside');
    await app.inject({
      method: 'DELETE',
      url: `/api/hostels/delete-hostel/${hostel._id}`,
      headers: bearer(token),
    });
    expect(names(await search('location=thamel'))).not.toContain('Fresh Lakeside');
  });
});
