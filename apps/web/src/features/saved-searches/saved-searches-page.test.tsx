import type { SavedSearch } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { takeReturnTo } from '@/lib/return-to';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, requestedUrls, stubApi } from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { SavedSearchesPage } from './saved-searches-page';

const URL = '/api/saved-searches';

const girlsNearTu: SavedSearch = {
  _id: 's1',
  name: 'Girls hostels near TU',
  kind: 'hostel',
  query: {
    location: 'Kirtipur, Kathmandu',
    sort: 'price_asc',
    gender: 'girls',
    meals: 'some',
    amenities: ['wifi'],
    maxPrice: 10000,
  },
  paused: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const flats: SavedSearch = {
  ...girlsNearTu,
  _id: 's2',
  name: 'Flats in Pokhara',
  kind: 'property',
  query: { location: 'Pokhara', propertyType: ['flat'], minPrice: 5000, maxPrice: 20000 },
  paused: true,
};

function renderPage() {
  return renderRoutes(
    [
      { path: '/saved-searches', Component: SavedSearchesPage },
      { path: '/bhada/:kind', element: <h1>Search page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/saved-searches',
  );
}

/** The server as the page sees it: the list, and PATCH / DELETE changing it. */
function stubSavedSearches(initial: SavedSearch[]) {
  let list = initial;
  return stubApi({
    [`GET ${URL}`]: () => jsonResponse(ok(list)),
    [`PATCH ${URL}/s1`]: (init) => {
      const body = jsonBodyOf(init) as Partial<SavedSearch>;
      list = list.map((s) => (s._id === 's1' ? { ...s, ...body } : s));
      const code = body.paused === undefined ? 'savedSearches.updated' : 'savedSearches.paused';
      return jsonResponse(ok(list[0], 'OK', { messageCode: code }));
    },
    [`DELETE ${URL}/s1`]: () => {
      list = list.filter((s) => s._id !== 's1');
      return jsonResponse(ok(undefined, 'Saved search deleted.', { messageCode: 'savedSearches.deleted' }));
    },
  });
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('/saved-searches', () => {
  it('lists each search: what it looks for, whether its emails are on, and a link that runs it again', async () => {
    logIn();
    stubSavedSearches([girlsNearTu, flats]);
    renderPage();

    expect(await screen.findByText('2 of 10 saved searches')).toBeInTheDocument();
    const tu = card('Girls hostels near TU');
    expect(within(tu).getByText('Daily emails on')).toBeInTheDocument();
    expect(within(tu).getByText(/Kirtipur, Kathmandu/)).toHaveTextContent('Hostels · Kirtipur, Kathmandu');
    for (const detail of ['Up to Rs. 10,000', 'Girls only', 'Some meals', 'Wi-Fi', 'Cheapest first']) {
      expect(within(tu).getByText(detail)).toBeInTheDocument();
    }
    expect(within(tu).getByRole('link', { name: 'Open search “Girls hostels near TU”' })).toHaveAttribute(
      'href',
      '/bhada/hostel?location=Kirtipur%2C+Kathmandu&sort=price_asc&maxPrice=10000&gender=girls&meals=some&amenities=wifi',
    );
    const pokhara = card('Flats in Pokhara');
    expect(within(pokhara).getByText('Emails paused')).toBeInTheDocument();
    expect(within(pokhara).getByText('Rs. 5,000 to Rs. 20,000')).toBeInTheDocument();
    expect(within(pokhara).getByText('Flat')).toBeInTheDocument();
    expect(within(pokhara).getByRole('link', { name: /^Open search/ })).toHaveAttribute(
      'href',
      '/bhada/bhada?location=Pokhara&minPrice=5000&maxPrice=20000&propertyType=flat',
    );
    expect(
      within(pokhara).getByRole('button', { name: 'Resume emails for “Flats in Pokhara”' }),
    ).toBeInTheDocument();
  });

  it('renames a search, checking the name first', async () => {
    logIn();
    const fetchMock = stubSavedSearches([girlsNearTu]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename “Girls hostels near TU”' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please give this search a name.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `${URL}/s1`)).toEqual([]);

    await user.type(field, 'Near Kirtipur campus');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved search updated.')).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, `${URL}/s1`)[0])).toEqual({ name: 'Near Kirtipur campus' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Near Kirtipur campus' }),
    ).toBeInTheDocument();
  });

  it('pauses a search’s emails', async () => {
    logIn();
    const fetchMock = stubSavedSearches([girlsNearTu]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause emails for “Girls hostels near TU”' }));
    expect(await screen.findByText('Emails paused for this search.')).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, `${URL}/s1`)[0])).toEqual({ paused: true });
    expect(await screen.findByText('Emails paused')).toBeInTheDocument();
  });

  it('deletes a search only after asking', async () => {
    logIn();
    const fetchMock = stubSavedSearches([girlsNearTu, flats]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete “Girls hostels near TU”' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete this saved search?' });
    expect(ask).toHaveTextContent('“Girls hostels near TU” will be deleted and its emails stop.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `${URL}/s1`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete “Girls hostels near TU”' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted.')).toBeInTheDocument();
    expect(await screen.findByText('1 of 10 saved searches')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Girls hostels near TU' })).not.toBeInTheDocument();
  });

  it('says what went wrong when a change is refused', async () => {
    logIn();
    stubApi({
      [`GET ${URL}`]: () => jsonResponse(ok([girlsNearTu])),
      [`PATCH ${URL}/s1`]: () =>
        jsonResponse(failure('Saved search not found.', { messageCode: 'savedSearches.notFound' }), 404),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Pause emails/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved search not found.');
  });

  it('offers a first search when there is none', async () => {
    logIn();
    stubSavedSearches([]);
    renderPage();
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a hostel' })).toHaveAttribute('href', '/bhada/hostel');
  });

  it('asks a visitor to log in, and brings them back here', async () => {
    const fetchMock = stubApi({});
    const { user } = renderPage();
    expect(screen.getByText('Please log in to see your saved searches.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(takeReturnTo()).toBe('/saved-searches');
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('offers Retry when the list cannot be loaded; in Nepali', async () => {
    await i18n.changeLanguage('ne');
    logIn();
    let attempt = 0;
    stubApi({
      [`GET ${URL}`]: () => {
        attempt += 1;
        return attempt === 1 ? jsonResponse(failure('Internal'), 500) : jsonResponse(ok([girlsNearTu]));
      },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('तपाईंले सेभ गरेका खोजहरू खोल्न सकिएन।');
    await user.click(screen.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    expect(await screen.findByText('दैनिक इमेल चालु')).toBeInTheDocument();
    expect(screen.getByText('केटीहरूका लागि मात्र')).toBeInTheDocument();
  });
});
