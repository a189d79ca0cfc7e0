import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { demoOwner } from './support/demo-accounts';
import { addVerifiedHostel, hostelSearchUrl, openHostelFromSearch } from './support/listings';
import { logInByApi, openPageAs } from './support/session';

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
  const hostelId = await addVerifiedHostel(
    request,
    { owner: await logInByApi(request, demoOwner), admin: adminSession },
    { ...hostel, room: '8', description: 'Rooms near the ring road.', price: '8500' },
  );

  // 1. A visitor (not logged in) finds it, opens it and reports an advance payment demand.
  await openHostelFromSearch(page, hostel);
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
    `/bhada/hostel?listing=${hostelId}`,
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
  await page.goto(hostelSearchUrl(hostel.location));
  await expect(
    page.getByRole('heading', { level: 2, name: `Hostels in “${hostel.location}”` }),
  ).toBeVisible();
  await expect(page.getByText(`No hostels found for “${hostel.location}”.`)).toBeVisible();
  await expect(page.getByRole('link', { name: hostel.name, exact: true })).toHaveCount(0);
});
