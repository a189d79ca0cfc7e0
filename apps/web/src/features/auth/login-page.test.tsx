import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostelQueryOptions } from '@/api/hostels/get-hostel';
import { propertyQueryOptions } from '@/api/properties/get-property';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { rememberReturnTo } from '@/lib/return-to';
import { callsTo, deferred, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel, makeLogin, makeProperty, makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { findScreen, preloadAuthScreens } from '@/test/screens';

async function renderLogin() {
  const view = renderApp(paths.login());
  await findScreen('Login');
  return view;
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Login' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeAll(preloadAuthScreens);

describe('login screen', () => {
  it('has labelled fields with autocomplete and links to /forgot-password and /register', async () => {
    await renderLogin();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('checks the fields with the shared schema and focuses the first invalid one', async () => {
    const fetchMock = stubApi({});
    const { user } = await renderLogin();
    await user.click(submit());

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');

    await user.type(emailField(), 'sita@example');
    await user.type(passwordField(), '12345');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the tokens, goes home, and the nav shows Logout and the admin links at once', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      'POST /api/user/login': () => answer.promise,
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'ADMIN' }))),
    });
    const { user, router } = await renderLogin();
    await user.type(emailField(), '  Sita@Example.com ');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    answer.resolve(jsonResponse(ok(makeLogin('ADMIN'), 'Login successful.')));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/login')[0])).toEqual({
      email: 'sita@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    // The refresh token stays in the server's httpOnly cookie: no script can read it.
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect([localStorage, sessionStorage].flatMap((storage) => Object.values(storage))).not.toContain(
      'refresh-1',
    );
    expect(localStorage.getItem('status')).toBe('IsAdmin');
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await within(nav()).findByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/unverified');
  });

  it('goes back to the screen that sent the user to log in (once), not home', async () => {
    stubApi({
      'POST /api/user/login': () => jsonResponse(ok(makeLogin('USER'))),
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'USER' }))),
    });
    rememberReturnTo('/#join');
    const { user, router } = await renderLogin();
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#join');
    expect(localStorage.getItem('returnTo')).toBeNull();
  });

  it('still goes back to that screen after registering and verifying the email first', async () => {
    const code = 'abcdefghijklmnopqrstuvwxyz012345';
    stubApi({
      'POST /api/user/register': () =>
        jsonResponse(ok({ email: 'sita@example.com' }, 'Registration successful.'), 201),
      [`GET /api/user/verify-email/${code}`]: () => jsonResponse(ok(undefined, 'Verified')),
      'POST /api/user/login': () => jsonResponse(ok(makeLogin('USER'))),
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'USER' }))),
    });
    rememberReturnTo('/hostel');
    const { user, router } = renderApp(paths.register());
    await findScreen('Register');
    await user.type(screen.getByLabelText('Full name'), 'Sita Sharma');
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await findScreen('Verify your email');

    // The link in the verification email.
    await act(() => router.navigate(paths.verifyEmail(code)));
    await user.click(await screen.findByRole('link', { name: 'Go to Login Now' }));
    await findScreen('Login');
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/hostel'));
    expect(localStorage.getItem('returnTo')).toBeNull();
  });

  it("drops the previous user's details, so a plain user never sees the admin links", async () => {
    const details = deferred<Response>();
    stubApi({
      'POST /api/user/login': () => jsonResponse(ok(makeLogin('USER'))),
      'GET /api/user/user-details': () => details.promise,
    });
    const { user, router, queryClient } = await renderLogin();
    // Left in the cache by an admin whose session ended without a logout.
    queryClient.setQueryData(['user', 'details'], makeUser({ role: 'ADMIN' }));

    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    // Logged in, the new user's details still on their way: no admin links meanwhile.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();

    details.resolve(jsonResponse(ok(makeUser({ role: 'USER' }))));
    await waitFor(() =>
      expect(queryClient.getQueryData(['user', 'details'])).toEqual(makeUser({ role: 'USER' })),
    );
    expect(within(nav()).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('forgets the listings read before logging in, whose details depend on who asks', async () => {
    stubApi({
      'POST /api/user/login': () => jsonResponse(ok(makeLogin('USER'))),
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'USER' }))),
    });
    const { user, router, queryClient } = await renderLogin();
    // As the owner's screens, the admin's and the search overlay leave them, read as a visitor.
    await queryClient.fetchQuery({ ...hostelQueryOptions('h1'), queryFn: () => makeHostel() });
    await queryClient.fetchQuery({ ...propertyQueryOptions('p1'), queryFn: () => makeProperty() });

    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(queryKeys.hostels.detail('h1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.properties.detail('p1'))).toBeUndefined();
  });

  it("shows the server's message and keeps what was typed", async () => {
    stubApi({
      'POST /api/user/login': () => jsonResponse(failure('Invalid email or password.'), 401),
    });
    const { user } = await renderLogin();
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'wrong-pass');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(emailField()).toHaveValue('sita@example.com');
    expect(passwordField()).toHaveValue('wrong-pass');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("falls back to 'Login failed. Try again.' when the server gives no message", async () => {
    stubApi({ 'POST /api/user/login': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = await renderLogin();
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed\. Try again\.$/);
  });

  it('says so when the connection fails', async () => {
    stubApi({ 'POST /api/user/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await renderLogin();
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Error. Please check your connection and try again.',
    );
  });

  it('for an unverified email shows the server message and resends the link to that email', async () => {
    const message =
      'Please verify your email before logging in. Check your inbox, or ask for a new verification link.';
    const fetchMock = stubApi({
      'POST /api/user/login': () => jsonResponse(failure(message, { code: 'EMAIL_NOT_VERIFIED' }), 403),
      'POST /api/user/resend-verification': () => jsonResponse(ok(undefined, 'Sent')),
    });
    const { user } = await renderLogin();
    await user.type(emailField(), 'sita@example.com');
    await user.type(passwordField(), 'secret1');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Resend verification link' }));

    expect(
      await screen.findByText('If an account with this email needs verification, we have sent a new link.'),
    ).toHaveAttribute('role', 'status');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/resend-verification')[0])).toEqual({
      email: 'sita@example.com',
    });
    expect(screen.queryByRole('button', { name: 'Resend verification link' })).not.toBeInTheDocument();
  });
});
