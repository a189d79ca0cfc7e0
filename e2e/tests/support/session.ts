import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the login screen would store (SPEC §3 local storage), for journeys that skip the screen. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  isAdmin: boolean;
}

interface LoginAnswer {
  data: { accesstoken: string; refreshToken: string; user: { role: string } };
}

/** POST /api/user/login through the API, as the login screen does. */
export async function logInByApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<StoredSession> {
  const response = await request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), 'login').toBe(200);
  const { data } = (await response.json()) as LoginAnswer;
  return {
    accessToken: data.accesstoken,
    refreshToken: data.refreshToken,
    isAdmin: data.user.role === 'ADMIN',
  };
}

/** The Authorization header of a session, for API calls made on a user's behalf. */
export const bearer = (session: StoredSession) => ({ Authorization: `Bearer ${session.accessToken}` });

/**
 * Stores the session before the app's first script runs, once per tab (so a logout in the test
 * stays a logout): tokens, and status 'IsAdmin' for the admin.
 */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((stored: StoredSession) => {
    // Runs in the page; this project compiles without the DOM library, hence the narrow type.
    type KeyValueStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };
    const scope = globalThis as unknown as Record<'localStorage' | 'sessionStorage', KeyValueStore>;
    try {
      // Reading the stores throws on about:blank and other opaque origins, hence inside the try.
      const { localStorage, sessionStorage } = scope;
      if (sessionStorage.getItem('e2e-session-stored')) return;
      localStorage.setItem('accessToken', stored.accessToken);
      localStorage.setItem('refreshToken', stored.refreshToken);
      if (stored.isAdmin) localStorage.setItem('status', 'IsAdmin');
      sessionStorage.setItem('e2e-session-stored', '1');
    } catch {
      // No storage there; the app's own pages have it.
    }
  }, session);
}

/**
 * A page in its own browser context (its own storage and cookies, like another person's phone),
 * signed in as `session`; its console errors go into the test's `consoleErrors` like the main
 * page's do. Close it with `page.context().close()`.
 */
export async function openPageAs(
  browser: Browser,
  options: { baseURL: string | undefined; session: StoredSession; consoleErrors: string[] },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: options.baseURL });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') options.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => options.consoleErrors.push(error.message));
  await storeSession(page, options.session);
  return page;
}
