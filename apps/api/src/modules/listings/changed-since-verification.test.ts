import { MATERIAL_FIELDS, type MaterialField } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addVerifiedHostel, adminAndOwner, photos, validHostel } from '../../../test/listings';
import { setListing } from '../../../test/shortlist';
import { hostelVisit, readHostel, verifyFromDesk, visitByVerifier } from '../../../test/visits';

const app = await buildTestApp();
let tokens: { admin: string; owner: string };

beforeEach(async () => {
  await resetDatabase(app);
  tokens = await adminAndOwner(app);
});

/** The edit form as the owner's listing stands (validHostel), so a test changes one thing at a time. */
const asListed = {
  name: validHostel.name,
  location: validHostel.location,
  room: 12,
  contact_no: validHostel.contact_no,
  email: validHostel.email,
  price: 9000,
  description: validHostel.description,
};
const editDetails = (id: string, token: string, change: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/hostels/edit-details/${id}`,
    headers: bearer(token),
    payload: { ...asListed, ...change },
  });

/** One edit per material field: a field added to MATERIAL_FIELDS needs its edit here (and gets its test). */
const editOf: Record<MaterialField, (id: string, token: string) => Promise<{ statusCode: number }>> = {
  name: (id, token) => editDetails(id, token, { name: 'Renamed Hostel' }),
  location: (id, token) =>
    editDetails(id, token, {
      location: 'Thamel, Kathmandu, Bagmati, Nepal',
      coordinate: { lat: 27.7154, lon: 85.3123 },
    }),
  rooms: (id, token) => editDetails(id, token, { room: 99 }),
  photos: async (id, token) => {
    const kept = (await readHostel(app, id, token)).image as string[];
    return app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${id}`,
      headers: bearer(token),
      payload: formData({ existingImages: kept }, await photos(1)),
    });
  },
};

const publicHostel = (id: string) => readHostel(app, id);
const queued = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/hostels/get-unhostel',
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { _id: string }[]).map((h) => h._id);
};

describe('an owner changing what was verified', () => {
  it.each(MATERIAL_FIELDS)(
    '%s: shows "changed since" on the listing and puts it back in the admin\'s queue',
    async (field) => {
      const id = await addVerifiedHostel(app, tokens, validHostel.name);
      expect(await queued()).not.toContain(id);
      expect((await editOf[field](id, tokens.owner)).statusCode).toBe(200);
      const hostel = await publicHostel(id);
      // Still public and still verified, with the notice.
      expect(hostel.verified).toBe(true);
      expect(hostel.verification).toMatchObject({ level: 'checked', changed: [field] });
      expect(Date.parse(hostel.verification.changedAt)).not.toBeNaN();
      expect(await queued()).toContain(id);
    },
  );

  it('removing a photo (PUT /hostels/delete-image) is a change of photos too', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/hostels/delete-image',
      headers: bearer(tokens.owner),
      payload: { id, index: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect((await publicHostel(id)).verification.changed).toEqual(['photos']);
    expect(await queued()).toContain(id);
  });

  it('collects every field changed since the visit, in list order', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    await editOf.rooms(id, tokens.owner);
    await editDetails(id, tokens.owner, { room: 99, name: 'Renamed Hostel' });
    expect((await publicHostel(id)).verification.changed).toEqual(['name', 'rooms']);
  });

  it('a change is not the verification running out: the evidence does not say expired', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    const before = (await publicHostel(id)).evidence;
    await editOf.rooms(id, tokens.owner);
    const after = (await publicHostel(id)).evidence;
    expect(after.expired).toBe(false);
    expect(after.expiresAt).toBe(before.expiresAt);
  });

  it('ran out first and changed later, it is both expired and changed', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    const ranOut = new Date(Date.now() - 60_000);
    await setListing(app, id, { verificationExpiredAt: ranOut });
    await editOf.rooms(id, tokens.owner);
    const hostel = await publicHostel(id);
    expect(hostel.verification.changed).toEqual(['rooms']);
    expect(hostel.evidence).toMatchObject({ expired: true, expiresAt: ranOut.toISOString() });
  });

  it('a new verification clears it and takes it out of the queue', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    await editOf.name(id, tokens.owner);
    await verifyFromDesk(app, tokens.admin, id);
    const hostel = await publicHostel(id);
    expect(hostel.verification).not.toHaveProperty('changedAt');
    expect(hostel.verification).not.toHaveProperty('changed');
    expect(await queued()).not.toContain(id);
  });
});

describe('a visit after the change', () => {
  it("a verifier's visit (a task's completion) clears it, visited and current again", async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    await editOf.photos(id, tokens.owner);
    await visitByVerifier(app, tokens.admin, id, hostelVisit);
    const hostel = await publicHostel(id);
    expect(hostel.verification).toEqual({ level: 'visited', at: hostel.evidence.verifiedAt });
    expect(hostel.evidence.expired).toBe(false);
    expect(await queued()).not.toContain(id);
  });
});

describe('edits that are not a change since the visit', () => {
  it('a listing whose price never changed has no priceChange; an admin correcting the price records none', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    expect((await publicHostel(id)).priceChange).toBeNull();
    expect((await editDetails(id, tokens.admin, { price: 8000 })).statusCode).toBe(200);
    expect((await publicHostel(id)).priceChange).toBeNull();
  });

  it('a new price keeps the listing verified as it was, out of the queue', async () => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    expect((await editDetails(id, tokens.owner, { price: 1 })).statusCode).toBe(200);
    const hostel = await publicHostel(id);
    expect(hostel.price).toBe(1);
    expect(hostel.priceChange).toMatchObject({ from: 9000, to: 1 });
    expect(Date.parse(hostel.priceChange.at)).not.toBeNaN();
    expect(hostel.verification).toMatchObject({ level: 'checked' });
    expect(hostel.verification).not.toHaveProperty('changedAt');
    expect(await queued()).not.toContain(id);
  });

  it.each(MATERIAL_FIELDS)('%s changed by an admin is a correction: nothing is recorded', async (field) => {
    const id = await addVerifiedHostel(app, tokens, validHostel.name);
    expect((await editOf[field](id, tokens.admin)).statusCode).toBe(200);
    expect((await publicHostel(id)).verification).not.toHaveProperty('changedAt');
    expect(await queued()).not.toContain(id);
  });

  it.each(MATERIAL_FIELDS)('%s changed on an unverified listing changes only the value', async (field) => {
    const { _id: id } = await addHostel(app, tokens.owner);
    expect((await editOf[field](id, tokens.owner)).statusCode).toBe(200);
    expect((await readHostel(app, id, tokens.owner)).verification).toBeNull();
    await verifyFromDesk(app, tokens.admin, id);
    expect((await publicHostel(id)).verification).not.toHaveProperty('changedAt');
  });
});
