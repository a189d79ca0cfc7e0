import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { demoOwner } from './support/demo-accounts';
import { addVerifiedHostel, hostelSearchUrl, type HostelToAdd } from './support/listings';
import { mailsTo } from './support/outbox';
import { logInByApi, openPageAs, storeSession } from './support/session';

/** The first link in `text` whose path and query match `pattern`. */
function linkIn(text: string, pattern: RegExp): string {
  const link = text.split(/\s+/).find((word) => /^https?:\/\//.test(word) && pattern.test(word));
  if (!link) throw new Error(`no link like ${pattern} in: ${text}`);
  return link;
}

/** Searches `place` with the search bar, as a tenant would. */
async function searchFor(page: Page, place: string) {
  await page.goto('/bhada/hostel');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill(place);
  await location.press('Enter');
  await expect(page).toHaveURL(hostelSearchUrl(place));
}

test('a tenant saves a filtered search, gets one email when the admin verifies a match, follows its links and manages the search', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Registration, two listings, the alert job (every 3.6 s here) and three pages.
  test.slow();
  const place = `Alerttole${Date.now()}`;
  const tenant = await createVerifiedUser(request, 'alerts');
  await storeSession(page, await logInByApi(request, tenant));
  const sessions = {
    owner: await logInByApi(request, demoOwner),
    admin: await logInByApi(request, e2eAdmin),
  };
  const hostel = (name: string, gender: HostelToAdd['gender']): HostelToAdd => ({
    name: `${name} ${place}`,
    location: `${place}, Kathmandu`,
    room: '8',
    description: 'Two minutes from the bus stop.',
    price: '8500',
    gender,
  });

  // 1. A fresh place, girls' hostels only: nothing yet. Save this search under a name of one's own.
  await searchFor(page, place);
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('radio', { name: 'Girls only' })
    .check();
  await expect(page).toHaveURL(/gender=girls/);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(`Hostels in ${place}`);
  const searchName = `Girls hostels in ${place}`;
  await name.fill(searchName);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Search saved. We will email you once a day when new verified listings match it.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 2. The owner lists two hostels there and the admin verifies them: only the girls' one matches.
  const matchId = await addVerifiedHostel(request, sessions, hostel('Sunrise Girls Hostel', 'girls'));
  await addVerifiedHostel(request, sessions, hostel('Everest Boys Hostel', 'boys'));

  // 3. The alert job's next run mails the tenant once, naming the match with its price and link.
  const alerts = async () => (await mailsTo(tenant.email)).filter((m) => m.subject?.includes(searchName));
  await expect
    .poll(async () => (await alerts()).length, { message: 'the alert email', timeout: 30_000 })
    .toBe(1);
  const [mail] = await alerts();
  const text = mail?.text ?? '';
  expect(text).toContain(`1 new verified listing matches your saved search “${searchName}”`);
  expect(text).toContain(`Sunrise Girls Hostel ${place}, ${place}, Kathmandu, Rs. 8,500`);
  expect(text).not.toContain('Everest Boys Hostel');
  // Mail programs offer a one-click unsubscribe (RFC 8058) from these headers.
  const header = (key: string) =>
    (mail?.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toMatch(
    /^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/saved-searches\/unsubscribe\?token=/,
  );
  const listingLink = linkIn(text, /\/bhada\/hostel\?listing=/);
  expect(new URL(listingLink).searchParams.get('listing')).toBe(matchId);

  // 4. The link opens the listing for anyone, logged in or not.
  const visitor = await openPageAs(browser, { baseURL, session: null, consoleErrors });
  await visitor.goto(listingLink);
  await expect(visitor.getByRole('dialog', { name: `Sunrise Girls Hostel ${place}` })).toBeVisible();

  // 5. The saved searches page, from the nav: rename the search, pause its emails.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved searches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const card = page.getByRole('listitem', { name: searchName });
  await expect(card.getByText('Daily emails on')).toBeVisible();
  await expect(card.getByText('Girls only')).toBeVisible();
  await card.getByRole('button', { name: `Rename “${searchName}”` }).click();
  const renamed = `Near the bus stop ${place}`;
  await card.getByRole('textbox', { name: 'New name' }).fill(renamed);
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Saved search updated.')).toBeVisible();
  const renamedCard = page.getByRole('listitem', { name: renamed });
  await renamedCard.getByRole('button', { name: `Pause emails for “${renamed}”` }).click();
  await expect(renamedCard.getByText('Emails paused')).toBeVisible();
  await renamedCard.getByRole('button', { name: `Resume emails for “${renamed}”` }).click();
  await expect(renamedCard.getByText('Daily emails on')).toBeVisible();

  // 6. The email's unsubscribe link works without a login, and the search shows paused.
  await visitor.goto(linkIn(text, /\/unsubscribe\?token=/));
  await expect(visitor.getByText(`You will no longer get emails for “${renamed}”.`)).toBeVisible();
  await visitor.context().close();
  await page.reload();
  await expect(page.getByRole('listitem', { name: renamed }).getByText('Emails paused')).toBeVisible();

  // Opening the saved search runs it again: the address holds the place and the filter.
  await page.getByRole('link', { name: `Open search “${renamed}”` }).click();
  await expect(page).toHaveURL(`${hostelSearchUrl(place)}&gender=girls`);
  await expect(page.getByRole('link', { name: `Sunrise Girls Hostel ${place}`, exact: true })).toBeVisible();
});
