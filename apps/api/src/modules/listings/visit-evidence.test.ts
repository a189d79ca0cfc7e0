import { VISIT_CODES, VISIT_MESSAGES, checklistField, checklistItemsFor } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login } from '../../../test/factories';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos, validHostel, validProperty } from '../../../test/listings';

const app = await buildTestApp();

let admin: string;
let owner: string;

beforeEach(async () => {
  await resetDatabase(app);
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  owner = (await login(app, (await createUser(app, { name: 'Owner' })).email)).accessToken;
});

/** Every item of a kind's checklist answered, as the visit form sends it; water 'no', the rest 'yes'. */
const answered = (kind: 'hostel' | 'property') =>
  Object.fromEntries(
    checklistItemsFor(kind).map((item) => [checklistField(item), item === 'water' ? 'no' : 'yes']),
  );
const expectedItems = (kind: 'hostel' | 'property') =>
  checklistItemsFor(kind).map((item) => ({ item, answer: item === 'water' ? 'no' : 'yes' }));

const propertyVisit = {
  length: '10',
  width: '8',
  room: '3',
  bathroom: '2',
  description: 'Verifier: bright rooms, the stairs are steep.',
};
const hostelVisit = {
  room: '3',
  beds: '9',
  bathroom: '2',
  kitchen: 'true',
  dining: 'true',
  length: '4',
  width: '3',
};

async function freelancerOn(listingId: string) {
  const ram = await createFreelancer(app, admin, { name: 'Ram Thapa' });
  const task = await assignTask(app, admin, listingId, [ram.freelancerId]);
  await app.inject({ method: 'PUT', url: `/api/freelance/accept/${task._id}`, headers: bearer(ram.token) });
  return { token: ram.token, taskId: task._id };
}

async function completeTask(listingId: string, fields: Record<string, string>) {
  const { token, taskId } = await freelancerOn(listingId);
  return app.inject({
    method: 'PUT',
    url: `/api/freelance/complete/${listingId}/${taskId}`,
    headers: bearer(token),
    payload: formData(fields, await photos(1)),
  });
}

const verifyInPerson = async (id: string, fields: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${id}`,
    headers: bearer(admin),
    payload: formData(fields, await photos(1)),
  });

const publicListing = async (kind: 'hostel' | 'property', id: string) =>
  (
    await app.inject({
      method: 'GET',
      url: kind === 'hostel' ? `/api/hostels/get/${id}` : `/api/landlords/${id}`,
    })
  ).json().data;

const verificationCount = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from verifications where listing_id = ${id}`,
    )
  )[0]?.n;

describe('the checklist of an on-site visit', () => {
  it('is stored and shown for a property’s task, with the water hours and the verifier’s notes', async () => {
    const { _id } = await addProperty(app, owner);
    const res = await completeTask(_id, { ...propertyVisit, ...answered('property'), water_hours: '6' });
    expect(res.statusCode).toBe(200);
    const { evidence, description } = await publicListing('property', _id);
    expect(evidence.checklist).toEqual({ items: expectedItems('property'), waterHours: 6 });
    expect(evidence.checklist.items.map((i: { item: string }) => i.item)).not.toContain('operatingPermit');
    expect(evidence.notes).toBe(propertyVisit.description);
    // The verifier's words are theirs, not the listing's description.
    expect(description).toBeNull();
  });

  it('is stored and shown for a hostel’s task, the operating permit included', async () => {
    const { _id } = await addHostel(app, owner);
    const res = await completeTask(_id, {
      ...hostelVisit,
      ...answered('hostel'),
      description: 'Kitchen is clean.',
    });
    expect(res.statusCode).toBe(200);
    const { evidence } = await publicListing('hostel', _id);
    expect(evidence.checklist).toEqual({ items: expectedItems('hostel'), waterHours: null });
    expect(evidence.checklist.items).toContainEqual({ item: 'operatingPermit', answer: 'yes' });
    expect(evidence.notes).toBe('Kitchen is clean.');
  });

  it('is stored and shown for the admin’s in-person form', async () => {
    const { _id } = await addProperty(app, owner);
    const res = await verifyInPerson(_id, { ...propertyVisit, ...answered('property'), water_hours: '24' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.evidence.checklist).toEqual({ items: expectedItems('property'), waterHours: 24 });
  });

  it.each([
    ['a property’s task', 'property'],
    ['a hostel’s task', 'hostel'],
    ['the admin’s form', 'in-person'],
  ] as const)('partly answered on %s: 400 naming each unanswered item, nothing stored', async (_, path) => {
    const kind = path === 'hostel' ? 'hostel' : 'property';
    const { _id } = kind === 'hostel' ? await addHostel(app, owner) : await addProperty(app, owner);
    const partial = { [checklistField('water')]: 'yes', [checklistField('kitchen')]: 'not_seen' };
    const fields = { ...(kind === 'hostel' ? hostelVisit : propertyVisit), ...partial };
    const res = path === 'in-person' ? await verifyInPerson(_id, fields) : await completeTask(_id, fields);
    expect(res.statusCode).toBe(400);
    const missing = checklistItemsFor(kind).filter((item) => item !== 'water' && item !== 'kitchen');
    expect(Object.keys(res.json().errorCodes).sort()).toEqual(missing.map(checklistField).sort());
    for (const item of missing) {
      expect(res.json().errorCodes[checklistField(item)]).toBe(VISIT_CODES.answerRequired);
      expect(res.json().errors[checklistField(item)]).toBe(VISIT_MESSAGES.answerRequired);
    }
    expect(await verificationCount(_id)).toBe(0);
    const stored = await app.inject({
      method: 'GET',
      url: kind === 'hostel' ? `/api/hostels/get/${_id}` : `/api/landlords/${_id}`,
      headers: bearer(admin),
    });
    expect(stored.json().data).toMatchObject({ verified: false, evidence: null });
  });

  it('refuses a measurement and a checklist item in the same answer', async () => {
    const { _id } = await addProperty(app, owner);
    const res = await verifyInPerson(_id, {
      ...propertyVisit,
      room: '0',
      [checklistField('water')]: 'maybe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCodes).toMatchObject({
      room: expect.any(String),
      check_water: VISIT_CODES.answerRequired,
    });
  });

  it.each([
    ['water_hours', { water_hours: '25' }, VISIT_CODES.waterHoursInvalid],
    ['floor', { floor: '-1' }, VISIT_CODES.floorInvalid],
    ['position_lat', { position_lat: '27.7' }, VISIT_CODES.positionInvalid],
  ])('refuses %s out of range and stores nothing', async (field, extra, code) => {
    const { _id } = await addProperty(app, owner);
    const res = await verifyInPerson(_id, { ...propertyVisit, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCodes[field]).toBe(code);
    expect(await verificationCount(_id)).toBe(0);
  });

  it('is not asked of a client that sends none (the published form): the visit is recorded without one', async () => {
    const { _id } = await addProperty(app, owner);
    const res = await verifyInPerson(_id, propertyVisit);
    expect(res.statusCode).toBe(200);
    const { evidence, verification } = await publicListing('property', _id);
    expect(verification.level).toBe('visited');
    expect(evidence).toMatchObject({ checklist: null, notes: propertyVisit.description, differences: [] });
    expect(evidence.measured).toMatchObject({ rooms: 3, floor: null });
  });

  it('is absent from a desk check, which measures nothing', async () => {
    const { _id } = await addHostel(app, owner);
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${_id}`, headers: bearer(admin) });
    const { evidence } = await publicListing('hostel', _id);
    expect(evidence).toMatchObject({ checklist: null, notes: null, differences: [], photosTakenAt: null });
    expect(evidence.measured).toMatchObject({ rooms: null, floor: null });
    expect(evidence.stated).toMatchObject({ rooms: 12 });
  });
});

describe('the owner’s facts beside the verifier’s', () => {
  it('keeps the hostel owner’s description and rooms, and says where the verifier found otherwise', async () => {
    const { _id } = await addHostel(app, owner, { ...validHostel, room: '4' });
    const res = await completeTask(_id, {
      ...hostelVisit,
      room: '3',
      description: 'Only three rooms in use.',
    });
    expect(res.statusCode).toBe(200);
    const hostel = await publicListing('hostel', _id);
    expect(hostel).toMatchObject({ description: validHostel.description, room: 4, beds: 9, bathroom: 2 });
    expect(hostel.evidence).toMatchObject({
      notes: 'Only three rooms in use.',
      stated: { rooms: 4 },
      measured: { rooms: 3, beds: 9 },
      differences: [{ field: 'rooms', owner: 4, verifier: 3 }],
    });
  });

  it('says nothing differs when the hostel’s rooms agree', async () => {
    const { _id } = await addHostel(app, owner, { ...validHostel, room: '3' });
    await completeTask(_id, hostelVisit);
    expect((await publicListing('hostel', _id)).evidence.differences).toEqual([]);
  });

  it('keeps the property owner’s floor and shows the floor the verifier found beside it', async () => {
    const { _id } = await addProperty(app, owner, { ...validProperty, floor: 4 });
    const res = await completeTask(_id, { ...propertyVisit, floor: '1' });
    expect(res.statusCode).toBe(200);
    const property = await publicListing('property', _id);
    expect(property.floor).toBe(4);
    expect(property.evidence).toMatchObject({
      stated: { floor: 4, rooms: null },
      measured: { floor: 1, rooms: 3 },
      differences: [{ field: 'floor', owner: 4, verifier: 1 }],
    });
  });

  it('says nothing differs when the floors agree, or when the verifier gave none', async () => {
    const { _id } = await addProperty(app, owner, { ...validProperty, floor: 1 });
    await verifyInPerson(_id, { ...propertyVisit, floor: '1' });
    expect((await publicListing('property', _id)).evidence.differences).toEqual([]);
    await verifyInPerson(_id, propertyVisit);
    expect((await publicListing('property', _id)).evidence.differences).toEqual([]);
  });

  it('compares with what the owner states now: an edit of the rooms after the visit shows the new difference', async () => {
    const { _id } = await addHostel(app, owner, { ...validHostel, room: '3' });
    await completeTask(_id, hostelVisit);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${_id}`,
      headers: bearer(owner),
      payload: { ...validHostel, room: 5, price: 9000 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await publicListing('hostel', _id)).evidence.differences).toEqual([
      { field: 'rooms', owner: 5, verifier: 3 },
    ]);
  });
});
