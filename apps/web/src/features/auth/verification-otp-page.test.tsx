import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, deferred, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { findScreen, preloadAuthScreens } from '@/test/screens';
import { renderApp } from '@/test/render';

const email = 'sita@example.com';

async function renderOtpScreen(state: unknown = { email, otpSent: true }) {
  const view = renderApp({ pathname: paths.verificationOtp(), state });
  await findScreen('Enter verification code');
  return view;
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

beforeAll(preloadAuthScreens);

describe('OTP screen', () => {
  it('redirects to /forgot-password without an email in navigation state', async () => {
    const { router } = renderApp(paths.verificationOtp());
    expect(await findScreen('Forgot password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows six labelled numeric boxes, one-time-code autofill on the first, and the sent notice', async () => {
    await renderOtpScreen();

    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(box(position)).toHaveAttribute('inputmode', 'numeric');
      expect(box(position)).toHaveAttribute('autocomplete', position === 1 ? 'one-time-code' : 'off');
    }
    expect(screen.getByText('OTP sent successfully.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('We have sent a 6-digit code to:')).toBeInTheDocument();
    expect(screen.getByText('sita@example.com')).toBeInTheDocument();
  });

  it('moves to the next box after each digit, ignores letters, and enables Verify only when all six are filled', async () => {
    const { user } = await renderOtpScreen();
    expect(verifyButton()).toBeDisabled();

    await user.click(box(1));
    await user.keyboard('1a2');
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('345');
    expect(box(6)).toHaveFocus();
    expect(verifyButton()).toBeDisabled();

    await user.keyboard('6');
    expect(boxValues()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(verifyButton()).toBeEnabled();
  });

  it('Backspace clears the box, and on an empty box goes back to the previous one', async () => {
    const { user } = await renderOtpScreen();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '', '', '', '', '']);

    // A filled box is cleared in place; a new digit then goes where the user is.
    await user.click(box(1));
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
  });

  it('replaces the digit of a filled box that is typed over, and moves on', async () => {
    const { user } = await renderOtpScreen();
    await user.click(box(1));
    await user.paste('123456');

    await user.click(box(2));
    await user.keyboard('9');
    expect(boxValues()).toEqual(['1', '9', '3', '4', '5', '6']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('fills all six boxes from a pasted code, whichever box has focus', async () => {
    const { user } = await renderOtpScreen();
    await user.click(box(4));
    await user.paste('Code: 482 913');

    expect(boxValues()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(box(6)).toHaveFocus();
    expect(verifyButton()).toBeEnabled();
  });

  it('fills all six boxes when a phone autofills the whole code into the first box', async () => {
    const { user } = await renderOtpScreen();
    await user.type(box(1), '654321');
    expect(boxValues()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('verifies the code and goes to /reset-password with { email, success: true }', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/verify-forgot-password-otp': () => jsonResponse(ok(undefined, 'Code verified.')),
    });
    const { user, router } = await renderOtpScreen();
    await user.click(box(1));
    await user.paste('482913');
    await user.click(verifyButton());

    expect(await findScreen('Reset password')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email, success: true });
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/verify-forgot-password-otp')[0])).toEqual({
      email,
      otp: '482913',
    });
  });

  it('shows the server message for a wrong or locked code and keeps the digits', async () => {
    const answer = deferred<Response>();
    stubApi({ 'PUT /api/user/verify-forgot-password-otp': () => answer.promise });
    const { user } = await renderOtpScreen();
    await user.click(box(1));
    await user.paste('111111');
    await user.click(verifyButton());

    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    answer.resolve(
      jsonResponse(failure('Too many wrong codes. Please request a new code.', { code: 'OTP_LOCKED' }), 400),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please request a new code.',
    );
    expect(boxValues()).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(screen.queryByText('OTP sent successfully.')).not.toBeInTheDocument();
  });

  it('sends a new code on request and empties the boxes for it', async () => {
    const fetchMock = stubApi({
      'PUT /api/user/forgot-password': () => jsonResponse(ok(undefined, 'OTP sent successfully.')),
    });
    const { user } = await renderOtpScreen({ email });
    expect(screen.queryByText('OTP sent successfully.')).not.toBeInTheDocument();
    await user.click(box(1));
    await user.keyboard('12');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('OTP sent successfully.')).toHaveAttribute('role', 'status');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/forgot-password')[0])).toEqual({ email });
    await waitFor(() => expect(boxValues()).toEqual(['', '', '', '', '', '']));
    expect(box(1)).toHaveFocus();
  });
});
