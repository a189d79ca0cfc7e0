import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createS3ImageStore } from '../src/integrations/image-store/s3';
import { restoreBackup } from '../src/modules/backup/restore-backup';
import { createTestDatabase, testDatabaseKind } from './database';
import { bearer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { addHostel, adminAndOwner, validHostel } from './listings';
import { startS3Server } from './s3-server';

// One S3 server for the file (closed after every app), a new bucket for each app.
const s3 = await startS3Server();
afterAll(() => s3.close());

/** A new bucket: the app's S3 variables, and the bucket as the operator sees it, apart from the app. */
async function newBucket() {
  const settings = await s3.createBucket();
  const operator = createS3ImageStore(settings, 'http://unused');
  const keys = async () => {
    const found = [];
    for await (const file of operator.list()) found.push(file.key);
    return found.sort();
  };
  const bucketUrl = `${settings.endpoint}/${settings.bucket}`;
  return {
    env: { ...s3.env, S3_BUCKET: settings.bucket },
    bucketUrl,
    operator,
    keys,
    backdate: (key: string, at: Date) => s3.backdate(key, at, settings.bucket),
  };
}

const keyOf = (url: string) => /[0-9a-f]{2}\/[0-9a-f]{32}-(?:400|1200)\.webp$/.exec(url)![0];
const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString() === 'RIFF' && body.subarray(8, 12).toString() === 'WEBP';
const PHOTO_CACHING = 'public, max-age=31536000, immutable';

async function ownerOf(app: TestApp) {
  await app.background.idle();
  return (await adminAndOwner(app)).owner;
}

describe('photos in an S3 bucket with no public URL: served through the API', async () => {
  const { env, operator: bucket, keys: inBucket, backdate } = await newBucket();
  afterAll(() => bucket.close());
  const app = await buildTestApp({ env });
  const owner = await ownerOf(app);

  it('stores a listing’s photos in the bucket, not in DATA_DIR, and serves them at /uploads/ with the local caching', async () => {
    const hostel = await addHostel(app, owner, validHostel, 2);
    const urls = [...hostel.image, ...hostel.thumbnail];
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:3000\/uploads\//);
    expect(await inBucket()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    expect(await readdir(path.join(app.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(PHOTO_CACHING);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(isWebp(res.rawPayload)).toBe(true);
    }
    for (const url of ['/uploads/ab/missing-400.webp', '/uploads/../secrets.json', '/uploads/.probe-1'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('deleting the listing removes its objects from the bucket', async () => {
    const hostel = await addHostel(app, owner, validHostel, 2);
    const keys = [...hostel.image, ...hostel.thumbnail].map(keyOf);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/hostels/delete-hostel/${hostel._id}`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(200);
    const left = await inBucket();
    for (const key of keys) expect(left).not.toContain(key);
    const gone = await app.inject({ method: 'GET', url: `/uploads/${keys[0]}` });
    expect(gone.statusCode).toBe(404);
  });

  it('the sweep removes old objects no listing uses, and keeps used and recent ones', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const used = [...hostel.image, ...hostel.thumbnail].map(keyOf);
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const orphan = `cd/${'0'.repeat(30)}cd`;
    const recent = `ce/${'0'.repeat(30)}ce`;
    for (const key of [orphan, recent])
      for (const width of [400, 1200])
        await bucket.put(`${key}-${width}.webp`, Buffer.from('webp'), 'image/webp');
    for (const key of [...used, `${orphan}-400.webp`, `${orphan}-1200.webp`]) await backdate(key, anHourAgo);

    expect(await app.sweepUnusedPhotos()).toBe(1);
    const left = await inBucket();
    expect(left).not.toContain(`${orphan}-400.webp`);
    expect(left).not.toContain(`${orphan}-1200.webp`);
    expect(left).toEqual(expect.arrayContaining([...used, `${recent}-400.webp`, `${recent}-1200.webp`]));
  });

  it('a backup copies the photos the rows name from the bucket; a restore puts them into an empty bucket only', async () => {
    await addHostel(app, owner, validHostel, 1);
    const scratch = await mkdtemp(path.join(tmpdir(), 'gb-s3-backup-'));
    const other = await newBucket();
    const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
    try {
      const backup = path.join(scratch, 'backup');
      const manifest = await app.backUp(backup);
      const rows = await queryRows<{ key: string }>(
        app.db,
        sql`select storage_key as key from listing_images`,
      );
      const files = rows.flatMap((r) => [`${r.key}-400.webp`, `${r.key}-1200.webp`]).sort();
      expect(manifest.missingPhotos).toEqual([]);
      expect(manifest.photos.map((p) => p.file).sort()).toEqual(files);

      await restoreBackup(backup, {
        databaseUrl: database?.url,
        dataDir: path.join(scratch, 'restored'),
        photos: other.operator,
      });
      expect(await other.keys()).toEqual(files);
      for (const file of files) {
        const [original, restored] = await Promise.all([bucket.get(file), other.operator.get(file)]);
        expect(await buffer(restored!)).toEqual(await buffer(original!));
      }
      expect(await readdir(path.join(scratch, 'restored', 'uploads')).catch(() => [])).toEqual([]);

      // Into PGlite in another empty DATA_DIR, but the same (now full) bucket: refused before anything.
      await expect(
        restoreBackup(backup, {
          databaseUrl: undefined,
          dataDir: path.join(scratch, 'again'),
          photos: other.operator,
        }),
      ).rejects.toThrow(/the photo bucket is not empty/);
      expect(await readdir(path.join(scratch, 'again')).catch(() => [])).toEqual([]);
    } finally {
      other.operator.close();
      await database?.drop();
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('reports the bucket writable in the health check', async () => {
    expect(await app.images.isWritable()).toBe(true);
  });
});

describe('photos in an S3 bucket with a public URL: browsers load them from the bucket', async () => {
  const { env, bucketUrl, operator } = await newBucket();
  afterAll(() => operator.close());
  const app = await buildTestApp({ env: { ...env, S3_PUBLIC_URL: `${bucketUrl}/` } });
  const owner = await ownerOf(app);

  it('answers the bucket’s URLs, which serve the photos with the long caching, and serves no /uploads/', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const urls = [...hostel.image, ...hostel.thumbnail];
    for (const url of urls) {
      expect(url.startsWith(`${bucketUrl}/`)).toBe(true);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(PHOTO_CACHING);
      expect(isWebp(Buffer.from(await res.arrayBuffer()))).toBe(true);
      const throughApi = await app.inject({ method: 'GET', url: `/uploads/${keyOf(url)}` });
      expect(throughApi.statusCode).toBe(404);
    }
  });
});
