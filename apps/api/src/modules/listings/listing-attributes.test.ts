import { ATTRIBUTE_CODES, englishOf } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addProperty, photos, validHostel, validProperty } from '../../../test/listings';

const app = await buildTestApp();
let owner: string;
let admin: string;

beforeAll(async () => {
  owner = (await login(app, (await createUser(app)).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const A = ATTRIBUTE_CODES;
const listingCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from listings`))[0]?.n;
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: bearer(owner) })).json();
const search = async (url: string) =>
  (await app.inject({ method: 'GET', url })).json<{ data: { _id: string }[] }>().data.map((l) => l._id);

/** What a client written before attributes existed sends to edit a hostel: the details, no attribute. */
const details = {
  name: 'Sathi Girls Hostel',
  location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
  room: 12,
  contact_no: '9841234567',
  email: 'hostel@example.com',
  price: 9000,
  description: 'Meals included.',
  coordinate: { lat: 28.211, lon: 83.958 },
};
const editDetails = (id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/hostels/edit-details/${id}`,
    headers: bearer(owner),
    payload: body,
  });

/** POST /hostels/add-hostel with one photo; a list is sent as one field repeated. */
async function addHostel(fields: Record<string, string | string[]>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(owner),
    payload: formData(fields, await photos(1)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string; image: string[] } }>().data;
}

const girlsWithMeals = { gender: 'girls', meals: 'all', amenities: ['wifi', 'cctv', 'hot_water'] };

describe('hostel attributes', () => {
  it('are stored from the add form (amenities repeated or comma-separated) and read back', async () => {
    const repeated = await addHostel({ ...validHostel, ...girlsWithMeals });
    const commas = await addHostel({ ...validHostel, ...girlsWithMeals, amenities: 'cctv,wifi,hot_water' });
    for (const { _id } of [repeated, commas]) {
      expect((await get(`/api/hostels/get/${_id}`)).data).toMatchObject({
        gender: 'girls',
        meals: 'all',
        amenities: ['wifi', 'hot_water', 'cctv'],
      });
    }
  });

  it('are null and empty when the owner says nothing', async () => {
    const { _id } = await addHostel(validHostel);
    expect((await get(`/api/hostels/get/${_id}`)).data).toMatchObject({
      gender: null,
      meals: null,
      amenities: [],
    });
  });

  it.each([
    ['gender', { gender: 'men' }, A.genderInvalid],
    ['meals', { meals: 'breakfast' }, A.mealsInvalid],
    ['amenities', { amenities: ['wifi', 'pool'] }, A.amenityInvalid],
    ['amenities', { amenities: 'wifi,,pool' }, A.amenityInvalid],
  ])('refuses an unknown %s on the add form, storing nothing', async (field, change, code) => {
    const before = await listingCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      headers: bearer(owner),
      payload: formData({ ...validHostel, ...change }, await photos(1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: englishOf(code),
      messageCode: code,
      errorCodes: { [field]: code },
    });
    expect(res.json().errors).toEqual({ [field]: englishOf(code) });
    expect(await listingCount()).toBe(before);
  });

  it.each([
    ['gender', { gender: 'men' }, A.genderInvalid],
    ['meals', { meals: 3 }, A.mealsInvalid],
    ['amenities', { amenities: ['pool'] }, A.amenityInvalid],
    ['amenities', { amenities: 'wifi' }, null],
  ])('checks %s on the edit form, changing nothing on error', async (field, change, code) => {
    const { _id } = await addHostel({ ...validHostel, ...girlsWithMeals });
    const res = await editDetails(_id, { ...details, name: 'Changed', ...change });
    if (code === null) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.amenities).toEqual(['wifi']);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: englishOf(code), errorCodes: { [field]: code } });
    expect((await get(`/api/hostels/get/${_id}`)).data).toMatchObject({
      name: validHostel.name,
      ...girlsWithMeals,
      amenities: ['wifi', 'hot_water', 'cctv'],
    });
  });

  it('are kept by an edit that leaves them out, and by a photo edit; null or [] clears them', async () => {
    const { _id, image } = await addHostel({ ...validHostel, ...girlsWithMeals });
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${_id}`, headers: bearer(admin) });
    const girls = '/api/hostels/by-address?location=pokhara&gender=girls&meals=all&amenities=cctv';
    expect(await search(girls)).toContain(_id);

    const kept = { gender: 'girls', meals: 'all', amenities: ['wifi', 'hot_water', 'cctv'] };
    expect((await editDetails(_id, details)).json().data).toMatchObject({ name: details.name, ...kept });
    const photoEdit = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${_id}`,
      headers: bearer(owner),
      payload: formData({ existingImages: image, gender: 'boys', amenities: [] }, await photos(1)),
    });
    expect(photoEdit.statusCode).toBe(200);
    expect(photoEdit.json().data).toMatchObject(kept);
    expect(await search(girls)).toContain(_id);

    const changed = await editDetails(_id, { ...details, gender: 'anyone', amenities: ['laundry'] });
    expect(changed.json().data).toMatchObject({ gender: 'anyone', meals: 'all', amenities: ['laundry'] });
    expect(await search(girls)).not.toContain(_id);
    expect(
      await search('/api/hostels/by-address?location=pokhara&gender=anyone&amenities=laundry'),
    ).toContain(_id);

    const cleared = await editDetails(_id, { ...details, gender: null, meals: '', amenities: [] });
    expect(cleared.json().data).toMatchObject({ gender: null, meals: null, amenities: [] });
    expect(await search('/api/hostels/by-address?location=pokhara&gender=anyone')).not.toContain(_id);
    expect(await search('/api/hostels/by-address?location=pokhara')).toContain(_id);
  });
});

describe('property attributes', () => {
  const said = { propertyType: 'flat', furnished: true, parking: false, water: 'scheduled', floor: 3 };

  it('are stored from the add form and read back, null where not said', async () => {
    const { _id } = await addProperty(app, owner, { ...validProperty, ...said });
    expect((await get(`/api/landlords/${_id}`)).data).toMatchObject(said);
    const strings = await addProperty(app, owner, {
      ...validProperty,
      furnished: 'false',
      floor: '0',
      water: '',
    });
    expect((await get(`/api/landlords/${strings._id}`)).data).toMatchObject({
      propertyType: null,
      furnished: false,
      parking: null,
      water: null,
      floor: 0,
    });
  });

  it.each([
    ['propertyType', { propertyType: 'castle' }, A.propertyTypeInvalid],
    ['furnished', { furnished: 'maybe' }, A.furnishedInvalid],
    ['parking', { parking: 1 }, A.parkingInvalid],
    ['water', { water: 'river' }, A.waterInvalid],
    ['floor', { floor: -1 }, A.floorInvalid],
    ['floor', { floor: 51 }, A.floorInvalid],
    ['floor', { floor: 2.5 }, A.floorInvalid],
    ['floor', { floor: 'top' }, A.floorInvalid],
  ])('refuses a bad %s, storing nothing', async (field, change, code) => {
    const before = await listingCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: { ...validProperty, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: englishOf(code),
      messageCode: code,
      errorCodes: { [field]: code },
    });
    expect(await listingCount()).toBe(before);
  });
});
