import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp } from '../../../test/helper';
import { seedDemo } from './seed';

const app = await buildTestApp();

it('seeds verified listings with search rows, and unverified ones waiting in the queues only', async () => {
  const result = await seedDemo(app.db, app.images, 30, { withImages: true, unverified: 12, seed: 5 });
  expect(result).toMatchObject({ listings: 30, unverified: 12 });
  const [counts] = await queryRows<{ verified: number; waiting: number; searchable: number; bare: number }>(
    app.db,
    sql`select
      (select count(*)::int from listings where verified) as verified,
      (select count(*)::int from listings where not verified and not sold and verified_at is null) as waiting,
      (select count(distinct listing_id)::int from listing_places p join listings l on l.id = p.listing_id where not l.verified) as searchable,
      (select count(*)::int from listings l where not verified and kind = 'property'
         and exists (select 1 from listing_images i where i.listing_id = l.id)) as bare`,
  );
  expect(counts).toEqual({ verified: 30, waiting: 12, searchable: 0, bare: 0 });
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
