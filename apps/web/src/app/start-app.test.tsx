import { listingRequestPath, searchRequestPath } from '@app/shared';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubWideScreen } from '../features/search/test-screens';
import { FIRST_PAGE_ELEMENT_ID, renderPage } from '../prerender/render-page';
import { jsonResponse, ok, requestedUrls, searchPage, stubApi } from '../test/api-stub';
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

const searchAnswer = () => {
  const request = searchRequestPath('hostel', new URL(PAGE, 'http://localhost').searchParams);
  if (request === null) throw new Error('the page makes no search request');
  const body = { data: listings, meta: { total: listings.length, page: 1, limit: 20, totalCapped: false } };
  return { request, body };
};

/** The page as the API sends it (apps/api site module): #root drawn by the server build, what it was drawn with after it. */
async function serverPage(
  url = PAGE,
  firstPage: { request: string; body: unknown } = searchAnswer(),
): Promise<HTMLElement> {
  const html = await renderPage({
    url,
    origin: window.location.origin,
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

const started: Root[] = [];

afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
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
      started.push(
        startApp(container, <AppProviders router={router} />, {
          onRecoverableError: (error) => mismatches.push(error),
        }),
      );
    });

    await waitFor(() => expect(container).not.toHaveAttribute('inert'));
    expect(mismatches).toEqual([]);
    expect(container).not.toHaveAttribute('data-prerendered');
    // Kept, not drawn again: a new element would load and paint its photo again.
    expect(container.contains(drawnCard)).toBe(true);
    expect(drawnPhoto && container.contains(drawnPhoto)).toBe(true);
    expect(requestedUrls(fetchMock).filter((url) => url.includes('by-address'))).toEqual([]);
  });

  it('hydrates a shared listing’s page with the listing it was drawn with, in the page, not asked again', async () => {
    const [listing] = listings;
    if (!listing) throw new Error('no listing');
    const url = `/bhada/hostel?listing=${listing._id}`;
    const fetchMock = stubApi({
      [`GET /api/hostels/get/${listing._id}`]: () => jsonResponse(ok({ ...listing, name: 'Asked Again' })),
    });
    const request = `/api${listingRequestPath('hostel', listing._id)}`;
    const container = await serverPage(url, { request, body: ok(listing) });
    // jsdom has a document, so the drawn dialog is not open (the server draws it open) until the app shows it.
    const drawnTitle = screen.getByRole('heading', { name: 'Lakeside Girls Hostel', hidden: true });
    window.history.replaceState(null, '', url);
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    await firstRouteReady(container, router);
    const mismatches: unknown[] = [];

    await act(async () => {
      started.push(
        startApp(container, <AppProviders router={router} />, {
          onRecoverableError: (error) => mismatches.push(error),
        }),
      );
    });

    await waitFor(() => expect(container).not.toHaveAttribute('inert'));
    expect(mismatches).toEqual([]);
    expect(container.contains(drawnTitle)).toBe(true);
    expect(container.querySelector('dialog')).toHaveAttribute('open');
    expect(requestedUrls(fetchMock).filter((asked) => asked.includes('/hostels/get/'))).toEqual([]);
  });

  it('draws a drawn page anew on a wide screen, whose layout is not the drawn one', async () => {
    stubWideScreen();
    stubApi({ 'GET /api/hostels/by-address': () => searchPage(listings) });
    const container = await serverPage();
    const drawnCard = screen.getByRole('heading', { level: 3, name: 'Lakeside Girls Hostel' });
    const router = createMemoryRouter(routes, { initialEntries: [PAGE] });
    await firstRouteReady(container, router);

    await act(async () => {
      started.push(startApp(container, <AppProviders router={router} />));
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Lakeside Girls Hostel' })).not.toBe(
      drawnCard,
    );
    expect(container.contains(drawnCard)).toBe(false);
    expect(container).not.toHaveAttribute('inert');
  });

  it('draws a page the server did not draw (the app shell) in place of the shell', async () => {
    stubApi({ 'GET /api/hostels/by-address': () => searchPage(listings) });
    const container = document.createElement('div');
    container.innerHTML = '<div class="boot-shell">Loading…</div>';
    document.body.append(container);
    const router = createMemoryRouter(routes, { initialEntries: [PAGE] });

    await act(async () => {
      started.push(startApp(container, <AppProviders router={router} />));
    });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lakeside Girls Hostel' }),
    ).toBeInTheDocument();
    expect(container.querySelector('.boot-shell')).toBeNull();
    container.remove();
  });
});
