import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login } from '../../../test/factories';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos } from '../../../test/listings';

const app = await buildTestApp();

const measurements = {
  length: '10.5',
  width: '8',
  room: '3',
  bathroom: '2',
  description: 'Three sunny rooms, tiled bathrooms, water tank on the roof.',
};

let admin: string;
let owner: string;
let property: string;

beforeEach(async () => {
  await resetDatabase(app);
  admin = (await login(app, (await createUser(app, { role: 'ADMIN', name: 'Anita Admin' })).email))
    .accessToken;
  owner = (await login(app, (await createUser(app, { name: 'Owner' })).email)).accessToken;
  property = (await addProperty(app, owner))._id;
});

const publicProperty = async (id = property) =>
  (await app.inject({ method: 'GET', url: `/api/landlords/${id}` })).json().data;

async function completeAsFreelancer(count = 2) {
  const ram = await createFreelancer(app, admin, {
    name: 'Ram Bahadur Thapa',
    phone: '9841555777',
    email: 'ram.verifier@example.com',
  });
  const task = await assignTask(app, admin, property, [ram.freelancerId]);
  await app.inject({ method: 'PUT', url: `/api/freelance/accept/${task._id}`, headers: bearer(ram.token) });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/freelance/complete/${property}/${task._id}`,
    headers: bearer(ram.token),
    payload: formData(measurements, await photos(count)),
  });
  expect(res.statusCode).toBe(200);
  return ram;
}

describe('verification evidence', () => {
  it('names the freelancer by first name, with the date, the measurements and their own photos', async () => {
    const before = Date.now();
    await completeAsFreelancer(2);
    const listing = await publicProperty();
    expect(listing.evidence).toMatchObject({
      verifier: { kind: 'freelancer', firstName: 'Ram' },
      expired: false,
      measured: { length: 10.5, width: 8, area: 84, rooms: 3, bathrooms: 2 },
      stated: { length: null, width: null, area: null, rooms: null, bathrooms: null },
    });
    const verifiedAt = new Date(listing.evidence.verifiedAt).getTime();
    expect(verifiedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(listing.evidence.expiresAt).getTime() - verifiedAt).toBe(180 * 86_400_000);
    // The verifier's photos, apart from the owner's (a property's owner sent none).
    expect(listing.evidence.image).toHaveLength(2);
    expect(listing.evidence.thumbnail).toHaveLength(2);
    expect(listing.image).toEqual(listing.evidence.image);
    expect(listing.availability).toEqual({ confirmedAt: expect.any(String) });
  });

  it('says "Ghar Bhada team" when an admin verified a property directly', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property}`,
      headers: bearer(admin),
      payload: formData(measurements, await photos(1)),
    });
    expect(res.statusCode).toBe(200);
    const { evidence } = await publicProperty();
    expect(evidence.verifier).toEqual({ kind: 'team', firstName: null });
    expect(evidence.measured).toMatchObject({ area: 84, rooms: 3 });
    expect(evidence.image).toHaveLength(1);
  });

  it('shows a hostel verified by the team beside the rooms its owner stated, its owner photos apart', async () => {
    const hostel = await addHostel(app, owner, undefined, 2);
    const before = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${hostel._id}`,
      headers: bearer(owner),
    });
    expect(before.json().data.evidence).toBeNull();
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${hostel._id}`, headers: bearer(admin) });
    const { data } = (await app.inject({ method: 'GET', url: `/api/hostels/get/${hostel._id}` })).json();
    expect(data.evidence).toMatchObject({
      verifier: { kind: 'team', firstName: null },
      measured: { length: null, width: null, area: null, rooms: null, bathrooms: null },
      stated: { rooms: 12 },
      image: [],
    });
    expect(data.image).toHaveLength(2);
  });

  it('lets nothing private about the verifier leave the server in any public answer', async () => {
    const ram = await completeAsFreelancer(1);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `/api/landlords/${property}` }),
      app.inject({ method: 'GET', url: `/api/landlords/${property}`, headers: bearer(owner) }),
      app.inject({ method: 'GET', url: '/api/landlords/verified/by-address?location=Baneshwor' }),
      app.inject({ method: 'GET', url: '/api/landlords/verified/by-address' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"firstName":"Ram"');
      for (const secret of [
        'ram.verifier@example.com',
        ram.user.email,
        '9841555777',
        'Thapa',
        'Bahadur',
        ram.user.id,
      ]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('replaces the evidence on re-verification and keeps the history', async () => {
    await completeAsFreelancer(2);
    const first = (await publicProperty()).evidence;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property}`,
      headers: bearer(admin),
      payload: formData({ ...measurements, length: '12', room: '4' }, await photos(1)),
    });
    expect(res.statusCode).toBe(200);
    const second = (await publicProperty()).evidence;
    expect(second.verifier).toEqual({ kind: 'team', firstName: null });
    expect(second.measured).toMatchObject({ length: 12, area: 96, rooms: 4 });
    expect(second.image).toHaveLength(1);
    expect(second.image).not.toContain(first.image[0]);
    const history = await queryRows<{ verifier_kind: string; rooms: number }>(
      app.db,
      sql`select verifier_kind, rooms from verifications where listing_id = ${property} order by verified_at`,
    );
    expect(history.map((r) => [r.verifier_kind, r.rooms])).toEqual([
      ['freelancer', 3],
      ['team', 4],
    ]);
  });
});
