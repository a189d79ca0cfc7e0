import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp } from '../../../test/helper';
import { placesInText } from '../geocode/place-resolver';
import { variantKey } from '../images/service';
import { STUDENT_AREAS } from './areas';
import type { DemoType } from './generate';
import { firstScenes } from './pictures/pool';
import { seedDemo } from './seed';

const app = await buildTestApp();

// With pictures: drawn and stored once (48 of them, which takes a while on a busy machine).
let seeded: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  seeded = await seedDemo(app.db, app.images, 30, { withImages: true, unverified: 12, seed: 5 });
});

it('seeds verified listings with search rows, and unverified ones waiting in the queues only', async () => {
  const result = seeded;
  expect(result).toMatchObject({ listings: 30, unverified: 12 });
  const [counts] = await queryRows<{
    verified: number;
    waiting: number;
    searchable: number;
    bare: number;
    countedUnvisited: number;
  }>(
    app.db,
    sql`select
      (select count(*)::int from listings where verified) as verified,
      (select count(*)::int from listings where not verified and not sold and verified_at is null) as waiting,
      (select count(distinct listing_id)::int from listing_places p join listings l on l.id = p.listing_id where not l.verified) as searchable,
      (select count(*)::int from listings l where not verified and kind = 'property'
         and exists (select 1 from listing_images i where i.listing_id = l.id)) as bare,
      (select count(*)::int from listings where not verified and kind = 'hostel'
         and (beds is not null or bathrooms is not null or width_m is not null)) as "countedUnvisited"`,
  );
  // A hostel waiting for verification has had no visit: no beds, bathrooms or size counted.
  expect(counts).toEqual({ verified: 30, waiting: 12, searchable: 0, bare: 0, countedUnvisited: 0 });
});

/** What a listing is, as its name and kind say. */
const typeOf = (l: { kind: string; name: string }): DemoType =>
  l.kind === 'hostel'
    ? 'hostel'
    : /BHK/.test(l.name)
      ? 'flat'
      : /house/i.test(l.name)
        ? 'house'
        : /Shutter/.test(l.name)
          ? 'commercial'
          : 'room';

it('draws at least 40 different pictures, and shows 3–5 on each listing, the first fitting its kind', async () => {
  const keys = Object.values(seeded.pictures).flat();
  const hashes = await Promise.all(
    keys.map(async (key) =>
      createHash('sha256')
        .update(await readFile(path.join(app.dataDir, 'uploads', variantKey(key, 400))))
        .digest('hex'),
    ),
  );
  expect(new Set(hashes).size).toBeGreaterThanOrEqual(40);
  const sceneOf = new Map(
    Object.entries(seeded.pictures).flatMap(([scene, sceneKeys]) => sceneKeys.map((key) => [key, scene])),
  );
  const shown = await queryRows<{ kind: string; name: string; keys: string[] }>(
    app.db,
    sql`select l.kind, l.name, array_agg(i.storage_key order by i.position) as keys
      from listings l join listing_images i on i.listing_id = l.id where l.verified group by l.id`,
  );
  expect(shown).toHaveLength(30);
  for (const listing of shown) {
    expect(listing.keys.length).toBeGreaterThanOrEqual(3);
    expect(listing.keys.length).toBeLessThanOrEqual(5);
    expect(new Set(listing.keys.map((key) => sceneOf.get(key))).size).toBe(listing.keys.length);
    expect(firstScenes(typeOf(listing)), listing.name).toContain(sceneOf.get(listing.keys[0]!));
  }
});

it('puts several verified hostels and properties in every student area, within a kilometre of it', async () => {
  await app.db.execute(sql`truncate listings cascade`);
  await seedDemo(app.db, app.images, 300, { withImages: false });
  const rows = await queryRows<{
    id: string;
    kind: string;
    location: string;
    lat: number;
    lon: number;
    places: string[];
  }>(
    app.db,
    sql`select l.id, l.kind, l.location, l.lat, l.lon, array_agg(p.place) as places
      from listings l join listing_places p on p.listing_id = l.id where l.verified group by l.id`,
  );
  for (const area of STUDENT_AREAS) {
    const own = rows.filter((l) => l.location.endsWith(area.tail) || l.location.startsWith(`${area.name}-`));
    const hostels = own.filter((l) => l.kind === 'hostel').length;
    expect(hostels, `hostels in ${area.name}`).toBeGreaterThanOrEqual(3);
    expect(own.length - hostels, `properties in ${area.name}`).toBeGreaterThanOrEqual(3);
    // Found by a search for the area and its city, and for no other place.
    const places = new Set(placesInText(area.tail));
    for (const listing of own) {
      expect(listing.places, listing.location).toContain(area.place);
      expect(
        listing.places.filter((place) => !places.has(place)),
        listing.location,
      ).toEqual([]);
      const km =
        Math.hypot(listing.lat - area.lat, (listing.lon - area.lon) * Math.cos((area.lat * Math.PI) / 180)) *
        111.2;
      expect(km, listing.location).toBeLessThanOrEqual(1.01);
    }
  }
});

it('gives each kind plausible facts: a room is one room of 9–16 m², a 2BHK has two bedrooms, a hostel 10–60 rooms', async () => {
  const rows = await queryRows<{
    kind: string;
    name: string;
    price: number;
    rooms: number;
    bathrooms: number | null;
    beds: number | null;
    area: number | null;
    level: string;
    measured: boolean;
  }>(
    app.db,
    sql`select l.kind, l.name, l.price, l.rooms, l.bathrooms, l.beds, l.length_m * l.width_m as area,
        l.verification_level as level,
        (v.length_m, v.width_m, v.rooms, v.bathrooms) is not distinct from (l.length_m, l.width_m, l.rooms, l.bathrooms) as measured
      from listings l join verifications v on v.listing_id = l.id where l.verified`,
  );
  const of = (type: DemoType) => rows.filter((l) => typeOf(l) === type);
  for (const type of ['hostel', 'room', 'flat', 'house'] as const)
    expect(of(type).length, type).toBeGreaterThan(10);
  for (const room of of('room')) {
    expect(room).toMatchObject({ rooms: 1, bathrooms: 1 });
    expect(room.area).toBeGreaterThanOrEqual(9);
    expect(room.area).toBeLessThanOrEqual(16);
    expect(room.price).toBeGreaterThanOrEqual(4_000);
    expect(room.price).toBeLessThanOrEqual(9_000);
  }
  const sizes = { 1: [35, 55], 2: [55, 80], 3: [80, 110] } as Record<number, [number, number]>;
  for (const flat of of('flat')) {
    const bedrooms = Number(/(\d)BHK/.exec(flat.name)![1]);
    expect(flat.rooms, flat.name).toBe(bedrooms);
    expect(flat.bathrooms).toBeGreaterThanOrEqual(1);
    expect(flat.bathrooms).toBeLessThanOrEqual(bedrooms);
    // Length × width to a tenth of a metre: within a square metre of the range.
    expect(flat.area).toBeGreaterThanOrEqual(sizes[bedrooms]![0] - 1);
    expect(flat.area).toBeLessThanOrEqual(sizes[bedrooms]![1] + 1);
  }
  for (const house of of('house')) {
    expect(house.rooms).toBeGreaterThanOrEqual(4);
    expect(house.rooms).toBeLessThanOrEqual(8);
    expect(house.bathrooms).toBeGreaterThanOrEqual(2);
    expect(house.bathrooms).toBeLessThanOrEqual(4);
    if (/rooms$/.test(house.name)) expect(house.name).toContain(`, ${house.rooms} rooms`);
  }
  for (const hostel of of('hostel')) {
    expect(hostel.rooms).toBeGreaterThanOrEqual(10);
    expect(hostel.rooms).toBeLessThanOrEqual(60);
    expect(hostel.price).toBeGreaterThanOrEqual(8_000);
    expect(hostel.price).toBeLessThanOrEqual(16_000);
    // Beds are counted on a visit: two or three a room.
    if (hostel.level === 'visited') {
      expect(hostel.beds).toBeGreaterThanOrEqual(2 * hostel.rooms);
      expect(hostel.beds).toBeLessThanOrEqual(3 * hostel.rooms);
    } else expect(hostel).toMatchObject({ beds: null, bathrooms: null, area: null });
  }
  // What the listing shows is what the verifier measured.
  expect(rows.filter((l) => l.level === 'visited' && !l.measured)).toEqual([]);
  expect(of('hostel').filter((l) => l.level === 'visited').length).toBeGreaterThan(10);
});

it('stores the chat apps each owner answers on: most WhatsApp, some Viber, some both, some neither', async () => {
  const rows = await queryRows<{ apps: string; n: number }>(
    app.db,
    sql`select array_to_string(contact_apps, '+') as apps, count(*)::int as n from listings group by 1`,
  );
  const share = Object.fromEntries(rows.map((row) => [row.apps, row.n / 300]));
  expect(Object.keys(share).sort()).toEqual(['', 'viber', 'whatsapp', 'whatsapp+viber']);
  expect(share.whatsapp! + share['whatsapp+viber']!).toBeGreaterThan(0.6);
  expect(share.viber).toBeGreaterThan(0.05);
  expect(share['']).toBeGreaterThan(0.05);
});

it('leaves the first `awaitingConfirmation` listings due a reminder, and the rest confirmed within 25 days', async () => {
  await app.db.execute(sql`truncate listings cascade`);
  await seedDemo(app.db, app.images, 20, { withImages: false, awaitingConfirmation: 2, seed: 9 });
  const [ages] = await queryRows<{ due: number; recent: number }>(
    app.db,
    sql`select
      count(*) filter (where confirmed_at < now() - interval '30 days')::int as due,
      count(*) filter (where confirmed_at >= now() - interval '25 days' and confirmed_at >= created_at)::int as recent
      from listings`,
  );
  expect(ages).toEqual({ due: 2, recent: 18 });
  expect(await app.trustRules.run()).toMatchObject({ reminded: 2, stale: 0, expired: 0 });
});

it('gives most listings realistic attributes, copied onto their search rows', async () => {
  await app.db.execute(sql`truncate listings cascade`);
  await seedDemo(app.db, app.images, 400, { withImages: false, seed: 11 });
  const [said] = await queryRows<{
    hostels: number;
    gender: number;
    meals: number;
    amenities: number;
    properties: number;
    typed: number;
    water: number;
    floor: number;
    hostelTraitsOnProperties: number;
    boysHostelsNotForBoys: number;
  }>(
    app.db,
    sql`select
      count(*) filter (where kind = 'hostel')::int as hostels,
      count(gender)::int as gender,
      count(meals)::int as meals,
      count(*) filter (where cardinality(amenities) > 0)::int as amenities,
      count(*) filter (where kind = 'property')::int as properties,
      count(property_type)::int as typed,
      count(water)::int as water,
      count(floor)::int as floor,
      count(*) filter (where kind = 'property' and (gender is not null or meals is not null or cardinality(amenities) > 0))::int as "hostelTraitsOnProperties",
      count(*) filter (where name like '%Boys Hostel' and gender <> 'boys')::int as "boysHostelsNotForBoys"
      from listings`,
  );
  expect(said!.gender / said!.hostels).toBeGreaterThan(0.8);
  expect(said!.meals / said!.hostels).toBeGreaterThan(0.75);
  expect(said!.amenities / said!.hostels).toBeGreaterThan(0.8);
  expect(said!.typed / said!.properties).toBeGreaterThan(0.8);
  expect(said!.water / said!.properties).toBeGreaterThan(0.7);
  expect(said!.floor / said!.properties).toBeGreaterThan(0.7);
  expect(said).toMatchObject({ hostelTraitsOnProperties: 0, boysHostelsNotForBoys: 0 });
  const [differing] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from listing_places p join listings l on l.id = p.listing_id
      where (p.rooms, p.gender, p.meals, p.amenities, p.property_type, p.furnished, p.parking, p.water, p.floor)
        is distinct from (l.rooms, l.gender, l.meals, l.amenities, l.property_type, l.furnished, l.parking, l.water, l.floor)`,
  );
  expect(differing?.n).toBe(0);
});
