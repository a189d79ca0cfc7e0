import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LISTING_CODES, LISTING_MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, photos, validHostel } from '../../../test/listings';

const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
let owner: string;

beforeAll(async () => {
  owner = (await login(app, (await createUser(app)).email)).accessToken;
});

/** Every photo key with a file in the uploads folder. */
async function keysOnDisk(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const shard of await readdir(uploads).catch(() => [])) {
    for (const file of await readdir(path.join(uploads, shard))) {
      const key = /^([0-9a-f]{32})-(?:400|1200)\.webp$/.exec(file)?.[1];
      if (key) keys.add(`${shard}/${key}`);
    }
  }
  return keys;
}

async function keysInRows(): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(app.db, sql`select storage_key as key from listing_images`);
  return new Set(rows.map((r) => r.key));
}

const editImages = async (id: string, existing: string[], newCount: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/hostels/edit-details/${id}`,
    headers: bearer(owner),
    payload: formData({ existingImages: existing }, await photos(newCount)),
  });

const deleteImage = (id: string, index: number, image?: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/hostels/delete-image',
    headers: bearer(owner),
    payload: { id, index, image },
  });

const photosOf = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/hostels/get/${id}`, headers: bearer(owner) })).json().data
    .image as string[];

describe('photo files and rows agree', () => {
  it('ten photo edits of one hostel at once leave a file for every row and no other file', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => editImages(hostel._id, [hostel.image[0] ?? ''], 1)),
    );
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    expect(await keysOnDisk()).toEqual(await keysInRows());
    expect(await photosOf(hostel._id)).toHaveLength(2);
  });

  it('an edit keeping a photo another request removed meanwhile changes nothing', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    const [first, second, third] = hostel.image as [string, string, string];
    const results = await Promise.all([
      deleteImage(hostel._id, 1, second),
      editImages(hostel._id, [first, second, third], 1),
    ]);
    const edit = results[1];
    // Whichever ran first, the other saw its result: a refused edit says why and stored nothing.
    if (edit.statusCode !== 200) {
      expect([400, 409]).toContain(edit.statusCode);
      if (edit.statusCode === 409) expect(edit.json().message).toBe(LISTING_MESSAGES.images.changedMeanwhile);
    }
    expect(results[0].statusCode).toBe(200);
    expect(await photosOf(hostel._id)).not.toContain(second);
    expect(await keysOnDisk()).toEqual(await keysInRows());
  });
});

describe('an edit made on photos that changed since they were loaded', () => {
  it('answers 409 "changed meanwhile" and stores nothing', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    const [first, second] = hostel.image as [string, string, string];
    expect((await deleteImage(hostel._id, 1, second)).statusCode).toBe(200);
    const before = await keysOnDisk();
    const stale = await editImages(hostel._id, [first, second], 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: LISTING_MESSAGES.images.changedMeanwhile,
      errors: { image: LISTING_MESSAGES.images.changedMeanwhile },
    });
    expect(await photosOf(hostel._id)).toEqual([first, hostel.image[2]]);
    expect(await keysOnDisk()).toEqual(before);
  });

  it('still answers 400 for a photo of another hostel', async () => {
    const mine = await addHostel(app, owner, validHostel, 1);
    const other = await addHostel(app, owner, validHostel, 1);
    const res = await editImages(mine._id, [other.image[0] ?? ''], 0);
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/hostels/delete-image is idempotent', () => {
  it('the same position sent twice (a double click) removes one photo', async () => {
    const hostel = await addHostel(app, owner, validHostel, 4);
    expect((await deleteImage(hostel._id, 0)).statusCode).toBe(200);
    const again = await deleteImage(hostel._id, 0);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.image).toEqual(hostel.image.slice(1));
  });

  it('two identical requests at the same moment remove one photo', async () => {
    const hostel = await addHostel(app, owner, validHostel, 4);
    const both = await Promise.all([deleteImage(hostel._id, 2), deleteImage(hostel._id, 2)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await photosOf(hostel._id)).toEqual([hostel.image[0], hostel.image[1], hostel.image[3]]);
    expect(await keysOnDisk()).toEqual(await keysInRows());
  });

  it('a photo named by its URL is removed once, wherever it has moved', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    const target = hostel.image[2] ?? '';
    expect((await deleteImage(hostel._id, 2, target)).statusCode).toBe(200);
    const again = await deleteImage(hostel._id, 0, target);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.image).toEqual(hostel.image.slice(0, 2));
  });

  it('the same position again after a few seconds is a new removal', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    expect((await deleteImage(hostel._id, 0)).statusCode).toBe(200);
    await app.db.execute(
      sql`update photo_removals set removed_at = removed_at - interval '6 seconds' where listing_id = ${hostel._id}`,
    );
    const later = await deleteImage(hostel._id, 0);
    expect(later.json().data.image).toEqual([hostel.image[2]]);
  });
});

describe('when photo storage fails', () => {
  const away = `${uploads}.away`;
  /** The uploads folder replaced by a file: every write and removal under it fails, even as root. */
  async function breakStorage() {
    await mkdir(uploads, { recursive: true });
    await rename(uploads, away);
    await writeFile(uploads, 'not a folder');
  }
  afterEach(async () => {
    if (!existsSync(away)) return;
    await rm(uploads, { force: true });
    await rename(away, uploads);
  });

  it('removing a photo answers 503 and changes nothing', async () => {
    const hostel = await addHostel(app, owner, validHostel, 2);
    await breakStorage();
    const res = await deleteImage(hostel._id, 0);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: LISTING_MESSAGES.images.storageUnavailable });
    expect(await photosOf(hostel._id)).toEqual(hostel.image);
  });

  it('adding photos or a hostel answers 503 and stores no row', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const before = await keysInRows();
    await breakStorage();
    const edit = await editImages(hostel._id, hostel.image, 1);
    expect(edit.statusCode).toBe(503);
    expect(edit.json().message).toBe(LISTING_MESSAGES.images.storageUnavailable);
    const add = await app.inject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      headers: bearer(owner),
      payload: formData(validHostel, await photos(2)),
    });
    expect(add.statusCode).toBe(503);
    expect(await keysInRows()).toEqual(before);
    expect(await photosOf(hostel._id)).toEqual(hostel.image);
  });

  it('deleting a listing answers 503 and keeps it', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    await breakStorage();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/hostels/delete-hostel/${hostel._id}`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(503);
    expect(await photosOf(hostel._id)).toEqual(hostel.image);
  });

  it('/api/health reports storage down (503), and up again once it is writable', async () => {
    await breakStorage();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().data).toMatchObject({ status: 'degraded', database: 'up', storage: 'down' });
    await rm(uploads);
    await rename(away, uploads);
    const up = await app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
  });
});

describe('the sweep of unused photo files', () => {
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  /** Files a crash left: written, never committed, `at` their modification time. */
  async function leftBehind(at: Date) {
    const [stored] = await app.images.storePhotos(
      [(await photos(1))[0]?.data ?? Buffer.alloc(0)],
      LISTING_CODES.images,
    );
    if (!stored) throw new Error('no photo stored');
    for (const width of [400, 1200]) {
      await utimes(path.join(uploads, `${stored.key}-${width}.webp`), at, at);
    }
    return stored.key;
  }

  it('removes old files no row uses, and keeps used files and recent uploads', async () => {
    const hostel = await addHostel(app, owner, validHostel, 2);
    const used = await keysInRows();
    for (const key of used) {
      for (const width of [400, 1200])
        await utimes(path.join(uploads, `${key}-${width}.webp`), anHourAgo, anHourAgo);
    }
    const orphan = await leftBehind(anHourAgo);
    const inProgress = await leftBehind(new Date());

    expect(await app.sweepUnusedPhotos()).toBe(1);
    const onDisk = await keysOnDisk();
    expect(onDisk.has(orphan)).toBe(false);
    expect(onDisk.has(inProgress)).toBe(true);
    for (const key of used) expect(onDisk.has(key)).toBe(true);
    expect(await photosOf(hostel._id)).toEqual(hostel.image);
  });
});
