import { listingRequestPath } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorizationOf, callsTo, jsonResponse, ok, requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeUser } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const SEARCH = '/api/hostels/by-address';

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('a shared listing link', { timeout: 20_000 }, () => {
  it('shows the listing alone, with no search behind it, and the search once it is closed', async () => {
    const shared = makeListedHostel({ name: 'Shared Hostel' });
    const fetchMock = stubApi({
      [`GET ${SEARCH}`]: () => searchPage([makeListedHostel({ name: 'In the results' })]),
      [`GET /api/hostels/get/${shared._id}`]: () => jsonResponse(ok(shared)),
    });
    const { user, router } = renderApp(`/bhada/hostel?location=pokhara&listing=${shared._id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Shared Hostel' });
    expect(requestsTo(fetchMock, `/api${listingRequestPath('hostel', shared._id)}`)).toHaveLength(1);
    // Nothing of the search: no request, no cards, no search controls.
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'In the results' })).not.toBeInTheDocument();
    // The page's heading is there for screen readers only (a page has one), as on a phone's search.
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveClass('visually-hidden');
    expect(screen.queryByRole('heading', { level: 2, name: /Hostels in/, hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change search/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The close replaces the entry: Back leaves the page as it would have with the listing open.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'pokhara' });
    expect(await screen.findByRole('link', { name: 'In the results' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a hostel' })).toHaveFocus();

    // A listing opened from the results now has the results behind it, and closes back to them.
    const other = makeListedHostel({ name: 'In the results' });
    await user.click(screen.getByRole('link', { name: other.name }));
    await screen.findByRole('dialog', { name: other.name });
    expect(screen.getByRole('link', { name: other.name, hidden: true })).toBeInTheDocument();
  });

  it('opened from the results keeps the results behind it, with no second search', async () => {
    const listing = makeListedHostel({ name: 'From the results' });
    const fetchMock = stubApi({ [`GET ${SEARCH}`]: () => searchPage([listing]) });
    const { user } = renderApp('/bhada/hostel?location=pokhara');
    await user.click(await screen.findByRole('link', { name: listing.name }));

    await screen.findByRole('dialog', { name: listing.name });
    expect(screen.getByRole('link', { name: listing.name, hidden: true })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find a hostel', hidden: true }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1);
    // From the loaded page, not fetched again.
    expect(requestsTo(fetchMock, `/api/hostels/get/${listing._id}`)).toHaveLength(0);
  });

  // The server preloads the listing's request (use-credentials, no token): Chromium hands a fetch
  // of the same URL, mode and credentials that answer whatever its headers, so a signed-in one
  // (whose answer may differ) asks with other credentials.
  it('asks for the listing as the server preloads it when no one is signed in, otherwise not', async () => {
    const shared = makeListedHostel({ name: 'Shared Hostel' });
    const path = `/api/hostels/get/${shared._id}`;
    const handlers = { [`GET ${path}`]: () => jsonResponse(ok(shared)) };
    let fetchMock = stubApi(handlers);
    const { unmount } = renderApp(`/bhada/hostel?listing=${shared._id}`);
    await screen.findByRole('dialog', { name: 'Shared Hostel' });
    expect(callsTo(fetchMock, path)[0]?.credentials).toBe('include');
    expect(authorizationOf(callsTo(fetchMock, path)[0])).toBeNull();
    unmount();

    logIn();
    fetchMock = stubApi({ ...handlers, 'GET /api/user/user-details': () => jsonResponse(ok(makeUser())) });
    renderApp(`/bhada/hostel?listing=${shared._id}`);
    await screen.findByRole('dialog', { name: 'Shared Hostel' });
    expect(callsTo(fetchMock, path)[0]?.credentials).toBe('same-origin');
    expect(authorizationOf(callsTo(fetchMock, path)[0])).toBe('Bearer access-1');
  });
});
