// The README's screenshots: `npm run screenshots` runs this against freshly seeded demo data and
// writes docs/screenshots/<screen>-<width>.png. Not part of `npm test` (it checks nothing).
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { demoFreelancer, demoOwner } from '../tests/support/demo-accounts';
import { bearer, logInByApi, storeSession } from '../tests/support/session';

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${folder}${name}-${page.viewportSize()?.width ?? 0}.png` });

/** The demo freelancer gets one open task, so the task list has something to show. */
test.beforeAll(async ({ request }) => {
  const admin = bearer(await logInByApi(request, e2eAdmin));
  const queue = await request.get('/api/landlords/?limit=1', { headers: admin });
  const property = ((await queue.json()) as { data: { _id: string }[] }).data[0];
  const near = await request.get('/api/freelance/verified-location?location=Kathmandu', { headers: admin });
  const freelancers = ((await near.json()) as { data: { _id: string; email: string }[] }).data;
  const demo = freelancers.find((f) => f.email === demoFreelancer.email);
  if (!property || !demo) throw new Error('the demo seed made no waiting property or no freelancer');
  const assigned = await request.post(`/api/freelance/assign/${property._id}`, {
    headers: admin,
    data: {
      freelancerIds: [demo._id],
      description: 'Measure every room and photograph the front, kitchen and roof.',
    },
  });
  expect(assigned.status()).toBe(201);
});

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('home, search and a listing', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'home');

      await page.goto('/bhada/hostel?location=Kathmandu');
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await shoot(page, 'search');

      await first.getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'listing');
    });

    test('the hostel dashboard', async ({ page, request }) => {
      await storeSession(page, await logInByApi(request, demoOwner));
      await page.goto('/control-hostel');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, 'hostel-dashboard');
    });

    test('the admin queue', async ({ page, request }) => {
      await storeSession(page, await logInByApi(request, e2eAdmin));
      await page.goto('/unverified');
      await expect(page.getByText(/^Showing \d+ of \d+ hostels$/)).toBeVisible();
      await shoot(page, 'admin-queue');
    });

    test('the freelancer task list', async ({ page, request }) => {
      await storeSession(page, await logInByApi(request, demoFreelancer));
      await page.goto('/task-req');
      await expect(page.getByText('Measure every room', { exact: false }).first()).toBeVisible();
      await shoot(page, 'freelancer-tasks');
    });
  });
}
