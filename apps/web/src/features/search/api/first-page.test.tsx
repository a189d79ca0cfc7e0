import { searchRequestPath } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, requestedUrls, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeUser } from '@/test/factories';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { logIn } from '@/test/session';
import { FIRST_PAGE_ELEMENT_ID } from './first-page';

const PAGE = '/bhada/hostel?location=pokhara';

/**
 * What the server writes after #root on a page it drew (apps/api site module prerender.ts): the
 * first screen's cards of a page of `total` results.
 */
function embedFirstPage(page: string, listings: unknown[], total = listings.length) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_ELEMENT_ID;
  const request = searchRequestPath('hostel', new URL(page, window.location.href).searchParams);
  const body = { ...ok(listings), meta: { total, page: 1, limit: 20, totalCapped: false } };
  element.textContent = JSON.stringify({ request, body });
  document.body.append(element);
}

/** The app at `page` with the app's own freshness (30 s; tests' default client has none). */
function renderApp(page: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <AppProviders
      router={createMemoryRouter(routes, { initialEntries: [page] })}
      queryClient={queryClient}
    />,
  );
}

const searches = (fetchMock: ReturnType<typeof stubApi>) =>
  requestedUrls(fetchMock).filter((url) => url.includes('by-address'));

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** Stands in for the browser's IntersectionObserver (jsdom has none) and lets the test scroll. */
function installObserver() {
  const callbacks: ObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { scrollNear: () => act(() => callbacks.forEach((c) => c([{ isIntersecting: true }]))) };
}

const hostels = (count: number) =>
  Array.from({ length: count }, (_, index) => makeListedHostel({ name: `Hostel ${index + 1}` }));

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('a search page the server drew', { timeout: 20_000 }, () => {
  it('starts with the results it was drawn with, without asking the server again', async () => {
    embedFirstPage(PAGE, [makeListedHostel({ name: 'Drawn On The Server Hostel' })]);
    const fetchMock = stubApi({
      'GET /api/hostels/by-address': () => searchPage([makeListedHostel({ name: 'Asked Again Hostel' })]),
    });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Drawn On The Server Hostel' }),
    ).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
    expect(document.getElementById(FIRST_PAGE_ELEMENT_ID)).toBeNull();
  });

  it('asks for the rest of a page drawn with its first cards only once the reader nears them', async () => {
    const observer = installObserver();
    const page = hostels(20);
    embedFirstPage(PAGE, page.slice(0, 6), 84);
    const fetchMock = stubApi({ 'GET /api/hostels/by-address': () => searchPage(page, { total: 84 }) });
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 3, name: 'Hostel 6' });
    expect(cardNames()).toEqual(page.slice(0, 6).map(({ name }) => name));
    expect(screen.getByText('Showing 6 of 84')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);

    observer.scrollNear();
    await screen.findByRole('heading', { level: 3, name: 'Hostel 20' });
    // The first page again (the drawn cards stay where they were), not the second.
    expect(cardNames()).toEqual(page.map(({ name }) => name));
    expect(searches(fetchMock)).toHaveLength(1);
    expect(new URL(searches(fetchMock)[0]!, 'http://x').searchParams.get('page')).toBe('1');
    expect(screen.getByText('Showing 20 of 84')).toBeInTheDocument();
    observer.scrollNear();
    expect(searches(fetchMock)).toHaveLength(1);
  });

  it('makes the drawn page whole before the next one when the address asks for two pages', async () => {
    installObserver();
    const pages = [hostels(20), hostels(26).slice(20)];
    const url = `${PAGE}&pages=2`;
    embedFirstPage(url, pages[0]!.slice(0, 6), 26);
    const fetchMock = stubApi({
      'GET /api/hostels/by-address': (_, address) => {
        const page = Number(new URL(address, 'http://x').searchParams.get('page'));
        return searchPage(pages[page - 1]!, { page, total: 26 });
      },
    });
    renderApp(url);

    await screen.findByRole('heading', { level: 3, name: 'Hostel 26' });
    expect(cardNames()).toEqual(hostels(26).map(({ name }) => name));
    const asked = searches(fetchMock).map((address) => new URL(address, 'http://x').searchParams.get('page'));
    expect(asked).toEqual(['1', '2']);
  });

  it('takes a short last page as whole: nothing more is asked for', async () => {
    installObserver();
    embedFirstPage(PAGE, hostels(4));
    const fetchMock = stubApi({ 'GET /api/hostels/by-address': () => searchPage(hostels(4)) });
    renderApp(PAGE);

    await screen.findByRole('heading', { level: 3, name: 'Hostel 4' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
  });

  it('asks the server when the page’s search is not the one drawn', async () => {
    embedFirstPage('/bhada/hostel?location=dharan', [
      makeListedHostel({ name: 'Drawn On The Server Hostel' }),
    ]);
    const fetchMock = stubApi({
      'GET /api/hostels/by-address': () => searchPage([makeListedHostel({ name: 'Asked Again Hostel' })]),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 3, name: 'Asked Again Hostel' })).toBeInTheDocument();
    expect(searches(fetchMock)).toHaveLength(1);
  });

  it('keeps the drawn cards for someone signed in while their own search is asked', async () => {
    logIn();
    embedFirstPage(PAGE, [makeListedHostel({ name: 'Drawn On The Server Hostel' })]);
    const fetchMock = stubApi({
      // Their own search has not answered yet.
      'GET /api/hostels/by-address': () => new Promise<Response>(() => {}),
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
    });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Drawn On The Server Hostel' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(searches(fetchMock)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3, name: 'Drawn On The Server Hostel' })).toBeInTheDocument();
  });
});
