import { ATTRIBUTE_CODES, englishOf, LISTING_CODES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { measurements } from '../../../test/authorization-fixtures';
import { bearer } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addProperty, adminAndOwner, photos, validHostel, validProperty } from '../../../test/listings';
import { shortlistCalls } from '../../../test/shortlist';

const app = await buildTestApp();
let owner: string;
let ownerId: string;
let admin: string;

beforeAll(async () => {
  ({ owner, ownerId, admin } = await adminAndOwner(app));
});

const CODE = ATTRIBUTE_CODES.contactAppsInvalid;
const listingCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from listings`))[0]?.n;
/** A read as the owner sees it (an unverified listing is theirs to see). */
const read = async (url: string, token = owner) => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const contactAppsIn = async (url: string, id: string) =>
  ((await read(url)).data as { _id: string; contactApps: string[] }[]).find((l) => l._id === id)?.contactApps;

const postHostel = async (fields: Record<string, string | string[]>) =>
  app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(owner),
    payload: formData(fields, await photos(1)),
  });
async function addHostel(fields: Record<string, string | string[]>) {
  const res = await postHostel(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string; contactApps: string[] } }>().data;
}
const verify = async (path: 'hostels' | 'landlords', id: string) => {
  const payload = path === 'hostels' ? undefined : formData(measurements, await photos(1));
  const res = await app.inject({
    method: 'PUT',
    url: `/api/${path}/verify/${id}`,
    headers: bearer(admin),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The hostel edit form as listed (validHostel), so an edit changes only what a test adds. */
const hostelDetails = {
  name: validHostel.name,
  location: validHostel.location,
  room: 12,
  contact_no: validHostel.contact_no,
  email: validHostel.email,
  price: 9000,
  description: validHostel.description,
};
const edit = (path: 'hostels' | 'landlords', id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/${path}/edit-details/${id}`,
    headers: bearer(owner),
    payload: body,
  });

describe('a hostel’s contact apps', () => {
  it.each([
    ['one field', { contactApps: 'whatsapp' }, ['whatsapp']],
    ['a repeated field', { contactApps: ['viber', 'whatsapp'] }, ['whatsapp', 'viber']],
    ['a comma string', { contactApps: 'viber, whatsapp' }, ['whatsapp', 'viber']],
    ['nothing', {}, []],
    ['an empty field', { contactApps: '' }, []],
  ])(
    'are stored from the add form given %s and read on the detail and in search',
    async (_, fields, apps) => {
      const { _id, contactApps } = await addHostel({ ...validHostel, ...fields });
      expect(contactApps).toEqual(apps);
      expect((await read(`/api/hostels/get/${_id}`)).data.contactApps).toEqual(apps);
      await verify('hostels', _id);
      expect(await contactAppsIn('/api/hostels/by-address?location=pokhara&limit=50', _id)).toEqual(apps);
    },
  );

  it('are read on the owner’s dashboard and in a shortlist', async () => {
    const { _id } = await addHostel({ ...validHostel, contactApps: ['whatsapp'] });
    const dashboard = (await read('/api/user/get-hostel', owner)).data as {
      _id: string;
      contactApps: string[];
    }[];
    expect(dashboard.find((h) => h._id === _id)?.contactApps).toEqual(['whatsapp']);
    await verify('hostels', _id);
    const shortlist = shortlistCalls(app);
    expect((await shortlist.save(owner, _id)).statusCode).toBe(200);
    const saved = (await shortlist.list(owner)).find((e) => e.listingId === _id);
    expect(saved?.listing).toMatchObject({ contactApps: ['whatsapp'] });
  });

  it('are kept by an edit that leaves them out, changed by one that names them, cleared by [] or null', async () => {
    const { _id } = await addHostel({ ...validHostel, contactApps: 'whatsapp,viber' });
    await verify('hostels', _id);
    const kept = await edit('hostels', _id, hostelDetails);
    expect(kept.json().data.contactApps).toEqual(['whatsapp', 'viber']);

    const changed = await edit('hostels', _id, { ...hostelDetails, contactApps: ['viber'] });
    expect(changed.statusCode, changed.body).toBe(200);
    // Which apps the owner answers on is not something a visit vouched for: still verified, unchanged.
    expect(changed.json().data).toMatchObject({ contactApps: ['viber'], verified: true });
    expect(changed.json().data.verification.changed).toBeUndefined();

    expect(
      (await edit('hostels', _id, { ...hostelDetails, contactApps: [] })).json().data.contactApps,
    ).toEqual([]);
    await edit('hostels', _id, { ...hostelDetails, contactApps: 'whatsapp' });
    expect(
      (await edit('hostels', _id, { ...hostelDetails, contactApps: null })).json().data.contactApps,
    ).toEqual([]);
    expect((await read(`/api/hostels/get/${_id}`)).data.contactApps).toEqual([]);
  });

  it.each([
    ['an unknown app', { contactApps: 'telegram' }],
    ['an unknown app beside a known one', { contactApps: ['whatsapp', 'signal'] }],
    ['an unknown app in a comma string', { contactApps: 'whatsapp,imo' }],
  ])('refuses %s on the add form with its message, storing nothing', async (_, fields) => {
    const before = await listingCount();
    const res = await postHostel({ ...validHostel, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: englishOf(CODE),
      messageCode: CODE,
      errorCodes: { contactApps: CODE },
    });
    expect(res.json().errors).toEqual({ contactApps: englishOf(CODE) });
    expect(await listingCount()).toBe(before);
  });

  it('refuses an unknown app on the edit form, changing nothing', async () => {
    const { _id } = await addHostel({ ...validHostel, contactApps: 'whatsapp' });
    const res = await edit('hostels', _id, { ...hostelDetails, name: 'Changed', contactApps: ['messenger'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: englishOf(CODE), errorCodes: { contactApps: CODE } });
    expect((await read(`/api/hostels/get/${_id}`)).data).toMatchObject({
      name: validHostel.name,
      contactApps: ['whatsapp'],
    });
  });

  it('are none for a listing stored before owners could choose (the column’s default)', async () => {
    const [row] = await queryRows<{ id: string }>(
      app.db,
      sql`insert into listings (kind, owner_id, name, location, contact_no1, price)
        values ('hostel', ${ownerId}, 'Older Hostel', 'Lakeside, Pokhara', '9841234567', 8000) returning id`,
    );
    expect((await read(`/api/hostels/get/${row?.id}`, owner)).data.contactApps).toEqual([]);
  });
});

describe('a property’s contact apps', () => {
  it('are stored from a JSON or a multipart add and read on the detail and in search', async () => {
    const json = await addProperty(app, owner, { ...validProperty, contactApps: ['viber', 'whatsapp'] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: formData(
        {
          ...validProperty,
          coordinate: undefined,
          price: '25000',
          shutter: '1',
          lat: '27.6889',
          lon: '85.3365',
          contactApps: 'whatsapp',
        },
        [],
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const multipart = res.json<{ data: { _id: string } }>().data;
    const plain = await addProperty(app, owner, validProperty);
    for (const [{ _id }, apps] of [
      [json, ['whatsapp', 'viber']],
      [multipart, ['whatsapp']],
      [plain, []],
    ] as const) {
      expect((await read(`/api/landlords/${_id}`)).data.contactApps).toEqual(apps);
      await verify('landlords', _id);
      expect(
        await contactAppsIn('/api/landlords/verified/by-address?location=baneshwor&limit=50', _id),
      ).toEqual(apps);
    }
  });

  it('are kept when left out of an edit, cleared by [], and an unknown app is refused', async () => {
    const { _id } = await addProperty(app, owner, { ...validProperty, contactApps: 'viber' });
    expect((await edit('landlords', _id, validProperty)).json().data.contactApps).toEqual(['viber']);
    expect(
      (await edit('landlords', _id, { ...validProperty, contactApps: [] })).json().data.contactApps,
    ).toEqual([]);

    const bad = await edit('landlords', _id, { ...validProperty, contactApps: ['whatsapp', 'wechat'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageCode: CODE, errorCodes: { contactApps: CODE } });
    expect((await read(`/api/landlords/${_id}`)).data.contactApps).toEqual([]);

    const before = await listingCount();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: { ...validProperty, contactApps: ['telegram'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: englishOf(CODE), errorCodes: { contactApps: CODE } });
    expect(await listingCount()).toBe(before);
  });

  it('need a mobile primary contact: WhatsApp or Viber on a landline is refused with its message, on add and edit', async () => {
    const NEEDS_MOBILE = LISTING_CODES.property.chatNeedsMobile;
    const landline = { ...validProperty, Contact_no1: '+977 1-4412345' };
    const before = await listingCount();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: { ...landline, contactApps: ['whatsapp'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: englishOf(NEEDS_MOBILE),
      errorCodes: { contactApps: NEEDS_MOBILE },
    });
    expect(await listingCount()).toBe(before);

    // A landline without chat apps is fine, and so are chat apps on a mobile written with the code.
    const { _id } = await addProperty(app, owner, landline);
    const edited = await edit('landlords', _id, { ...landline, contactApps: ['viber'] });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ errorCodes: { contactApps: NEEDS_MOBILE } });
    const mobile = await edit('landlords', _id, {
      ...landline,
      Contact_no1: '+977 984-1234567',
      contactApps: ['viber'],
    });
    expect(mobile.statusCode, mobile.body).toBe(200);
    expect((await read(`/api/landlords/${_id}`)).data).toMatchObject({
      Contact_no1: '+977 984-1234567',
      contactApps: ['viber'],
    });
  });
});
