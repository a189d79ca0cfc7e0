import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder, queryRows } from '../../db/client';
import { bearer } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import {
  addHostel,
  addProperty,
  adminAndOwner,
  applicant,
  validHostel,
  validProperty,
} from '../../../test/listings';
import { seedListing, writeListings } from '../../../test/search-factory';
import {
  hostelVisit,
  propertyVisit,
  readHostel,
  readProperty,
  verifyFromDesk,
  verifyInPerson,
  visitByVerifier,
} from '../../../test/visits';
import { updateListing } from './repository';

const app = await buildTestApp();

let admin: string;
let owner: string;
let ownerId: string;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, owner, ownerId } = await adminAndOwner(app));
});

const publicHostel = (id: string) => readHostel(app, id);
const publicProperty = (id: string) => readProperty(app, id);
const verifyHostelFromDesk = (id: string) => verifyFromDesk(app, admin, id);
const verifyPropertyInPerson = (id: string) => verifyInPerson(app, admin, id);
const completeTask = (id: string) => visitByVerifier(app, admin, id, propertyVisit);

const DAY_MS = 24 * 60 * 60 * 1000;

const isoNow = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

describe('verification levels', () => {
  it('a hostel verified from the desk is checked; the answer keeps its published shape', async () => {
    const { _id } = await addHostel(app, owner);
    expect(await readHostel(app, _id, owner)).toMatchObject({ verified: false, verification: null });
    const res = await verifyHostelFromDesk(_id);
    expect(res.json()).toMatchObject({ success: true, data: { _id, verified: true } });
    const hostel = await publicHostel(_id);
    expect(hostel.verified).toBe(true);
    expect(hostel.verification).toEqual({ level: 'checked', at: hostel.evidence.verifiedAt });
    expect(hostel.verification.at).toEqual(isoNow);
  });

  it('a property verified by the admin through the measurement form is visited', async () => {
    const { _id } = await addProperty(app, owner);
    expect((await publicProperty(_id)) ?? null).toBeNull();
    await verifyPropertyInPerson(_id);
    const property = await publicProperty(_id);
    expect(property).toMatchObject({ verified: true, verification: { level: 'visited', at: isoNow } });
    expect(property.verification.at).toBe(property.evidence.verifiedAt);
  });

  it("a property verified by a freelancer's completed task is visited", async () => {
    const { _id } = await addProperty(app, owner);
    await completeTask(_id);
    expect((await publicProperty(_id)).verification).toEqual({ level: 'visited', at: isoNow });
  });

  it('a hostel checked from the desk becomes visited when a verifier completes its task after expiry', async () => {
    const { _id } = await addHostel(app, owner);
    await verifyHostelFromDesk(_id);
    // Its verification ran out: it waits in the queue again and may be sent to a verifier.
    await app.trustRules.run(new Date(Date.now() + 181 * DAY_MS));
    const expired = await publicHostel(_id);
    expect(expired.evidence.expired).toBe(true);
    // The level stays what was done, with its date.
    expect(expired.verification).toEqual({ level: 'checked', at: expired.evidence.verifiedAt });
    await visitByVerifier(app, admin, _id, hostelVisit);
    const visited = await publicHostel(_id);
    expect(visited.verification).toEqual({ level: 'visited', at: visited.evidence.verifiedAt });
    expect(visited.evidence.expired).toBe(false);
  });

  it('goes with the verification: a listing unverified again has no level', async () => {
    const { _id } = await addProperty(app, owner);
    await verifyPropertyInPerson(_id);
    await writeListings(app, (tx) => updateListing(tx, _id, { verified: false }));
    const [row] = await queryRows<{ level: string | null }>(
      app.db,
      sql`select verification_level as level from listings where id = ${_id}`,
    );
    expect(row?.level).toBeNull();
  });

  it('is in every listing shape: search, the shortlist, and the listing in an application', async () => {
    const { _id: hostel } = await addHostel(app, owner);
    await verifyHostelFromDesk(hostel);
    const { _id: property } = await addProperty(app, owner);
    await verifyPropertyInPerson(property);
    const checked = { level: 'checked', at: isoNow };
    const visited = { level: 'visited', at: isoNow };

    const hostels = (
      await app.inject({ method: 'GET', url: '/api/hostels/by-address?location=Pokhara' })
    ).json();
    expect(hostels.data).toEqual([expect.objectContaining({ _id: hostel, verification: checked })]);
    const properties = (
      await app.inject({ method: 'GET', url: '/api/landlords/verified/by-address?location=Baneshwor' })
    ).json();
    expect(properties.data).toEqual([expect.objectContaining({ _id: property, verification: visited })]);

    const shortlist = (
      await app.inject({ method: 'GET', url: `/api/shortlist/listings?ids=${hostel},${property}` })
    ).json();
    const shown = shortlist.data.map(
      (item: { listing: { verification: unknown } }) => item.listing.verification,
    );
    expect(shown).toEqual(expect.arrayContaining([checked, visited]));

    const applied = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${hostel}`,
      payload: applicant('gita@example.com'),
    });
    expect(applied.statusCode).toBe(201);
    const buyers = (
      await app.inject({ method: 'GET', url: '/api/buyers/get', headers: bearer(admin) })
    ).json();
    expect(buyers.data[0].hostel).toMatchObject({ verified: true, verification: checked });
  });
});

const THAMEL = 'Thamel, Kathmandu, Bagmati, Nepal';

async function search(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/hostels/by-address?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string }[]).map((l) => l.name);
}

describe('"Visited only" and visited first', () => {
  beforeEach(async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 9, d));
    // Same price and same day: only the level tells them apart. Listed in an order the ids don't decide.
    const tied = [
      ['Checked A', 'checked'],
      ['Visited B', 'visited'],
      ['Checked C', 'checked'],
      ['Visited D', 'visited'],
    ] as const;
    for (const [name, level] of tied) {
      await seedListing(app, ownerId, {
        name,
        location: THAMEL,
        level,
        createdAt: day(1),
        lat: 27.715,
        lon: 85.31,
      });
    }
    await seedListing(app, ownerId, {
      name: 'Cheaper checked',
      location: THAMEL,
      level: 'checked',
      price: 5000,
      createdAt: day(2),
    });
  });

  it('ranks visited above checked at an equal order key, in every order and path', async () => {
    const visitedFirst = (names: string[]) => {
      const tied = names.filter((n) => n !== 'Cheaper checked');
      expect(tied.slice(0, 2).sort()).toEqual(['Visited B', 'Visited D']);
      expect(tied.slice(2).sort()).toEqual(['Checked A', 'Checked C']);
    };
    const byPrice = await search('location=Thamel&sort=price_asc');
    expect(byPrice[0]).toBe('Cheaper checked');
    visitedFirst(byPrice);
    visitedFirst(await search('location=Thamel&sort=price_desc'));
    visitedFirst(await search('location=Thamel&sort=newest'));
    visitedFirst(await search('location=&sort=newest'));
    visitedFirst(await search('location=Thamel&sort=nearest&lat=27.7&lon=85.3'));
  });

  it('shows only visited listings with visited=true, counted alike; visited=false means no filter', async () => {
    for (const query of ['location=Thamel', 'location=', 'location=Thamel&sort=nearest&lat=27.7&lon=85.3']) {
      const res = await app.inject({ method: 'GET', url: `/api/hostels/by-address?${query}&visited=true` });
      expect(
        res
          .json()
          .data.map((l: { name: string }) => l.name)
          .sort(),
      ).toEqual(['Visited B', 'Visited D']);
      expect(res.json().meta.total).toBe(2);
    }
    expect(await search('location=Thamel&visited=false')).toHaveLength(5);
  });

  it('refuses any other value with the shared message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/hostels/by-address?visited=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCodes).toMatchObject({ visited: 'search.yesOnly' });
  });
});

/** The data statements of migration 0013 (not its ALTER TABLEs), as the migration runs them. */
async function runBackfill() {
  const file = await readFile(join(migrationsFolder, '0013_verification_levels.sql'), 'utf8');
  const statements = file
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s && !s.startsWith('ALTER TABLE'));
  for (const statement of statements) await app.db.execute(sql.raw(statement));
}

describe('migration 0013: existing verified listings get their level', () => {
  it('measured (form or task) become visited, hostels verified from the desk checked, unverified none', async () => {
    const { _id: deskHostel } = await addHostel(app, owner, undefined, 1);
    await verifyHostelFromDesk(deskHostel);
    const { _id: formProperty } = await addProperty(app, owner);
    await verifyPropertyInPerson(formProperty);
    const { _id: taskProperty } = await addProperty(app, owner, { ...validProperty, name: 'Task flat' });
    await completeTask(taskProperty);
    // Verified before verifications were recorded: only the verifier's photos tell of the visit.
    const { _id: legacyVisited } = await addProperty(app, owner, { ...validProperty, name: 'Old flat' });
    await verifyPropertyInPerson(legacyVisited);
    await app.db.execute(sql`delete from verifications where listing_id = ${legacyVisited}`);
    await app.db.execute(
      sql`update listings set length_m = null, width_m = null where id = ${legacyVisited}`,
    );
    const { _id: waiting } = await addHostel(app, owner, { ...validHostel, name: 'Waiting' }, 1);

    // The old state: no levels, no visited search rows.
    await app.db.execute(sql`update listings set verification_level = null`);
    await app.db.execute(sql`update listing_places set visited = false`);
    await runBackfill();

    const levels = await queryRows<{ id: string; level: string | null; at: Date | null }>(
      app.db,
      sql`select id, verification_level as level, verified_at as at from listings`,
    );
    const levelOf = (id: string) => levels.find((l) => l.id === id)?.level;
    expect(levelOf(deskHostel)).toBe('checked');
    expect(levelOf(formProperty)).toBe('visited');
    expect(levelOf(taskProperty)).toBe('visited');
    expect(levelOf(legacyVisited)).toBe('visited');
    expect(levelOf(waiting)).toBeNull();
    expect((await publicProperty(formProperty)).verification).toEqual({ level: 'visited', at: isoNow });

    const rows = await queryRows<{ id: string; visited: boolean }>(
      app.db,
      sql`select distinct listing_id as id, visited from listing_places`,
    );
    expect(
      rows
        .filter((r) => r.visited)
        .map((r) => r.id)
        .sort(),
    ).toEqual([formProperty, taskProperty, legacyVisited].sort());
    expect(rows.find((r) => r.id === deskHostel)?.visited).toBe(false);
  });

  it('a hostel whose latest verification was from the desk stays checked despite an earlier visit', async () => {
    const { _id } = await addHostel(app, owner, undefined, 1);
    await verifyHostelFromDesk(_id);
    await app.db
      .execute(sql`insert into listing_images (listing_id, position, source, storage_key, width, height, bytes)
      select listing_id, 9, 'verifier', storage_key, width, height, bytes from listing_images where listing_id = ${_id} limit 1`);
    await app.db.execute(sql`update listings set verification_level = null`);
    await runBackfill();
    expect((await publicHostel(_id)).verification.level).toBe('checked');
  });
});
