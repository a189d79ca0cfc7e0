import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData, textPretendingToBePng } from '../../../test/images';
import { addProperty, photos, validProperty } from '../../../test/listings';

const app = await buildTestApp();
let owner: string;
let admin: string;

beforeAll(async () => {
  owner = (await login(app, (await createUser(app, { email: 'landlord@example.com' })).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const post = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/landlords/add',
    headers: bearer(owner),
    payload: body,
  });
const measurements = {
  length: '10.5',
  width: '8',
  room: '3',
  bathroom: '1',
  description: '3 rooms, sunny, water tank.',
};
const verify = async (id: string, fields: Record<string, string>, count: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${id}`,
    headers: bearer(admin),
    payload: formData(fields, await photos(count)),
  });

describe('POST /api/landlords/add', () => {
  it('lists a property for the logged-in landlord, unverified', async () => {
    const res = await post(validProperty);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Sharma Niwas, 2 rooms',
      Contact_no1: '9841234567',
      Contact_no2: '9801234567',
      price: 25000,
      pricing: 25000,
      shutter: 1,
      coordinate: { lat: 27.6889, lon: 85.3365 },
      coordinates: { lat: 27.6889, lon: 85.3365 },
      verified: false,
      email: 'landlord@example.com',
      image: [],
    });
  });

  it('checks in field order: the first failing rule is the message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Property name is required');
    expect(res.json().errors).toMatchObject({
      name: 'Property name is required',
      location: 'Location is required',
      Contact_no1: 'Primary contact is required',
      price: 'Price is required',
    });
  });

  it.each([
    [{ name: '' }, 'Property name is required'],
    [{ location: '' }, 'Location is required'],
    [{ Contact_no1: '' }, 'Primary contact is required'],
    [{ Contact_no1: '98412-345' }, 'Phone number must have at least 10 digits'],
    [{ Contact_no2: '12345' }, 'Phone number must have at least 10 digits'],
    [{ price: undefined }, 'Price is required'],
    [{ price: 'twenty thousand' }, 'Price must be a number'],
    [{ price: '0x4E20' }, 'Price must be a number'],
    [{ price: '0b1010' }, 'Price must be a number'],
    [{ price: -1000 }, 'Price cannot be negative'],
    [{ coordinate: { lat: 51.5, lon: -0.12 } }, 'Choose a location in Nepal from the suggestions.'],
  ])('answers %o with “%s”', async (change, message) => {
    const res = await post({ ...validProperty, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts price 0 and no second contact', async () => {
    const res = await post({ ...validProperty, price: 0, Contact_no2: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.Contact_no2).toBeNull();
  });
});

describe('admin: unverified properties and verification', () => {
  it('GET /api/landlords/ is admin only and lists unverified properties', async () => {
    const property = await addProperty(app, owner);
    expect(
      (await app.inject({ method: 'GET', url: '/api/landlords/', headers: bearer(owner) })).statusCode,
    ).toBe(403);
    const res = await app.inject({ method: 'GET', url: '/api/landlords/', headers: bearer(admin) });
    expect(res.json().data.map((p: { _id: string }) => p._id)).toContain(property._id);
  });

  it('PUT /api/landlords/verify/{id} stores measurements and photos and marks it verified', async () => {
    const property = await addProperty(app, owner);
    const res = await verify(property._id, measurements, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      verified: true,
      length: 10.5,
      width: 8,
      room: 3,
      Rooms: 3,
      bathroom: 1,
    });
    expect(res.json().data.image).toHaveLength(2);
    const publicView = await app.inject({ method: 'GET', url: `/api/landlords/${property._id}` });
    expect(publicView.statusCode).toBe(200);
    const queue = await app.inject({ method: 'GET', url: '/api/landlords/', headers: bearer(admin) });
    expect(queue.json().data.map((p: { _id: string }) => p._id)).not.toContain(property._id);
  });

  it.each([
    ['length', { length: '' }, 'Please enter the length of the property'],
    ['width', { width: '' }, 'Please enter the width of the property'],
    ['room', { room: '' }, 'Please enter the number of rooms'],
    ['bathroom', { bathroom: '' }, 'Please enter the number of bathrooms'],
    ['description', { description: '' }, 'Please enter the description of the property'],
    ['room', { room: '0' }, 'Number of rooms must be at least 1'],
    ['bathroom', { bathroom: '0' }, 'Number of bathrooms must be at least 1'],
  ])('checks %s (%o)', async (field, change, message) => {
    const property = await addProperty(app, owner);
    const res = await verify(property._id, { ...measurements, ...change }, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('needs 1 to 5 photos, with the published messages', async () => {
    const property = await addProperty(app, owner);
    const none = await verify(property._id, measurements, 0);
    expect(none.json().message).toBe('Please upload at least one image of the property');
    const six = await verify(property._id, measurements, 6);
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('Maximum 5 images allowed');
  });

  it('refuses a non-image and leaves the property unverified', async () => {
    const property = await addProperty(app, owner);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property._id}`,
      headers: bearer(admin),
      payload: formData(measurements, [{ name: 'x.png', data: textPretendingToBePng, type: 'image/png' }]),
    });
    expect(res.statusCode).toBe(415);
    const after = await app.inject({
      method: 'GET',
      url: `/api/landlords/${property._id}`,
      headers: bearer(admin),
    });
    expect(after.json().data.verified).toBe(false);
  });
});

describe('a location typed without choosing a suggestion', () => {
  it('is placed on the map from the built-in gazetteer when it names a known place', async () => {
    const { coordinate: _dropped, ...typed } = validProperty;
    const res = await post({ ...typed, location: 'Thamel, Kathmandu' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.coordinate).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(res.json().data.coordinate.lat).toBeCloseTo(27.715, 1);
    expect(res.json().message).toBe('Property submitted. Our team will contact you for verification.');
  });

  it('is saved without a map point when it names no known place, and the owner is told how to get one', async () => {
    const { coordinate: _dropped, ...typed } = validProperty;
    const res = await post({ ...typed, location: 'Behind the big peepal tree, ward 9' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      location: 'Behind the big peepal tree, ward 9',
      coordinate: null,
    });
    expect(res.json().message).toContain(
      'Choose one of the suggestions while typing to put your listing on the map.',
    );
  });
});
