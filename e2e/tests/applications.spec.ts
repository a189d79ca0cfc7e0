import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { addVerifiedHostel, openHostelFromSearch } from './support/listings';
import { logInByApi, openPageAs } from './support/session';

test('a visitor applies to a verified hostel; its owner sees the applicant; the admin accepts it', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // An owner with a hostel, verified by the admin: everything through the real API.
  const owner = await createVerifiedUser(request, 'hostel-owner');
  const ownerSession = await logInByApi(request, owner);
  const adminSession = await logInByApi(request, e2eAdmin);
  expect(adminSession.isAdmin).toBe(true);

  const hostel = { name: `Applications Test Hostel ${Date.now()}`, location: 'Kirtipur, Kathmandu' };
  const hostelId = await addVerifiedHostel(
    request,
    { owner: ownerSession, admin: adminSession },
    {
      ...hostel,
      room: '12',
      description: 'Quiet rooms near Tribhuvan University, meals included.',
      price: '9000',
    },
  );

  // A visitor finds it on the search page, opens its overlay and applies.
  await openHostelFromSearch(page, hostel);
  await page.getByRole('dialog').getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${hostelId}`));

  const applicant = { name: 'Gita Gurung', email: `gita-${Date.now()}@example.test`, phone: '9812345678' };
  await expect(page.getByRole('region', { name: hostel.name })).toBeVisible();
  await page.getByLabel('Full name').fill(applicant.name);
  await page.getByLabel('Email address').fill(applicant.email);
  await page.getByLabel('Phone number').fill(applicant.phone);
  await page.getByLabel('Number of people').fill('2');
  await page.getByLabel('Number of rooms').fill('1');
  await page.getByLabel(/^Preferred location/).fill('Near the university gate');
  await page.getByRole('button', { name: 'Submit application' }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Application submitted. The owner will contact you soon.');
  await alert.getByRole('button', { name: 'OK' }).click();
  // Back one page: the search page it came from.
  await expect(page).toHaveURL(/\/bhada\/hostel\?/);

  // The owner sees the applicant on the hostel dashboard.
  const ownerPage = await openPageAs(browser, { baseURL, session: ownerSession, consoleErrors });
  await ownerPage.goto('/control-hostel');
  const card = ownerPage.getByRole('article', { name: hostel.name });
  await card.getByRole('button', { name: 'Applicants (1)' }).click();
  await expect(card.getByText(applicant.name)).toBeVisible();
  await expect(card.getByRole('link', { name: '9812-345-678' })).toBeVisible();
  await ownerPage.context().close();

  // The admin marks it accepted in /list-buyer, and it leaves the open ones.
  const adminPage = await openPageAs(browser, { baseURL, session: adminSession, consoleErrors });
  await adminPage.goto('/list-buyer');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const showing = adminPage.getByText(/^Showing \d+ of \d+ applications?$/);
  await expect(showing).toBeVisible();
  const before = Number(/of (\d+)/.exec((await showing.textContent()) ?? '')?.[1]);

  const application = adminPage.getByRole('article', { name: applicant.name });
  await expect(application.getByRole('link', { name: applicant.email })).toHaveAttribute(
    'href',
    `mailto:${applicant.email}`,
  );
  await expect(application.getByRole('region', { name: `Hostel: ${hostel.name}` })).toBeVisible();
  await application.getByRole('button', { name: `Actions for ${applicant.name}` }).click();
  await application.getByRole('menuitem', { name: 'Mark accepted' }).click();

  await expect(application).toHaveCount(0);
  // Other journeys may have left applications of their own; the count drops by exactly one.
  if (before > 1) await expect(showing).toContainText(`of ${before - 1} application`);
  else await expect(adminPage.getByText('No applications found')).toBeVisible();
  await expect(adminPage.getByRole('status').filter({ hasText: 'is marked accepted' })).toHaveText(
    `The application from ${applicant.name} is marked accepted.`,
  );
  // Still gone after the list is read again from the server.
  await adminPage.reload();
  await expect(
    adminPage.getByText(/^Showing \d+ of \d+ applications?$|^No applications found$/),
  ).toBeVisible();
  await expect(adminPage.getByRole('article', { name: applicant.name })).toHaveCount(0);
  await adminPage.context().close();
});
