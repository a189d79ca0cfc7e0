import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { lastMailTo, verificationLink } from './outbox';

/** A unique address per call, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * A client address of its own (TEST-NET-2, reached through the e2e server's trusted loopback proxy),
 * so the accounts the journeys make are counted like sign-ups from different people's phones and
 * never add up to the per-address sign-up limit (a worker started again after a failure begins
 * again at .1: one more sign-up there, far under the limit).
 */
let signUps = 0;
function anotherClientAddress(): string {
  signUps += 1;
  return `198.51.100.${1 + (signUps % 254)}`;
}

/**
 * A registered and verified user, made through the real API and the real mail, for journeys that
 * start after sign-up.
 */
export async function createVerifiedUser(request: APIRequestContext, label: string) {
  const account = { name: 'Sita Sharma', email: uniqueEmail(label), password: 'first-pass-1' };
  const registered = await request.post('/api/user/register', {
    data: account,
    headers: { 'x-forwarded-for': anotherClientAddress() },
  });
  expect(registered.status()).toBe(201);
  const code = new URL(verificationLink((await lastMailTo(account.email)).text)).searchParams.get('code');
  const verified = await request.get(`/api/user/verify-email/${code}`);
  expect(verified.status()).toBe(200);
  return account;
}
