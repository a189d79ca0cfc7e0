import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login, nextIp } from './factories';

export const validSignup = {
  name: 'Ram Thapa',
  phone: '9841000111',
  email: 'ram.photos@example.com',
  location: 'New Baneshwor, Kathmandu',
  message: 'I have a DSLR and a measuring tape.',
};

export async function signUp(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = validSignup,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/freelance/add',
    headers: bearer(token),
    payload: body,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`signUp: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string };
}

/** A logged-in account whose sign-up the admin approved: a Freelancer with a profile. */
export async function createFreelancer(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<typeof validSignup> = {},
) {
  const user = await createUser(app, { name: overrides.name ?? validSignup.name });
  const { accessToken } = await login(app, user.email);
  const signup = await signUp(app, accessToken, { ...validSignup, ...overrides });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/freelance/verify/${signup._id}`,
    headers: bearer(adminToken),
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  return { user, token: accessToken, freelancerId: signup._id };
}

export async function assignTask(
  app: FastifyInstance,
  adminToken: string,
  roomId: string,
  freelancerIds: string[],
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/freelance/assign/${roomId}`,
    headers: bearer(adminToken),
    payload: { freelancerIds, description: 'Measure every room and photograph the kitchen.', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`assign: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; expiry: string };
}
