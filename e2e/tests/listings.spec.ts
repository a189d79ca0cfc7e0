import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { queueItem } from './support/admin-queue';
import { logInByApi, storeSession, type StoredSession } from './support/session';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const HOSTEL_PHOTOS = [fixture('hostel-front.png'), fixture('hostel-room.jpg')];
const PROPERTY_PHOTO = fixture('property-front.jpg');

const stamp = Date.now();
const hostel = {
  name: `Lakeside Peace Hostel ${stamp}`,
  renamed: `Lakeside Peace Hostel (renovated) ${stamp}`,
};
const property = { name: `Thapa Niwas ${stamp}` };
let ownerSession: StoredSession;

/** Types into a location input and chooses a suggestion with the keyboard, as a user would. */
async function chooseLocation(page: Page, typed: string, suggestion: RegExp) {
  const input = page.getByRole('combobox', { name: 'Location' });
  await input.pressSequentially(typed);
  // The list answers the whole typed text, not a pause between letters.
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const option = page.getByRole('option', { name: suggestion }).first();
  await expect(option).toBeVisible();
  const text = (await option.textContent()) ?? '';
  // Arrow down to the option, then Enter: the form is not submitted by it.
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  for (let i = 0; i <= options.indexOf(text); i += 1) await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(text);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('an owner lists a hostel with 2 photos and a landlord property', async ({ page, request }) => {
  // Sign-up, two forms and a photo upload: more than the default 30 s on a busy machine.
  test.slow();
  const owner = await createVerifiedUser(request, 'listings-owner');
  ownerSession = await logInByApi(request, owner);
  await storeSession(page, ownerSession);

  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1, name: 'List your hostel' })).toBeVisible();
  await page.getByLabel('Hostel name').fill(hostel.name);
  // A Pokhara hostel: the location search covers all of Nepal.
  await chooseLocation(page, 'Lakeside', /^Lakeside, Pokhara/);
  await page.getByLabel('Rooms available').fill('10');
  await page.getByLabel('Contact number').fill('9841234567');
  await page.getByLabel(/^Email/).fill('lakeside@example.test');
  await page.getByLabel('Monthly price (NPR)').fill('12000');
  await page.getByLabel(/^Description/).fill('Lake view rooms, three meals a day, Wi-Fi.');
  await page.locator('#hostel-photos').setInputFiles(HOSTEL_PHOTOS);
  await expect(page.getByText('2 / 5 photos selected')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit hostel' }).click();

  const hostelAlert = page.getByRole('alertdialog');
  await expect(hostelAlert).toContainText('Our team will contact you for verification.');
  await expect(hostelAlert).toContainText('प्रमाणीकरणका लागि हाम्रो टोलीले तपाईंलाई सम्पर्क गर्नेछ।');
  await hostelAlert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Now an owner, the nav offers My listings.
  await expect(page.getByRole('link', { name: 'My listings' })).toBeAttached();

  await page.goto('/gharbeti');
  await expect(page.getByRole('heading', { level: 1, name: 'List your property' })).toBeVisible();
  await page.getByLabel('Property name').fill(property.name);
  await chooseLocation(page, 'Baneshwor', /^New Baneshwor/);
  await page.getByLabel('Primary contact number').fill('9801234567');
  await page.getByLabel('Monthly rent (NPR)').fill('25000');
  await page.getByLabel(/^Number of shutters/).fill('1');
  await page.getByRole('button', { name: 'Submit property' }).click();

  const propertyAlert = page.getByRole('alertdialog');
  await expect(propertyAlert).toContainText('Our team will contact you for verification.');
  await propertyAlert.getByRole('button', { name: 'OK' }).click();
  // OK opens My listings, where the property now is.
  await expect(page).toHaveURL(/\/control-hostel$/);
  await expect(page.getByRole('article', { name: property.name })).toBeVisible();
});

test('the admin verifies the hostel directly and the property through the measurement form', async ({
  page,
  request,
}) => {
  await storeSession(page, await logInByApi(request, e2eAdmin));

  await page.goto('/unverified');
  await expect(page.getByRole('heading', { level: 1, name: 'Unverified listings' })).toBeVisible();
  const hostels = page.getByRole('region', { name: 'Hostels' });
  // The seed leaves more hostels waiting than one page holds: 20 show, and the count says so.
  const count = hostels.getByText(/^Showing \d+ of \d+ hostels$/);
  await expect(count).toHaveText(/^Showing 20 of (2[1-9]|[3-9]\d|\d{3,}) hostels$/);
  const hostelItem = await queueItem(hostels, hostel.name);
  await expect(count).not.toHaveText(/^Showing 20 of/);
  await hostelItem.getByRole('button', { name: 'Verify hostel' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${hostel.name}” is verified.` })).toBeAttached();
  await expect(hostels.getByRole('heading', { name: hostel.name })).toHaveCount(0);

  const properties = page.getByRole('region', { name: 'Properties' });
  const propertyItem = await queueItem(properties, property.name);
  await propertyItem.getByRole('link', { name: 'Verify property' }).click();
  await expect(page).toHaveURL(/\/verify\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: property.name })).toBeVisible();
  await page.getByLabel('Length (m)').fill('12.5');
  await page.getByLabel('Width (m)').fill('8');
  await page.getByLabel('Number of rooms').fill('4');
  await page.getByLabel('Number of bathrooms').fill('2');
  await page
    .getByLabel('Description of the property')
    .fill('Two floors, sunny rooms, one shutter on the road.');
  // The visit's checklist: every item answered (Yes here), as the form requires.
  const checklist = page.getByRole('group', { name: 'What you checked on site' }).getByRole('group');
  for (const item of await checklist.all()) await item.getByText('Yes', { exact: true }).click();
  await page.locator('#verify-photos').setInputFiles(PROPERTY_PHOTO);
  await expect(page.getByText('1 / 5 photos selected')).toBeVisible();
  await page.getByRole('button', { name: 'Verify property' }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The property is verified');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/unverified');
  const queues = page.getByRole('region', { name: /^(Properties|Hostels)$/ });
  await expect(queues).toHaveCount(2);
  // Both lists have loaded (no loading status left) and neither shows what was just verified.
  await expect(queues.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: property.name })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: hostel.name })).toHaveCount(0);
});

test('the owner edits the details and photos, then deletes the hostel', async ({ page }) => {
  await storeSession(page, ownerSession);

  await page.goto('/control-hostel');
  const card = page.getByRole('article', { name: hostel.name });
  await expect(card.getByText('Checked by our team', { exact: true })).toBeVisible();
  await expect(card.getByText('Rs. 12,000')).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo of ${hostel.name}` })).toBeVisible();

  // Edit details
  await card.getByRole('button', { name: `More actions for ${hostel.name}` }).click();
  await card.getByRole('menuitem', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit hostel details' })).toBeVisible();
  await expect(page.getByLabel('Hostel name')).toHaveValue(hostel.name);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Lakeside, Pokhara/);
  await page.getByLabel('Hostel name').fill(hostel.renamed);
  await page.getByLabel('Monthly price (NPR)').fill('13500');
  await page.getByRole('button', { name: 'Update Hostel' }).click();
  const updated = page.getByRole('alertdialog');
  await expect(updated).toContainText('Hostel updated successfully!');
  await updated.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/control-hostel$/);
  const renamedCard = page.getByRole('article', { name: hostel.renamed });
  await expect(renamedCard.getByText('Rs. 13,500')).toBeVisible();

  // Edit photos: delete one at once, add one, save both together.
  await renamedCard.getByRole('button', { name: `More actions for ${hostel.renamed}` }).click();
  await renamedCard.getByRole('menuitem', { name: 'Edit photos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit hostel photos' })).toBeVisible();
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByText('1/5', { exact: true })).toBeVisible();
  await page.locator('#edit-photos').setInputFiles(PROPERTY_PHOTO);
  await expect(page.getByText('2/5', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText('Photos updated.');
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/control-hostel$/);

  // Delete, after confirming.
  await renamedCard.getByRole('button', { name: `More actions for ${hostel.renamed}` }).click();
  await renamedCard.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this hostel?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${hostel.renamed}” was deleted.`)).toBeAttached();
  await expect(page.getByRole('article', { name: hostel.renamed })).toHaveCount(0);
  // The owner's property stays.
  await expect(page.getByRole('article', { name: property.name })).toBeVisible();
});
