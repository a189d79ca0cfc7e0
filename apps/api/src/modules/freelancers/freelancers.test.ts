import { FREELANCER_MESSAGES as M } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { createFreelancer, signUp, validSignup } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { startInbox } from '../../../test/mail-inbox';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });
let admin: string;

const asUser = async (name = 'Hari Karki') => {
  const user = await createUser(app, { name });
  return { user, token: (await login(app, user.email)).accessToken };
};

beforeEach(async () => {
  await resetDatabase(app);
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const add = (body: Record<string, unknown>, token: string | null, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/freelance/add',
    headers: token ? bearer(token) : {},
    payload: body,
    remoteAddress: ip,
  });
const pending = (query = '', token: string = admin) =>
  app.inject({ method: 'GET', url: `/api/freelance/unverified${query}`, headers: bearer(token) });
const roleOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(token) })).json().data
    .role;

describe('POST /api/freelance/add (the contact form)', () => {
  it('stores a pending sign-up for the logged-in account with the published success message', async () => {
    const { token } = await asUser();
    const res = await add(validSignup, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Form Submitted Successfully, please wait our team will contact shortly');
    expect(res.json().data).toMatchObject({ ...validSignup, status: 'pending' });
    expect((await pending()).json().data).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    expect((await add(validSignup, null)).statusCode).toBe(401);
    expect((await pending()).json().meta.total).toBe(0);
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ phone: '' }, 'phone', M.phoneRequired],
    [{ phone: '98410' }, 'phone', M.phoneDigits],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'not-an-email' }, 'email', M.emailInvalid],
    [{ location: '  ' }, 'location', M.locationRequired],
    [{ message: 'x'.repeat(1001) }, 'message', M.messageTooLong],
  ])('refuses %o with “%s: %s” and stores nothing', async (change, field, message) => {
    const { token } = await asUser();
    const res = await add({ ...validSignup, ...change }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await pending()).json().meta.total).toBe(0);
  });

  it('takes one pending sign-up per account: a second answers 409 with a message', async () => {
    const { token } = await asUser();
    await signUp(app, token);
    const again = await add({ ...validSignup, location: 'Pokhara' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPending);
    expect((await pending()).json().meta.total).toBe(1);
  });

  it('answers 409 to an approved freelancer, and lets a rejected one apply again', async () => {
    const freelancer = await createFreelancer(app, admin);
    expect((await add(validSignup, freelancer.token)).json().message).toBe(M.alreadyFreelancer);
    const { token } = await asUser();
    const first = await signUp(app, token);
    await app.inject({ method: 'DELETE', url: `/api/freelance/delete/${first._id}`, headers: bearer(admin) });
    expect((await add(validSignup, token)).statusCode).toBe(201);
  });

  it('is rate limited per account, whatever the address', async () => {
    const { token } = await asUser();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await add({ name: '' }, token)).statusCode);
    // Invalid bodies are refused before they are counted; valid attempts count.
    expect(answers.every((s) => s === 400)).toBe(true);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await add(validSignup, token)).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('is rate limited per address, whatever the account', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await add(validSignup, (await asUser()).token, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/freelance/unverified', () => {
  beforeEach(async () => {
    const people = [
      ['Anita Gurung', 'anita@example.com', 'Lakeside, Pokhara'],
      ['Bikash Rai', 'bikash@example.com', 'Dharan, Sunsari'],
      ['Chandra Shah', 'chandra@photo.np', 'Patan, Lalitpur'],
      ['Deepa Magar', 'deepa@example.com', 'Bharatpur, Chitwan'],
      ['Esha Tamang', 'esha@example.com', 'Pokhara'],
      ['Gopal KC', 'gopal@example.com', 'Butwal'],
      ['Hira Lama', 'hira@example.com', '50%_off street'],
    ];
    for (const [name, email, location] of people) {
      const { token } = await asUser(name);
      await signUp(app, token, { ...validSignup, name, email, location });
    }
  });

  it('pages pending sign-ups by 5 with the total', async () => {
    const first = (await pending('?page=1')).json();
    expect(first.data).toHaveLength(5);
    expect(first.meta).toEqual({ total: 7, page: 1, limit: 5 });
    const second = (await pending('?page=2')).json();
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((f: { _id: string }) => f._id);
    expect(new Set(ids).size).toBe(7);
  });

  it.each([
    ['?q=POKHARA', ['Anita Gurung', 'Esha Tamang']],
    ['?q=bikash', ['Bikash Rai']],
    ['?q=photo.np', ['Chandra Shah']],
    ['?q=%25_', ['Hira Lama']],
    ['?q=nobody', []],
  ])('%s matches name, email or location case-insensitively', async (query, names) => {
    const res = (await pending(query)).json();
    expect(res.data.map((f: { name: string }) => f.name).sort()).toEqual(names);
    expect(res.meta.total).toBe(names.length);
  });
});

describe('approval and rejection', () => {
  it('approval grants the Freelancer role, keeps the record, leaves the pending list and mails the account', async () => {
    const { user, token } = await asUser('Kiran Shrestha');
    const signup = await signUp(app, token, { ...validSignup, email: 'typed-by-hand@example.com' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/freelance/verify/${signup._id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(token)).toBe('Freelancer');
    expect((await pending()).json().meta.total).toBe(0);
    expect(inbox.last(user.email).subject).toContain('verifier');
    expect(inbox.count('typed-by-hand@example.com')).toBe(0);
    const near = await app.inject({
      method: 'GET',
      url: '/api/freelance/verified-location',
      headers: bearer(admin),
    });
    expect(near.json().data.map((f: { _id: string }) => f._id)).toEqual([signup._id]);
  });

  it('rejection removes it from the pending list, grants nothing and mails the account', async () => {
    const { user, token } = await asUser();
    const signup = await signUp(app, token);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/freelance/delete/${signup._id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(token)).toBe('USER');
    expect((await pending()).json().meta.total).toBe(0);
    expect(inbox.last(user.email).text).toContain('cannot take your application forward');
  });

  it('decides once: a second decision is 409, an unknown id 404', async () => {
    const { token } = await asUser();
    const signup = await signUp(app, token);
    await app.inject({ method: 'PUT', url: `/api/freelance/verify/${signup._id}`, headers: bearer(admin) });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/freelance/delete/${signup._id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyDecided);
    expect(await roleOf(token)).toBe('Freelancer');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/freelance/verify/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['PUT', 'verify'],
    ['DELETE', 'delete'],
  ] as const)('%s /freelance/%s is admin only (403 for users, 401 for visitors)', async (method, action) => {
    const { token } = await asUser();
    const signup = await signUp(app, token);
    const url = `/api/freelance/${action}/${signup._id}`;
    expect((await app.inject({ method, url, headers: bearer(token) })).statusCode).toBe(403);
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    expect((await pending()).json().meta.total).toBe(1);
    expect(await roleOf(token)).toBe('USER');
  });
});

describe('GET /api/freelance/verified-location', () => {
  beforeEach(async () => {
    for (const [name, location] of [
      ['Pokhara Pro', 'Lakeside, Pokhara'],
      ['Baneshwor Bhai', 'New Baneshwor, Kathmandu'],
      ['Patan Didi', 'Patan, Lalitpur'],
      ['Biratnagar Dai', 'Biratnagar'],
    ] as const) {
      await createFreelancer(app, admin, { name, location });
    }
  });

  const near = async (location?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/freelance/verified-location${location ? `?location=${encodeURIComponent(location)}` : ''}`,
        headers: bearer(admin),
      })
    ).json().data as { name: string; openTasks: number; email: string; phone: string; location: string }[];

  it('puts those matching or nearest the location first', async () => {
    expect((await near('Baneshwor, Kathmandu, Bagmati'))[0]?.name).toBe('Baneshwor Bhai');
    // Patan (Lalitpur) is a few km from Baneshwor; Pokhara and Biratnagar are far.
    expect((await near('Baneshwor, Kathmandu')).map((f) => f.name).slice(0, 2)).toEqual([
      'Baneshwor Bhai',
      'Patan Didi',
    ]);
    expect((await near('Pokhara'))[0]?.name).toBe('Pokhara Pro');
    expect((await near('Itahari'))[0]?.name).toBe('Biratnagar Dai');
  });

  it('pages the list with page and limit, nearest first across the pages', async () => {
    const pageOf = async (query: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/freelance/verified-location?location=Pokhara&${query}`,
          headers: bearer(admin),
        })
      ).json<{ data: { name: string }[]; meta: { total: number; page: number; limit: number } }>();
    const first = await pageOf('page=1&limit=2');
    const second = await pageOf('page=2&limit=2');
    expect(first.meta).toEqual({ total: 4, page: 1, limit: 2 });
    expect(first.data.map((f) => f.name)).toHaveLength(2);
    expect(first.data[0]?.name).toBe('Pokhara Pro');
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((f) => f.name)).size).toBe(4);
    expect((await pageOf('page=3&limit=2')).data).toEqual([]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/freelance/verified-location?limit=0',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists everyone by name without a location, with contact details and open task counts', async () => {
    const all = await near();
    expect(all.map((f) => f.name)).toEqual(['Baneshwor Bhai', 'Biratnagar Dai', 'Patan Didi', 'Pokhara Pro']);
    expect(all[0]).toMatchObject({
      phone: validSignup.phone,
      location: 'New Baneshwor, Kathmandu',
      openTasks: 0,
    });
  });
});
