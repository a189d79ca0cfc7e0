import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { corruptJpeg, formData, jpegWithExif, largePng, textPretendingToBePng } from '../../../test/images';
import { addHostel, photos, validHostel } from '../../../test/listings';

const app = await buildTestApp();
let owner: { token: string; id: string };
let stranger: string;
let admin: string;

beforeAll(async () => {
  const o = await createUser(app, { name: 'Gita Owner' });
  owner = { token: (await login(app, o.email)).accessToken, id: o.id };
  stranger = (await login(app, (await createUser(app)).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const postHostel = async (
  fields: Record<string, string | undefined>,
  files: Awaited<ReturnType<typeof photos>>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(owner.token),
    payload: formData(fields, files),
  });

async function uploadedFiles() {
  const root = path.join(app.dataDir, 'uploads');
  const dirs = await readdir(root);
  const files = await Promise.all(
    dirs.map(async (d) => (await readdir(path.join(root, d))).map((f) => `${d}/${f}`)),
  );
  return files.flat();
}

describe('POST /api/hostels/add-hostel', () => {
  it('lists a hostel with its photos for the logged-in owner, unverified', async () => {
    const res = await postHostel(validHostel, await photos(2));
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Hostel submitted. Our team will contact you for verification.');
    expect(data).toMatchObject({
      name: 'Annapurna Girls Hostel',
      room: 12,
      contact_no: '9841234567',
      email: 'hostel@example.com',
      price: 9000,
      coordinate: { lat: 28.211, lon: 83.958 },
      verified: false,
      sold: false,
      Applicants: 0,
      // The owner's first name, never the account's full name.
      listedBy: 'Gita',
      isOwner: true,
    });
    expect(data.image).toHaveLength(2);
    expect(data.image[0]).toMatch(/^http:\/\/localhost:3000\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1200\.webp$/);
    expect(data.thumbnail[0]).toMatch(/-400\.webp$/);
  });

  it('places a typed location from the gazetteer, or tells the owner how to get it on the map', async () => {
    const { lat: _lat, lon: _lon, ...typed } = validHostel;
    const known = await postHostel({ ...typed, location: 'Lakeside, Pokhara' }, await photos(1));
    expect(known.statusCode).toBe(201);
    expect(known.json().data.coordinate.lat).toBeCloseTo(28.2, 1);
    const unknown = await postHostel({ ...typed, location: 'Near the old school' }, await photos(1));
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().data.coordinate).toBeNull();
    expect(unknown.json().message).toContain('to put your listing on the map');
  });

  it.each([
    ['name', { name: '' }, 'Please enter hostel name.'],
    ['location', { location: ' ' }, 'Please enter the location.'],
    ['room', { room: '0' }, 'room must be a positive number.'],
    ['room', { room: 'many' }, 'room must be a positive number.'],
    ['contact_no', { contact_no: '12345' }, 'Contact number must be a valid 10-digit Nepali mobile.'],
    ['contact_no', { contact_no: '0141234567' }, 'Contact number must be a valid 10-digit Nepali mobile.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid e-mail.'],
    ['price', { price: '-5' }, 'Price must be positive.'],
    ['price', { price: '0' }, 'Price must be positive.'],
  ])('refuses a bad %s with the published message (%o)', async (field, change, message) => {
    const res = await postHostel({ ...validHostel, ...change }, await photos(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts a hostel without the optional email', async () => {
    const res = await postHostel({ ...validHostel, email: '' }, await photos(1));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBeNull();
  });

  it('needs at least one photo', async () => {
    const res = await postHostel(validHostel, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload at least one image.');
  });

  it('refuses a 6th photo, storing nothing', async () => {
    const before = await uploadedFiles();
    const res = await postHostel({ ...validHostel, name: 'Six photos' }, await photos(6));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select at most 5 images.');
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a photo over 5 MB with 413, storing nothing', async () => {
    const big = await largePng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = await uploadedFiles();
    const res = await postHostel(validHostel, [
      ...(await photos(1)),
      { name: 'big.png', data: big, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Some files exceed the 5MB limit and weren't uploaded.");
    expect(await uploadedFiles()).toEqual(before);
  });

  it.each([
    ['a text file named .png', () => Promise.resolve(textPretendingToBePng)],
    ['a corrupt JPEG', corruptJpeg],
  ])('refuses %s with 415 and no half listing', async (_label, make) => {
    const before = await uploadedFiles();
    const { token } = owner;
    const countBefore = (
      await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(token) })
    ).json().data.length;
    const res = await postHostel({ ...validHostel, name: 'Broken photo' }, [
      ...(await photos(1)),
      { name: 'photo.png', data: await make(), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file is not a supported image. Please choose a JPG or PNG photo.');
    expect(await uploadedFiles()).toEqual(before);
    const countAfter = (
      await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(token) })
    ).json().data.length;
    expect(countAfter).toBe(countBefore);
  });

  it('re-encodes photos to WebP, applies orientation and strips EXIF; serves them with long cache', async () => {
    const res = await postHostel(validHostel, [
      { name: 'camera.jpg', data: await jpegWithExif(800, 600), type: 'image/jpeg' },
    ]);
    const { image, thumbnail } = res.json().data;
    const full = await app.inject({ method: 'GET', url: image[0] });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    // Orientation 6 (rotated 90°) is applied: the 800×600 photo stands upright.
    expect([meta.width, meta.height]).toEqual([600, 800]);
    const thumb = await sharp((await app.inject({ method: 'GET', url: thumbnail[0] })).rawPayload).metadata();
    expect(thumb.width).toBe(400);
  });
});

describe('owner dashboard and details', () => {
  it('GET /api/user/get-hostel lists only the owner’s hostels, newest first', async () => {
    const other = await createUser(app);
    const otherToken = (await login(app, other.email)).accessToken;
    await addHostel(app, otherToken, { ...validHostel, name: 'Not yours' }, 1);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/get-hostel',
      headers: bearer(owner.token),
    });
    const names = res.json().data.map((h: { name: string }) => h.name);
    expect(names).not.toContain('Not yours');
    expect(names.length).toBeGreaterThan(0);
  });

  it('GET /api/user/user-details carries the hostels for the My Hostel link', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: bearer(owner.token),
    });
    expect(res.json().data.hostel.length).toBeGreaterThan(0);
  });

  it('GET /api/hostels/get/{id}: unverified is visible to owner and admin only', async () => {
    const hostel = await addHostel(app, owner.token);
    const url = `/api/hostels/get/${hostel._id}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/hostels/get/not-a-uuid' })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/hostels/get/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('admin verification of hostels', () => {
  it('lists unverified hostels and verifies one: admin only', async () => {
    const hostel = await addHostel(app, owner.token, { ...validHostel, name: 'To verify' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/hostels/get-unhostel', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/hostels/get-unhostel' })).statusCode).toBe(401);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/hostels/get-unhostel',
      headers: bearer(admin),
    });
    expect(queue.json().data.map((h: { _id: string }) => h._id)).toContain(hostel._id);

    const url = `/api/hostels/verify/${hostel._id}`;
    expect((await app.inject({ method: 'PUT', url, headers: bearer(owner.token) })).statusCode).toBe(403);
    const verified = await app.inject({ method: 'PUT', url, headers: bearer(admin) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.verified).toBe(true);
    const after = await app.inject({
      method: 'GET',
      url: '/api/hostels/get-unhostel',
      headers: bearer(admin),
    });
    expect(after.json().data.map((h: { _id: string }) => h._id)).not.toContain(hostel._id);
    expect((await app.inject({ method: 'GET', url: `/api/hostels/get/${hostel._id}` })).statusCode).toBe(200);
  });
});
