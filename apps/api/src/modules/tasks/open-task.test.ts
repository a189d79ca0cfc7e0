import { TASK_MESSAGES as M } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../../test/factories';
import { assignTask } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { addHostel, addProperty } from '../../../test/listings';
import { acceptTask, completeTask, propertyVisit, visitTeam, type Verifier } from '../../../test/visits';

const app = await buildTestApp();

let admin: string;
let owner: string;
let property: string;
let ram: Verifier;
let sita: Verifier;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, owner, listing: property, ram, sita } = await visitTeam(app));
});

const assign = (listingId: string, freelancerId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/freelance/assign/${listingId}`,
    headers: bearer(admin),
    payload: { freelancerIds: [freelancerId], description: 'Measure it.' },
  });
const taskCount = async (listingId: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from tasks where listing_id = ${listingId}`,
    )
  )[0]?.n;
const openTasks = (token = admin) =>
  app.inject({ method: 'GET', url: '/api/freelance/open-tasks', headers: bearer(token) });

describe('one open task per listing', () => {
  it('refuses a second assignment while the first is waiting or accepted, and stores no second task', async () => {
    const first = await assignTask(app, admin, property, [ram.freelancerId]);
    const waiting = await assign(property, sita.freelancerId);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(M.openTask);
    await acceptTask(app, ram.token, first._id);
    expect((await assign(property, sita.freelancerId)).statusCode).toBe(409);
    expect(await taskCount(property)).toBe(1);
  });

  it('holds for hostels too', async () => {
    const hostel = (await addHostel(app, owner))._id;
    await assignTask(app, admin, hostel, [ram.freelancerId]);
    const again = await assign(hostel, sita.freelancerId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.openTask);
    expect(await taskCount(hostel)).toBe(1);
  });

  it('assigns again once the first task is past its due date', async () => {
    const first = await assignTask(app, admin, property, [ram.freelancerId]);
    await app.db.execute(
      sql`update tasks set expires_at = now() - interval '1 minute' where id = ${first._id}`,
    );
    expect((await assign(property, sita.freelancerId)).statusCode).toBe(201);
    expect(await taskCount(property)).toBe(2);
  });

  it('assigns again once the first task was completed and its verification ran out', async () => {
    const first = await assignTask(app, admin, property, [ram.freelancerId]);
    await acceptTask(app, ram.token, first._id);
    const done = await completeTask(app, ram.token, property, first._id, propertyVisit);
    expect(done.statusCode).toBe(200);
    await app.db.execute(sql`update listings set verification_expired_at = now() where id = ${property}`);
    expect((await assign(property, sita.freelancerId)).statusCode).toBe(201);
  });

  it('of several assignments at the same moment exactly one is made', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        assign(property, i % 2 === 0 ? ram.freelancerId : sita.freelancerId),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await taskCount(property)).toBe(1);
  });
});

describe('GET /api/freelance/open-tasks', () => {
  it('lists the open tasks with everyone each was given to, for the admin only', async () => {
    const open = await assignTask(app, admin, property, [ram.freelancerId, sita.freelancerId]);
    const other = (await addProperty(app, owner))._id;
    const pastDue = await assignTask(app, admin, other, [ram.freelancerId]);
    await app.db.execute(
      sql`update tasks set expires_at = now() - interval '1 minute' where id = ${pastDue._id}`,
    );
    const res = await openTasks();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        _id: open._id,
        status: 'assigned',
        room: expect.objectContaining({ _id: property, kind: 'property' }),
        assignedTo: [
          expect.objectContaining({ name: 'Ram Thapa' }),
          expect.objectContaining({ name: 'Sita Rai' }),
        ],
      }),
    ]);
    expect((await openTasks(ram.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/freelance/open-tasks' })).statusCode).toBe(401);
  });
});
