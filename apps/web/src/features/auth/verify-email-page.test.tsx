import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { passTime, stubClock } from '@/test/clock';
import { renderApp } from '@/test/render';
import { findScreen, preloadAuthScreens } from '@/test/screens';

const code = 'abcdefghijklmnopqrstuvwxyz012345';

async function expectErrorView() {
  expect(await findScreen('Verification failed')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/^The verification link is invalid or has expired\.$/);
  expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
    'href',
    '/resend-verification',
  );
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

beforeAll(preloadAuthScreens);

describe('email verification screen', () => {
  it('goes straight to the error view without a code, asking nothing of the server', async () => {
    const fetchMock = stubApi({});
    renderApp(paths.verifyEmail());
    await expectErrorView();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error view when the server refuses the code', async () => {
    stubApi({
      [`GET /api/user/verify-email/${code}`]: () =>
        jsonResponse(
          failure('The verification link is invalid or has expired.', { code: 'CODE_INVALID' }),
          400,
        ),
    });
    renderApp(paths.verifyEmail(code));
    expect(await findScreen('Verifying your email…')).toBeInTheDocument();
    await expectErrorView();
  });

  it('on success counts down five seconds, then goes to /login', async () => {
    stubClock();
    const fetchMock = stubApi({
      [`GET /api/user/verify-email/${code}`]: () => jsonResponse(ok(undefined, 'Verified')),
    });
    const { router } = renderApp(paths.verifyEmail(code));

    expect(await findScreen('Email verified')).toBeInTheDocument();
    expect(screen.getByText('Taking you to the login page in 5 seconds…')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/user/verify-email/${code}`)).toHaveLength(1);

    await passTime(1_000);
    expect(screen.getByText('Taking you to the login page in 4 seconds…')).toBeInTheDocument();
    await passTime(3_000);
    expect(screen.getByText('Taking you to the login page in 1 second…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');

    await passTime(1_000);
    expect(await findScreen('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("'Go to Login Now' goes to /login at once", async () => {
    stubApi({ [`GET /api/user/verify-email/${code}`]: () => jsonResponse(ok(undefined, 'Verified')) });
    const { user, router } = renderApp(paths.verifyEmail(code));

    await user.click(await screen.findByRole('link', { name: 'Go to Login Now' }));
    expect(await findScreen('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
