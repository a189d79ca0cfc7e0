import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, ok, type Handler } from './api-stub';

/** What the API answers a successful login and the account's details, for journeys through /login. */
export function loginHandlers(): Record<string, Handler> {
  return {
    'POST /api/user/login': () =>
      jsonResponse(
        ok({
          accesstoken: 'access-1',
          accessToken: 'access-1',
          refreshToken: 'refresh-1',
          user: { _id: 'u1', name: 'Sita Sharma', email: 'sita@example.com', role: 'USER' },
        }),
      ),
    'GET /api/user/user-details': () =>
      jsonResponse(
        ok({ _id: 'u1', name: 'Sita Sharma', email: 'sita@example.com', role: 'USER', hostel: [], task: [] }),
      ),
  };
}

/** Logs in on the real login screen, as a user would. */
export async function logInOnScreen(user: UserEvent): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5_000 });
  await user.type(screen.getByLabelText('Email'), 'sita@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}
