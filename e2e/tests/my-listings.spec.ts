import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { addVerifiedHostel } from './support/listings';
import { lastMailTo } from './support/outbox';
import { bearer, logInByApi, openPageAs, storeSession, type StoredSession } from './support/session';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const FLAT_PHOTOS = [fixture('property-front.jpg'), fixture('hostel-room.jpg')];
const flat = { name: `Sharma Niwas flat ${Date.now()}` };

/**
 * The admin's measurement form for a property (PUT /landlords/verify/{id}, multipart with the
 * visit's photo), through the real API: the property is then visited and takes applications.
 */
async function verifyProperty(request: APIRequestContext, admin: StoredSession, id: string) {
  const form = new FormData();
  const fields = {
    length: '10',
    width: '8',
    room: '2',
    bathroom: '1',
    description: 'Sunny, tank on the roof.',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const photo = new Blob([await readFile(fixture('property-front.jpg'))], { type: 'image/jpeg' });
  form.append('image', photo, 'property-front.jpg');
  const verified = await request.put(`/api/landlords/verify/${id}`, {
    headers: bearer(admin),
    multipart: form,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

test('a landlord lists a flat with two photos at Rs 12,500, edits it and marks it rented; a tenant applies, follows and withdraws', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Two sign-ups, uploads and eight screens in two browsers: the slow journeys' allowance, as elsewhere.
  test.slow();
  const landlord = await createVerifiedUser(request, 'my-listings-landlord');
  const landlordSession = await logInByApi(request, landlord);
  await storeSession(page, landlordSession);

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
  // An owner of properties only has the nav's entry too.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My listings', exact: true }),
  ).toBeVisible();
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
  const flatId = /\/edit-property\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  expect(flatId).not.toBe('');
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

  // The admin checks it (through the API, as the support helpers do): now it takes applications.
  const adminSession = await logInByApi(request, e2eAdmin);
  await verifyProperty(request, adminSession, flatId);

  // A tenant who applied for another place before (with their phone) opens the flat's apply page
  // logged in: the form starts from the account.
  const tenant = await createVerifiedUser(request, 'my-listings-tenant');
  const tenantSession = await logInByApi(request, tenant);
  const tenantPhone = '9812345678';
  const earlier = await addVerifiedHostel(
    request,
    { owner: landlordSession, admin: adminSession },
    {
      name: `Sharma Hostel ${Date.now()}`,
      location: 'Kirtipur, Kathmandu',
      room: '8',
      description: 'Rooms near the university.',
      price: '9000',
    },
  );
  const applied = await request.post(`/api/buyers/add-buyer/hostel/${earlier}`, {
    headers: bearer(tenantSession),
    data: { name: tenant.name, email: tenant.email, phone: tenantPhone, No_of_people: 1, No_of_rooms: 1 },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const tenantPage = await openPageAs(browser, { baseURL, session: tenantSession, consoleErrors });
  // With the kind the listing's Apply link adds, so only the property endpoint is asked.
  await tenantPage.goto(`/apply/${flatId}?kind=property`);
  await expect(tenantPage.getByRole('region', { name: flat.name })).toBeVisible();
  await expect(tenantPage.getByLabel('Full name')).toHaveValue(tenant.name);
  await expect(tenantPage.getByLabel('Email address')).toHaveValue(tenant.email);
  await expect(tenantPage.getByLabel('Phone number')).toHaveValue(tenantPhone);
  await tenantPage.getByLabel('Number of people').fill('2');
  await tenantPage.getByRole('button', { name: 'Submit application' }).click();
  const sent = tenantPage.getByRole('alertdialog');
  await expect(sent).toContainText('Application submitted. The owner will contact you soon.');
  await expect(sent.getByRole('link', { name: 'My applications' })).toBeVisible();
  await sent.getByRole('button', { name: 'OK' }).click();

  // The owner opens the flat's applicants in My listings and arranges a visit.
  await page.reload();
  await card.getByRole('button', { name: 'Applicants (1)' }).click();
  const applicant = card.getByRole('article', { name: tenant.name });
  await expect(applicant.getByText('Seen', { exact: true })).toBeVisible();
  await applicant.getByRole('button', { name: 'Arrange a visit' }).click();
  await expect(applicant.getByText('Visit arranged', { exact: true })).toBeVisible();

  // The tenant sees it on My applications, and in a mail.
  await tenantPage.goto('/my-applications');
  await expect(tenantPage.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const application = tenantPage.getByRole('article', { name: flat.name });
  // The state's badge comes first; the history below repeats it.
  await expect(application.getByText('Visit arranged', { exact: true }).first()).toBeVisible();
  const mail = await lastMailTo(tenant.email);
  expect(mail.subject).toBe(`Your application to ${flat.name}: a visit / घर हेर्ने समय`);
  expect(mail.text).toContain(`The owner of ${flat.name} wants to arrange a visit with you.`);

  // Then withdraws it, after a confirmation; the owner is told.
  await application.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = tenantPage.getByRole('alertdialog');
  await expect(confirm).toContainText('Withdraw this application?');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(tenantPage.getByRole('status').filter({ hasText: 'was withdrawn' })).toHaveText(
    `Your application for ${flat.name} was withdrawn.`,
  );
  await expect(application.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(application.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  expect((await lastMailTo(landlord.email)).subject).toBe(`Application withdrawn: ${flat.name} / आवेदन फिर्ता`);
  await tenantPage.context().close();
});
