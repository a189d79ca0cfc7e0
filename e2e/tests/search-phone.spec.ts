import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A common Android phone: the search is one sticky line, so two results show on the first screen.
test.use({ viewport: { width: 360, height: 740 } });

const firstCard = (page: Page) => page.locator('.search-card').first();
/** The second card's photo, which must be clearly on the first screen too. */
const secondPhoto = (page: Page) => page.locator('.search-card').nth(1).locator('.search-card__photos');

/** Grouped by lakh: 999, 26,000, 1,25,000, 2,50,00,000 (never 125,000). */
const LAKH_GROUPED = /^(?:(?:\d{1,2},)*\d{3}|\d{1,3})$/;

// Run in the page; this project compiles without the DOM library, hence the narrow types.
type PageScope = { document: { fonts: { ready: Promise<unknown> } }; scrollY: number };

/** The page as it settles: results shown and the bundled font in use (it changes line breaks). */
async function settled(page: Page) {
  await expect(firstCard(page)).toBeVisible();
  await page.evaluate(async () => {
    await (globalThis as unknown as PageScope).document.fonts.ready;
  });
}

const scrolled = (page: Page) => page.evaluate(() => (globalThis as unknown as PageScope).scrollY);

test('on a 360 × 740 phone two result cards show on the first screen, the first whole', async ({ page }) => {
  await page.goto('/bhada/bhada');
  await settled(page);
  await expect(firstCard(page)).toBeInViewport({ ratio: 1 });
  await expect(secondPhoto(page)).toBeInViewport({ ratio: 0.4 });
  expect(await scrolled(page)).toBe(0);

  // The one line (summary, Sort, Filters, Map) stays at the top while the results scroll.
  const summary = page.getByRole('button', { name: 'Change search: All of Nepal' });
  await expect(summary).toBeInViewport();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrolled(page)).toBeGreaterThan(0);
  await expect(summary).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();

  // Lakh grouping as Chromium's Intl gives it: Rs. 1,25,000, never Rs. 125,000.
  const amounts = (await page.locator('.search-card__price').allTextContents())
    .map((text) => /Rs\. ([\d,]+)/.exec(text)?.[1])
    .filter((amount) => amount !== undefined);
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount).toMatch(LAKH_GROUPED);
});

test('in Nepali, after searching a place, the first card still shows whole, in Devanagari digits', async ({
  page,
}) => {
  await page.goto('/bhada/hostel?location=pokhara');
  await page.getByRole('button', { name: 'नेपाली' }).click();
  // The title is for screen readers on a phone; the summary says what is searched.
  await expect(page.getByRole('heading', { level: 1, name: 'होस्टेल खोज्नुहोस्' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^खोज बदल्नुहोस्: / })).toBeVisible();
  await settled(page);
  await expect(firstCard(page)).toBeInViewport({ ratio: 1 });
  await expect(secondPhoto(page)).toBeInViewport({ ratio: 0.4 });
  expect(await scrolled(page)).toBe(0);

  const amounts = (await page.locator('.search-card__price').allTextContents())
    .map((text) => /रु\. ([०-९,]+)/.exec(text)?.[1])
    .filter((amount) => amount !== undefined);
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) {
    expect(amount.replace(/[०-९]/g, (digit) => String('०१२३४५६७८९'.indexOf(digit)))).toMatch(LAKH_GROUPED);
  }
});
