import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { createVerifiedUser } from './accounts';
import { bearer, logInByApi, type StoredSession } from './session';

/**
 * An approved freelance verifier of its own, made through the real API (the home page's sign-up,
 * then the admin's approval), for journeys that give it a task: the demo freelancer's open tasks
 * belong to the accessibility sweep. Logged in after the approval, so its session has the role.
 */
export async function createApprovedFreelancer(
  request: APIRequestContext,
  admin: StoredSession,
  profile: { name: string; location: string; coordinate: { lat: number; lon: number } },
): Promise<{ session: StoredSession; name: string }> {
  const account = await createVerifiedUser(request, 'verifier');
  const signedUp = await request.post('/api/freelance/add', {
    headers: bearer(await logInByApi(request, account)),
    data: { ...profile, phone: '9841000444', email: account.email },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { data } = (await signedUp.json()) as { data: { _id: string } };
  const approved = await request.put(`/api/freelance/verify/${data._id}`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  return { session: await logInByApi(request, account), name: profile.name };
}
