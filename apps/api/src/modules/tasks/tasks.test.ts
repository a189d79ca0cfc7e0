import { TASK_MESSAGES as M } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import * as repo from './repository';
import { bearer, createUser } from '../../../test/factories';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData, textPretendingToBePng } from '../../../test/images';
import { addProperty, photos } from '../../../test/listings';
import { startInbox } from '../../../test/mail-inbox';
import { acceptTask, completeTask, propertyVisit, visitTeam, type Verifier } from '../../../test/visits';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

let admin: string;
let owner: string;
let property: string;
let ram: Verifier;
let sita: Verifier;

beforeEach(async () => {
  await resetDatabase(app);
  ({
    admin,
    owner,
    listing: property,
    ram,
    sita,
  } = await visitTeam(app, 'property', {
    location: 'Lakeside, Pokhara',
  }));
});

const getTasks = (token: string) =>
  app.inject({ method: 'GET', url: '/api/freelance/get-task', headers: bearer(token) });
const accepted = (token: string) =>
  app.inject({ method: 'GET', url: '/api/freelance/accepted', headers: bearer(token) });
const accept = (id: string, token: string) => acceptTask(app, token, id);
const complete = (
  taskId: string,
  token: string,
  fields: Record<string, string> = propertyVisit,
  count = 2,
  roomId = property,
) => completeTask(app, token, roomId, taskId, fields, count);
const taskIds = (res: { json: () => { data: { task: { _id: string }[] } } }) =>
  res.json().data.task.map((t) => t._id);
const propertyAs = (token: string) =>
  app.inject({ method: 'GET', url: `/api/landlords/${property}`, headers: bearer(token) });
/** Moves a task's due date into the past, as time passing would. */
const expire = (taskId: string) =>
  app.db.execute(sql`update tasks set expires_at = now() - interval '1 minute' where id = ${taskId}`);
const taskRow = async (taskId: string) =>
  (
    await queryRows<{ accepted_by: string | null; completed_at: Date | null }>(
      app.db,
      sql`select accepted_by, completed_at from tasks where id = ${taskId}`,
    )
  )[0];

describe('POST /api/freelance/assign/{roomId}', () => {
  it('creates one task shared by the chosen freelancers, due in 3 days, and emails each', async () => {
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/freelance/assign/${property}`,
      headers: bearer(admin),
      payload: { freelancerIds: [ram.freelancerId, sita.freelancerId], description: 'Measure the flat.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.assigned);
    const task = res.json().data;
    expect(task).toMatchObject({
      description: 'Measure the flat.',
      isAccepted: false,
      isCompleted: false,
      status: 'assigned',
      room: {
        _id: property,
        Contact_no1: '9841234567',
        Contact_no2: '9801234567',
        pricing: 25000,
        shutter: 1,
      },
    });
    expect(task.room.coordinate).toEqual({ lat: 27.6889, lon: 85.3365 });
    expect(task.assignedTo.map((a: { name: string }) => a.name)).toEqual(['Ram Thapa', 'Sita Rai']);
    const due = new Date(task.expiry).getTime() - before;
    expect(due).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(due).toBeLessThan(3 * 86_400_000 + 60_000);
    expect(inbox.last(ram.user.email).subject).toContain('New verification task');
    expect(inbox.last(sita.user.email).text).toContain('Measure the flat.');
    expect(taskIds(await getTasks(ram.token))).toEqual([task._id]);
    expect(taskIds(await getTasks(sita.token))).toEqual([task._id]);
  });

  it('takes a due date (a date alone is the end of that day in Nepal)', async () => {
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const task = await assignTask(app, admin, property, [ram.freelancerId], { expiry: day });
    expect(task.expiry).toBe(new Date(`${day}T23:59:59+05:45`).toISOString());
  });

  it.each([
    [{ description: '' }, 'description', M.descriptionRequired],
    [{ freelancerIds: [] }, 'freelancerIds', M.freelancersRequired],
    [{ freelancerIds: undefined }, 'freelancerIds', M.freelancersRequired],
    [{ expiry: 'tomorrow-ish' }, 'expiry', M.expiryInvalid],
    [{ expiry: '2020-01-01' }, 'expiry', M.expiryPast],
    [{ expiry: '2099-01-01' }, 'expiry', M.expiryTooFar],
  ])('refuses %o with “%s: %s” and creates nothing', async (change, field, message) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/freelance/assign/${property}`,
      headers: bearer(admin),
      payload: { freelancerIds: [ram.freelancerId], description: 'Measure it.', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
  });

  it('assigns only approved freelancers', async () => {
    const plain = await createUser(app);
    for (const freelancerIds of [
      [plain.id],
      ['00000000-0000-4000-8000-000000000000'],
      [ram.freelancerId, plain.id],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/freelance/assign/${property}`,
        headers: bearer(admin),
        payload: { freelancerIds, description: 'Measure it.' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.freelancerUnknown);
    }
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
  });

  it('assigns listings that await verification only', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/freelance/assign/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: { freelancerIds: [ram.freelancerId], description: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.propertyNotFound);
    const task = await assignTask(app, admin, property, [ram.freelancerId]);
    await accept(task._id, ram.token);
    await complete(task._id, ram.token);
    const again = await app.inject({
      method: 'POST',
      url: `/api/freelance/assign/${property}`,
      headers: bearer(admin),
      payload: { freelancerIds: [sita.freelancerId], description: 'x' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.propertyVerified);
  });

  it('is admin only: 403 for users and freelancers, 401 for visitors', async () => {
    const url = `/api/freelance/assign/${property}`;
    const payload = { freelancerIds: [ram.freelancerId], description: 'x' };
    for (const token of [owner, ram.token]) {
      expect((await app.inject({ method: 'POST', url, headers: bearer(token), payload })).statusCode).toBe(
        403,
      );
    }
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
  });
});

describe('task requests and accepting', () => {
  it('shows a freelancer only their own tasks, with only themselves among the assignees', async () => {
    const mine = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    const other = await addProperty(app, owner, {
      name: 'Other flat',
      location: 'Lakeside, Pokhara',
      Contact_no1: '9812345678',
      price: 12000,
    });
    await assignTask(app, admin, other._id, [sita.freelancerId]);
    const res = await getTasks(ram.token);
    expect(taskIds(res)).toEqual([mine._id]);
    expect(res.json().data.task[0].assignedTo).toEqual([
      expect.objectContaining({ _id: ram.freelancerId, name: 'Ram Thapa' }),
    ]);
    expect(taskIds(await getTasks(sita.token))).toHaveLength(2);
  });

  it('the first to accept takes it: it leaves the others’ lists and moves to the accepted list', async () => {
    const task = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    const res = await accept(task._id, ram.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Task accepted successfully!');
    expect(res.json().data).toMatchObject({ isAccepted: true, status: 'accepted' });
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
    expect(taskIds(await getTasks(sita.token))).toEqual([]);
    expect((await accepted(ram.token)).json().data.map((t: { _id: string }) => t._id)).toEqual([task._id]);
    expect((await accepted(sita.token)).json().data).toEqual([]);
    const late = await accept(task._id, sita.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.takenByOther);
    expect((await accept(task._id, ram.token)).json().message).toBe(M.alreadyAccepted);
  });

  it('two accepts at the same moment leave exactly one winner', async () => {
    const task = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    const results = await Promise.all([accept(task._id, ram.token), accept(task._id, sita.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]?.statusCode === 200 ? ram : sita;
    expect((await taskRow(task._id))?.accepted_by).toBe(winner.freelancerId);
  });

  it('the database decides: of two accepts that both passed the checks, exactly one wins', async () => {
    const task = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    const at = new Date();
    const results = await Promise.all([
      repo.accept(app.db, task._id, ram.freelancerId, at),
      repo.accept(app.db, task._id, sita.freelancerId, at),
    ]);
    expect(results.sort()).toEqual([false, true]);
  });

  it('a freelancer cannot see or accept a task not assigned to them', async () => {
    const task = await assignTask(app, admin, property, [sita.freelancerId]);
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
    const res = await accept(task._id, ram.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notAssignee);
    expect((await taskRow(task._id))?.accepted_by).toBeNull();
    expect((await accept(task._id, owner)).statusCode).toBe(403);
    expect((await accept('00000000-0000-4000-8000-000000000000', ram.token)).statusCode).toBe(404);
  });

  it('an expired task leaves the list and cannot be accepted', async () => {
    const task = await assignTask(app, admin, property, [ram.freelancerId]);
    await expire(task._id);
    expect(taskIds(await getTasks(ram.token))).toEqual([]);
    const res = await accept(task._id, ram.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.expired);
    expect((await taskRow(task._id))?.accepted_by).toBeNull();
  });

  it('hides accepted tasks once past their due date', async () => {
    const task = await assignTask(app, admin, property, [ram.freelancerId]);
    await accept(task._id, ram.token);
    await expire(task._id);
    expect((await accepted(ram.token)).json().data).toEqual([]);
  });

  it('user-details carries the caller’s open tasks for the Works badge', async () => {
    const details = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(token) })).json()
        .data;
    const task = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    expect((await details(ram.token)).task.map((t: { _id: string }) => t._id)).toEqual([task._id]);
    await accept(task._id, ram.token);
    expect((await details(ram.token)).task).toHaveLength(1);
    expect((await details(sita.token)).task).toHaveLength(0);
    expect((await details(owner)).task).toEqual([]);
    // The admin's freelancer list counts open tasks by the same rule.
    const near = await app.inject({
      method: 'GET',
      url: '/api/freelance/verified-location',
      headers: bearer(admin),
    });
    const openTasks = Object.fromEntries(
      near.json().data.map((f: { _id: string; openTasks: number }) => [f._id, f.openTasks]),
    );
    expect(openTasks).toEqual({ [ram.freelancerId]: 1, [sita.freelancerId]: 0 });
    await complete(task._id, ram.token);
    expect((await details(ram.token)).task).toHaveLength(0);
  });
});

describe('PUT /api/freelance/complete/{roomId}/{taskId}', () => {
  let taskId: string;
  beforeEach(async () => {
    taskId = (await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]))._id;
  });

  it('lets the accepting freelancer see the unverified property, and nobody else of them', async () => {
    expect((await propertyAs(ram.token)).statusCode).toBe(404);
    await accept(taskId, ram.token);
    expect((await propertyAs(ram.token)).statusCode).toBe(200);
    expect((await propertyAs(sita.token)).statusCode).toBe(404);
  });

  it('verifies the property and completes the task in one go, recording the verifier and their photos', async () => {
    await accept(taskId, ram.token);
    const res = await complete(taskId, ram.token, propertyVisit, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verified: true, length: 10.5, width: 8, room: 3, bathroom: 2 });
    expect(res.json().data.image).toHaveLength(2);
    const row = (
      await queryRows<{ verified_by: string; verified_at: Date | null }>(
        app.db,
        sql`select verified_by, verified_at from listings where id = ${property}`,
      )
    )[0];
    expect(row?.verified_by).toBe(ram.user.id);
    expect(row?.verified_at).not.toBeNull();
    const sources = await queryRows<{ source: string }>(
      app.db,
      sql`select source from listing_images where listing_id = ${property}`,
    );
    expect(sources.map((s) => s.source)).toEqual(['verifier', 'verifier']);
    expect((await taskRow(taskId))?.completed_at).not.toBeNull();
    const list = (await accepted(ram.token)).json().data;
    expect(list[0]).toMatchObject({ isCompleted: true, status: 'completed' });
    const search = await app.inject({
      method: 'GET',
      url: '/api/landlords/verified/by-address?location=New%20Baneshwor',
    });
    expect(search.json().data.map((p: { _id: string }) => p._id)).toContain(property);
  });

  it('cannot be completed twice, nor twice at the same moment', async () => {
    await accept(taskId, ram.token);
    const results = await Promise.all([complete(taskId, ram.token), complete(taskId, ram.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await complete(taskId, ram.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyCompleted);
    const images = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from listing_images where listing_id = ${property}`,
    );
    expect(images[0]?.n).toBe(2);
  });

  it('only the freelancer who accepted may complete it', async () => {
    expect((await complete(taskId, ram.token)).json().message).toBe(M.notAccepted);
    await accept(taskId, ram.token);
    const other = await complete(taskId, sita.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.notAcceptor);
    expect((await complete(taskId, owner)).statusCode).toBe(403);
    expect((await complete(taskId, admin)).statusCode).toBe(403);
    const outsider = await createFreelancer(app, admin, { name: 'Outsider' });
    expect((await complete(taskId, outsider.token)).json().message).toBe(M.notAssignee);
    expect((await propertyAs(owner)).json().data.verified).toBe(false);
  });

  it('an expired task cannot be completed', async () => {
    await accept(taskId, ram.token);
    await expire(taskId);
    const res = await complete(taskId, ram.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.expired);
  });

  it('refuses the room of another task', async () => {
    await accept(taskId, ram.token);
    const other = await addProperty(app, owner);
    const res = await complete(taskId, ram.token, propertyVisit, 1, other._id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.wrongRoom);
  });

  it.each([
    ['length', { length: '' }, 'Please enter the length of the property', 1],
    ['description', { description: '' }, 'Please enter the description of the property', 1],
    ['room', { room: '0' }, 'Number of rooms must be at least 1', 1],
    ['image', {}, 'Please upload at least one image of the property', 0],
    ['image', {}, 'Maximum 5 images allowed', 6],
  ])('a failed completion (%s) changes neither task nor property', async (field, change, message, count) => {
    await accept(taskId, ram.token);
    const res = await complete(taskId, ram.token, { ...propertyVisit, ...change }, count);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await taskRow(taskId))?.completed_at).toBeNull();
    const after = (await propertyAs(owner)).json().data;
    expect(after).toMatchObject({ verified: false, length: null, image: [] });
  });

  it('a photo that is not an image changes nothing and leaves no file', async () => {
    await accept(taskId, ram.token);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/freelance/complete/${property}/${taskId}`,
      headers: bearer(ram.token),
      payload: formData(propertyVisit, [
        ...(await photos(1)),
        { name: 'x.png', data: textPretendingToBePng, type: 'image/png' },
      ]),
    });
    expect(res.statusCode).toBe(415);
    expect((await taskRow(taskId))?.completed_at).toBeNull();
    expect((await propertyAs(owner)).json().data.verified).toBe(false);
  });
});
