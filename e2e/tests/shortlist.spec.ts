import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { demoFreelancer, demoOwner } from './support/demo-accounts';
import { addVerifiedHostel, hostelSearchUrl } from './support/listings';
import { logInByApi, openPageAs, storeSession } from './support/session';

/** What the tests read in the page; this project compiles without the DOM library. */
type PageScope = {
  navigator: { clipboard: { readText(): Promise<string> } };
  localStorage: { getItem(key: string): string | null };
};

/** A hostel of the demo owner's with a name and place no other journey uses, verified so it shows in search. */
async function listedHostel(request: APIRequestContext, label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const hostel = { name: `${label} Hostel ${stamp}`, location: `${label} Tole ${stamp}, Lalitpur` };
  const sessions = {
    owner: await logInByApi(request, demoOwner),
    admin: await logInByApi(request, e2eAdmin),
  };
  await addVerifiedHostel(request, sessions, {
    ...hostel,
    room: '6',
    description: 'Quiet rooms near the college.',
    price: '9000',
  });
  return hostel;
}

/** Searches the hostel's place and taps the heart on its card, which then shows pressed. */
async function heartFromSearch(page: Page, hostel: { name: string; location: string }) {
  await page.goto(hostelSearchUrl(hostel.location));
  const heart = page
    .getByRole('article', { name: hostel.name })
    .getByRole('button', { name: 'Save to shortlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

test('a tenant hearts a listing, shares the shortlist, and a parent opens the link logged out, read-only', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  const hostel = await listedHostel(request, 'Shared');
  await storeSession(page, await logInByApi(request, demoFreelancer));

  // 1. From search: the heart is saved on the server.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/shortlist/') && r.request().method() === 'PUT',
  );
  await heartFromSearch(page, hostel);
  expect((await saved).status()).toBe(200);

  // 2. The shortlist page, from the nav, lists it; Share makes the link, Copy link copies it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Shortlist/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
  const card = page.getByRole('article', { name: hostel.name });
  await expect(card).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/shortlist\/shared\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as PageScope).navigator.clipboard.readText())).toBe(
    link,
  );

  // 3. A parent, another browser and logged out, opens the link: the listing, and nothing to change.
  const parent = await openPageAs(browser, { baseURL, session: null, consoleErrors });
  await parent.goto(link);
  await expect(parent.getByRole('heading', { level: 1, name: 'A shortlist shared with you' })).toBeVisible();
  const shared = parent.getByRole('article', { name: hostel.name });
  await expect(shared).toBeVisible();
  await expect(shared.getByText('Rs. 9,000')).toBeVisible();
  await expect(parent.getByRole('button', { name: /Save to shortlist|Remove|Share/ })).toHaveCount(0);
  expect(await parent.content()).not.toContain(demoFreelancer.email);

  // 4. The listing opens from the shared page.
  await shared.getByRole('link', { name: hostel.name }).click();
  await expect(parent.getByRole('dialog', { name: hostel.name })).toBeVisible();
  await parent.context().close();
});

test('a visitor hearts a listing, logs in, and finds it in the account’s shortlist', async ({
  page,
  request,
}) => {
  const hostel = await listedHostel(request, 'Merged');

  // 1. As a visitor: the heart keeps it in this browser.
  await heartFromSearch(page, hostel);
  await page.goto('/shortlist');
  await expect(page.getByRole('article', { name: hostel.name })).toBeVisible();
  await expect(page.getByText(/Saved in this browser only/)).toBeVisible();

  // 2. Logging in from there merges it into the account and brings them back to the list.
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email').fill(demoOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoOwner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
  await expect(page.getByRole('article', { name: hostel.name })).toBeVisible();
  await expect(page.getByText(/Saved in this browser only/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (globalThis as unknown as PageScope).localStorage.getItem('shortlist')),
  ).toBeNull();

  // 3. It is the account's now: a fresh load reads it from the server.
  await page.reload();
  await expect(page.getByRole('article', { name: hostel.name })).toBeVisible();
});
