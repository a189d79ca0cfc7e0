import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const html = (page: Page) => page.locator('html');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The results line: 'Showing 20 of 1,000+' / '१,०००+ मध्ये २० देखाइँदै'. */
const resultsCount = (page: Page) => page.locator('.search-results__count');

test('the language switch turns the search screen and its results into Nepali and back; the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/bhada/hostel?location=pokhara');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Find a hostel');
  await expect(resultsCount(page)).toHaveText(/^Showing [\d,]+ of [\d,]+\+?$/);
  await expect(page.locator('.search-card__price').first()).toContainText('Rs.');

  await page.getByRole('button', { name: 'नेपाली' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'ne');
  await expect(heading(page)).toHaveText('होस्टेल खोज्नुहोस्');
  await expect(resultsCount(page)).toHaveText(/^[०-९,]+\+? मध्ये [०-९,]+ देखाइँदै$/);
  await expect(page.locator('.search-card__price').first()).toContainText('रु.');
  await expect(page.getByRole('main')).not.toContainText(/Showing|Find a hostel|Price on request/);
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ne');
  await expect(heading(page)).toHaveText('होस्टेल खोज्नुहोस्');
  await expect(resultsCount(page)).toHaveText(/मध्ये/);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Find a hostel');
  await expect(resultsCount(page)).toHaveText(/^Showing /);
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Find a hostel');
});

test("a form's own validation errors follow the language switch, by each field's own limit", async ({
  page,
  request,
}) => {
  const found = await request.get('/api/hostels/by-address?location=pokhara');
  expect(found.status()).toBe(200);
  const { data } = (await found.json()) as { data: { _id: string }[] };
  const hostelId = data[0]?._id;
  expect(hostelId).toBeDefined();

  await page.goto(`/apply/${hostelId}?kind=hostel`);
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await page.getByLabel('पूरा नाम').fill('सीता शर्मा');
  await page.getByLabel('इमेल ठेगाना').fill('sita@example.test');
  await page.getByLabel('फोन नम्बर').fill('9841234567');
  await page.getByLabel('मानिसको सङ्ख्या').fill('2.5');
  await page.getByLabel('कोठाको सङ्ख्या').fill('99999');
  await page.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();

  const people = page.getByLabel('मानिसको सङ्ख्या');
  await expect(people).toHaveAccessibleDescription(/मानिसको सङ्ख्या पूर्ण अङ्कमा हुनुपर्छ/);
  await expect(page.getByText('कोठाको सङ्ख्या बढीमा १००० हुन सक्छ')).toBeVisible();

  // The errors on screen are codes underneath: switching the language rewrites them.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Number of people')).toHaveAccessibleDescription(
    /Number of people must be a whole number/,
  );
  await expect(page.getByText('Number of rooms can be at most 1000')).toBeVisible();
  await expect(page.getByText('मानिसको सङ्ख्या पूर्ण अङ्कमा हुनुपर्छ')).toHaveCount(0);
});

test("the server's answer is shown by its code in the reader's language, and follows the switch", async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs the refused login (400) as a console error; that one entry is expected here.
  let refused = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/user/login') && response.status() === 400) refused += 1;
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'नेपाली' }).click();
  await page.getByLabel('इमेल').fill(`nobody-${Date.now()}@example.test`);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'लगइन', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'इमेल वा पासवर्ड मिलेन।' });
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  expect(refused).toBe(1);
  await expect.poll(() => consoleErrors.filter((text) => text.includes('status of 400')).length).toBe(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !text.includes('status of 400')),
  );
});
