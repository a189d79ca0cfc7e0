import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { chooseLanguage } from '@/i18n';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { findScreen, preloadAuthScreens } from '@/test/screens';
import { renderApp } from '@/test/render';

const email = 'sita@example.com';

async function renderResetScreen() {
  const view = renderApp({ pathname: paths.resetPassword(), state: { email, success: true } });
  await findScreen('Reset password');
  return view;
}

const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');
const submitButton = () => screen.getByRole('button', { name: 'Reset password' });

beforeAll(preloadAuthScreens);

describe('reset password screen', () => {
  it.each([
    ['no state', undefined],
    ['an email without the success flag', { email }],
    ['the success flag without an email', { success: true }],
  ])('redirects to / with %s', async (_case, state) => {
    const { router } = renderApp({ pathname: paths.resetPassword(), state });
    expect(await findScreen(/verified room, flat or hostel/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the button disabled until both fields are filled', async () => {
    const { user } = await renderResetScreen();
    expect(submitButton()).toBeDisabled();

    await user.type(newPassword(), 'secret1');
    expect(submitButton()).toBeDisabled();

    await user.type(confirmPassword(), 's');
    expect(submitButton()).toBeEnabled();

    await user.clear(newPassword());
    expect(submitButton()).toBeDisabled();
  });

  it('shows the published length message on the new password, tied to it and focused', async () => {
    const { user } = await renderResetScreen();
    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abc');
    await user.click(submitButton());

    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(/Password must be at least 6 characters\./);
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword()).toHaveFocus();
  });

  it('shows the published mismatch message on the confirmation and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = await renderResetScreen();
    await user.type(newPassword(), 'secret1');
    await user.type(confirmPassword(), 'secret2');
    await user.click(submitButton());

    expect(
      await screen.findByText('New password and confirm password must be the same.'),
    ).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription(
      'New password and confirm password must be the same.',
    );
    expect(confirmPassword()).toHaveFocus();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rules in Nepali when the UI is Nepali', async () => {
    await chooseLanguage('ne');
    const { user } = renderApp({ pathname: paths.resetPassword(), state: { email, success: true } });
    await findScreen('पासवर्ड परिवर्तन');
    await user.type(screen.getByLabelText('नयाँ पासवर्ड'), 'abc');
    await user.type(screen.getByLabelText('नयाँ पासवर्ड पुष्टि गर्नुहोस्'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }));

    expect(await screen.findByText('पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ।')).toBeInTheDocument();
    expect(screen.getByText('नयाँ पासवर्ड र पुष्टि गरिएको पासवर्ड एउटै हुनुपर्छ।')).toBeInTheDocument();
  });

  it('shows and hides each password with its own toggle', async () => {
    const { user } = await renderResetScreen();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(newPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show confirmed password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('resets with the email from navigation state and goes to /login with a notice', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/reset-password': () => jsonResponse(ok(undefined, 'Your password has been reset.')),
    });
    const { user, router } = await renderResetScreen();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await findScreen('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      screen.getByText('Your password has been reset. Please log in with your new password.'),
    ).toHaveAttribute('role', 'status');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/reset-password')[0])).toEqual({
      email,
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('shows the server message with a way to a new code, and keeps what was typed', async () => {
    stubApi({
      'PUT /api/user/reset-password': () =>
        jsonResponse(
          failure('Your reset code has expired or was already used. Please request a new code.', {
            code: 'RESET_NOT_ALLOWED',
          }),
          400,
        ),
    });
    const { user } = await renderResetScreen();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your reset code has expired or was already used. Please request a new code.',
    );
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(newPassword()).toHaveValue('new-secret');
    expect(confirmPassword()).toHaveValue('new-secret');
  });
});
