import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login } from './factories';
import { formData, png, type Upload } from './images';

export const validHostel = {
  name: 'Annapurna Girls Hostel',
  location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
  room: '12',
  contact_no: '9841234567',
  email: 'hostel@example.com',
  price: '9000',
  description: 'Clean rooms near the lake, meals included.',
  lat: '28.211',
  lon: '83.958',
};

export const validProperty = {
  name: 'Sharma Niwas, 2 rooms',
  location: 'New Baneshwor, Kathmandu, Bagmati, Nepal',
  coordinate: { lat: 27.6889, lon: 85.3365 },
  Contact_no1: '9841234567',
  Contact_no2: '9801234567',
  price: 25000,
  shutter: 1,
};

/** A valid application to a listing, from `email`. */
export const applicant = (email: string) => ({
  name: 'Gita Gurung',
  email,
  phone: '9841000222',
  No_of_people: 2,
  No_of_rooms: 1,
});

export async function photos(count: number): Promise<Upload[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `photo-${i}.png`,
      data: await png(320 + i, 240),
      type: 'image/png',
    })),
  );
}

export async function addHostel(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string> = validHostel,
  count = 2,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(token),
    payload: formData(fields, await photos(count)),
  });
  if (res.statusCode !== 201) throw new Error(`addHostel: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; image: string[]; thumbnail: string[] };
}

export async function addProperty(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = validProperty,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/landlords/add',
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`addProperty: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string };
}

/** An admin and a hostel owner ("Hari Owner"), both logged in: who the trust, report and visit tests start from. */
export async function adminAndOwner(app: FastifyInstance) {
  const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  const account = await createUser(app, { name: 'Hari Owner' });
  return {
    admin,
    owner: (await login(app, account.email)).accessToken,
    ownerId: account.id,
    ownerEmail: account.email,
  };
}

/** A hostel of the owner's named `name`, verified by the admin. */
export async function addVerifiedHostel(
  app: FastifyInstance,
  tokens: { admin: string; owner: string },
  name: string,
) {
  const { _id } = await addHostel(app, tokens.owner, { ...validHostel, name });
  const verified = await app.inject({
    method: 'PUT',
    url: `/api/hostels/verify/${_id}`,
    headers: bearer(tokens.admin),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return _id;
}
