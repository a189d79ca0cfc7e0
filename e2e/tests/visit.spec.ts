import type { Locator } from '@playwright/test';
import { e2eAdmin, e2eTimeZone } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { queueItem } from './support/admin-queue';
import { demoOwner } from './support/demo-accounts';
import { createApprovedFreelancer } from './support/freelancers';
import { addHostel, addVerifiedHostel, hostelSearchUrl, openHostelFromSearch } from './support/listings';
import { logInByApi, openPageAs } from './support/session';

/**
 * Issue 26's two levels of trust, for hostels: one visited by a verifier the admin sent (its
 * evidence, then the owner's change that loses the visit), and one checked by the admin from the
 * desk, which shows no measurements at all.
 */

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const VISIT_PHOTOS = [fixture('hostel-room.jpg'), fixture('property-front.jpg')];
const NEW_BANESHWOR = { lat: 27.6889, lon: 85.3365 };
/** The verifier's answers, as the form asks them for a hostel. */
const CHECKLIST = {
  'Water supply': 'Yes',
  'Backup power (inverter or generator)': 'Yes',
  'Road a vehicle can reach': 'Yes',
  'Kitchen to cook in': 'Yes',
  'Working bathrooms': 'Yes',
  'Fire extinguisher': 'No',
  'CCTV only in common areas, none in rooms': 'Not seen',
  'Municipal operating permit on display': 'Yes',
};
const OWNER_DESCRIPTION = 'Twin rooms near the exam centre, two meals a day.';
const NOTES = 'One of the four rooms is a store room, so three are let. Water comes from the tank.';

/** The value beside a label in a list of facts (a <dt> and its <dd>). */
const factIn = (list: Locator) => (label: string) =>
  list.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

const today = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: e2eTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date());

test('the admin sends a hostel to a verifier, who visits it; its evidence shows until the owner changes the rooms', async ({
  page,
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  // Three accounts, an assignment, an upload and an edit: well over the default 30 s on a busy machine.
  test.slow();
  const stamp = Date.now();
  const adminSession = await logInByApi(request, e2eAdmin);
  const verifier = await createApprovedFreelancer(request, adminSession, {
    name: `Kamala Verifier ${stamp}`,
    location: 'New Baneshwor',
    coordinate: NEW_BANESHWOR,
  });
  // The owner says 4 rooms; the verifier will count 3.
  const ownerSession = await logInByApi(request, await createVerifiedUser(request, 'visited-owner'));
  const hostel = { name: `Baneshwor Scholars Hostel ${stamp}`, location: 'New Baneshwor, Kathmandu' };
  const hostelId = await addHostel(request, ownerSession, {
    ...hostel,
    room: '4',
    description: OWNER_DESCRIPTION,
    price: '11000',
    coordinate: NEW_BANESHWOR,
  });

  // 1. The admin sends the hostel to the verifier from its card in /unverified.
  const admin = await openPageAs(browser, { baseURL, session: adminSession, consoleErrors });
  await admin.goto('/unverified');
  const item = await queueItem(admin.getByRole('region', { name: 'Hostels' }), hostel.name);
  await item.getByRole('button', { name: 'Assign freelancers' }).click();
  await item.getByRole('checkbox', { name: new RegExp(verifier.name) }).check();
  await item
    .getByLabel('Task description')
    .fill('Count the rooms and beds, check the water and the permit, photograph a typical room.');
  await item.getByRole('button', { name: 'Assign task' }).click();
  await expect(item.getByText('Task assigned successfully!')).toBeVisible();
  // Once the panel closes, the card shows the open task instead of a second assignment.
  await expect(item.getByRole('heading', { name: /^Verification task open/ })).toBeVisible();
  await admin.context().close();

  // 2. The verifier accepts the task and completes it on site with the hostel's form, on a phone
  // that shares its position (a few metres from the pin).
  const verifierPage = await openPageAs(browser, { baseURL, session: verifier.session, consoleErrors });
  await verifierPage.context().grantPermissions(['geolocation']);
  await verifierPage.context().setGeolocation({ latitude: 27.68893, longitude: 85.33655 });
  await verifierPage.goto('/task-req');
  await verifierPage
    .getByRole('article')
    .filter({ hasText: hostel.name })
    .getByRole('button', { name: 'Accept Task' })
    .click();
  await expect(verifierPage.getByText('Task accepted successfully!')).toBeVisible();
  await verifierPage.getByRole('link', { name: 'View accepted tasks' }).click();
  const accepted = verifierPage.getByRole('article').filter({ hasText: hostel.name });
  await accepted.getByRole('link', { name: 'Complete' }).click();
  await expect(verifierPage).toHaveURL(new RegExp(`/verify/${hostelId}/[0-9a-f-]+\\?kind=hostel$`));
  await expect(verifierPage.getByRole('heading', { level: 2, name: hostel.name })).toBeVisible();
  await verifierPage.getByLabel('Number of rooms').fill('3');
  await verifierPage.getByLabel('Number of beds').fill('6');
  await verifierPage.getByLabel('Number of bathrooms').fill('2');
  const choose = (group: string, answer: string) =>
    verifierPage
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: answer, exact: true })
      .check();
  await choose('Kitchen', 'Yes');
  await choose('Dining room', 'No');
  const typicalRoom = verifierPage.getByRole('group', { name: 'A typical room' });
  await typicalRoom.getByLabel('Length (m)').fill('4.2');
  await typicalRoom.getByLabel('Width (m)').fill('3.5');
  for (const [item, answer] of Object.entries(CHECKLIST)) await choose(item, answer);
  await verifierPage.getByLabel(/^Hours of water a day/).fill('6');
  await verifierPage.getByLabel(/^Your notes from the visit/).fill(NOTES);
  const chooser = verifierPage.waitForEvent('filechooser');
  await verifierPage.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles(VISIT_PHOTOS);
  await expect(verifierPage.getByText('2 / 5 photos selected')).toBeVisible();
  await expect(
    verifierPage.getByRole('status').filter({ hasText: 'Your position will be sent with the photos.' }),
  ).toBeVisible();
  await verifierPage.getByRole('button', { name: 'Complete task' }).click();
  const done = verifierPage.getByRole('alertdialog');
  await expect(done).toContainText('Task completed. The hostel is now verified.');
  await done.getByRole('button', { name: 'OK' }).click();
  await verifierPage.context().close();

  // 3. A visitor finds it Visited, with the visit's evidence beside what the owner says: where the
  // two differ, what the verifier measured, the checklist, their notes and when the photos were taken.
  await page.goto(hostelSearchUrl('New Baneshwor'));
  const result = page.getByRole('article').filter({ hasText: hostel.name });
  await expect(result.getByText(`Visited and measured on ${today()}`)).toBeVisible();
  await result.getByRole('link', { name: hostel.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`listing=${hostelId}`));
  const details = page.getByRole('dialog', { name: hostel.name });
  await expect(details.getByText(`Visited and measured on ${today()}`)).toBeVisible();
  await expect(details.getByRole('heading', { name: 'About this place — from the owner' })).toBeVisible();
  await expect(details.getByText(OWNER_DESCRIPTION)).toBeVisible();
  const evidence = details.getByRole('region', { name: 'Verification' });
  const fact = factIn(evidence);
  await expect(fact('Verified by')).toHaveText('Kamala, approved Ghar Bhada verifier');
  await expect(evidence.getByRole('list', { name: 'Where the owner and the verifier differ' })).toHaveText(
    'Owner says 4 rooms; the verifier counted 3',
  );
  await expect(fact('Length × width')).toContainText('4.2 m × 3.5 m');
  await expect(fact('Rooms')).toContainText('The owner stated 4');
  await expect(fact('Beds')).toHaveText('6');
  await expect(fact('Kitchen')).toHaveText('Yes');
  await expect(fact('Dining room')).toHaveText('No');
  const checklist = evidence.getByRole('list', { name: 'What the verifier checked' });
  await expect(checklist.getByRole('listitem')).toHaveCount(Object.keys(CHECKLIST).length);
  for (const [item, answer] of Object.entries(CHECKLIST)) {
    await expect(checklist.getByRole('listitem').filter({ hasText: item })).toContainText(answer);
  }
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Water supply' })).toContainText(
    'Water runs about 6 hours a day',
  );
  await expect(evidence.getByRole('heading', { name: 'The verifier’s notes' })).toBeVisible();
  await expect(evidence.getByText(NOTES)).toBeVisible();
  await expect(evidence.getByText(`Photos taken on site on ${today()}`)).toBeVisible();
  await expect(evidence.getByRole('img', { name: /^Verifier’s photo \d of 2$/ })).toHaveCount(2);
  await expect(details.getByText(/^Changed since/)).toHaveCount(0);

  // 4. The owner changes the number of rooms from their dashboard.
  const ownerPage = await openPageAs(browser, { baseURL, session: ownerSession, consoleErrors });
  await ownerPage.goto('/control-hostel');
  const card = ownerPage.getByRole('article', { name: hostel.name });
  await card.getByRole('button', { name: `More actions for ${hostel.name}` }).click();
  await card.getByRole('menuitem', { name: 'Edit details' }).click();
  await expect(ownerPage.getByLabel('Rooms available')).toHaveValue('4');
  await ownerPage.getByLabel('Rooms available').fill('5');
  await ownerPage.getByRole('button', { name: 'Update Hostel' }).click();
  const updated = ownerPage.getByRole('alertdialog');
  await expect(updated).toContainText('Hostel updated successfully!');
  await updated.getByRole('button', { name: 'OK' }).click();
  await ownerPage.context().close();

  // 5. The visitor opens the same link again: the visit no longer vouches for what is listed now.
  await page.reload();
  await expect(details.getByText(`Changed since the visit on ${today()}`)).toBeVisible();
  await expect(details.getByText(`Visited and measured on ${today()}`)).toBeVisible();
});

test('a hostel the admin checked from the desk says so, and shows no measurements', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const hostel = { name: `Desk Checked Hostel ${stamp}`, location: `Checked Tole ${stamp}, Kirtipur` };
  await addVerifiedHostel(
    request,
    { owner: await logInByApi(request, demoOwner), admin: await logInByApi(request, e2eAdmin) },
    { ...hostel, room: '6', description: 'Rooms by the university gate.', price: '7500' },
  );

  await openHostelFromSearch(page, hostel);
  const details = page.getByRole('dialog', { name: hostel.name });
  const checked = 'Details checked by our team, not yet visited';
  await expect(details.getByText(checked, { exact: true })).toBeVisible();
  const evidence = details.getByRole('region', { name: 'Verification' });
  await expect(factIn(evidence)('Verified by')).toHaveText('Ghar Bhada team');
  // No measurement grid at all: nothing says "Not measured" beside the badge.
  await expect(details.getByRole('heading', { name: 'What the verifier measured' })).toHaveCount(0);
  await expect(details.getByText(/Not measured/)).toHaveCount(0);
  await expect(details.getByText('Area', { exact: true })).toHaveCount(0);
  await expect(details.getByRole('heading', { name: 'What the verifier checked' })).toHaveCount(0);
  await expect(details.getByText(/^Visited and measured/)).toHaveCount(0);
});
