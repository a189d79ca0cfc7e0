import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LISTING_MESSAGES, LISTINGS_PER_DAY } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/tables/listings';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos, validHostel, validProperty } from '../../../test/listings';

const app = await buildTestApp();
let owner: { id: string; token: string };

beforeEach(async () => {
  await resetDatabase(app);
  const user = await createUser(app);
  owner = { id: user.id, token: (await login(app, user.email)).accessToken };
});

const postProperty = (token = owner.token) =>
  app.inject({ method: 'POST', url: '/api/landlords/add', headers: bearer(token), payload: validProperty });
const postHostel = async (token = owner.token) =>
  app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(token),
    payload: formData(validHostel, await photos(1)),
  });

/** Lists `count` properties for the owner (the cheap kind: no photos). */
async function listProperties(count: number) {
  for (let i = 0; i < count; i += 1) await addProperty(app, owner.token);
}

async function uploadedFiles() {
  const root = path.join(app.dataDir, 'uploads');
  const dirs = await readdir(root);
  return (await Promise.all(dirs.map((d) => readdir(path.join(root, d))))).flat();
}

const refused = {
  success: false,
  error: true,
  message: LISTING_MESSAGES.dailyLimit,
  messageCode: 'listings.dailyLimit',
  code: 'LISTING_LIMIT',
};

describe(`at most ${LISTINGS_PER_DAY} listings an account a day`, () => {
  it('counts hostels and properties together, then refuses either with 429 and a clear message', async () => {
    await addHostel(app, owner.token, validHostel, 1);
    await listProperties(LISTINGS_PER_DAY - 1);
    const property = await postProperty();
    expect(property.statusCode).toBe(429);
    expect(property.json()).toEqual(refused);
    const filesBefore = await uploadedFiles();
    const hostel = await postHostel();
    expect(hostel.statusCode).toBe(429);
    expect(hostel.json()).toEqual(refused);
    expect(await uploadedFiles()).toEqual(filesBefore);
    const rows = await app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.ownerId, owner.id));
    expect(rows).toHaveLength(LISTINGS_PER_DAY);
  });

  it('is per account: another account still lists', async () => {
    await listProperties(LISTINGS_PER_DAY);
    expect((await postProperty()).statusCode).toBe(429);
    const other = await createUser(app);
    expect((await postProperty((await login(app, other.email)).accessToken)).statusCode).toBe(201);
  });

  it('counts the rows of the last 24 hours in the database: older ones free the allowance', async () => {
    await listProperties(LISTINGS_PER_DAY);
    expect((await postProperty()).statusCode).toBe(429);
    const [one] = await app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.ownerId, owner.id))
      .limit(1);
    if (!one) throw new Error('no listing');
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await app.db.update(listings).set({ createdAt: yesterday }).where(eq(listings.id, one.id));
    expect((await postProperty()).statusCode).toBe(201);
    expect((await postProperty()).statusCode).toBe(429);
  });

  it('holds for requests sent at once: exactly the allowance is stored', async () => {
    await listProperties(LISTINGS_PER_DAY - 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postProperty()));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    const rows = await app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.ownerId, owner.id));
    expect(rows).toHaveLength(LISTINGS_PER_DAY);
  });
});
