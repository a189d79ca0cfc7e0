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
import { UnsubscribePage } from './unsubscribe-page';

const URL = '/api/saved-searches/unsubscribe';
const unsubscribed = () =>
  jsonResponse(
    ok(
      { _id: 's1', name: 'Girls hostels near TU', paused: true },
      'You will no longer get emails for this search.',
      {
        messageCode: 'savedSearches.unsubscribed',
      },
    ),
  );

const renderPage = (path: string) =>
  renderRoutes([{ path: '/unsubscribe', Component: UnsubscribePage }], path);

describe('/unsubscribe (an alert email’s “Stop emails” link)', () => {
  it('posts the token once, without a login, and names the search whose emails stopped', async () => {
    const fetchMock = stubApi({ [`POST ${URL}`]: unsubscribed });
    renderPage('/unsubscribe?token=s1.sig');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop emails for a saved search' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You will no longer get emails for “Girls hostels near TU”.'),
    ).toBeInTheDocument();
    const calls = callsTo(fetchMock, URL);
    expect(calls).toHaveLength(1);
    expect(jsonBodyOf(calls[0])).toEqual({ token: 's1.sig' });
    expect(new Headers(calls[0]?.headers).get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
  });

  it('says a forged or broken link is invalid, with no Retry', async () => {
    stubApi({
      [`POST ${URL}`]: () =>
        jsonResponse(
          failure('This unsubscribe link is invalid.', {
            code: 'LINK_INVALID',
            messageCode: 'savedSearches.linkInvalid',
          }),
          400,
        ),
    });
    renderPage('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is invalid. Log in to manage your saved searches.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('without a token, sends nothing and says the link is invalid', () => {
    const fetchMock = stubApi({});
    renderPage('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('a lost connection offers Try again; in Nepali', async () => {
    await i18n.changeLanguage('ne');
    stubApi({ [`POST ${URL}`]: offlineFirst(unsubscribed) });
    const { user } = renderPage('/unsubscribe?token=s1.sig');
    expect(await screen.findByRole('alert')).toHaveTextContent('इमेल रोक्न सकिएन।');
    await user.click(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    expect(
      await screen.findByText('अब तपाईंलाई “Girls hostels near TU” का इमेलहरू आउने छैनन्।'),
    ).toBeInTheDocument();
  });
});
