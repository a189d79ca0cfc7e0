import { COMMON_CODES, englishOf, LISTING_MESSAGES, type MessageCode } from '@app/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos, validHostel } from '../../../test/listings';

const app = await buildTestApp();
let owner: string;
let admin: string;
let hostelId: string;
let propertyId: string;

beforeAll(async () => {
  owner = (await login(app, (await createUser(app)).email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  hostelId = (await addHostel(app, owner, validHostel, 1))._id;
  propertyId = (await addProperty(app, owner))._id;
});

const envelope = (messageCode: MessageCode, code: string) => ({
  success: false,
  error: true,
  message: englishOf(messageCode),
  messageCode,
  code,
});

/** A browser's multipart body as bytes, with the content type (and boundary) it goes with. */
async function serialized(fields: Record<string, string>, count: number) {
  const encoded = new Response(formData(fields, await photos(count)));
  const type = encoded.headers.get('content-type') ?? '';
  return { type, body: Buffer.from(await encoded.arrayBuffer()) };
}

/** The three upload routes; a function, as the ids and tokens exist only once beforeAll has run. */
const uploadRoutes: Record<string, () => { method: 'POST' | 'PUT'; url: string; token: string }> = {
  'POST /api/hostels/add-hostel': () => ({ method: 'POST', url: '/api/hostels/add-hostel', token: owner }),
  'PUT /api/hostels/edit-details/{id}': () => ({
    method: 'PUT',
    url: `/api/hostels/edit-details/${hostelId}`,
    token: owner,
  }),
  'PUT /api/landlords/verify/{id}': () => ({
    method: 'PUT',
    url: `/api/landlords/verify/${propertyId}`,
    token: admin,
  }),
};

const badBodies: Record<string, () => Promise<{ type: string; payload: Buffer }>> = {
  'without a boundary': async () => ({ type: 'multipart/form-data', payload: Buffer.from('name=abc') }),
  'with a boundary over 256 characters': async () => ({
    type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    payload: Buffer.from(`--${'b'.repeat(300)}\r\n`),
  }),
  'cut short': async () => {
    const whole = await serialized({ ...validHostel, length: '10', width: '8', bathroom: '1' }, 1);
    return { type: whole.type, payload: whole.body.subarray(0, Math.floor(whole.body.length / 2)) };
  },
};

const cases = Object.keys(uploadRoutes).flatMap((route) =>
  Object.keys(badBodies).map((body) => [route, body]),
);

describe('a multipart body the parser cannot read', () => {
  it.each(cases)('%s: a body %s is a 400 envelope', async (routeName, bodyName) => {
    const route = uploadRoutes[routeName]?.();
    const body = await badBodies[bodyName]?.();
    if (!route || !body) throw new Error('unknown case');
    const res = await app.inject({
      method: route.method,
      url: route.url,
      headers: { ...bearer(route.token), 'content-type': body.type },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(COMMON_CODES.request.formUnreadable, 'INVALID_MULTIPART'));
  });

  it('changes nothing: the hostel keeps its photos and the property stays unverified', async () => {
    const hostel = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${hostelId}`,
      headers: bearer(owner),
    });
    expect(hostel.json().data.image).toHaveLength(1);
    const property = await app.inject({
      method: 'GET',
      url: `/api/landlords/${propertyId}`,
      headers: bearer(admin),
    });
    expect(property.json().data.verified).toBe(false);
  });
});

describe('a path parameter over the router’s length limit', () => {
  const long = 'a'.repeat(5000);
  it.each([
    ['GET', '/api/hostels/get/'],
    ['GET', '/api/landlords/'],
    ['PUT', '/api/hostels/edit-details/'],
    ['DELETE', '/api/landlords/'],
  ] as const)('%s %s{5000 characters} is a 414 envelope', async (method, path) => {
    const res = await app.inject({ method, url: `${path}${long}`, headers: bearer(owner) });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(envelope(COMMON_CODES.request.addressTooLong, 'URI_TOO_LONG'));
  });

  it('a malformed escape in the path is a 400 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/hostels/get/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(COMMON_CODES.request.addressInvalid, 'BAD_URL'));
  });
});

describe('a photo over the pixel limit', () => {
  it('is refused with 413 and says it is too large in pixels, storing nothing', async () => {
    // 8000 × 7000 = 56 MP of one colour: a small file, over the 50 MP the pipeline decodes.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#4a7' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(owner) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      headers: bearer(owner),
      payload: formData({ ...validHostel, name: 'Huge photo' }, [
        { name: 'huge.png', data: huge, type: 'image/png' },
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      error: true,
      message: LISTING_MESSAGES.images.tooManyPixels,
      code: 'IMAGE_TOO_LARGE',
      errors: { image: LISTING_MESSAGES.images.tooManyPixels },
    });
    const after = await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(owner) });
    expect(after.json().data).toHaveLength(before.json().data.length);
  });
});
