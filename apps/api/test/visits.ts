import type { FastifyInstance } from 'fastify';
import { insertSignup } from '../src/modules/freelancers/repository';
import { locate } from '../src/modules/geocode/place-resolver';
import { bearer, createUser, login } from './factories';
import { assignTask, createFreelancer, validSignup } from './freelancers';
import { formData } from './images';
import { addHostel, addProperty, adminAndOwner, photos } from './listings';

/** What a verifier measures in a property, as a task's completion form or the admin's in-person form sends it. */
export const propertyVisit = {
  length: '10.5',
  width: '8',
  room: '3',
  bathroom: '2',
  description: 'Three sunny rooms, tiled bathrooms, water tank on the roof.',
};

/** What a verifier counts and measures in a hostel, as its task's completion form sends it. */
export const hostelVisit = {
  room: '14',
  beds: '32',
  bathroom: '5',
  kitchen: 'true',
  dining: 'false',
  length: '4.2',
  width: '3.5',
};

export type Verifier = Awaited<ReturnType<typeof createFreelancer>>;

/**
 * Who the task tests start from: an admin, an owner with a listing of `kind` waiting for its visit,
 * and two approved verifiers, Ram Thapa and Sita Rai (`sita` changes her sign-up).
 */
export async function visitTeam(
  app: FastifyInstance,
  kind: 'property' | 'hostel' = 'property',
  sita: Partial<typeof validSignup> = {},
) {
  const tokens = await adminAndOwner(app);
  const listing =
    kind === 'property' ? await addProperty(app, tokens.owner) : await addHostel(app, tokens.owner);
  return {
    ...tokens,
    listing: listing._id,
    ram: await approvedVerifier(app, { name: 'Ram Thapa' }),
    sita: await approvedVerifier(app, { name: 'Sita Rai', ...sita }),
  };
}

/**
 * An approved verifier as the admin's approval leaves one (an account with the Freelancer role and
 * its approved sign-up, placed as the service places it), written with the repository function the
 * service uses and logged in: the task tests start from two in every test and are not about signing
 * up or approving (freelancers.test.ts is, through the API, as createFreelancer does).
 */
async function approvedVerifier(
  app: FastifyInstance,
  overrides: Partial<typeof validSignup>,
): Promise<Verifier> {
  const signup = { ...validSignup, ...overrides };
  const user = await createUser(app, { name: signup.name, role: 'Freelancer' });
  const point = locate(signup.location);
  const row = await insertSignup(app.db, {
    userId: user.id,
    name: signup.name,
    email: signup.email,
    phone: signup.phone,
    location: signup.location,
    message: signup.message,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    status: 'approved',
    decidedAt: new Date(),
  });
  if (!row) throw new Error(`approvedVerifier: ${user.email} has a sign-up`);
  return { user, token: (await login(app, user.email)).accessToken, freelancerId: row.id };
}

export const acceptTask = (app: FastifyInstance, token: string, taskId: string) =>
  app.inject({ method: 'PUT', url: `/api/freelance/accept/${taskId}`, headers: bearer(token) });

/** The verifier's completion form for the task on `listingId`: `fields` and `photoCount` photos. */
export const completeTask = async (
  app: FastifyInstance,
  token: string,
  listingId: string,
  taskId: string,
  fields: Record<string, string>,
  photoCount = 1,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/freelance/complete/${listingId}/${taskId}`,
    headers: bearer(token),
    payload: formData(fields, await photos(photoCount)),
  });

/**
 * A visit by a verifier (Ram Thapa, or as `verifier` says): the admin gives them the listing's task,
 * they accept it and complete it with `fields` and `photoCount` photos.
 */
export async function visitByVerifier(
  app: FastifyInstance,
  adminToken: string,
  listingId: string,
  fields: Record<string, string>,
  options: { photoCount?: number; verifier?: Partial<typeof validSignup> } = {},
) {
  const verifier = await createFreelancer(app, adminToken, { name: 'Ram Thapa', ...options.verifier });
  const task = await assignTask(app, adminToken, listingId, [verifier.freelancerId]);
  await acceptTask(app, verifier.token, task._id);
  const res = await completeTask(app, verifier.token, listingId, task._id, fields, options.photoCount);
  if (res.statusCode !== 200) throw new Error(`complete: ${res.statusCode} ${res.body}`);
  return { verifier, task, res };
}

/** The admin verifies a hostel from the desk (a check, no visit). */
export async function verifyFromDesk(app: FastifyInstance, adminToken: string, hostelId: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/hostels/verify/${hostelId}`,
    headers: bearer(adminToken),
  });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return res;
}

/** The admin verifies a property in person, through the measurement form. */
export async function verifyInPerson(
  app: FastifyInstance,
  adminToken: string,
  propertyId: string,
  fields: Record<string, string> = propertyVisit,
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${propertyId}`,
    headers: bearer(adminToken),
    payload: formData(fields, await photos(1)),
  });
  if (res.statusCode !== 200) throw new Error(`verify in person: ${res.statusCode} ${res.body}`);
  return res;
}

/** A listing's `data` as its reader (a visitor without `token`) gets it. */
export const readHostel = async (app: FastifyInstance, id: string, token?: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/hostels/get/${id}`, headers: token ? bearer(token) : {} })
  ).json().data;
export const readProperty = async (app: FastifyInstance, id: string, token?: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/landlords/${id}`, headers: token ? bearer(token) : {} })
  ).json().data;
