import type { Locator, Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { demoOwner } from './support/demo-accounts';
import { addVerifiedHostel, hostelSearchUrl, type HostelToAdd } from './support/listings';
import { logInByApi, openPageAs } from './support/session';

/** Rs. 9,500 → 9500, as a card writes its price. */
const amountOf = (text: string) => Number(/Rs\. ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''));

const cards = (page: Page) => page.locator('.search-card');
const tagsOf = (card: Locator) => card.getByRole('list', { name: 'Features' }).getByRole('listitem');

test("a visitor filters girls' hostels with meals under Rs. 10,000: every result matches, on a wide screen and a phone", async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Four hostels of the demo owner in a place of their own (a word no other listing has), so the
  // search holds exactly these.
  const place = `Filtertol${Date.now()}`;
  const sessions = {
    owner: await logInByApi(request, demoOwner),
    admin: await logInByApi(request, e2eAdmin),
  };
  const hostel = (name: string, price: string, said: Partial<HostelToAdd>): HostelToAdd => ({
    name,
    location: `${place}, Kirtipur`,
    room: '10',
    description: 'Near the university gate.',
    price,
    ...said,
  });
  const match = hostel('Sita Girls Hostel', '9500', {
    gender: 'girls',
    meals: 'all',
    amenities: ['wifi', 'hot_water'],
  });
  const others = [
    hostel('Gita Girls Hostel', '8000', { gender: 'girls', meals: 'none' }),
    hostel('Hari Boys Hostel', '8000', { gender: 'boys', meals: 'all' }),
    hostel('Rita Girls Hostel', '15000', { gender: 'girls', meals: 'some' }),
  ];
  for (const added of [match, ...others]) await addVerifiedHostel(request, sessions, added);

  // 1. A visitor searches the place: all four, and the filters beside them.
  await page.goto(hostelSearchUrl(place));
  await expect(page.getByText('Showing 4 of 4')).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });

  // 2. Girls' hostels, with at least some meals, at most Rs. 10,000: the count follows each step.
  await filters.getByRole('radio', { name: 'Girls only' }).check();
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();
  await filters.getByRole('radio', { name: 'At least some meals' }).check();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await filters.getByRole('spinbutton', { name: 'Max price' }).fill('10000');
  await filters.getByRole('spinbutton', { name: 'Max price' }).press('Enter');
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();

  // 3. Every result shown matches, and the others are gone.
  const expectOnlyMatches = async (on: Page) => {
    await expect(cards(on)).toHaveCount(1);
    for (const card of await cards(on).all()) {
      await expect(tagsOf(card).filter({ hasText: 'Girls only' })).toHaveCount(1);
      await expect(tagsOf(card).filter({ hasText: /^(Some|All) meals$/ })).toHaveCount(1);
      expect(amountOf(await card.locator('.search-card__price').innerText())).toBeLessThanOrEqual(10_000);
    }
    await expect(on.getByRole('link', { name: match.name, exact: true })).toBeVisible();
    for (const other of others)
      await expect(on.getByRole('link', { name: other.name, exact: true })).toHaveCount(0);
  };
  await expectOnlyMatches(page);

  // 4. The filters are in the address: a reload (or the link, shared) shows the same.
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    location: place,
    gender: 'girls',
    meals: 'some',
    maxPrice: '10000',
  });
  await page.reload();
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await expect(filters.getByRole('radio', { name: 'Girls only' })).toBeChecked();
  await expect(filters.getByRole('spinbutton', { name: 'Max price' })).toHaveValue('10000');
  await expectOnlyMatches(page);

  // 5. On a 360 × 740 phone the same link: a compact Filters (3) chip, the result on the first
  //    screen, and the filters in the search sheet that Escape closes, giving focus back to the chip.
  const phone = await openPageAs(browser, { baseURL, session: null, consoleErrors });
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(`${url.pathname}${url.search}`);
  const button = phone.getByRole('button', { name: 'Filters (3)' });
  await expect(button).toBeVisible();
  await expect(phone.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await expectOnlyMatches(phone);
  await expect(cards(phone).first()).toBeInViewport({ ratio: 1 });

  await button.click();
  const sheet = phone.getByRole('dialog', { name: 'Search and filters' });
  // The sheet's place field has a status of its own; the filters' count is the one that says Results.
  const count = sheet.getByRole('status').filter({ hasText: /^Results:/ });
  await expect(sheet.getByRole('radio', { name: 'Girls only' })).toBeChecked();
  await expect(count).toHaveText('Results: 1');
  await sheet.getByRole('radio', { name: 'Any' }).first().check();
  await expect(count).toHaveText('Results: 2');
  await phone.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
  await expect(phone.getByText('Showing 2 of 2')).toBeVisible();
  await phone.context().close();
});
