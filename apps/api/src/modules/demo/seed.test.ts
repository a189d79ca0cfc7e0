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
