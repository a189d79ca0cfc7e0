import { SearchQuerySchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';
import { applicantCountOf } from '../applications/repository';
import { createPresentableReader } from './presentable-reader';
import { createListingSearch, SEARCH_CACHE_TTL_MS } from './search';

const app = await buildTestApp();
let now = 1;
const listingSearch = createListingSearch(app.db, createPresentableReader(applicantCountOf), {
  now: () => now,
});
const query = (params: Record<string, string>) => SearchQuerySchema.parse(params);
const names = async (params: Record<string, string>) =>
  (await listingSearch.search('hostel', query(params))).rows.map((r) => r.name);

describe('remembered searches', () => {
  it('answer from memory until they expire, so changes made elsewhere show within the TTL', async () => {
    const owner = await createUser(app);
    await seedListing(app, owner.id, { name: 'First Lakeside', location: 'Lakeside, Pokhara' });
    expect(await names({ location: 'lakeside' })).toEqual(['First Lakeside']);

    // Written behind the search's back, as another API process would.
    await seedListing(app, owner.id, { name: 'Second Lakeside', location: 'Lakeside, Pokhara' });
    expect(await names({ location: 'lakeside' })).toEqual(['First Lakeside']);
    expect((await listingSearch.search('hostel', query({ location: 'lakeside' }))).meta.total).toBe(1);

    now += SEARCH_CACHE_TTL_MS + 1;
    expect((await names({ location: 'lakeside' })).sort()).toEqual(['First Lakeside', 'Second Lakeside']);
    expect((await listingSearch.search('hostel', query({ location: 'lakeside' }))).meta.total).toBe(2);
  });

  it('forget() drops every remembered page and total at once', async () => {
    const owner = await createUser(app);
    await seedListing(app, owner.id, { name: 'Thamel One', location: 'Thamel, Kathmandu' });
    expect(await names({ location: 'thamel' })).toEqual(['Thamel One']);
    await seedListing(app, owner.id, { name: 'Thamel Two', location: 'Thamel, Kathmandu' });
    listingSearch.forget();
    const found = await listingSearch.search('hostel', query({ location: 'thamel' }));
    expect(found.rows).toHaveLength(2);
    expect(found.meta.total).toBe(2);
  });

  it('keeps pages of one search apart, and counts it once for all of them', async () => {
    const owner = await createUser(app);
    for (const n of [1, 2, 3]) {
      await seedListing(app, owner.id, { name: `Bhaktapur ${n}`, location: 'Bhaktapur', price: n * 1000 });
    }
    const first = await listingSearch.search(
      'hostel',
      query({ location: 'bhaktapur', sort: 'price_asc', limit: '2' }),
    );
    const second = await listingSearch.search(
      'hostel',
      query({ location: 'bhaktapur', sort: 'price_asc', limit: '2', page: '2' }),
    );
    expect(first.rows.map((r) => r.name)).toEqual(['Bhaktapur 1', 'Bhaktapur 2']);
    expect(second.rows.map((r) => r.name)).toEqual(['Bhaktapur 3']);
    expect([first.meta.total, second.meta.total]).toEqual([3, 3]);
  });
});
