import { expect, test } from './fixtures';

test("the home page loads with the top nav, the hero's search and the specification's three links", async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Be a Gharbeti' })).toHaveAttribute('href', '/gharbeti');
  await expect(page.getByRole('link', { name: 'Find Hostel' })).toHaveAttribute('href', '/bhada/hostel');
  await expect(page.getByRole('link', { name: 'Find a place to rent' })).toHaveAttribute(
    'href',
    '/bhada/bhada',
  );
  await expect(page.getByRole('search', { name: 'Search hostels and rooms' })).toBeVisible();
});

test('a deep link to /bhada/hostel renders the app, not a server 404', async ({ page }) => {
  const response = await page.goto('/bhada/hostel');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/bhada\/hostel$/);
});

test('the API answers beside the app', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ success: true, data: { database: 'up' } });
  const docs = await request.get('/api/docs/json');
  expect(docs.status()).toBe(200);
});
