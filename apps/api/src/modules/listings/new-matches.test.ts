import { SearchQuerySchema, type SearchParams } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { ATTRIBUTE_SEEDS, listedOn, seedAttributeListing } from '../../../test/filter-listings';
import { buildTestApp } from '../../../test/helper';
import { createListingService } from './service';

const app = await buildTestApp();
const listings = createListingService({ db: app.db, images: app.images });
let ownerId: string;

beforeAll(async () => {
  ownerId = (await createUser(app)).id;
  for (const seed of ATTRIBUTE_SEEDS) await seedAttributeListing(app, ownerId, seed);
});

const query = (params: SearchParams) => SearchQuerySchema.parse(params);
const names = (found: { name: string }[]) => found.map((l) => l.name);

describe('listings.newMatches', () => {
  it('lists unsold, currently verified matches verified after the time, newest verification first', async () => {
    const found = await listings.newMatches(
      'hostel',
      query({ location: 'kathmandu', gender: 'girls' }),
      listedOn(1),
      10,
    );
    // Not 'Sathi Girls All' (verified on day 1 itself), the sold one, nor the expired one.
    expect(names(found)).toEqual(['Sathi Price Unknown', 'Other Girls All', 'Sathi Girls Some']);
  });

  it('caps the list at the limit', async () => {
    const found = await listings.newMatches('hostel', query({ gender: 'girls' }), listedOn(1), 2);
    expect(names(found)).toEqual(['Sathi Price Unknown', 'Sathi Pokhara Girls']);
  });

  it('applies free text, price and a radius, and ignores the sort and page', async () => {
    const hostels = query({ location: 'sathi', meals: 'all', maxPrice: 9000, sort: 'price_desc', page: 3 });
    expect(names(await listings.newMatches('hostel', hostels, listedOn(0), 10))).toEqual([
      'Sathi Pokhara Girls',
      'Sathi Boys All',
      'Sathi Girls All',
    ]);
    const near = query({ furnished: 'true', sort: 'nearest', lat: 27.7154, lon: 85.3123, km: 2.5 });
    expect(names(await listings.newMatches('property', near, listedOn(0), 10))).toEqual([
      'Ghar Flat Furnished',
    ]);
  });

  it('gives the public view of each: no owner, no private email', async () => {
    const [flat] = await listings.newMatches('property', query({ propertyType: 'flat' }), listedOn(0), 1);
    expect(flat).toMatchObject({ kind: 'property', name: 'Other Flat', isOwner: false, email: null });
    expect(flat).toMatchObject({
      propertyType: 'flat',
      furnished: true,
      parking: true,
      water: 'all_day',
      floor: 1,
    });
  });

  it('reads afresh every time and leaves out what search may not show', async () => {
    const girls = query({ location: 'kathmandu', gender: 'girls', meals: 'all' });
    const before = names(await listings.newMatches('hostel', girls, listedOn(10), 10));
    expect(before).toEqual(['Sathi Price Unknown']);
    await seedAttributeListing(app, ownerId, {
      kind: 'hostel',
      name: 'Sathi Girls New',
      location: 'Thamel, Kathmandu',
      price: 7000,
      day: 20,
      rooms: 5,
      gender: 'girls',
      meals: 'all',
    });
    expect(names(await listings.newMatches('hostel', girls, listedOn(10), 10))).toEqual([
      'Sathi Girls New',
      'Sathi Price Unknown',
    ]);
    await app.db.execute(sql`update listings set stale = true where name = 'Sathi Girls New'`);
    await app.db.execute(sql`update listings set hidden_at = now() where name = 'Sathi Price Unknown'`);
    expect(await listings.newMatches('hostel', girls, listedOn(10), 10)).toEqual([]);
  });
});
