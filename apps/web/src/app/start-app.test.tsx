import { searchRequestPath } from '@app/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE_ELEMENT_ID, renderPage } from '../prerender/render-page';
import { requestedUrls, searchPage, stubApi } from '../test/api-stub';
import { makeListedHostel } from '../test/factories';
import { firstRouteReady } from './first-route-ready';
import { AppProviders } from './providers';
import { routes } from './routes';
import { startApp } from './start-app';

const PAGE = '/bhada/hostel?location=pokhara';
const listings = [
  makeListedHostel({ name: 'Lakeside Girls Hostel', price: 9_500 }),
  makeListedHostel({ name: 'Prithvi Chowk Hostel', price: 7_000 }),
];

/** The page as the API sends it (apps/api site module): #root drawn by the server build, its results after it. */
async function serverPage(): Promise<HTMLElement> {
  const request = searchRequestPath('hostel', new URL(PAGE, 'http://localhost').searchParams);
  if (request === null) throw new Error('the page makes no search request');
  const body = { data: listings, meta: { total: listings.length, page: 1, limit: 20, totalCapped: false } };
  const firstPage = { request, body };
  const html = await renderPage({
    url: PAGE,
    language: 'en',
    firstPage,
    siteConfig: { contactEmail: null, contactPhone: null },
  });
  if (html === null) throw new Error('the server build drew nothing');
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.setAttribute('inert', '');
  container.innerHTML = html;
  const embedded = document.createElement('script');
  embedded.type = 'application/json';
  embedded.id = FIRST_PAGE_ELEMENT_ID;
  embedded.textContent = JSON.stringify(firstPage);
  document.body.append(container, embedded);
  return container;
}

afterEach(() => {
  document.getElementById('root')?.remove();
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
});

describe('startApp on a search page the server drew', { timeout: 20_000 }, () => {
  it('hydrates the drawn markup: the same elements stay, no difference between the two renders', async () => {
    const fetchMock = stubApi({ 'GET /api/hostels/by-address': () => searchPage(listings) });
    const container = await serverPage();
    const drawnCard = screen.getByRole('heading', { level: 3, name: 'Lakeside Girls Hostel' });
    const drawnPhoto = container.querySelector('img');
    window.history.replaceState(null, '', PAGE);
    const router = createMemoryRouter(routes, { initialEntries: [PAGE] });
    await firstRouteReady(container, router);
    const mismatches: unknown[] = [];

    await act(async () => {
      startApp(container, <AppProviders router={router} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });

    await waitFor(() => expect(container).not.toHaveAttribute('inert'));
    expect(mismatches).toEqual([]);
    expect(container).not.toHaveAttribute('data-prerendered');
    // Kept, not drawn again: a new element would load and paint its photo again.
    expect(container.contains(drawnCard)).toBe(true);
    expect(drawnPhoto && container.contains(drawnPhoto)).toBe(true);
    expect(requestedUrls(fetchMock).filter((url) => url.includes('by-address'))).toEqual([]);
  });

  it('draws a page the server did not draw (the app shell) in place of the shell', async () => {
    stubApi({ 'GET /api/hostels/by-address': () => searchPage(listings) });
    const container = document.createElement('div');
    container.innerHTML = '<div class="boot-shell">Loading…</div>';
    document.body.append(container);
    const router = createMemoryRouter(routes, { initialEntries: [PAGE] });

    await act(async () => startApp(container, <AppProviders router={router} />));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lakeside Girls Hostel' }),
    ).toBeInTheDocument();
    expect(container.querySelector('.boot-shell')).toBeNull();
    container.remove();
  });
});
