import { searchRequestPath } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  authorizationOf,
  jsonResponse,
  ok,
  requestedUrls,
  searchPage,
  stubApi,
  type FetchMock,
} from '@/test/api-stub';
import { makeListedHostel, makeListedProperty, makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

/** The init of the first search request the app sent. */
function firstSearchInit(fetchMock: FetchMock): RequestInit | undefined {
  const index = requestedUrls(fetchMock).findIndex((url) => url.includes('by-address'));
  return fetchMock.mock.calls[index]?.[1];
}

/** The server preloads searchRequestPath's URL in the page's head: the app must ask exactly that. */
describe('the first page of results', { timeout: 20_000 }, () => {
  it.each([
    ['hostel', '/bhada/hostel'],
    ['hostel', '/bhada/hostel?sort=nearest&lon=83.958&lat=28.211&location=Lakeside%2C%20Pokhara&km=3'],
    ['hostel', '/bhada/hostel?location=pokhara&amenities=hot_water,wifi&gender=girls&furnished=true'],
    ['bhada', '/bhada/bhada?location=Kirtipur&maxPrice=12000&propertyType=room,flat&view=map'],
  ] as const)('of a %s search %s is the request the server preloads', async (kind, page) => {
    const fetchMock = stubApi({
      'GET /api/hostels/by-address': () => searchPage([makeListedHostel()]),
      'GET /api/landlords/verified/by-address': () => searchPage([makeListedProperty()]),
    });
    renderApp(page);
    await screen.findAllByRole('heading', { level: 3 });

    const expected = searchRequestPath(kind, new URL(page, window.location.href).searchParams);
    const search = requestedUrls(fetchMock)
      .map((url) => new URL(url, window.location.href))
      .find((url) => url.pathname.endsWith('by-address'));
    expect(expected).not.toBeNull();
    expect(search && `${search.pathname}${search.search}`).toBe(expected);
  });

  // Chromium gives a fetch the preloaded answer when URL, mode and credentials match, whatever the
  // headers: the anonymous request matches the preload's (use-credentials), a signed-in one must not.
  it('is sent as the preload is when no one is signed in, with other credentials when someone is', async () => {
    const handlers = { 'GET /api/hostels/by-address': () => searchPage([makeListedHostel()]) };
    let fetchMock = stubApi(handlers);
    const { unmount } = renderApp('/bhada/hostel?location=pokhara');
    await screen.findAllByRole('heading', { level: 3 });
    expect(firstSearchInit(fetchMock)?.credentials).toBe('include');
    expect(authorizationOf(firstSearchInit(fetchMock))).toBeNull();
    unmount();

    logIn();
    fetchMock = stubApi({ ...handlers, 'GET /api/user/user-details': () => jsonResponse(ok(makeUser())) });
    renderApp('/bhada/hostel?location=pokhara');
    await screen.findAllByRole('heading', { level: 3 });
    expect(firstSearchInit(fetchMock)?.credentials).toBe('same-origin');
    expect(authorizationOf(firstSearchInit(fetchMock))).toBe('Bearer access-1');
  });
});
