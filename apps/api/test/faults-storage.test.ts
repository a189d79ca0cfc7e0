import fs from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { LISTING_CODES, LISTING_MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { testDatabaseKind } from './database';
import { bearer } from './factories';
import { buildTestApp } from './helper';
import { formData } from './images';
import { addHostel, adminAndOwner, photos, validHostel } from './listings';

// An unwritable uploads folder is covered by photo-consistency.test.ts; this is the full disk.
const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
let owner: string;
beforeAll(async () => {
  owner = (await adminAndOwner(app)).owner;
});

const writeFile = fs.writeFile;
/**
 * The disk under the uploads folder full, as the app meets it: a write of data there puts part of
 * it in the file and then fails with ENOSPC (node:fs/promises is patched in this process; the
 * app's named import sees the patch through syncBuiltinESMExports).
 */
function fillDisk() {
  fs.writeFile = async (file, data, options) => {
    const under = typeof file === 'string' && file.startsWith(uploads + path.sep);
    if (!under || typeof data === 'string' || !ArrayBuffer.isView(data) || data.byteLength === 0)
      return writeFile(file, data, options);
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
      code: 'ENOSPC',
      errno: -28,
    });
  };
  syncBuiltinESMExports();
}
afterEach(() => {
  fs.writeFile = writeFile;
  syncBuiltinESMExports();
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
const photoRows = async () =>
  (
    await queryRows<{ key: string }>(app.db, sql`select storage_key as key from listing_images order by 1`)
  ).map((r) => r.key);

describe(`a full disk under the uploads folder (${testDatabaseKind})`, () => {
  it('answers 503 "photo storage" to a new listing or new photos, and leaves no file or row behind', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const files = await filesUnder(uploads);
    const rows = await photoRows();
    fillDisk();

    const added = await app.inject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      headers: bearer(owner),
      payload: formData({ ...validHostel, name: 'Never Stored Hostel' }, await photos(3)),
    });
    expect(added.statusCode).toBe(503);
    // docs/api.md: both 503s (the database and the photo store) say when to try again.
    expect(added.headers['retry-after']).toBe('5');
    expect(added.json()).toMatchObject({
      success: false,
      message: LISTING_MESSAGES.images.storageUnavailable,
      messageCode: LISTING_CODES.images.storageUnavailable,
      code: 'STORAGE_UNAVAILABLE',
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(owner),
      payload: formData({ existingImages: hostel.image }, await photos(1)),
    });
    expect(edited.statusCode).toBe(503);
    expect(edited.headers['retry-after']).toBe('5');
    expect(edited.json().messageCode).toBe(LISTING_CODES.images.storageUnavailable);

    // The half-written files were removed with the rest; rows and listing as they were.
    expect(await filesUnder(uploads)).toEqual(files);
    expect(await photoRows()).toEqual(rows);
    const listed = await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(owner) });
    expect(listed.json().data.map((h: { _id: string }) => h._id)).toEqual([hostel._id]);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toMatchObject({ database: 'up', storage: 'down' });
  });
});
