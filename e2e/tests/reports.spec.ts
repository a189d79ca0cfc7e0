import { readFile } from 'node:fs/promises';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { demoOwner } from './support/demo-accounts';
import { bearer, logInByApi, openPageAs } from './support/session';

const hostelPhoto = new URL('../fixtures/hostel-front.png', import.meta.url);

test('a visitor reports a listing; the admin sees it in the reports queue, hides it, and search drops it', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // A hostel of the demo owner (no new account), verified by the admin, so it shows in search.
  const stamp = Date.now();
  const hostel = { name: `Reported Hostel ${stamp}`, location: `Report Tole ${stamp}, Lalitpur` };
  const adminSession = await logInByApi(request, e2eAdmin);
  const added = await request.post('/api/hostels/add-hostel', {
    headers: bearer(await logInByApi(request, demoOwner)),
    multipart: {
      name: hostel.name,
      location: hostel.location,
      room: '8',
      description: 'Rooms near the ring road.',
      contact_no: '9841234567',
      price: '8500',
      image: { name: 'hostel-front.png', mimeType: 'image/png', buffer: await readFile(hostelPhoto) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { data } = (await added.json()) as { data: { _id: string } };
  const verified = await request.put(`/api/hostels/verify/${data._id}`, { headers: bearer(adminSession) });
  expect(verified.status()).toBe(200);

  // 1. A visitor (not logged in) finds it, opens it and reports an advance payment demand.
  const searchUrl = `/bhada/hostel?${new URLSearchParams({ location: hostel.location }).toString()}`;
  await page.goto(searchUrl);
  await page.getByRole('link', { name: hostel.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: hostel.name });
  const report = dialog.getByRole('button', { name: 'Report this listing' });
  await report.click();
  await expect(report).toHaveAttribute('aria-expanded', 'true');
  await dialog.getByRole('radio', { name: 'Asked for advance payment' }).check();
  await dialog.getByLabel('Details').fill('The owner asked for Rs. 10,000 before showing the room.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = dialog
    .getByRole('status')
    .filter({ hasText: 'Thank you. Our team will look at this listing.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();

  // 2. The admin opens the reports queue from the nav and finds the report, newest first.
  const admin = await openPageAs(browser, { baseURL, session: adminSession, consoleErrors });
  await admin.goto('/');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Reported listings' })).toBeVisible();
  const card = admin.getByRole('article', { name: hostel.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Asked for advance payment')).toBeVisible();
  await expect(card.getByText('The owner asked for Rs. 10,000 before showing the room.')).toBeVisible();
  await expect(card.getByText(hostel.location)).toBeVisible();
  await expect(card.getByRole('link', { name: hostel.name })).toHaveAttribute(
    'href',
    `/bhada/hostel?listing=${data._id}`,
  );

  // 3. They hide the listing: the server's message, and the report leaves the open queue.
  await card.getByRole('button', { name: 'Hide listing' }).click();
  await expect(admin.getByText('Listing hidden from tenants.')).toBeVisible();
  await expect(admin.getByRole('article', { name: hostel.name })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Decided' }).click();
  const decided = admin.getByRole('article', { name: hostel.name });
  await expect(decided.getByText('Listing hidden', { exact: true })).toBeVisible();
  await admin.context().close();

  // 4. Search no longer shows it.
  await page.goto(searchUrl);
  await expect(
    page.getByRole('heading', { level: 2, name: `Hostels in “${hostel.location}”` }),
  ).toBeVisible();
  await expect(page.getByText(`No hostels found for “${hostel.location}”.`)).toBeVisible();
  await expect(page.getByRole('link', { name: hostel.name, exact: true })).toHaveCount(0);
});
