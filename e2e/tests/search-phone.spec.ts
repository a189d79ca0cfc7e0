import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A common Android phone: the search controls must leave room for a result on the first screen.
test.use({ viewport: { width: 360, height: 740 } });

const firstCard = (page: Page) => page.locator('.search-card').first();

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

test('on a 360 × 740 phone the first result card is on the first screen, whole', async ({ page }) => {
  await page.goto('/bhada/bhada');
  await settled(page);
  await expect(firstCard(page)).toBeInViewport({ ratio: 1 });
  expect(await scrolled(page)).toBe(0);

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
  await expect(page.getByRole('heading', { level: 1, name: 'होस्टेल खोज्नुहोस्' })).toBeVisible();
  await settled(page);
  await expect(firstCard(page)).toBeInViewport({ ratio: 1 });
  expect(await scrolled(page)).toBe(0);

  const amounts = (await page.locator('.search-card__price').allTextContents())
    .map((text) => /रु\. ([०-९,]+)/.exec(text)?.[1])
    .filter((amount) => amount !== undefined);
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) {
    expect(amount.replace(/[०-९]/g, (digit) => String('०१२३४५६७८९'.indexOf(digit)))).toMatch(LAKH_GROUPED);
  }
});
