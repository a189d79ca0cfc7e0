import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { demoFreelancer, demoOwner } from './support/demo-accounts';
import { bearer, logInByApi, storeSession } from './support/session';

/**
 * What people met in their first hour with the app, each now behaving: one login prompt, "Page
 * not found" for ids that name nothing of theirs, a note on re-verifying, and no broken photos.
 * Signs in as the server's admin and the demo seed's accounts: it registers nobody.
 */

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('a visitor on /control-hostel is asked to log in once', async ({ page }) => {
  await page.goto('/control-hostel');
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Please login')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(1);
});

// Each as the user the screen is for: the admin verifies, a freelancer completes a task, an owner edits.
for (const [who, account, url] of [
  ['the admin', e2eAdmin, '/verify/abc'],
  ['a freelancer', demoFreelancer, '/verify/abc/def'],
  ['an owner', demoOwner, '/edit-details/abc'],
  ['an owner', demoOwner, '/edit-image/abc'],
] as const) {
  test(`${url} shows ${who} "Page not found"`, async ({ page, request }) => {
    await storeSession(page, await logInByApi(request, account));
    await page.goto(url);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
}

test("another owner's hostel cannot be opened for editing", async ({ page, request }) => {
  const owner = bearer(await logInByApi(request, demoOwner));
  const hostels = (await (await request.get('/api/user/get-hostel', { headers: owner })).json()) as {
    data: { _id: string }[];
  };
  const hostelId = hostels.data[0]?._id ?? '';
  await storeSession(page, await logInByApi(request, demoFreelancer));

  for (const url of [`/edit-details/${hostelId}`, `/edit-image/${hostelId}`]) {
    await page.goto(url);
    await expect(notFound(page), url).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  }
});

test('an admin opening a verified property is told it is verified and what a new visit replaces', async ({
  page,
  request,
}) => {
  const found = (await (
    await request.get('/api/landlords/verified/by-address', { params: { location: 'Pokhara' } })
  ).json()) as { data: { _id: string; name: string }[] };
  const property = found.data[0];
  await storeSession(page, await logInByApi(request, e2eAdmin));
  await page.goto(`/verify/${property?._id ?? ''}`);

  await expect(page.getByRole('heading', { level: 2, name: property?.name ?? '' })).toBeVisible();
  const note = page.getByRole('region', { name: 'This property is already verified' });
  // When and by whom come from the verification's evidence (component tests cover those lines).
  await expect(note).toContainText('the new photos replace the earlier verifier’s photos');
});

test('a file that is no photo is refused in the photo picker, in English and in Nepali', async ({
  page,
  request,
}) => {
  await storeSession(page, await logInByApi(request, demoOwner));
  await page.goto('/hostel');
  const notAPhoto = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some notes') };

  await page.locator('#hostel-photos').setInputFiles(notAPhoto);
  await expect(
    page.getByText('This file is not a supported image. Please choose a JPG or PNG photo.'),
  ).toBeVisible();
  await expect(page.getByText('0 / 5 photos selected')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'नेपाली' }).click();
  // The switch fetches the Nepali catalogues first: the refusal is worded when the file is picked.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.locator('#hostel-photos').setInputFiles(notAPhoto);
  await expect(page.getByText('यो फाइल मान्य फोटो होइन। कृपया JPG वा PNG फोटो छान्नुहोस्।')).toBeVisible();
});
