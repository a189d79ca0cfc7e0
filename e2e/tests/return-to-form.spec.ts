import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { logInByApi, storeSession } from './support/session';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const HOSTEL_PHOTOS = [fixture('hostel-front.png'), fixture('hostel-room.jpg')];
const KEPT = 'We kept what you typed. Check it and press Submit.';
const MAP_HINT = 'Choosing a suggestion puts your listing on the map.';

const stamp = Date.now();

/** Types into the location input and chooses the first suggestion matching `suggestion`. */
async function chooseLocation(page: Page, typed: string, suggestion: RegExp): Promise<string> {
  const input = page.getByRole('combobox', { name: 'Location' });
  await input.pressSequentially(typed);
  // The list answers the whole typed text, not a pause between letters.
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const option = page.getByRole('option', { name: suggestion }).first();
  await expect(option).toBeVisible();
  const text = (await option.textContent()) ?? '';
  await option.click();
  await expect(input).toHaveValue(text);
  return text;
}

test('a logged-out owner fills the hostel form with photos, logs in, and finds it as they left it', async ({
  page,
  request,
}) => {
  // Sign-up, a login and a photo upload: more than the default 30 s on a busy machine.
  test.slow();
  const owner = await createVerifiedUser(request, 'return-owner');
  const name = `Fewa Return Hostel ${stamp}`;

  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1, name: 'List your hostel' })).toBeVisible();
  await expect(page.getByText('You need to be logged in to submit this form.')).toBeVisible();
  await page.getByLabel('Hostel name').fill(name);
  const place = await chooseLocation(page, 'Lakeside', /^Lakeside, Pokhara/);
  await page.getByLabel('Rooms available').fill('8');
  await page.getByLabel('Contact number').fill('9841234567');
  await page.getByLabel(/^Email/).fill('fewa@example.test');
  await page.getByLabel('Monthly price (NPR)').fill('11000');
  await page.getByLabel(/^Description/).fill('Lake view, two meals a day.');
  await page.locator('#hostel-photos').setInputFiles(HOSTEL_PHOTOS);
  await expect(page.getByText('2 / 5 photos selected')).toBeVisible();
  await page.getByRole('button', { name: 'Submit hostel' }).click();

  const loginAlert = page.getByRole('alertdialog', { name: 'Please login' });
  await expect(loginAlert).toBeVisible();
  await loginAlert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A reload on the way: the draft is in the browser's storage (photos in IndexedDB), not in memory.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/hostel$/);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByLabel('Hostel name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(place);
  await expect(page.getByText(MAP_HINT)).toHaveCount(0);
  await expect(page.getByLabel('Rooms available')).toHaveValue('8');
  await expect(page.getByLabel('Contact number')).toHaveValue('9841234567');
  await expect(page.getByLabel(/^Email/)).toHaveValue('fewa@example.test');
  await expect(page.getByLabel('Monthly price (NPR)')).toHaveValue('11000');
  await expect(page.getByLabel(/^Description/)).toHaveValue('Lake view, two meals a day.');
  await expect(page.getByText('2 / 5 photos selected')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await expect(page.getByText(/Please choose these photos again/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit hostel' }).click();
  const success = page.getByRole('alertdialog');
  await expect(success).toContainText('Hostel submitted. Our team will contact you for verification.');
  await expect(success).not.toContainText('could not find this location');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Sent, the draft is gone: the form starts empty.
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1, name: 'List your hostel' })).toBeVisible();
  await expect(page.getByLabel('Hostel name')).toHaveValue('');
  await expect(page.getByText(KEPT)).toHaveCount(0);
  await expect(page.getByText('0 / 5 photos selected')).toBeVisible();
});

test('the landlord form accepts a typed location no suggestion matched, and says it is not on the map', async ({
  page,
  request,
}) => {
  const landlord = await createVerifiedUser(request, 'return-landlord');
  await storeSession(page, await logInByApi(request, landlord));

  await page.goto('/gharbeti');
  await expect(page.getByRole('heading', { level: 1, name: 'List your property' })).toBeVisible();
  await page.getByLabel('Property name').fill(`Typed Tole House ${stamp}`);
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.pressSequentially('Qwxz Tole 77');
  await expect(page.getByText(MAP_HINT)).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await page.getByLabel('Primary contact number').fill('9801234567');
  await page.getByLabel('Monthly rent (NPR)').fill('18000');
  await page.getByRole('button', { name: 'Submit property' }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Property submitted. Our team will contact you for verification.');
  await expect(alert).toContainText(
    'We could not find this location on the map. Choose one of the suggestions while typing to put your listing on the map.',
  );
  // OK opens My listings, where the new property is.
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/control-hostel$/);
});
