import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData, jpegWithExif, largePng, textPretendingToBePng, type Upload } from '../../../test/images';
import { photos, validProperty } from '../../../test/listings';

// A property listed with photos (multipart beside the published JSON body), the hostel's rules
// and words for them, the owner's description, and any whole rent from 0.
const app = await buildTestApp();
let owner: string;

// A new landlord for each test: one account lists at most 20 a day.
beforeEach(async () => {
  owner = (await login(app, (await createUser(app)).email)).accessToken;
});

/** The property form's fields as a browser's FormData sends them: the point as lat and lon. */
const { coordinate, ...rest } = validProperty;
const formFields: Record<string, string> = {
  ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
  lat: String(coordinate.lat),
  lon: String(coordinate.lon),
};

const postForm = (fields: Record<string, string>, files: Upload[]) =>
  app.inject({
    method: 'POST',
    url: '/api/landlords/add',
    headers: bearer(owner),
    payload: formData(fields, files),
  });
const postJson = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/landlords/add', headers: bearer(owner), payload: body });

describe('POST /api/landlords/add as multipart: a property with its photos', () => {
  it('lists it with no photo (photos are optional for a property), placed by lat and lon', async () => {
    const res = await postForm(formFields, []);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Property submitted. Our team will contact you for verification.');
    expect(res.json().data).toMatchObject({
      name: validProperty.name,
      price: 25000,
      shutter: 1,
      coordinate: { lat: 27.6889, lon: 85.3365 },
      image: [],
      verified: false,
    });
  });

  it('takes the point as coordinate[lat] and coordinate[lon] too', async () => {
    const { lat, lon, ...fields } = formFields;
    const res = await postForm({ ...fields, 'coordinate[lat]': lat!, 'coordinate[lon]': lon! }, []);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.coordinate).toEqual({ lat: 27.6889, lon: 85.3365 });
  });

  it('stores two photos as WebP without their metadata, the owner’s, in order', async () => {
    const res = await postForm(formFields, [
      { name: 'camera.jpg', data: await jpegWithExif(800, 600), type: 'image/jpeg' },
      ...(await photos(1)),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { image, thumbnail, evidence } = res.json().data;
    expect(image).toHaveLength(2);
    expect(thumbnail[0]).toMatch(/-400\.webp$/);
    expect(evidence).toBeNull();
    const full = await app.inject({ method: 'GET', url: image[0] });
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('refuses a 6th photo with the hostel’s message', async () => {
    const res = await postForm(formFields, await photos(6));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select at most 5 images.');
  });

  it('refuses a file that is not an image with the image message, listing nothing', async () => {
    const res = await postForm({ ...formFields, name: 'Not a photo' }, [
      { name: 'photo.png', data: textPretendingToBePng, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file is not a supported image. Please choose a JPG or PNG photo.');
    const mine = await app.inject({ method: 'GET', url: '/api/user/listings', headers: bearer(owner) });
    expect(mine.json().data).toEqual([]);
  });

  it('refuses a photo over 5 MB with the hostel’s message', async () => {
    const res = await postForm(formFields, [{ name: 'big.png', data: await largePng(), type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Some files exceed the 5MB limit and weren't uploaded.");
  });

  it('checks the fields as the JSON body does, in the same order', async () => {
    const res = await postForm({ ...formFields, name: '', Contact_no1: '' }, await photos(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Property name is required');
    expect(res.json().errors).toMatchObject({
      name: 'Property name is required',
      Contact_no1: 'Primary contact is required',
    });
  });
});

describe('the owner’s description of a property', () => {
  it('is shown as the listing’s description, from JSON or a form', async () => {
    const json = await postJson({ ...validProperty, description: '  Two sunny rooms, water all day. ' });
    expect(json.json().data.description).toBe('Two sunny rooms, water all day.');
    const form = await postForm({ ...formFields, description: 'Near the ring road.' }, []);
    expect(form.json().data.description).toBe('Near the ring road.');
    expect((await postJson(validProperty)).json().data.description).toBeNull();
  });

  it('is at most 5000 characters, with the hostel’s message', async () => {
    const res = await postJson({ ...validProperty, description: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.description).toBe('Description can be at most 5000 characters.');
  });
});

describe('any rent: a whole number of rupees from 0', () => {
  it.each([12_500, 7_500, 0])('accepts Rs %i as JSON and as a form', async (price) => {
    const json = await postJson({ ...validProperty, price });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().data).toMatchObject({ price, pricing: price });
    const form = await postForm({ ...formFields, price: String(price) }, []);
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json().data.price).toBe(price);
  });

  it.each([
    [-1, 'Price cannot be negative'],
    [1.5, 'Price must be a whole number'],
  ])('refuses %s with “%s”, as JSON and as a form', async (price, message) => {
    const json = await postJson({ ...validProperty, price });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.price).toBe(message);
    const form = await postForm({ ...formFields, price: String(price) }, []);
    expect(form.statusCode).toBe(400);
    expect(form.json().errors.price).toBe(message);
  });
});
