import { e2eAdmin, e2eTimeZone } from '../playwright.config';
import { expect, test } from './fixtures';
import { queueItem } from './support/admin-queue';
import { createVerifiedUser } from './support/accounts';
import { lastMailTo } from './support/outbox';
import { bearer, logInByApi, openPageAs } from './support/session';

const PROPERTY_PHOTO = new URL('../fixtures/property-front.jpg', import.meta.url).pathname;

test('a visitor signs up as a freelancer, is approved, takes a task and verifies the property on site', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Sign-up, approval, assignment, acceptance and an upload: well over the default 30 s on a busy machine.
  test.slow();
  const freelancer = await createVerifiedUser(request, 'freelancer');
  const stamp = Date.now();
  const signup = { name: `Ramesh Photo ${stamp}`, phone: '9841000222', location: 'New Baneshwor' };

  // 1. A logged-out visitor fills the home page's contact form and is asked to log in first.
  await page.goto('/');
  const join = page.getByRole('region', { name: 'Join as a freelance photographer' });
  await join.scrollIntoViewIfNeeded();
  await join.getByLabel('Full name').fill(signup.name);
  await join.getByLabel('Phone number').fill(signup.phone);
  await join.getByLabel('Email address').fill(freelancer.email);
  const location = join.getByRole('combobox', { name: 'Your location' });
  await location.pressSequentially('Baneshwor');
  await join
    .getByRole('option', { name: /^New Baneshwor/ })
    .first()
    .click();
  await join.getByLabel(/^Message/).fill('I have a good phone camera and a laser measure.');
  await join.getByRole('button', { name: 'Submit' }).click();
  await expect(join.getByText('Log in to send your sign-up')).toBeVisible();
  await join.getByRole('link', { name: 'Log in' }).click();

  // 2. They log in and come back to the same form with everything still there, and send it.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(freelancer.email);
  await page.getByLabel('Password', { exact: true }).fill(freelancer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/#join$/);
  const form = page.getByRole('region', { name: 'Join as a freelance photographer' });
  await expect(form.getByLabel('Full name')).toHaveValue(signup.name);
  await expect(form.getByLabel('Phone number')).toHaveValue(signup.phone);
  await expect(form.getByRole('combobox', { name: 'Your location' })).toHaveValue(/^New Baneshwor/);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Form Submitted Successfully, please wait our team will contact shortly'),
  ).toBeVisible();

  // 3. The admin approves the sign-up in /list-freelancer.
  const adminSession = await logInByApi(request, e2eAdmin);
  const admin = await openPageAs(browser, { baseURL, session: adminSession, consoleErrors });
  await admin.goto('/list-freelancer');
  await admin.getByRole('searchbox', { name: 'Search sign-ups' }).fill(signup.name);
  const card = admin.getByRole('article', { name: signup.name });
  await expect(card.getByText('Unverified', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('article', { name: signup.name })).toHaveCount(0);
  expect((await lastMailTo(freelancer.email)).subject).toContain('verifier');

  // 4. A landlord's property waits for verification; the admin assigns it from /unverified.
  const owner = await createVerifiedUser(request, 'task-owner');
  const property = { name: `Thapa Flats ${stamp}`, location: 'New Baneshwor, Kathmandu, Bagmati, Nepal' };
  const added = await request.post('/api/landlords/add', {
    headers: bearer(await logInByApi(request, owner)),
    data: {
      ...property,
      coordinate: { lat: 27.6889, lon: 85.3365 },
      Contact_no1: '9801234567',
      Contact_no2: '9811234567',
      price: 30000,
      shutter: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await admin.goto('/unverified');
  const item = await queueItem(admin.getByRole('region', { name: 'Properties' }), property.name);
  await item.getByRole('button', { name: 'Assign freelancers' }).click();
  await item.getByRole('checkbox', { name: new RegExp(signup.name) }).check();
  await item
    .getByLabel('Task description')
    .fill('Measure both flats and photograph the kitchen and the shutter.');
  await item.getByRole('button', { name: 'Assign task' }).click();
  await expect(item.getByText('Task assigned successfully!')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Assign task' })).toHaveCount(0);
  await admin.context().close();

  // 5. The freelancer sees Works with a badge, accepts the task, and completes it on site.
  await page.goto('/');
  const works = page.getByRole('link', { name: /^Works/ });
  await expect(works).toContainText('1');
  await works.click();
  await expect(page).toHaveURL(/\/task-req$/);
  const task = page.getByRole('article').filter({ hasText: 'New Baneshwor' });
  await task.getByRole('button', { name: 'Accept Task' }).click();
  await expect(page.getByText('Task accepted successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'View accepted tasks' }).click();
  await expect(page).toHaveURL(/\/accepted-work$/);
  const accepted = page.getByRole('article').filter({ hasText: property.name });
  await expect(accepted.getByText('In Progress')).toBeVisible();
  await expect(accepted.getByText('9801-234-567')).toBeVisible();
  await accepted.getByRole('link', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/verify\/[0-9a-f-]+\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: property.name })).toBeVisible();
  await page.getByLabel('Length (m)').fill('11');
  await page.getByLabel('Width (m)').fill('7.5');
  await page.getByLabel('Number of rooms').fill('3');
  await page.getByLabel('Number of bathrooms').fill('1');
  await page
    .getByLabel('Description of the property')
    .fill('Two flats, sunny kitchen, one shutter on the road.');
  // The visit's checklist: every item answered (Yes here), as the form requires.
  const checklist = page.getByRole('group', { name: 'What you checked on site' }).getByRole('group');
  for (const item of await checklist.all()) await item.getByText('Yes', { exact: true }).click();
  await page.locator('#verify-photos').setInputFiles(PROPERTY_PHOTO);
  await page.getByRole('button', { name: 'Complete task' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Task completed. The property is now verified.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // 6. The property now shows it was visited and measured, in search, for anyone: a visitor on
  // another phone opens it and sees who verified it and when, what was measured, and the
  // verifier's photos apart.
  const visitor = await openPageAs(browser, { baseURL, session: null, consoleErrors });
  await visitor.goto(`/bhada/bhada?${new URLSearchParams({ location: 'New Baneshwor' }).toString()}`);
  const result = visitor.getByRole('article').filter({ hasText: property.name });
  await expect(result.getByText(/Visited and measured on /)).toBeVisible();
  await result.getByRole('link', { name: property.name }).click();
  const details = visitor.getByRole('dialog', { name: property.name });
  const evidence = details.getByRole('region', { name: 'Verification' });
  const fact = (label: string) =>
    evidence.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Verified by')).toHaveText('Ramesh, approved Ghar Bhada verifier');
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: e2eTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  await expect(fact('Verified on')).toContainText(today.format(new Date()));
  await expect(fact('Length × width')).toContainText('11 m × 7.5 m');
  await expect(fact('Area')).toContainText('82.5 m²');
  await expect(fact('Rooms')).toContainText('3');
  await expect(evidence.getByRole('heading', { name: 'Photos taken by the verifier' })).toBeVisible();
  const verifierPhoto = evidence.getByRole('img', { name: 'Verifier’s photo 1 of 1' });
  await expect(verifierPhoto).toBeVisible();
  // The owner sent no photos, so the one at the top is the verifier's, and says so.
  await expect(
    details.getByRole('img', { name: `Photo 1 of 1: ${property.name} (Taken by the verifier)` }),
  ).toBeVisible();
  await visitor.context().close();
});
