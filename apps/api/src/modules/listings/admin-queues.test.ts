import { UNVERIFIED_PAGE_MAX, UNVERIFIED_PAGE_SIZE } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';

const app = await buildTestApp();
let admin: string;

const WAITING = 23;
/** Listed a minute apart, in this order: the queue shows the oldest first. */
const listedAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 9, i));

beforeAll(async () => {
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  const owner = await createUser(app);
  for (const kind of ['hostel', 'property'] as const) {
    for (let i = 0; i < WAITING; i += 1) {
      await seedListing(app, owner.id, {
        kind,
        name: `${kind} ${String(i).padStart(2, '0')}`,
        location: 'Thamel, Kathmandu',
        verified: false,
        createdAt: listedAt(i),
      });
    }
    // Verified ones are not in the queue nor in its total.
    await seedListing(app, owner.id, { kind, name: `${kind} verified`, location: 'Thamel, Kathmandu' });
  }
});

type Page = { data: { name: string }[]; meta: { total: number; page: number; limit: number } };

describe.each([
  ['GET /api/hostels/get-unhostel', '/api/hostels/get-unhostel', 'hostel'],
  ['GET /api/landlords/', '/api/landlords/', 'property'],
])('%s', (_label, url, kind) => {
  const names = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `${kind} ${String(from + i).padStart(2, '0')}`);
  const read = (query = '') => app.inject({ method: 'GET', url: `${url}${query}`, headers: bearer(admin) });

  it(`answers ${UNVERIFIED_PAGE_SIZE} a page when a page is asked for, oldest first, with the queue's total`, async () => {
    const res = await read('?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<Page>();
    expect(body.meta).toEqual({ total: WAITING, page: 1, limit: UNVERIFIED_PAGE_SIZE });
    expect(body.data.map((l) => l.name)).toEqual(names(0, UNVERIFIED_PAGE_SIZE));
  });

  it('pages without overlap or gap', async () => {
    const first = (await read('?page=1&limit=10')).json<Page>();
    const second = (await read('?page=2&limit=10')).json<Page>();
    const third = (await read('?page=3&limit=10')).json<Page>();
    expect([...first.data, ...second.data, ...third.data].map((l) => l.name)).toEqual(names(0, WAITING));
    expect(third.meta).toEqual({ total: WAITING, page: 3, limit: 10 });
    expect((await read('?page=4&limit=10')).json<Page>().data).toEqual([]);
  });

  it(`allows at most ${UNVERIFIED_PAGE_MAX} a page, with a 400 envelope past it`, async () => {
    expect((await read(`?limit=${UNVERIFIED_PAGE_MAX}`)).json<Page>().data).toHaveLength(WAITING);
    for (const query of [`?limit=${UNVERIFIED_PAGE_MAX + 1}`, '?limit=0', '?page=0', '?page=x']) {
      const res = await read(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: true,
        code: 'VALIDATION',
        message: expect.stringMatching(/./),
      });
    }
  });
});
