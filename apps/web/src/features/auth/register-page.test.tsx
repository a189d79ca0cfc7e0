import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { chooseLanguage } from '@/i18n';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { findScreen, preloadAuthScreens } from '@/test/screens';
import { renderApp } from '@/test/render';

async function renderRegister() {
  const view = renderApp(paths.register());
  await findScreen('Register');
  return view;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Sita Sharma');
  await user.type(screen.getByLabelText('Email'), 'sita@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

beforeAll(preloadAuthScreens);

describe('register screen', () => {
  it('has name, email and password with autocomplete, and validates with the shared schema', async () => {
    const fetchMock = stubApi({});
    const { user } = await renderRegister();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the verify-your-email screen, which resends the link and offers Go to Login', async () => {
    const fetchMock = stubApi({
      'POST /api/user/register': () =>
        jsonResponse(ok({ email: 'sita@example.com' }, 'Registration successful.'), 201),
      'POST /api/user/resend-verification': () => jsonResponse(ok(undefined, 'Sent')),
    });
    const { user } = await renderRegister();
    await fillAndSubmit(user);

    const heading = await findScreen('Verify your email');
    expect(heading).toHaveFocus();
    expect(screen.getByText('We have sent a verification link to:')).toBeInTheDocument();
    expect(screen.getByText('sita@example.com')).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/register')[0])).toEqual({
      name: 'Sita Sharma',
      email: 'sita@example.com',
      password: 'secret1',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('If an account with this email needs verification, we have sent a new link.'),
    ).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/resend-verification')[0])).toEqual({
      email: 'sita@example.com',
    });
  });

  it("shows the server's message (email taken) and keeps the form filled", async () => {
    stubApi({
      'POST /api/user/register': () =>
        jsonResponse(failure('An account with this email already exists. Please log in instead.'), 409),
    });
    const { user } = await renderRegister();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in instead.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Sita Sharma');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
  });

  it("falls back to 'Registration failed. Try again.'", async () => {
    stubApi({ 'POST /api/user/register': () => jsonResponse({}, 500) });
    const { user } = await renderRegister();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed\. Try again\.$/);
  });

  it('shows a known server answer in Nepali when the UI is Nepali', async () => {
    await chooseLanguage('ne');
    stubApi({
      'POST /api/user/register': () =>
        jsonResponse(
          failure('An account with this email already exists. Please log in instead.', {
            code: 'CONFLICT',
            messageCode: 'auth.emailTaken',
          }),
          409,
        ),
    });
    const { user } = renderApp(paths.register());
    await findScreen('दर्ता');
    await user.type(screen.getByLabelText('पूरा नाम'), 'सीता');
    await user.type(screen.getByLabelText('इमेल'), 'sita@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('यो इमेलको खाता पहिले नै छ। कृपया लगइन गर्नुहोस्।');
  });
});
