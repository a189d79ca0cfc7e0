import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { findScreen, preloadAuthScreens } from '@/test/screens';
import { renderApp } from '@/test/render';

beforeAll(preloadAuthScreens);

describe('resend verification screen', () => {
  it('validates the email, sends a new link and says so', async () => {
    const fetchMock = stubApi({
      'POST /api/user/resend-verification': () => jsonResponse(ok(undefined, 'Sent')),
    });
    const { user } = renderApp(paths.resendVerification());
    await findScreen('Resend verification email');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(
      await screen.findByText('If an account with this email needs verification, we have sent a new link.'),
    ).toHaveAttribute('role', 'status');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/user/resend-verification')[0])).toEqual({
      email: 'sita@example.com',
    });
  });

  it("shows the server's message when rate limited", async () => {
    stubApi({
      'POST /api/user/resend-verification': () =>
        jsonResponse(failure('Too many attempts. Please wait a minute and try again.'), 429),
    });
    const { user } = renderApp(paths.resendVerification());
    await user.type(await screen.findByLabelText('Email'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
