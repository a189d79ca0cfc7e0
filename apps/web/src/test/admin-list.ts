import { screen } from '@testing-library/react';
import {
  failure,
  jsonResponse,
  ok,
  pagedResponse,
  queryOf,
  requestedUrls,
  type FetchMock,
  type Handler,
} from './api-stub';
import { renderApp } from './render';

// The set-up shared by the tests of the admin's paged lists of cards (reports, freelancer sign-ups).

/**
 * The API as an admin's paged list sees it, signed in as `admin` (local storage as logging in
 * leaves it): the admin's details, and GET `listUrl` answered like the server, with the rows
 * `rowsFor` picks by the query, cut to its page and limit, and their total.
 */
export function adminListApi<T>(
  listUrl: string,
  admin: unknown,
  rowsFor: (query: URLSearchParams) => T[],
): Record<string, Handler> {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('status', 'IsAdmin');
  return {
    'GET /api/user/user-details': () => jsonResponse(ok(admin)),
    [`GET ${listUrl}`]: (_init, url) => pagedResponse(rowsFor(queryOf(url)), url),
  };
}

/** `handler` behind a first answer that fails (500): for Retry. */
export function failingFirst(handler: Handler | undefined): Handler {
  let attempts = 0;
  return (init, url) =>
    ++attempts === 1 || !handler ? jsonResponse(failure('Internal error'), 500) : handler(init, url);
}

/** The app at an admin's `path`, once the admin's dashboard is on screen. */
export async function renderAdminPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
  return view;
}

/** Every request for a page of the list at `listUrl`, query string included, in order. */
export const pageRequests = (fetchMock: FetchMock, listUrl: string) =>
  requestedUrls(fetchMock).filter((url) => url.startsWith(listUrl + '?'));

/** The names of the cards on screen, in order. */
export const cardNames = () =>
  screen.queryAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

export const pageButton = (page: number) => screen.getByRole('button', { name: `Page ${page}` });
