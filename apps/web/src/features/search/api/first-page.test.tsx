import { searchRequestPath } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, ok, requestedUrls, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeUser } from '@/test/factories';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { logIn } from '@/test/session';
import { FIRST_PAGE_ELEMENT_ID } from './first-page';

const PAGE = '/bhada/hostel?location=pokhara';

/** What the server writes after #root on a page it drew (apps/api site module prerender.ts). */
function embedFirstPage(page: string, listings: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_ELEMENT_ID;
  const request = searchRequestPath('hostel', new URL(page, window.location.href).searchParams);
  const body = { ...ok(listings), meta: { total: listings.length, page: 1, limit: 20, totalCapped: false } };
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

afterEach(() => document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove());

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
