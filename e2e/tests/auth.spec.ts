import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser, uniqueEmail } from './support/accounts';
import { lastMailTo, otpFrom, verificationLink, waitForMails } from './support/outbox';

/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource ... 403"). Where a
 * test provokes one on purpose, it drops exactly that entry; anything else still fails the test.
 */
function allowFailedRequest(consoleErrors: string[], status: number) {
  const index = consoleErrors.findIndex((text) => text.includes(`status of ${status}`));
  expect(index, `a console entry for the expected ${status}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function storedAccessToken(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const items = origins.flatMap((origin) => origin.localStorage);
  return items.find((item) => item.name === 'accessToken')?.value ?? null;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const userDetails = page.waitForResponse((response) => response.url().endsWith('/api/user/user-details'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  // The nav's role-based links depend on this answer.
  expect((await userDetails).status()).toBe(200);
}

test('register, open the link from the mail, log in and log out', async ({ page, consoleErrors }) => {
  const account = { name: 'Ram Thapa', email: uniqueEmail('register'), password: 'ram-pass-1' };

  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  const firstMail = await lastMailTo(account.email);
  expect(verificationLink(firstMail.text)).toContain('/verify-email?code=');

  // Logging in before verifying: the server's message and a way to get a new link.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Please verify your email before logging in.');
  allowFailedRequest(consoleErrors, 403);
  await page.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(
    page.getByText('If an account with this email needs verification, we have sent a new link.'),
  ).toBeVisible();

  // The newest mail's link verifies, and the screen counts down to /login by itself.
  await waitForMails(account.email, 2);
  await page.goto(verificationLink((await lastMailTo(account.email)).text));
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByText(/Taking you to the login page in \d seconds?…/)).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, account.email, account.password);
  expect(await storedAccessToken(page)).toBeTruthy();

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedAccessToken(page)).toBeNull();
});

test('a used or broken verification link shows the error view', async ({ page, request, consoleErrors }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible();
  await expect(page.getByText('The verification link is invalid or has expired.')).toBeVisible();

  const account = await createVerifiedUser(request, 'used-link');
  await page.goto(verificationLink((await lastMailTo(account.email)).text));
  await expect(page.getByRole('heading', { level: 1, name: 'Verification failed' })).toBeVisible();
  allowFailedRequest(consoleErrors, 400);
  await page.getByRole('link', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resend verification email' })).toBeVisible();
});

test('forgot password, code from the mail, new password, log in with it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = await createVerifiedUser(request, 'recover');
  const newPassword = 'second-pass-2';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  const sendOtp = page.getByRole('button', { name: 'Send OTP' });
  await expect(sendOtp).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await expect(sendOtp).toBeEnabled();
  await sendOtp.click();

  await expect(page).toHaveURL('/verification-otp');
  await expect(page.getByText('OTP sent successfully.')).toBeVisible();
  // The verification mail, then the code.
  await waitForMails(account.email, 2);
  const otp = otpFrom((await lastMailTo(account.email)).text);

  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  // Typed key by key: each digit moves focus to the next box by itself.
  await page.getByLabel('Digit 1 of 6').pressSequentially(otp);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(otp.charAt(5));
  await verify.click();

  await expect(page).toHaveURL('/reset-password');
  const reset = page.getByRole('button', { name: 'Reset password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await reset.click();
  await expect(page.getByText('New password and confirm password must be the same.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await reset.click();

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your password has been reset. Please log in with your new password.'),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  // A wrong password is 400: the API keeps 401 for the access token (docs/decisions/0002).
  allowFailedRequest(consoleErrors, 400);

  await logIn(page, account.email, newPassword);
});

test('the recovery screens send a visitor without navigation state back', async ({ page }) => {
  await page.goto('/verification-otp');
  await expect(page).toHaveURL('/forgot-password');
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/');
});

test('an ADMIN sees the admin nav items and a plain user does not', async ({ page, request }) => {
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/unverified');
  await expect(nav.getByRole('link', { name: 'Verifier sign-ups' })).toHaveAttribute(
    'href',
    '/list-freelancer',
  );
  await expect(nav.getByRole('link', { name: 'Applications', exact: true })).toHaveAttribute(
    'href',
    '/list-buyer',
  );
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Verify' })).toHaveCount(0);

  const account = await createVerifiedUser(request, 'plain');
  await logIn(page, account.email, account.password);
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
  for (const name of ['Verify', 'Verifier sign-ups', 'Applications', 'Reports']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});
