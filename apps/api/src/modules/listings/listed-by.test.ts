import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addVerifiedHostel } from '../../../test/listings';

const app = await buildTestApp();

describe('who listed a listing, in public answers', () => {
  it("shows the owner's first name as listedBy, never the account's full name", async () => {
    const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
    const account = await createUser(app, { name: '  Hari Prasad Sharma ' });
    const owner = (await login(app, account.email)).accessToken;
    const id = await addVerifiedHostel(app, { admin, owner }, 'Sharma Boys Hostel');

    const answers = [
      await app.inject({ method: 'GET', url: `/api/hostels/get/${id}` }),
      await app.inject({ method: 'GET', url: '/api/hostels/by-address?location=Pokhara' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"listedBy":"Hari"');
      expect(res.body).not.toContain('Prasad');
      expect(res.body).not.toContain('Sharma"');
    }
  });
});

describe('PUT /api/user/display-name', () => {
  it('sets the name listings show, and blank goes back to the first name', async () => {
    const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
    const account = await createUser(app, { name: 'Sita Kumari Thapa' });
    const owner = (await login(app, account.email)).accessToken;
    const id = await addVerifiedHostel(app, { admin, owner }, 'Thapa Girls Hostel');
    const listedBy = async () =>
      (await app.inject({ method: 'GET', url: `/api/hostels/get/${id}` })).json<{
        data: { listedBy: string };
      }>().data.listedBy;
    const setName = (displayName: unknown, token = owner) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/display-name',
        payload: { displayName },
        ...(token && { headers: bearer(token) }),
      });

    expect(await listedBy()).toBe('Sita');
    const saved = await setName('  Sita Didi ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ messageCode: 'auth.displayNameSaved' });
    expect(await listedBy()).toBe('Sita Didi');
    const tooLong = await setName('x'.repeat(51));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().messageCode).toBe('auth.displayNameTooLong');
    expect((await setName('Anyone', '')).statusCode).toBe(401);
    expect(await listedBy()).toBe('Sita Didi');
    expect((await setName('   ')).statusCode).toBe(200);
    expect(await listedBy()).toBe('Sita');
  });

  it('GET /api/user/user-details answers the name chosen (null: none) and the name listings show', async () => {
    const account = await createUser(app, { name: ' Ram Bahadur Gurung' });
    const owner = (await login(app, account.email)).accessToken;
    const details = async () =>
      (await app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(owner) })).json<{
        data: Record<string, unknown>;
      }>().data;
    const setName = (displayName: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/display-name',
        payload: { displayName },
        headers: bearer(owner),
      });

    expect(await details()).toMatchObject({
      name: ' Ram Bahadur Gurung',
      displayName: null,
      listedBy: 'Ram',
    });
    expect((await setName(' Gurung Dai ')).statusCode).toBe(200);
    expect(await details()).toMatchObject({ displayName: 'Gurung Dai', listedBy: 'Gurung Dai' });
    expect((await setName('')).statusCode).toBe(200);
    expect(await details()).toMatchObject({ displayName: null, listedBy: 'Ram' });
  });
});
