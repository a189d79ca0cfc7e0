import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { png } from '../../../test/images';
import { startInbox } from '../../../test/mail-inbox';
import { addHostel, addProperty, validHostel } from '../../../test/listings';
import type { SearchTx } from '../listings/search-transaction';
import { insertApplication, markRemoved } from './repository';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });
// An app of its own, so the page test counts exactly its applications.
const fresh = await buildTestApp();
let owner: string;
let otherOwner: string;
let stranger: string;
let admin: string;

beforeAll(async () => {
  owner = (
    await login(app, (await createUser(app, { email: 'owner@example.com', name: 'Hari Owner' })).email)
  ).accessToken;
  otherOwner = (await login(app, (await createUser(app)).email)).accessToken;
  stranger = (await login(app, (await createUser(app)).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const applicant = {
  name: 'Sita Student',
  email: 'sita@example.com',
  phone: '9812345678',
  No_of_people: 2,
  No_of_rooms: 1,
};

async function verifiedHostel(token = owner, name = 'Open Hostel') {
  const hostel = await addHostel(app, token, { ...validHostel, name }, 1);
  await app.inject({ method: 'PUT', url: `/api/hostels/verify/${hostel._id}`, headers: bearer(admin) });
  return hostel;
}
const apply = (
  id: string,
  body: Record<string, unknown> = applicant,
  kind: 'hostel' | 'property' = 'hostel',
) =>
  app.inject({
    method: 'POST',
    url: kind === 'hostel' ? `/api/buyers/add-buyer/hostel/${id}` : `/api/buyers/add-buyer/${id}`,
    payload: body,
    remoteAddress: nextIp(),
  });
const ownerHostels = async (token = owner) =>
  (await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(token) })).json().data as {
    _id: string;
    Applicants: number;
    buyer: { _id: string; name: string; completed: boolean; No_of_room: number }[];
  }[];
describe('applying', () => {
  it('a visitor applies to a verified hostel; owner and applicant get mail in both languages', async () => {
    const hostel = await verifiedHostel(owner, 'Mail Hostel');
    const res = await apply(hostel._id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data._id).toEqual(expect.any(String));
    const toOwner = inbox.last('owner@example.com');
    expect(toOwner.subject).toContain('Mail Hostel');
    expect(toOwner.text).toContain('Sita Student');
    expect(toOwner.text).toContain('9812345678');
    expect(toOwner.text).toContain('नमस्ते Hari Owner');
    // A visitor's typed address gets nothing: the server mails no address nobody proved.
    expect(inbox.count('sita@example.com')).toBe(0);
  });

  it('sends a logged-in applicant the copy at their own verified address, not the typed one', async () => {
    const hostel = await verifiedHostel(owner, 'Copy Hostel');
    const me = await createUser(app, { email: 'gita.account@example.com' });
    const { accessToken } = await login(app, me.email);
    const res = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${hostel._id}`,
      headers: bearer(accessToken),
      payload: { ...applicant, email: 'victim@example.com' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const copy = inbox.last('gita.account@example.com');
    expect(copy.subject).toContain('Copy Hostel');
    // The scam warning, in both languages.
    expect(copy.text).toContain(
      'Never pay a deposit or fee before you have seen the room and met the owner.',
    );
    expect(copy.text).toContain('घर भाडाले तपाईंसँग कहिल्यै पैसा माग्दैन');
    expect(inbox.count('victim@example.com')).toBe(0);
  });

  it('mails one address at most 20 times an hour, however many applications arrive', async () => {
    const busyOwner = await createUser(app, { email: 'busy-owner@example.com' });
    const hostel = await verifiedHostel((await login(app, busyOwner.email)).accessToken, 'Busy Hostel');
    for (let i = 0; i < 24; i++) {
      const res = await apply(hostel._id, { ...applicant, email: `flood${i}@example.com` });
      expect(res.statusCode).toBe(201);
    }
    // Every application is kept; the owner's inbox gets the first 20.
    expect(inbox.count('busy-owner@example.com')).toBe(20);
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter your full name'],
    [{ email: '' }, 'email', 'Please enter your email address'],
    [{ email: 'sita@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '' }, 'phone', 'Please enter your phone number'],
    [{ phone: '98123' }, 'phone', 'Phone number must have at least 10 digits'],
    [{ No_of_people: 0 }, 'No_of_people', 'Number of people must be at least 1'],
    [{ No_of_people: undefined }, 'No_of_people', 'Please enter the number of people'],
    [{ No_of_rooms: 0 }, 'No_of_rooms', 'Number of rooms must be at least 1'],
    [{ No_of_rooms: undefined }, 'No_of_rooms', 'Please enter the number of rooms'],
  ])('checks %o → %s: %s', async (change, field, message) => {
    const hostel = await verifiedHostel();
    const res = await apply(hostel._id, { ...applicant, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses unverified and sold listings: not found to whom may not see it, else a clear message', async () => {
    const unverified = await addHostel(app, owner, validHostel, 1);
    const res = await apply(unverified._id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Listing not found');
    // Its owner sees it, so is told why.
    const own = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${unverified._id}`,
      headers: bearer(owner),
      payload: applicant,
      remoteAddress: nextIp(),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This listing is not accepting applications right now.');
    const sold = await verifiedHostel();
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/sold/${sold._id}`,
      headers: bearer(owner),
      payload: { sold: true },
    });
    const rented = await apply(sold._id);
    expect(rented.statusCode).toBe(409);
    expect(rented.json().message).toBe(
      'This place has already been rented, so it is not accepting applications.',
    );
  });

  it('refuses a second pending application from the same email, whatever its case', async () => {
    const hostel = await verifiedHostel();
    expect((await apply(hostel._id)).statusCode).toBe(201);
    const again = await apply(hostel._id, { ...applicant, email: 'SITA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already applied/);
  });

  it('applies to a verified landlord property by its own route, and not by the hostel route', async () => {
    const property = await addProperty(app, owner);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      length: '10',
      width: '8',
      room: '2',
      bathroom: '1',
      description: 'ok',
    }))
      form.append(k, v);
    form.append('image', new Blob([await png()], { type: 'image/png' }), 'p.png');
    await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property._id}`,
      headers: bearer(admin),
      payload: form,
    });
    expect((await apply(property._id, applicant, 'hostel')).statusCode).toBe(404);
    expect((await apply(property._id, applicant, 'property')).statusCode).toBe(201);
  });
});

describe('counts and the owner’s view', () => {
  it('Applicants follows add, mark and remove; the owner sees each applicant', async () => {
    const hostel = await verifiedHostel(otherOwner, 'Counted Hostel');
    const ids: string[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      ids.push((await apply(hostel._id, { ...applicant, email, No_of_rooms: 2 })).json().data._id);
    }
    let mine = (await ownerHostels(otherOwner)).find((h) => h._id === hostel._id);
    expect(mine?.Applicants).toBe(3);
    expect(mine?.buyer).toHaveLength(3);
    expect(mine?.buyer[0]).toMatchObject({ name: 'Sita Student', No_of_room: 2, completed: false });

    await app.inject({ method: 'PUT', url: `/api/buyers/mark-buyer/${ids[0]}`, headers: bearer(otherOwner) });
    await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${ids[1]}`,
      headers: bearer(otherOwner),
    });
    mine = (await ownerHostels(otherOwner)).find((h) => h._id === hostel._id);
    expect(mine?.Applicants).toBe(2);
    expect(mine?.buyer.find((b) => b._id === ids[0])?.completed).toBe(true);
    expect(mine?.buyer.find((b) => b._id === ids[1])).toBeUndefined();
    const publicView = await app.inject({ method: 'GET', url: `/api/hostels/get/${hostel._id}` });
    expect(publicView.json().data.Applicants).toBe(2);
  });
});

describe('search results', () => {
  it('show Applicants as applications come and go, though searches are remembered', async () => {
    const hostel = await verifiedHostel(otherOwner, 'Searched Hostel');
    const inSearch = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/hostels/by-address?location=lakeside&limit=50',
      });
      const found = (res.json().data as { _id: string; Applicants: number }[]).find(
        (h) => h._id === hostel._id,
      );
      return found?.Applicants;
    };
    expect(await inSearch()).toBe(0);
    const id = (await apply(hostel._id, { ...applicant, email: 'searched@example.com' })).json().data._id;
    expect(await inSearch()).toBe(1);
    await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${id}`,
      headers: bearer(otherOwner),
    });
    expect(await inSearch()).toBe(0);
  });

  it('are forgotten on every instance when an application comes or goes: it is written in the listings’ change()', async () => {
    // Checked by the compiler (npx tsc -b): only the listings' change() opens the transaction these take.
    expectTypeOf(insertApplication).parameter(0).toEqualTypeOf<SearchTx>();
    expectTypeOf(markRemoved).parameter(0).toEqualTypeOf<SearchTx>();
    const hostel = await verifiedHostel(otherOwner, 'Announced Hostel');
    const announce = vi.spyOn(app.coordination.searchChanges, 'announce');
    try {
      const applied = await apply(hostel._id, { ...applicant, email: 'announced@example.com' });
      expect(applied.statusCode).toBe(201);
      expect(announce).toHaveBeenCalledTimes(1);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/buyers/delete-buyer/${applied.json().data._id}`,
        headers: bearer(otherOwner),
      });
      expect(removed.statusCode).toBe(200);
      expect(announce).toHaveBeenCalledTimes(2);
    } finally {
      announce.mockRestore();
    }
  });
});

describe('permissions on mark and remove', () => {
  it('a stranger gets 403, another owner 403, the listing owner and an admin are allowed', async () => {
    const hostel = await verifiedHostel(owner);
    const first = (await apply(hostel._id, { ...applicant, email: 'p1@example.com' })).json().data._id;
    const second = (await apply(hostel._id, { ...applicant, email: 'p2@example.com' })).json().data._id;
    const mark = (id: string, token?: string) =>
      app.inject({ method: 'PUT', url: `/api/buyers/mark-buyer/${id}`, headers: token ? bearer(token) : {} });
    const remove = (id: string, token: string) =>
      app.inject({ method: 'DELETE', url: `/api/buyers/delete-buyer/${id}`, headers: bearer(token) });
    expect((await mark(first)).statusCode).toBe(401);
    expect((await mark(first, stranger)).statusCode).toBe(403);
    expect((await mark(first, otherOwner)).statusCode).toBe(403);
    expect((await remove(first, stranger)).statusCode).toBe(403);
    expect((await mark(first, owner)).statusCode).toBe(200);
    expect((await remove(second, admin)).statusCode).toBe(200);
    expect((await remove(second, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/buyers/get (admin)', () => {
  it('pages by 7, newest first, without overlap, with the nested listing', async () => {
    const a = (await login(fresh, (await createUser(fresh, { role: 'ADMIN' })).email)).accessToken;
    const o = (await login(fresh, (await createUser(fresh)).email)).accessToken;
    const hostel = await addHostel(fresh, o, { ...validHostel, name: 'Paged Hostel' }, 1);
    await fresh.inject({ method: 'PUT', url: `/api/hostels/verify/${hostel._id}`, headers: bearer(a) });
    for (let i = 0; i < 10; i++) {
      const res = await fresh.inject({
        method: 'POST',
        url: `/api/buyers/add-buyer/hostel/${hostel._id}`,
        payload: { ...applicant, email: `p${i}@example.com`, name: `Applicant ${i}` },
        remoteAddress: `10.9.0.${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const get = (q: string) =>
      fresh.inject({ method: 'GET', url: `/api/buyers/get${q}`, headers: bearer(a) });
    const page1 = (await get('?page=1')).json();
    const page2 = (await get('?page=2')).json();
    expect(page1.meta).toEqual({ total: 10, page: 1, limit: 7 });
    expect(page1.data).toHaveLength(7);
    expect(page2.data).toHaveLength(3);
    const ids = [...page1.data, ...page2.data].map((b: { _id: string }) => b._id);
    expect(new Set(ids).size).toBe(10);
    expect(page1.data[0].name).toBe('Applicant 9');
    expect(page1.data[0]).toMatchObject({
      email: 'p9@example.com',
      No_of_rooms: 1,
      No_of_people: 2,
      completed: false,
      rent_room: null,
      hostel: {
        _id: hostel._id,
        name: 'Paged Hostel',
        verified: true,
        price: 9000,
        Applicants: 10,
        contact_no: '9841234567',
      },
    });
    expect(page1.data[0].hostel.image).toHaveLength(1);

    await fresh.inject({ method: 'PUT', url: `/api/buyers/mark-buyer/${ids[0]}`, headers: bearer(a) });
    await fresh.inject({ method: 'DELETE', url: `/api/buyers/delete-buyer/${ids[1]}`, headers: bearer(a) });
    expect((await get('')).json().meta.total).toBe(8);
    const completed = (await get('?status=completed')).json();
    expect(completed.data.map((b: { _id: string }) => b._id)).toEqual([ids[0]]);
  });
});

describe('rate limit', () => {
  it('limits applications per client address', async () => {
    const hostel = await verifiedHostel();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/buyers/add-buyer/hostel/${hostel._id}`,
        payload: { ...applicant, email: `rl${i}@example.com` },
        remoteAddress: '10.77.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
