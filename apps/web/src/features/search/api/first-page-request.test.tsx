import { searchRequestPath } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestedUrls, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { renderApp } from '@/test/render';

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
});
