import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { addHostel, addProperty, adminAndOwner } from '../../../test/listings';
import {
  propertyVisit,
  readHostel,
  readProperty,
  verifyFromDesk,
  verifyInPerson,
  visitByVerifier,
} from '../../../test/visits';

const app = await buildTestApp();

let admin: string;
let owner: string;
let property: string;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, owner } = await adminAndOwner(app));
  property = (await addProperty(app, owner))._id;
});

const publicProperty = (id = property) => readProperty(app, id);

async function completeAsFreelancer(photoCount = 2) {
  const { verifier } = await visitByVerifier(app, admin, property, propertyVisit, {
    photoCount,
    verifier: { name: 'Ram Bahadur Thapa', phone: '9841555777', email: 'ram.verifier@example.com' },
  });
  return verifier;
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
    await verifyInPerson(app, admin, property);
    const { evidence } = await publicProperty();
    expect(evidence.verifier).toEqual({ kind: 'team', firstName: null });
    expect(evidence.measured).toMatchObject({ area: 84, rooms: 3 });
    expect(evidence.image).toHaveLength(1);
  });

  it('shows a hostel verified by the team beside the rooms its owner stated, its owner photos apart', async () => {
    const hostel = await addHostel(app, owner, undefined, 2);
    expect((await readHostel(app, hostel._id, owner)).evidence).toBeNull();
    await verifyFromDesk(app, admin, hostel._id);
    const data = await readHostel(app, hostel._id);
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
    await verifyInPerson(app, admin, property, { ...propertyVisit, length: '12', room: '4' });
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
