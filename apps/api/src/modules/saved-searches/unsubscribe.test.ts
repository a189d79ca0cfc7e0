import { SAVED_SEARCH_CODES as M } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { signUnsubscribeToken } from './unsubscribe-token';

const app = await buildTestApp();
const secret = app.secrets.jwtSecret;

let sita: string;
let searchId: string;
let otherSearchId: string;

const saveSearch = async (name: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(sita),
    payload: { name, kind: 'hostel', query: { location: 'Kirtipur' } },
  });
  return res.json<{ data: { _id: string } }>().data._id;
};

beforeEach(async () => {
  await resetDatabase(app);
  sita = (await login(app, (await createUser(app)).email)).accessToken;
  searchId = await saveSearch('Hostels in Kirtipur');
  otherSearchId = await saveSearch('Another search');
});

const unsubscribe = (token: string) =>
  app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
const pausedOf = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(sita) });
  const data = res.json<{ data: { _id: string; paused: boolean }[] }>().data;
  return Object.fromEntries(data.map((s) => [s._id, s.paused]));
};

describe('the unsubscribe link of an alert email', () => {
  it('pauses its one search without a login, and says which', async () => {
    const res = await unsubscribe(signUnsubscribeToken(secret, searchId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      messageCode: M.unsubscribed,
      data: { _id: searchId, name: 'Hostels in Kirtipur', paused: true },
    });
    expect(await pausedOf()).toEqual({ [searchId]: true, [otherSearchId]: false });
  });

  it('is the same when followed again', async () => {
    const token = signUnsubscribeToken(secret, searchId);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ _id: searchId, name: 'Hostels in Kirtipur', paused: true });
  });

  it.each([
    ['an altered signature', (token: string) => `${token.slice(0, -2)}xy`],
    ['another search’s id with this signature', (token: string) => token.replace(searchId, otherSearchId)],
    [
      'a signature from another secret',
      () => signUnsubscribeToken('another-secret-of-32-bytes-or-more!!', searchId),
    ],
    ['no signature', () => searchId],
    ['an extra part', (token: string) => `${token}.more`],
    ['no id', () => 'not-a-token'],
  ])('refuses %s with a clear message, pausing nothing', async (_label, forge) => {
    const res = await unsubscribe(forge(signUnsubscribeToken(secret, searchId)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LINK_INVALID', messageCode: M.linkInvalid });
    expect(await pausedOf()).toEqual({ [searchId]: false, [otherSearchId]: false });
  });

  it('refuses a request without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ messageCode: M.linkInvalid });
  });

  it('says so when the search was deleted meanwhile', async () => {
    await app.inject({ method: 'DELETE', url: `/api/saved-searches/${searchId}`, headers: bearer(sita) });
    const res = await unsubscribe(signUnsubscribeToken(secret, searchId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ messageCode: M.gone });
  });
});

describe('one-click unsubscribe from a mail program (RFC 8058)', () => {
  const oneClickUrl = (id: string) =>
    `/api/saved-searches/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(secret, id))}`;

  it('pauses the search from a form POST with the token in the address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: oneClickUrl(searchId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pausedOf()).toEqual({ [searchId]: true, [otherSearchId]: false });
  });

  it('pauses the search from a multipart POST too', async () => {
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const res = await app.inject({ method: 'POST', url: oneClickUrl(searchId), payload: form });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pausedOf()).toEqual({ [searchId]: true, [otherSearchId]: false });
  });

  it('refuses a forged token in the address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${searchId}.forged`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(await pausedOf()).toEqual({ [searchId]: false, [otherSearchId]: false });
  });

  it('sends a browser that opens the address to the unsubscribe page, changing nothing itself', async () => {
    const res = await app.inject({ method: 'GET', url: oneClickUrl(searchId) });
    expect(res.statusCode).toBe(303);
    const target = new URL(res.headers.location ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${app.config.publicUrl}/unsubscribe`);
    expect(target.searchParams.get('token')).toBe(signUnsubscribeToken(secret, searchId));
    expect(await pausedOf()).toEqual({ [searchId]: false, [otherSearchId]: false });
  });
});
