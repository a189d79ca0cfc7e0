import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  callsTo,
  failure,
  jsonBodyOf,
  jsonResponse,
  offlineFirst,
  ok,
  requestedUrls,
  stubApi,
} from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { ConfirmAvailablePage } from './confirm-available-page';

const URL = '/api/user/confirm-available';
const confirmed = () =>
  jsonResponse(
    ok(
      { _id: 'h1', kind: 'hostel', name: 'Everest Boys Hostel', confirmedAt: '2026-11-20T10:00:00.000Z' },
      'Thank you. Your listing shows as available.',
      { messageCode: 'trust.availability.confirmed' },
    ),
  );

function renderPage(path: string) {
  return renderRoutes([{ path: '/confirm-available', Component: ConfirmAvailablePage }], path);
}

describe('/confirm-available (the reminder email’s link)', () => {
  it('posts the token once, without a login, and says the listing shows as available', async () => {
    const fetchMock = stubApi({ [`POST ${URL}`]: confirmed });
    renderPage('/confirm-available?token=abc.def');

    expect(screen.getByRole('heading', { level: 1, name: 'Still available' })).toBeInTheDocument();
    expect(await screen.findByText('Thank you. Your listing shows as available.')).toBeInTheDocument();
    expect(screen.getByText('“Everest Boys Hostel” shows as available from today.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, URL);
    expect(calls).toHaveLength(1);
    expect(jsonBodyOf(calls[0])).toEqual({ token: 'abc.def' });
    expect(screen.getByRole('link', { name: 'Go to my listings' })).toHaveAttribute(
      'href',
      '/control-hostel',
    );
    expect(screen.getByRole('link', { name: 'See it as tenants do' })).toHaveAttribute(
      'href',
      '/bhada/hostel?listing=h1',
    );
  });

  it('an invalid or expired link says how to confirm instead, with no Retry', async () => {
    stubApi({
      [`POST ${URL}`]: () =>
        jsonResponse(
          failure('This link is invalid or has expired.', { messageCode: 'trust.availability.linkInvalid' }),
          400,
        ),
    });
    renderPage('/confirm-available?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Log in and confirm from your dashboard.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('without a token, sends nothing and says the link is invalid', () => {
    const fetchMock = stubApi({});
    renderPage('/confirm-available');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('a lost connection offers Try again, which confirms; in Nepali', async () => {
    await i18n.changeLanguage('ne');
    stubApi({ [`POST ${URL}`]: offlineFirst(confirmed) });
    const { user } = renderPage('/confirm-available?token=abc.def');
    expect(await screen.findByRole('alert')).toHaveTextContent('पुष्टि गर्न सकिएन।');
    await user.click(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    expect(await screen.findByText('धन्यवाद। तपाईंको सूची उपलब्ध भनी देखिन्छ।')).toBeInTheDocument();
  });
});
