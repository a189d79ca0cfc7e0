import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, deferred, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { findScreen, preloadAuthScreens } from '@/test/screens';
import { renderApp } from '@/test/render';

async function renderForgot() {
  const view = renderApp(paths.forgotPassword());
  await findScreen('Forgot password');
  return view;
}

const emailField = () => screen.getByLabelText('Email');

beforeAll(preloadAuthScreens);

describe('forgot password screen', () => {
  it("enables 'Send OTP' only for a well-formed email", async () => {
    const { user } = await renderForgot();
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The button becomes active once the email address is complete.',
    );

    await user.type(emailField(), 'sita@example');
    expect(button).toBeDisabled();
    await user.type(emailField(), '.com');
    expect(button).toBeEnabled();
    await user.type(emailField(), ' x');
    expect(button).toBeDisabled();
  });

  it("shows 'Sending...', then goes to the OTP screen with the email, which says 'OTP sent successfully.'", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ 'PUT /api/user/forgot-password': () => answer.promise });
    const { user, router } = await renderForgot();
    await user.type(emailField(), ' Sita@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(jsonResponse(ok(undefined, 'OTP sent successfully.')));

    expect(await findScreen('Enter verification code')).toBeInTheDocument();
    expect(screen.getByText('OTP sent successfully.')).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/verification-otp');
    expect(router.state.location.state).toEqual({ email: 'sita@example.com', otpSent: true });
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/forgot-password')[0])).toEqual({
      email: 'sita@example.com',
    });
  });

  it("shows the server's message, or 'Something went wrong!' without one", async () => {
    let answer = jsonResponse(
      failure('Too many attempts. Please wait 5 minutes and try again.', {
        messageCode: 'common.rateLimited.minutes',
        messageParams: { minutes: 5 },
      }),
      429,
    );
    stubApi({ 'PUT /api/user/forgot-password': () => answer });
    const { user } = await renderForgot();
    await user.type(emailField(), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 5 minutes and try again.',
    );
    expect(emailField()).toHaveValue('sita@example.com');

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Something went wrong!')).toHaveAttribute('role', 'alert');
  });
});
