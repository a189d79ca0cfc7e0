import { SAVED_SEARCH_CODES as M, SEARCH_CODES } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';

const app = await buildTestApp();

let sita: string;
let ram: string;

beforeEach(async () => {
  await resetDatabase(app);
  sita = (await login(app, (await createUser(app, { name: 'Sita' })).email)).accessToken;
  ram = (await login(app, (await createUser(app, { name: 'Ram' })).email)).accessToken;
});

const girlsInKirtipur = {
  location: 'Kirtipur',
  sort: 'price_asc',
  gender: 'girls',
  meals: 'some',
  amenities: ['wifi', 'hot_water'],
  maxPrice: 10000,
};

const save = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(token), payload });
const list = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { _id: string; name: string; paused: boolean }[] }>().data;
};
const patch = (token: string, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: bearer(token), payload });
const remove = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: bearer(token) });
const saveNamed = async (token: string, name: string) => {
  const res = await save(token, { name, kind: 'hostel', query: { location: 'Kirtipur' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
};

describe('saving a search', () => {
  it('keeps the name (trimmed), the kind and the whole query but paging', async () => {
    const res = await save(sita, {
      name: '  Girls hostels in Kirtipur ',
      kind: 'hostel',
      query: { ...girlsInKirtipur, amenities: 'hot_water,wifi', page: 3, limit: 50, unknown: 'x' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, messageCode: M.saved });
    const saved = res.json().data;
    expect(saved).toMatchObject({ name: 'Girls hostels in Kirtipur', kind: 'hostel', paused: false });
    expect(saved.query).toEqual(girlsInKirtipur);
    expect(await list(sita)).toEqual([saved]);
  });

  it('lists an account’s searches newest first, and only its own', async () => {
    const first = await saveNamed(sita, 'First');
    const second = await saveNamed(sita, 'Second');
    await saveNamed(ram, 'Ram’s');
    expect((await list(sita)).map((s) => s._id)).toEqual([second, first]);
    expect((await list(ram)).map((s) => s.name)).toEqual(['Ram’s']);
  });

  it.each([
    ['no name', { name: undefined }, 'name', M.nameRequired],
    ['a blank name', { name: '   ' }, 'name', M.nameRequired],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, 'name', M.nameTooLong],
    ['another kind', { kind: 'shop' }, 'kind', M.kindInvalid],
    ['no query', { query: undefined }, 'query', M.queryInvalid],
    [
      'a price that is no number',
      { query: { minPrice: 'cheap' } },
      'query.minPrice',
      SEARCH_CODES.priceInvalid,
    ],
    [
      'a minimum price above the maximum',
      { query: { minPrice: 9000, maxPrice: 5000 } },
      'query.minPrice',
      SEARCH_CODES.priceRange,
    ],
    ['nearest without a place', { query: { sort: 'nearest' } }, 'query.sort', SEARCH_CODES.nearestNeedsPlace],
    ['an unknown sort', { query: { sort: 'cheapest' } }, 'query.sort', SEARCH_CODES.sortInvalid],
  ])('refuses %s with its message, saving nothing', async (_label, change, field, code) => {
    const res = await save(sita, {
      name: 'Mine',
      kind: 'hostel',
      query: { location: 'Kirtipur' },
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCodes).toMatchObject({ [field]: code });
    expect(await list(sita)).toEqual([]);
  });

  it('saves a name of exactly 100 characters', async () => {
    expect((await save(sita, { name: 'a'.repeat(100), kind: 'property', query: {} })).statusCode).toBe(201);
  });
});

describe('at most 10 saved searches an account', () => {
  it('refuses the 11th with a clear message; another account still saves', async () => {
    for (let i = 1; i <= 10; i += 1) await saveNamed(sita, `Search ${i}`);
    const eleventh = await save(sita, { name: 'One too many', kind: 'hostel', query: {} });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'SAVED_SEARCH_LIMIT',
      messageCode: M.limitReached,
      message: 'You can keep at most 10 saved searches. Delete one to save this search.',
    });
    expect(await list(sita)).toHaveLength(10);
    await saveNamed(ram, 'Ram’s first');
  });

  it('counts searches saved at once one after the other', async () => {
    for (let i = 1; i <= 8; i += 1) await saveNamed(sita, `Search ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(sita, { name: `At once ${i}`, kind: 'hostel', query: {} })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await list(sita)).toHaveLength(10);
  });

  it('saves again once one is deleted', async () => {
    const ids = [];
    for (let i = 1; i <= 10; i += 1) ids.push(await saveNamed(sita, `Search ${i}`));
    expect((await remove(sita, ids[0] ?? '')).statusCode).toBe(200);
    await saveNamed(sita, 'Room again');
  });
});

describe('renaming, pausing, resuming and deleting', () => {
  it('renames (trimmed), pauses and resumes, each with its message', async () => {
    const id = await saveNamed(sita, 'Old name');
    const renamed = await patch(sita, id, { name: ' New name ' });
    expect(renamed.json()).toMatchObject({
      messageCode: M.updated,
      data: { name: 'New name', paused: false },
    });
    const paused = await patch(sita, id, { paused: true });
    expect(paused.json()).toMatchObject({ messageCode: M.paused, data: { name: 'New name', paused: true } });
    const resumed = await patch(sita, id, { paused: false });
    expect(resumed.json()).toMatchObject({ messageCode: M.resumed, data: { paused: false } });
    expect((await list(sita))[0]).toMatchObject({ name: 'New name', paused: false });
  });

  it.each([
    ['nothing', {}, '_', M.nothingToChange],
    ['a blank name', { name: ' ' }, 'name', M.nameRequired],
    ['a long name', { name: 'b'.repeat(101) }, 'name', M.nameTooLong],
    ['paused as text', { paused: 'yes' }, 'paused', M.pausedInvalid],
  ])('refuses a change of %s', async (_label, payload, field, code) => {
    const id = await saveNamed(sita, 'Kept');
    const res = await patch(sita, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCodes).toMatchObject({ [field]: code });
    expect((await list(sita))[0]).toMatchObject({ name: 'Kept', paused: false });
  });

  it('deletes, and a second delete finds nothing', async () => {
    const id = await saveNamed(sita, 'Short-lived');
    const res = await remove(sita, id);
    expect(res.json()).toMatchObject({ success: true, messageCode: M.deleted });
    expect(await list(sita)).toEqual([]);
    expect((await remove(sita, id)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s search, as for one that does not exist, and changes nothing', async () => {
    const id = await saveNamed(sita, 'Sita’s');
    const missing = '7d3c2d0e-8f7a-4c55-9b7e-2f0e7d3a9c11';
    for (const target of [id, missing]) {
      for (const res of [await patch(ram, target, { name: 'Taken' }), await remove(ram, target)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ messageCode: M.notFound });
      }
    }
    expect((await patch(ram, id, { paused: true })).statusCode).toBe(404);
    expect(await list(sita)).toMatchObject([{ _id: id, name: 'Sita’s', paused: false }]);
  });

  it('refuses an id that is no id, with the not-found message', async () => {
    const res = await remove(sita, 'not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ messageCode: M.notFound });
  });
});
