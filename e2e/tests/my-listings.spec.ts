import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { logInByApi, storeSession } from './support/session';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const FLAT_PHOTOS = [fixture('property-front.jpg'), fixture('hostel-room.jpg')];
const flat = { name: `Sharma Niwas flat ${Date.now()}` };

test('a landlord lists a flat with two photos at Rs 12,500, finds it in My listings, edits it and marks it rented', async ({
  page,
  request,
}) => {
  // Sign-up, an upload and three screens: more than the default 30 s on a busy machine.
  test.slow();
  await storeSession(
    page,
    await logInByApi(request, await createVerifiedUser(request, 'my-listings-landlord')),
  );

  await page.goto('/gharbeti');
  await expect(page.getByRole('heading', { level: 1, name: 'List your property' })).toBeVisible();
  await page.getByLabel('Property name').fill(flat.name);
  // A place typed without choosing a suggestion is accepted (the server looks it up).
  await page.getByRole('combobox', { name: 'Location' }).fill('New Baneshwor, Kathmandu');
  await page.getByLabel('Primary contact number').fill('9801234567');
  await page.getByLabel('Monthly rent (NPR)').fill('12500');
  await page.getByLabel(/^Description/).fill('Two rooms, a kitchen and a balcony; water all day.');
  await page.locator('#property-photos').setInputFiles(FLAT_PHOTOS);
  await expect(page.getByText('2 / 5 photos selected')).toBeVisible();
  await page.getByRole('button', { name: 'Submit property' }).click();

  const submitted = page.getByRole('alertdialog');
  await expect(submitted).toContainText('Property submitted.');
  await submitted.getByRole('button', { name: 'OK' }).click();

  // OK opens My listings, where the flat is, with its first photo, rent and state.
  await expect(page).toHaveURL(/\/control-hostel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  const card = page.getByRole('article', { name: flat.name });
  await expect(card.getByRole('img', { name: `Photo of ${flat.name}` })).toBeVisible();
  await expect(card.getByText('Rs. 12,500')).toBeVisible();
  await expect(card.getByText('Waiting for a check', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Rooms and flats/ }).click();
  await expect(page).toHaveURL(/\?kind=property$/);
  await expect(card).toBeVisible();

  // Edit its details.
  await card.getByRole('button', { name: `More actions for ${flat.name}` }).click();
  await card.getByRole('menuitem', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit property details' })).toBeVisible();
  await expect(page.getByLabel('Property name')).toHaveValue(flat.name);
  await page.getByLabel('Monthly rent (NPR)').fill('13500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const updated = page.getByRole('alertdialog');
  await expect(updated).toContainText('Property updated.');
  await updated.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/control-hostel\?kind=property$/);
  await expect(card.getByText('Rs. 13,500')).toBeVisible();

  // Mark it rented, then available again.
  await card.getByRole('button', { name: `More actions for ${flat.name}` }).click();
  await card.getByRole('menuitem', { name: 'Mark rented' }).click();
  await expect(card.getByText('Rented', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `More actions for ${flat.name}` }).click();
  await card.getByRole('menuitem', { name: 'Available again' }).click();
  await expect(card.getByText('Waiting for a check', { exact: true })).toBeVisible();
});
