import type { BrowserContext, Page } from '@playwright/test';
import { apiURL, e2eAdmin, spaURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { bearer, expiredCopyOf, logInByApi, storeSession } from './support/session';

// Journeys here sign in as the admin the server creates at start: registering is limited per
// address (10 an hour), and the other journeys already register about that many accounts.
const account = e2eAdmin;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const isRefresh = (url: string) => new URL(url).pathname === '/api/user/refresh-token';
/** The cookies the browser would send with a refresh (the refresh cookie's path is /api/user). */
const refreshCookies = (page: Page) => page.context().cookies(`${apiURL}/api/user/refresh-token`);

/** The login screen, as a person uses it; `origin` is where the SPA is served. */
async function logInOnScreen(page: Page, who: { email: string; password: string }, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  return response;
}

// The page's localStorage; this project compiles without the DOM library, hence the narrow type.
type PageScope = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

const storedAccessToken = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageScope).localStorage.getItem('accessToken'));

const storeAccessToken = (page: Page, token: string) =>
  page.evaluate((value) => {
    (globalThis as unknown as PageScope).localStorage.setItem('accessToken', value);
  }, token);

/** Every key and value of localStorage and sessionStorage, and document.cookie, as a script sees them. */
function readableByScripts(page: Page) {
  return page.evaluate(() => {
    // Runs in the page; this project compiles without the DOM library, hence the narrow types.
    type Store = { length: number; key(index: number): string | null; getItem(key: string): string | null };
    const scope = globalThis as unknown as {
      localStorage: Store;
      sessionStorage: Store;
      document: { cookie: string };
    };
    const entries = (store: Store) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? '';
        return { key, value: store.getItem(key) ?? '' };
      });
    return {
      entries: [...entries(scope.localStorage), ...entries(scope.sessionStorage)],
      cookie: scope.document.cookie,
    };
  });
}

/**
 * Chromium logs every 4xx answer as a console error. The expired access token is refused (401) on
 * purpose here: exactly those entries are dropped, once each 401 the context received has its
 * entry; anything else still fails the test.
 */
async function allowExpiredTokenErrors(context: BrowserContext, consoleErrors: string[]) {
  let refused = 0;
  context.on('response', (response) => {
    if (response.status() === 401) refused += 1;
  });
  return async () => {
    const isRefusal = (text: string) => text.includes('status of 401');
    await expect.poll(() => consoleErrors.filter(isRefusal).length).toBe(refused);
    expect(refused, 'the expired token was refused at least once').toBeGreaterThan(0);
    const others = consoleErrors.filter((text) => !isRefusal(text));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  };
}

test('after logging in, no script can read the refresh token; one left by an older build is gone', async ({
  page,
}) => {
  // An older build kept the refresh token in localStorage: the app removes it when it starts.
  await page.addInitScript(() => {
    const scope = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
    try {
      scope.localStorage.setItem('refreshToken', 'left-by-an-older-build');
    } catch {
      // about:blank has no storage.
    }
  });

  const answer = await logInOnScreen(page, account);
  const { data } = (await answer.json()) as { data: { refreshToken: string } };
  const refreshToken = data.refreshToken;
  expect(refreshToken.length).toBeGreaterThan(20);

  // The browser has it, as the API's httpOnly cookie for /api/user only.
  const cookies = await refreshCookies(page);
  expect(cookies.find((cookie) => cookie.name === 'refreshToken')).toMatchObject({
    value: refreshToken,
    httpOnly: true,
    path: '/api/user',
    sameSite: 'Lax',
  });
  // Nothing a script can read holds it: no storage key or value, not document.cookie.
  const readable = await readableByScripts(page);
  expect(readable.entries.map((entry) => entry.key)).not.toContain('refreshToken');
  for (const { key, value } of readable.entries) {
    expect(value, `storage entry ${key}`).not.toContain(refreshToken);
    expect(value, `storage entry ${key}`).not.toBe('left-by-an-older-build');
  }
  expect(readable.entries.map((entry) => entry.key)).toContain('accessToken');
  expect(readable.cookie).not.toContain(refreshToken);
});

test('two tabs whose access token expired refresh through the cookie under one lock and stay signed in', async ({
  page,
  request,
  consoleErrors,
}) => {
  const session = await logInByApi(request, account);
  const expired = await expiredCopyOf(session.accessToken);
  const refused = await request.get('/api/user/user-details', { headers: bearer({ accessToken: expired }) });
  expect(refused.status(), 'the API refuses the expired copy').toBe(401);

  const context = page.context();
  const finishConsoleCheck = await allowExpiredTokenErrors(context, consoleErrors);
  const secondTab = await context.newPage();
  secondTab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  secondTab.on('pageerror', (error) => consoleErrors.push(error.message));
  const tabs = [page, secondTab];
  // Both tabs start with the expired access token (and the refresh cookie of the session).
  for (const tab of tabs) await storeSession(tab, { ...session, accessToken: expired });

  const refreshes: string[] = [];
  context.on('request', (sent) => {
    if (isRefresh(sent.url())) refreshes.push(sent.url());
  });
  // The refresh is answered only once both tabs have been refused: both need it at the same time.
  const bothRefused = Promise.all(
    tabs.map((tab) => tab.waitForResponse((response) => response.status() === 401)),
  );
  await context.route(
    (url) => isRefresh(url.href),
    async (route) => {
      await bothRefused;
      await route.continue();
    },
  );

  // My listings' own page (its address has a query) and the nav's user details need the session;
  // both load in each tab.
  const signedInAnswers = (tab: Page) =>
    Promise.all(
      ['/api/user/listings', '/api/user/user-details'].map((path) =>
        tab.waitForResponse(
          (response) => new URL(response.url()).pathname === path && response.status() === 200,
        ),
      ),
    );
  const loaded = Promise.all(tabs.map(signedInAnswers));
  await Promise.all(tabs.map((tab) => tab.goto('/control-hostel')));
  await loaded;
  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
    await expect(mainNav(tab).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(tab.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
  }
  // Under the shared lock the second tab normally finds the first one's new token and calls
  // nothing. Chromium copies localStorage between tab processes asynchronously, so now and then
  // it reads the old token and refreshes once more, with the cookie the first tab's rotation set:
  // at most one refresh per tab, and never one that revokes the session (checked by the reloads).
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(tabs.length);
  const refreshesBeforeReload = refreshes.length;
  const fresh = await storedAccessToken(page);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(expired);

  // Still signed in after a reload, with the refreshed session.
  for (const tab of tabs) {
    const reloaded = signedInAnswers(tab);
    await tab.reload();
    await reloaded;
    await expect(mainNav(tab).getByRole('button', { name: 'Logout' })).toBeVisible();
  }
  expect(refreshes).toHaveLength(refreshesBeforeReload);
  await finishConsoleCheck();
});

test('the SPA hosted apart from the API (its address in the served page, CORS_ORIGINS): log in, search with photos, refresh, apply', async ({
  page,
  consoleErrors,
}) => {
  expect(
    spaURL,
    'the SPA served apart with the API address in its page: run through node scripts/test-e2e.mjs',
  ).toBeTruthy();
  const spa = spaURL ?? '';
  expect(new URL(spa).origin).not.toBe(new URL(apiURL).origin);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });

  // Logging in on the SPA's origin sets the refresh cookie on the API's.
  await logInOnScreen(page, account, spa);
  expect((await refreshCookies(page)).map((cookie) => cookie.name)).toContain('refreshToken');

  // Search: results from the API, photos (absolute URLs on the API's origin) really load.
  await page.goto(`${spa}/bhada/hostel?location=pokhara`);
  const results = page.getByRole('list', { name: /^Hostels in/ });
  const photo = results.locator('img').first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', new RegExp(`^${apiURL}/uploads/`));
  await expect
    .poll(() => photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  // An expired access token is refreshed across origins, with the cookie alone.
  const finishConsoleCheck = await allowExpiredTokenErrors(page.context(), consoleErrors);
  await storeAccessToken(page, await expiredCopyOf((await storedAccessToken(page)) ?? ''));
  const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);

  // Open a listing and apply.
  await results.getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${spa}/apply/`));

  await page.getByLabel('Full name').fill('Maya Tamang');
  await page.getByLabel('Email address').fill(`maya-${Date.now()}@example.test`);
  await page.getByLabel('Phone number').fill('9801234567');
  await page.getByLabel('Number of people').fill('1');
  await page.getByLabel('Number of rooms').fill('1');
  await page.getByLabel(/^Preferred location/).fill('Lakeside');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Application submitted. The owner will contact you soon.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`^${spa}/bhada/hostel\\?`));

  // Every API call went to the API's origin, none to the SPA's.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const url of apiCalls) expect(url.startsWith(`${apiURL}/api/`), url).toBe(true);
  await finishConsoleCheck();
});
