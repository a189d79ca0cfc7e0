import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData, largePng } from '../../../test/images';
import { addHostel, validHostel } from '../../../test/listings';
import { ownerEditCalls, ownerStrangerAdmin } from '../../../test/owner-edits';

const app = await buildTestApp();
let owner: string;
let stranger: string;
let admin: string;

beforeAll(async () => {
  ({ owner, stranger, admin } = await ownerStrangerAdmin(app));
});

const details = {
  name: 'Renamed Hostel',
  location: 'Thamel, Kathmandu, Bagmati, Nepal',
  room: 8,
  contact_no: '9801234567',
  email: '',
  price: 0,
  description: 'Now with wifi.',
  coordinate: { lat: 27.7154, lon: 85.3123 },
};
const { editDetails, editPhotos: editImages, deleteImage } = ownerEditCalls(app, 'hostel', details);
const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('PUT /api/hostels/edit-details/{id} (JSON)', () => {
  it('updates the details for the owner', async () => {
    const hostel = await addHostel(app, owner);
    const res = await editDetails(hostel._id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hostel updated successfully!');
    expect(res.json().data).toMatchObject({
      name: 'Renamed Hostel',
      room: 8,
      price: 0,
      email: null,
      coordinate: { lat: 27.7154, lon: 85.3123 },
    });
  });

  it.each([
    ['name', { name: '' }, 'Please enter hostel name.'],
    ['location', { location: '' }, 'Please enter the location.'],
    ['room', { room: 0 }, 'Rooms must be at least 1.'],
    ['contact_no', { contact_no: '98' }, 'Contact number must be a valid 10-digit Nepali mobile.'],
    ['price', { price: -1 }, 'Price cannot be negative.'],
    ['description', { description: '' }, 'Please enter a description.'],
  ])('requires %s on the edit form', async (field, change, message) => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const res = await editDetails(hostel._id, owner, { ...details, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('is 403 for another user and allowed for an admin', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    expect((await editDetails(hostel._id, stranger)).statusCode).toBe(403);
    expect((await editDetails(hostel._id, admin)).statusCode).toBe(200);
  });
});

describe('PUT /api/hostels/edit-details/{id} (multipart photos)', () => {
  it('keeps the listed photos in order, adds new ones and deletes the files of the rest', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    const [a, b, c] = hostel.image as [string, string, string];
    const res = await editImages(hostel._id, owner, [c, a], 2);
    expect(res.statusCode).toBe(200);
    const image: string[] = res.json().data.image;
    expect(image).toHaveLength(4);
    expect(image.slice(0, 2)).toEqual([c, a]);
    expect(await status(b)).toBe(404);
    expect(await status(b.replace('-1200', '-400'))).toBe(404);
    expect(await status(a)).toBe(200);
  });

  it('refuses more than 5 in all with the published message', async () => {
    const hostel = await addHostel(app, owner, validHostel, 4);
    const res = await editImages(hostel._id, owner, hostel.image, 2);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only upload up to 5 images.');
  });

  it('refuses a new photo over 5 MB with the published message', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(owner),
      payload: formData({ existingImages: hostel.image }, [
        { name: 'big.png', data: await largePng(), type: 'image/png' },
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Some files exceed the 5MB limit and weren't uploaded.");
  });

  it('refuses to leave a hostel with no photo', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const res = await editImages(hostel._id, owner, [], 0);
    expect(res.statusCode).toBe(400);
  });

  it('accepts only existing photos of that same hostel', async () => {
    const mine = await addHostel(app, owner, validHostel, 1);
    const theirs = await addHostel(app, stranger, validHostel, 1);
    const foreign = await editImages(mine._id, owner, [theirs.image[0] ?? ''], 0);
    expect(foreign.statusCode).toBe(400);
    const made_up = await editImages(mine._id, owner, ['https://evil.example/x.webp'], 1);
    expect(made_up.statusCode).toBe(400);
    expect(await status(theirs.image[0] ?? '')).toBe(200);
  });

  it('is 403 for another user', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    expect((await editImages(hostel._id, stranger, hostel.image, 1)).statusCode).toBe(403);
  });
});

describe('PUT /api/hostels/delete-image', () => {
  it('removes one photo and its files; refuses the last one; 403 for others', async () => {
    const hostel = await addHostel(app, owner, validHostel, 2);
    const del = (token: string, index: number, image?: string) =>
      deleteImage(token, { id: hostel._id, index, image });
    expect((await del(stranger, 0)).statusCode).toBe(403);
    const res = await del(owner, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.image).toEqual([hostel.image[1]]);
    expect(await status(hostel.image[0] ?? '')).toBe(404);
    expect((await del(owner, 0, hostel.image[1])).statusCode).toBe(400);
    expect((await del(owner, 3)).statusCode).toBe(404);
  });
});

describe('PUT /api/hostels/sold/{id}', () => {
  it('lets the owner mark a hostel sold and available again', async () => {
    const hostel = await addHostel(app, owner, validHostel, 1);
    const mark = (token: string, sold: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/hostels/sold/${hostel._id}`,
        headers: bearer(token),
        payload: { sold },
      });
    expect((await mark(stranger, true)).statusCode).toBe(403);
    expect((await mark(owner, true)).json().data.sold).toBe(true);
    expect((await mark(owner, false)).json().data.sold).toBe(false);
  });
});

describe('DELETE /api/hostels/delete-hostel/{id}', () => {
  it('is 403 for another user; for the owner it removes the hostel and every photo file', async () => {
    const hostel = await addHostel(app, owner, validHostel, 3);
    const url = `/api/hostels/delete-hostel/${hostel._id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(stranger) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const res = await app.inject({ method: 'DELETE', url, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    for (const url of [...hostel.image, ...hostel.thumbnail]) expect(await status(url)).toBe(404);
    const get = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${hostel._id}`,
      headers: bearer(owner),
    });
    expect(get.statusCode).toBe(404);
  });
});
