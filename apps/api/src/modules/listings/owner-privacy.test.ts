import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos, validHostel, validProperty } from '../../../test/listings';

const app = await buildTestApp();
const ACCOUNT_EMAIL = 'gharbeti.login@example.com';
const TYPED_EMAIL = 'front-desk@example.com';

let owner: string;
let stranger: string;
let admin: string;
let propertyId: string;
let hostelId: string;

const measurements = { length: '10', width: '8', room: '3', bathroom: '1', description: 'Sunny rooms.' };

beforeAll(async () => {
  owner = (await login(app, (await createUser(app, { email: ACCOUNT_EMAIL })).email)).accessToken;
  stranger = (await login(app, (await createUser(app)).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  propertyId = (await addProperty(app, owner))._id;
  const verified = await app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${propertyId}`,
    headers: bearer(admin),
    payload: formData(measurements, await photos(1)),
  });
  expect(verified.statusCode).toBe(200);
  hostelId = (await addHostel(app, owner, { ...validHostel, email: TYPED_EMAIL }, 1))._id;
  await app.inject({ method: 'PUT', url: `/api/hostels/verify/${hostelId}`, headers: bearer(admin) });
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('the owner’s account email on a property', () => {
  it('is not in GET /landlords/{id} for a visitor or another user', async () => {
    for (const token of [undefined, stranger]) {
      const res = await get(`/api/landlords/${propertyId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBeNull();
      expect(res.body).not.toContain(ACCOUNT_EMAIL);
    }
  });

  it('is in GET /landlords/{id} for the owner and an admin', async () => {
    expect((await get(`/api/landlords/${propertyId}`, owner)).json().data.email).toBe(ACCOUNT_EMAIL);
    expect((await get(`/api/landlords/${propertyId}`, admin)).json().data.email).toBe(ACCOUNT_EMAIL);
  });

  it('is not in search results, except the owner’s and an admin’s', async () => {
    const url = '/api/landlords/verified/by-address?location=';
    for (const token of [undefined, stranger]) {
      const res = await get(url, token);
      expect(res.json().data.map((p: { _id: string }) => p._id)).toContain(propertyId);
      expect(res.body).not.toContain(ACCOUNT_EMAIL);
    }
    for (const token of [owner, admin]) {
      const mine = (await get(url, token)).json().data.find((p: { _id: string }) => p._id === propertyId);
      expect(mine.email).toBe(ACCOUNT_EMAIL);
    }
  });

  it('is not shown to the freelancer sent to verify a property', async () => {
    const unverified = (await addProperty(app, owner, { ...validProperty, name: 'To inspect' }))._id;
    const ram = await createFreelancer(app, admin);
    const task = await assignTask(app, admin, unverified, [ram.freelancerId]);
    const accept = await app.inject({
      method: 'PUT',
      url: `/api/freelance/accept/${task._id}`,
      headers: bearer(ram.token),
    });
    expect(accept.statusCode).toBe(200);
    const res = await get(`/api/landlords/${unverified}`, ram.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBeNull();
    expect(res.body).not.toContain(ACCOUNT_EMAIL);
  });

  it('is not in the admin’s buyer list, which nests the listing applied to', async () => {
    const applied = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/${propertyId}`,
      payload: {
        name: 'Sita',
        email: 'sita@example.com',
        phone: '9812345678',
        No_of_people: 2,
        No_of_rooms: 1,
      },
      remoteAddress: nextIp(),
    });
    expect(applied.statusCode).toBe(201);
    const res = await get('/api/buyers/get', admin);
    expect(res.json().data[0].rent_room._id).toBe(propertyId);
    expect(res.body).not.toContain(ACCOUNT_EMAIL);
  });
});

describe('a hostel’s email, typed in its form for tenants', () => {
  it('stays public: details and search show it to a visitor, and never the account email', async () => {
    const details = await get(`/api/hostels/get/${hostelId}`);
    expect(details.json().data.email).toBe(TYPED_EMAIL);
    expect(details.body).not.toContain(ACCOUNT_EMAIL);
    const search = await get('/api/hostels/by-address?location=');
    const found = search.json().data.find((h: { _id: string }) => h._id === hostelId);
    expect(found.email).toBe(TYPED_EMAIL);
    expect(search.body).not.toContain(ACCOUNT_EMAIL);
  });
});
