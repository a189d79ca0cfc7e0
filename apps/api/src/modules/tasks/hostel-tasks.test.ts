import { LISTING_MESSAGES, TASK_MESSAGES as M } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../../test/factories';
import { assignTask } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { acceptTask, completeTask, hostelVisit, visitTeam, type Verifier } from '../../../test/visits';

const app = await buildTestApp();

let admin: string;
let hostel: string;
let ram: Verifier;
let sita: Verifier;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, listing: hostel, ram, sita } = await visitTeam(app, 'hostel'));
});

const accept = (taskId: string, token: string) => acceptTask(app, token, taskId);
const complete = (taskId: string, token: string, fields: Record<string, string> = hostelVisit, count = 2) =>
  completeTask(app, token, hostel, taskId, fields, count);
const hostelAs = (token?: string) =>
  app.inject({ method: 'GET', url: `/api/hostels/get/${hostel}`, headers: token ? bearer(token) : {} });
const completedAt = async (taskId: string) =>
  (
    await queryRows<{ completed_at: Date | null }>(
      app.db,
      sql`select completed_at from tasks where id = ${taskId}`,
    )
  )[0]?.completed_at;

describe('a hostel’s verification task', () => {
  it('is assigned like a property’s: the task names the hostel', async () => {
    const task = await assignTask(app, admin, hostel, [ram.freelancerId]);
    const requests = await app.inject({
      method: 'GET',
      url: '/api/freelance/get-task',
      headers: bearer(ram.token),
    });
    expect(requests.json().data.task).toEqual([
      expect.objectContaining({
        _id: task._id,
        room: expect.objectContaining({ _id: hostel, kind: 'hostel' }),
      }),
    ]);
  });

  it('lets the freelancer who accepted read the unverified hostel, and nobody else of them', async () => {
    const task = await assignTask(app, admin, hostel, [ram.freelancerId, sita.freelancerId]);
    expect((await hostelAs(ram.token)).statusCode).toBe(404);
    await accept(task._id, ram.token);
    expect((await hostelAs(ram.token)).statusCode).toBe(200);
    expect((await hostelAs(sita.token)).statusCode).toBe(404);
  });

  it('completing it verifies the hostel with what was counted and the verifier’s photos', async () => {
    const task = await assignTask(app, admin, hostel, [ram.freelancerId]);
    await accept(task._id, ram.token);
    const res = await complete(task._id, ram.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.hostelCompleted);
    expect(res.json().data).toMatchObject({
      kind: 'hostel',
      verified: true,
      // The owner's 12 rooms stay the listing's; the 14 counted are the visit's evidence.
      room: 12,
      beds: 32,
      bathroom: 5,
      kitchen: true,
      dining: false,
      length: 4.2,
      width: 3.5,
    });
    // Counted and photographed on site: a visit, not a desk check.
    expect(res.json().data.verification).toMatchObject({ level: 'visited' });
    expect(await completedAt(task._id)).not.toBeNull();
    // What tenants read: the visit's evidence beside the owner's 12 rooms, with the verifier's photos.
    const { evidence } = (await hostelAs()).json().data;
    expect(evidence).toMatchObject({
      verifier: { kind: 'freelancer', firstName: 'Ram' },
      measured: { rooms: 14, beds: 32, bathrooms: 5, kitchen: true, dining: false, length: 4.2, width: 3.5 },
      stated: { rooms: 12, beds: null, kitchen: null, dining: null },
    });
    expect(evidence.image).toHaveLength(2);
    const sources = await queryRows<{ source: string; n: number }>(
      app.db,
      sql`select source, count(*)::int as n from listing_images where listing_id = ${hostel} group by source order by source`,
    );
    expect(sources).toEqual([
      { source: 'owner', n: 2 },
      { source: 'verifier', n: 2 },
    ]);
  });

  it.each([
    ['beds', { beds: '' }, LISTING_MESSAGES.hostelVerification.beds, 1],
    ['beds', { beds: '0' }, LISTING_MESSAGES.hostelVerification.bedsMin, 1],
    ['kitchen', { kitchen: '' }, LISTING_MESSAGES.hostelVerification.kitchen, 1],
    ['dining', { dining: 'maybe' }, LISTING_MESSAGES.hostelVerification.dining, 1],
    ['length', { length: '' }, LISTING_MESSAGES.hostelVerification.length, 1],
    ['room', { room: '0' }, LISTING_MESSAGES.verification.roomMin, 1],
    ['image', {}, LISTING_MESSAGES.hostelVerification.imagesRequired, 0],
  ])('a refused completion (%s) changes neither task nor hostel', async (field, change, message, count) => {
    const task = await assignTask(app, admin, hostel, [ram.freelancerId]);
    await accept(task._id, ram.token);
    const res = await complete(task._id, ram.token, { ...hostelVisit, ...change }, count);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await completedAt(task._id)).toBeNull();
    expect((await hostelAs(admin)).json().data).toMatchObject({ verified: false, beds: null, room: 12 });
  });

  it('a verified hostel is not assigned again until its verification runs out', async () => {
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${hostel}`, headers: bearer(admin) });
    const res = await app.inject({
      method: 'POST',
      url: `/api/freelance/assign/${hostel}`,
      headers: bearer(admin),
      payload: { freelancerIds: [ram.freelancerId], description: 'Count the beds.' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.hostelVerified);
    await app.db.execute(sql`update listings set verification_expired_at = now() where id = ${hostel}`);
    await assignTask(app, admin, hostel, [ram.freelancerId]);
  });
});
