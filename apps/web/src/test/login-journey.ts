import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, ok, type Handler } from './api-stub';
import { makeLogin, makeUser } from './factories';

/** What the API answers a successful login and the account's details, for journeys through /login. */
export function loginApi(): Record<string, Handler> {
  return {
    'POST /api/user/login': () => jsonResponse(ok(makeLogin())),
    'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
  };
}

/** Logs in on the real login screen, as a user would. */
export async function logInOnScreen(user: UserEvent): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5_000 });
  await user.type(screen.getByLabelText('Email'), 'sita@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
