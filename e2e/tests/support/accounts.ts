import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { lastMailTo, verificationLink } from './outbox';

/** A unique address per call, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * A registered and verified user, made through the real API and the real mail, for journeys that
 * start after sign-up.
 */
export async function createVerifiedUser(request: APIRequestContext, label: string) {
  const account = { name: 'Sita Sharma', email: uniqueEmail(label), password: 'first-pass-1' };
  const registered = await request.post('/api/user/register', { data: account });
  expect(registered.status()).toBe(201);
  const code = new URL(verificationLink((await lastMailTo(account.email)).text)).searchParams.get('code');
  const verified = await request.get(`/api/user/verify-email/${code}`);
  expect(verified.status()).toBe(200);
  return account;
}
