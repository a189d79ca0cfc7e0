import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { testDatabaseKind } from './database';
import { bearer, createUser, login, nextIp } from './factories';
import { assignTask, createFreelancer } from './freelancers';
import { buildTestApp } from './helper';
import { formData } from './images';
import { addProperty, addVerifiedHostel, adminAndOwner, photos, validHostel } from './listings';

// Every case sends its 50 requests at once and checks what the database and the uploads folder
// hold afterwards, not only what the answers said.
const AT_ONCE = 50;

const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
let tokens: { admin: string; owner: string };

beforeAll(async () => {
  tokens = await adminAndOwner(app);
});

const times = <T>(work: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: AT_ONCE }, (_, i) => work(i)));
const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/** Users created together (password hashing is cheap in tests), each logged in. */
const loggedInUsers = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(app);
      return { email: user.email, token: (await login(app, user.email)).accessToken };
    }),
  );

const hostel = (id: string) =>
  app.inject({ method: 'GET', url: `/api/hostels/get/${id}`, headers: bearer(tokens.owner) });

async function keysOnDisk(): Promise<string[]> {
  const keys: string[] = [];
  for (const shard of await readdir(uploads).catch(() => [])) {
    for (const file of await readdir(path.join(uploads, shard))) {
      const key = /^([0-9a-f]{32})-1200\.webp$/.exec(file)?.[1];
      if (key) keys.push(`${shard}/${key}`);
    }
  }
  return keys.sort();
}
const keysInRows = async () =>
  (
    await queryRows<{ key: string }>(app.db, sql`select storage_key as key from listing_images order by 1`)
  ).map((r) => r.key);

describe(`${AT_ONCE} requests at once on the same records (${testDatabaseKind})`, () => {
  const applicant = { name: 'Sita Student', phone: '9812345678', No_of_people: 2, No_of_rooms: 1 };
  const apply = (listing: string, email: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${listing}`,
      payload: { ...applicant, email },
      remoteAddress: nextIp(),
      ...(token && { headers: bearer(token) }),
    });
  const applications = (listing: string) =>
    queryRows<{ id: string; email: string; completed: boolean; removed: boolean }>(
      app.db,
      sql`select id, email, completed_at is not null as completed, removed_at is not null as removed
          from applications where listing_id = ${listing}`,
    );
  const applicantsShown = async (listing: string) => (await hostel(listing)).json().data.Applicants as number;

  it('applications by 50 users to one listing are all kept and counted', async () => {
    const listing = await addVerifiedHostel(app, tokens, 'Busy Hostel');
    const users = await loggedInUsers(AT_ONCE);
    const answers = await Promise.all(users.map((user) => apply(listing, user.email, user.token)));
    expect(statuses(answers)).toEqual({ 201: AT_ONCE });
    const rows = await applications(listing);
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(users.map((u) => u.email)));
    expect(await applicantsShown(listing)).toBe(AT_ONCE);
  });

  it('the same user applying 50 times at once makes one application', async () => {
    const listing = await addVerifiedHostel(app, tokens, 'Double Click Hostel');
    const [user] = await loggedInUsers(1);
    if (!user) throw new Error('no user');
    const answers = await times(() => apply(listing, user.email, user.token));
    expect(statuses(answers)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    expect(await applications(listing)).toHaveLength(1);
    expect(await applicantsShown(listing)).toBe(1);
  });

  it('removing one application and marking it done, 25 times each at once, never marks a removed one', async () => {
    const listing = await addVerifiedHostel(app, tokens, 'Race Hostel');
    const applied = await apply(listing, 'racer@example.com');
    const id = applied.json().data._id as string;
    // The removals sent first: each marking has read the application before the first removal lands.
    const answers = await times((i) =>
      app.inject({
        method: i < AT_ONCE / 2 ? 'DELETE' : 'PUT',
        url: i < AT_ONCE / 2 ? `/api/buyers/delete-buyer/${id}` : `/api/buyers/mark-buyer/${id}`,
        headers: bearer(tokens.owner),
      }),
    );
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    const [row] = await queryRows<{ removed: boolean; doneAfterRemoval: boolean }>(
      app.db,
      sql`select removed_at is not null as removed,
                 coalesce(completed_at > removed_at, false) as "doneAfterRemoval"
          from applications where id = ${id}`,
    );
    // Removed once; done before that or never, but never marked done once removed.
    expect(row).toEqual({ removed: true, doneAfterRemoval: false });
    expect(await applicantsShown(listing)).toBe(0);
  });

  it('of 50 freelancers accepting one task at once exactly one of those it was given to gets it', async () => {
    const property = (await addProperty(app, tokens.owner))._id;
    const freelancers = await times((i) =>
      createFreelancer(app, tokens.admin, {
        name: `Freelancer ${i}`,
        email: `freelancer-${i}@example.com`,
        phone: `98410${String(i).padStart(5, '0')}`,
      }),
    );
    // The admin may give a task to 20 freelancers at most; the other 30 try too.
    const assigned = freelancers.slice(0, 20);
    const task = await assignTask(
      app,
      tokens.admin,
      property,
      assigned.map((f) => f.freelancerId),
    );
    const answers = await Promise.all(
      freelancers.map((f) =>
        app.inject({ method: 'PUT', url: `/api/freelance/accept/${task._id}`, headers: bearer(f.token) }),
      ),
    );
    const winners = answers.flatMap((a, i) => (a.statusCode === 200 ? [freelancers[i]] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0];
    expect(assigned).toContain(winner);
    for (const answer of answers.slice(20)) expect([403, 404]).toContain(answer.statusCode);
    expect(statuses(answers.slice(0, 20))).toEqual({ 200: 1, 409: 19 });
    const [row] = await queryRows<{ accepted_by: string }>(
      app.db,
      sql`select accepted_by from tasks where id = ${task._id}`,
    );
    expect(row?.accepted_by).toBe(winner?.freelancerId);
  });

  it('50 edits of one listing at once leave exactly one of them, whole', async () => {
    const listing = await addVerifiedHostel(app, tokens, 'Edited Hostel');
    const edit = (i: number) => ({
      ...validHostel,
      name: `Edited Hostel ${i}`,
      room: String(10 + i),
      price: String(9000 + i),
      description: `Edit number ${i} of the same hostel.`,
    });
    const answers = await times((i) =>
      app.inject({
        method: 'PUT',
        url: `/api/hostels/edit-details/${listing}`,
        headers: bearer(tokens.owner),
        payload: edit(i),
      }),
    );
    expect(statuses(answers)).toEqual({ 200: AT_ONCE });
    const final = (await hostel(listing)).json().data;
    const i = Number(/^Edited Hostel (\d+)$/.exec(final.name)?.[1]);
    expect(final).toMatchObject({
      name: `Edited Hostel ${i}`,
      description: `Edit number ${i} of the same hostel.`,
    });
    expect(Number(final.room)).toBe(10 + i);
    expect(Number(final.price)).toBe(9000 + i);
  });

  it('50 photo edits of one listing at once leave one of them, with a file for every row', async () => {
    const listing = await addVerifiedHostel(app, tokens, 'Photo Hostel');
    const before = (await hostel(listing)).json().data.image as string[];
    const kept = before[0] ?? '';
    const answers = await times(async () =>
      app.inject({
        method: 'PUT',
        url: `/api/hostels/edit-details/${listing}`,
        headers: bearer(tokens.owner),
        payload: formData({ existingImages: [kept] }, await photos(1)),
      }),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    // The listing shows exactly what one accepted edit answered: the kept photo and its new one.
    const final = (await hostel(listing)).json().data.image as string[];
    expect(accepted.map((a) => a.json().data.image)).toContainEqual(final);
    expect(final).toHaveLength(2);
    expect(final[0]).toBe(kept);
    expect(await keysOnDisk()).toEqual(await keysInRows());
  });
});
