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

  it('does not remember a read that was under way when a change was forgotten', async () => {
    // A reader that holds each page until the test lets it go, so the change lands mid-read.
    let pageRead = () => {};
    const read = createPresentableReader(applicantCountOf);
    const held = new Promise<void>((resolve) => (pageRead = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowSearch = createListingSearch(
      app.db,
      {
        ...read,
        page: async (...args: Parameters<typeof read.page>) => {
          const rows = await read.page(...args);
          pageRead();
          await gate;
          return rows;
        },
      },
      { now: () => now },
    );
    const owner = await createUser(app);
    await seedListing(app, owner.id, { name: 'Dharan One', location: 'Dharan' });
    const underWay = slowSearch.search('hostel', query({ location: 'dharan' }));
    await held;
    await seedListing(app, owner.id, { name: 'Dharan Two', location: 'Dharan' });
    slowSearch.forget();
    release();
    expect((await underWay).rows.map((r) => r.name)).toEqual(['Dharan One']);
    const after = await slowSearch.search('hostel', query({ location: 'dharan' }));
    expect(after.rows.map((r) => r.name).sort()).toEqual(['Dharan One', 'Dharan Two']);
    expect(after.meta.total).toBe(2);
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
