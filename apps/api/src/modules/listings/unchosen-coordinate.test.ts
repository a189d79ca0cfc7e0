import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, photos, validHostel, validProperty } from '../../../test/listings';

// The published client keeps a location typed without choosing a suggestion as a NaN coordinate:
// JSON sends it as null, a multipart form as the text "NaN" (or "null"). It is no coordinate: the
// typed text is placed through the gazetteer, as when the coordinate is left out.
const app = await buildTestApp();
let owner: string;

beforeAll(async () => {
  owner = (await login(app, (await createUser(app)).email)).accessToken;
});

const THAMEL_LAT = 27.715;

describe('a coordinate nobody chose', () => {
  it('POST /landlords/add (JSON, as the published client sends it) places the typed location', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: { ...validProperty, location: 'Thamel, Kathmandu', coordinate: { lat: null, lon: null } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.coordinate.lat).toBeCloseTo(THAMEL_LAT, 1);
    expect(res.json().message).toBe('Property submitted. Our team will contact you for verification.');
  });

  it('POST /landlords/add with a place the gazetteer does not know is saved without a point', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: {
        ...validProperty,
        location: 'Behind the big peepal tree',
        coordinate: { lat: null, lon: null },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.coordinate).toBeNull();
  });

  it.each(['NaN', 'null'])('POST /hostels/add-hostel (multipart) with lat and lon "%s"', async (text) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      headers: bearer(owner),
      payload: formData(
        { ...validHostel, location: 'Thamel, Kathmandu', lat: text, lon: text },
        await photos(1),
      ),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.coordinate.lat).toBeCloseTo(THAMEL_LAT, 1);
  });

  it('PUT /hostels/edit-details (JSON) with a new typed location places it', async () => {
    const hostel = await addHostel(app, owner);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(owner),
      payload: {
        name: 'Renamed Hostel',
        location: 'Thamel, Kathmandu',
        room: 8,
        contact_no: '9801234567',
        email: '',
        price: 9000,
        description: 'Now with wifi.',
        coordinate: { lat: null, lon: null },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coordinate.lat).toBeCloseTo(THAMEL_LAT, 1);
  });

  it('a point outside Nepal is still refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlords/add',
      headers: bearer(owner),
      payload: { ...validProperty, coordinate: { lat: 51.5, lon: -0.12 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a location in Nepal from the suggestions.');
  });
});
