import { expect, test } from './fixtures';
import { demoOwner } from './support/demo-accounts';
import { mailsTo } from './support/outbox';

/**
 * The seed leaves one of the demo owner's listings unconfirmed for 31 days, so the server's first
 * run of the trust rules (at start) emails the owner a reminder with a one-tap link.
 */
test('the owner confirms a listing is still available from the reminder email’s link, no login needed', async ({
  page,
}) => {
  let reminder: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(demoOwner.email);
        const found = mails.find((mail) => mail.subject?.includes('still available'));
        reminder = found && { subject: found.subject ?? '', text: found.text ?? '' };
        return reminder !== undefined;
      },
      { message: 'the availability reminder to the demo owner' },
    )
    .toBe(true);
  const name = /^Is (.+) still available\?/.exec(reminder?.subject ?? '')?.[1];
  const link = /https?:\/\/\S+(\/confirm-available\?token=[A-Za-z0-9._~%-]+)/.exec(reminder?.text ?? '')?.[1];
  expect(name, 'listing name in the subject').toBeTruthy();
  expect(link, 'one-tap link in the mail').toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Still available' })).toBeVisible();
  await expect(page.getByText('Thank you. Your listing shows as available.')).toBeVisible();
  await expect(page.getByText(`“${name}” shows as available from today.`)).toBeVisible();

  // Tenants now see it confirmed today.
  await page.getByRole('link', { name: 'See it as tenants do' }).click();
  const details = page.getByRole('dialog', { name: name ?? '' });
  await expect(details.getByText('Available, confirmed today')).toBeVisible();
});
