import { createHash } from 'node:crypto';
import { PHOTO_FAR_METRES, type VisitPhoto } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login } from '../../../test/factories';
import { phoneJpeg } from '../../../test/exif-photos';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData, png, type Upload } from '../../../test/images';
import { addHostel, addProperty, validHostel, validProperty } from '../../../test/listings';
import { readPhotoEvidence } from './photo-evidence';

const app = await buildTestApp();

/** Where the property's pin is (validProperty.coordinate), and points so many metres north of it. */
const pin = validProperty.coordinate;
const METRES_PER_DEGREE_LAT = 111_195;
const north = (metres: number) => ({ lat: pin.lat + metres / METRES_PER_DEGREE_LAT, lon: pin.lon });

const measurements = { length: '10', width: '8', room: '3', bathroom: '2', description: 'Measured.' };

let admin: string;
let owner: string;
let property: string;

beforeEach(async () => {
  await resetDatabase(app);
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  owner = (await login(app, (await createUser(app, { name: 'Owner' })).email)).accessToken;
  property = (await addProperty(app, owner))._id;
});

const jpeg = (data: Buffer, name = 'site.jpg'): Upload => ({ name, data, type: 'image/jpeg' });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const visit = (files: Upload[], fields: Record<string, string> = {}, id = property) =>
  app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${id}`,
    headers: bearer(admin),
    payload: formData({ ...measurements, ...fields }, files),
  });

const visitPhotos = (id = property, token: string | null = admin) =>
  app.inject({ method: 'GET', url: `/api/listings/${id}/visit-photos`, headers: token ? bearer(token) : {} });

const photosOf = async (id = property) => {
  const res = await visitPhotos(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: VisitPhoto[] }>().data;
};

describe('reading a photo’s evidence', () => {
  it('takes an EXIF time without an offset as Nepal time, and one with an offset at it', async () => {
    const nepal = await readPhotoEvidence(await phoneJpeg({ takenAt: '2026:11:20 10:30:00' }));
    expect(nepal.takenAt?.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    const offset = await readPhotoEvidence(
      await phoneJpeg({ takenAt: '2026:11:20 10:30:00', offset: '+01:00' }),
    );
    expect(offset.takenAt?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
  });

  it('finds nothing in a photo without EXIF, and hashes it all the same', async () => {
    const data = await png();
    expect(await readPhotoEvidence(data)).toEqual({ sha256: sha256(data), takenAt: null, position: null });
  });
});

describe('a verifier’s photo evidence', () => {
  it('stores the hash of the bytes uploaded and the photo’s own EXIF time and GPS position', async () => {
    const data = await phoneJpeg({ takenAt: '2026:11:20 10:30:00', position: north(50) });
    // A device position sent beside: the photo's own position wins.
    const res = await visit([jpeg(data)], { position_lat: '27.70', position_lon: '85.30' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows<{
      sha256: string;
      taken_at: Date;
      lat: number;
      lon: number;
      position_source: string;
    }>(
      app.db,
      sql`select sha256, taken_at, lat, lon, position_source from listing_images where listing_id = ${property} and source = 'verifier'`,
    );
    expect(row?.sha256).toBe(sha256(data));
    expect(new Date(row!.taken_at).toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect(row?.position_source).toBe('exif');
    expect(row?.lat).toBeCloseTo(north(50).lat, 5);
    expect(row?.lon).toBeCloseTo(pin.lon, 5);

    const [photo] = await photosOf();
    expect(photo).toMatchObject({
      sha256: sha256(data),
      takenAt: '2026-11-20T04:45:00.000Z',
      positionSource: 'exif',
      far: false,
      thumbnail: expect.stringMatching(/-400\.webp$/),
    });
    expect(photo?.distanceM).toBeGreaterThanOrEqual(49);
    expect(photo?.distanceM).toBeLessThanOrEqual(51);
    // Tenants see only when.
    const { evidence } = (await app.inject({ method: 'GET', url: `/api/landlords/${property}` })).json().data;
    expect(evidence.photosTakenAt).toBe('2026-11-20T04:45:00.000Z');
  });

  it('uses the device’s position and the upload time for a photo without EXIF, and flags it over 200 m away', async () => {
    const before = Date.now();
    const far = north(PHOTO_FAR_METRES + 100);
    const res = await visit([{ name: 'site.png', data: await png(), type: 'image/png' }], {
      position_lat: String(far.lat),
      position_lon: String(far.lon),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = await photosOf();
    expect(photo).toMatchObject({ positionSource: 'device', lat: far.lat, lon: far.lon, far: true });
    expect(photo?.distanceM).toBeGreaterThanOrEqual(299);
    expect(photo?.distanceM).toBeLessThanOrEqual(301);
    expect(new Date(photo!.takenAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(photo!.takenAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a photo just inside 200 m unflagged', async () => {
    const near = north(PHOTO_FAR_METRES - 20);
    await visit([jpeg(await phoneJpeg({ takenAt: '2026:11:20 10:30:00', position: near }))]);
    expect((await photosOf())[0]).toMatchObject({ positionSource: 'exif', far: false });
  });

  it('says "none" where neither the photo nor the device gave a position: no distance, no flag', async () => {
    await visit([jpeg(await phoneJpeg({}))]);
    expect((await photosOf())[0]).toMatchObject({
      positionSource: 'none',
      lat: null,
      lon: null,
      distanceM: null,
      far: false,
    });
  });

  it('lists the photos of the current visit only, in order, the earliest time as photosTakenAt', async () => {
    await visit([jpeg(await phoneJpeg({ takenAt: '2026:01:01 09:00:00' }))]);
    const first = await phoneJpeg({ takenAt: '2026:11:20 12:00:00', shade: 10 });
    const second = await phoneJpeg({ takenAt: '2026:11:20 10:30:00', shade: 20 });
    await visit([jpeg(first, 'a.jpg'), jpeg(second, 'b.jpg')]);
    expect((await photosOf()).map((p) => p.sha256)).toEqual([sha256(first), sha256(second)]);
    const { evidence } = (await app.inject({ method: 'GET', url: `/api/landlords/${property}` })).json().data;
    expect(evidence.photosTakenAt).toBe('2026-11-20T04:45:00.000Z');
  });

  it('is kept for a hostel’s task completed by a freelancer', async () => {
    const hostel = (await addHostel(app, owner))._id;
    const ram = await createFreelancer(app, admin, { name: 'Ram Thapa' });
    const task = await assignTask(app, admin, hostel, [ram.freelancerId]);
    await app.inject({ method: 'PUT', url: `/api/freelance/accept/${task._id}`, headers: bearer(ram.token) });
    const data = await phoneJpeg({ takenAt: '2026:11:20 10:30:00' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/freelance/complete/${hostel}/${task._id}`,
      headers: bearer(ram.token),
      payload: formData(
        {
          room: '12',
          beds: '20',
          bathroom: '4',
          kitchen: 'true',
          dining: 'true',
          length: '4',
          width: '3',
          position_lat: validHostel.lat,
          position_lon: validHostel.lon,
        },
        [jpeg(data)],
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await photosOf(hostel))[0]).toMatchObject({
      sha256: sha256(data),
      positionSource: 'device',
      distanceM: 0,
      far: false,
    });
  });

  it('shows photos stored before evidence was kept with no hash and no position', async () => {
    await visit([jpeg(await phoneJpeg({ takenAt: '2026:11:20 10:30:00', position: north(10) }))]);
    await app.db.execute(
      sql`update listing_images set sha256 = null, taken_at = null, lat = null, lon = null, position_source = null where listing_id = ${property}`,
    );
    expect((await photosOf())[0]).toMatchObject({
      sha256: null,
      positionSource: 'none',
      distanceM: null,
      far: false,
    });
    const { evidence } = (await app.inject({ method: 'GET', url: `/api/landlords/${property}` })).json().data;
    expect(evidence.photosTakenAt).toBeNull();
  });
});

describe('GET /api/listings/{id}/visit-photos', () => {
  it('is the admin’s only: 401 for visitors, 403 for the owner and verifiers, 404 for an unknown listing', async () => {
    await visit([jpeg(await phoneJpeg({}))]);
    const ram = await createFreelancer(app, admin, { name: 'Ram Thapa' });
    expect((await visitPhotos(property, null)).statusCode).toBe(401);
    expect((await visitPhotos(property, owner)).statusCode).toBe(403);
    expect((await visitPhotos(property, ram.token)).statusCode).toBe(403);
    expect((await visitPhotos('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await visitPhotos(property)).statusCode).toBe(200);
  });

  it('answers an empty list for a listing nobody visited', async () => {
    expect(await photosOf()).toEqual([]);
  });
});
