import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiURL, e2eTimeZone } from '../../playwright.config';

/**
 * What logging in leaves in a browser, for journeys that skip the login screen: the access token
 * and status in local storage, the refresh token as the API's httpOnly cookie.
 */
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
export const bearer = (session: Pick<StoredSession, 'accessToken'>) => ({
  Authorization: `Bearer ${session.accessToken}`,
});

/**
 * Stores the session before the app's first script runs, once per tab (so a logout in the test
 * stays a logout): the access token, and status 'IsAdmin' for the admin, in local storage; the
 * refresh token as the httpOnly cookie the login answer sets, for the API's origin.
 */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.context().addCookies([
    {
      name: 'refreshToken',
      value: session.refreshToken,
      // Host-only on the API's host with the API's path, so the server's next Set-Cookie (a
      // rotation) replaces this very cookie instead of adding a second one.
      domain: new URL(apiURL).hostname,
      path: '/api/user',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await page.addInitScript(
    (stored: Omit<StoredSession, 'refreshToken'>) => {
      // Runs in the page; this project compiles without the DOM library, hence the narrow type.
      type KeyValueStore = { getItem(key: string): string | null; setItem(key: string, value: string): void };
      const scope = globalThis as unknown as Record<'localStorage' | 'sessionStorage', KeyValueStore>;
      try {
        // Reading the stores throws on about:blank and other opaque origins, hence inside the try.
        const { localStorage, sessionStorage } = scope;
        if (sessionStorage.getItem('e2e-session-stored')) return;
        localStorage.setItem('accessToken', stored.accessToken);
        if (stored.isAdmin) localStorage.setItem('status', 'IsAdmin');
        sessionStorage.setItem('e2e-session-stored', '1');
      } catch {
        // No storage there; the app's own pages have it.
      }
    },
    { accessToken: session.accessToken, isAdmin: session.isAdmin },
  );
}

/**
 * A page in its own browser context (its own storage and cookies, like another person's phone),
 * signed in as `session` (a visitor when it is null); its console errors go into the test's
 * `consoleErrors` like the main page's do. Close it with `page.context().close()`.
 */
export async function openPageAs(
  browser: Browser,
  options: { baseURL: string | undefined; session: StoredSession | null; consoleErrors: string[] },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: options.baseURL, timezoneId: e2eTimeZone });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') options.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => options.consoleErrors.push(error.message));
  if (options.session) await storeSession(page, options.session);
  return page;
}

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * `accessToken` as the server would have issued it an hour ago: the same claims, expired, and
 * signed with the server's own key (generated into DATA_DIR/secrets.json), so the API refuses it
 * only for its age (401) and the app must refresh.
 */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const secrets = path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.json');
  const { jwtSecret } = JSON.parse(await readFile(secrets, 'utf8')) as { jwtSecret: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as object;
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  const unsigned = `${base64UrlJson({ alg: 'HS256' })}.${base64UrlJson({ ...claims, iat: anHourAgo - 900, exp: anHourAgo })}`;
  const signature = createHmac('sha256', jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
