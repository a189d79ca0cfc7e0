import type { UserDetails } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { authorizationOf, callsTo, failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel, makeTask, makeUser } from '@/test/factories';
import { layoutRoutes } from '@/test/layout-routes';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';

/** Logged in, with GET /api/user/user-details answering `details`; waits for the answer to land. */
async function renderLoggedInAs(details: UserDetails, path = '/') {
  logIn();
  const fetchMock = stubApi({
    'GET /api/user/user-details': () => jsonResponse(ok(details)),
    'GET /api/user/logout': () => jsonResponse(ok(undefined, 'Logged out')),
  });
  const view = renderRoutes(layoutRoutes, path);
  await waitFor(() =>
    expect(view.queryClient.getQueryState(queryKeys.user.details())?.status).toBe('success'),
  );
  return { ...view, fetchMock };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const navLinkNames = () =>
  within(nav())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('top nav rules (who sees which link)', () => {
  it('shows visitors About Us and Login only, without asking for user details', async () => {
    const fetchMock = stubApi({});
    renderRoutes(layoutRoutes);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(navLinkNames()).toEqual(['About Us', 'Shortlist', 'Login']);
    expect(within(nav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about');
    expect(within(nav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an ADMIN Verify, Verifier sign-ups, Applications and Reports, and records the admin status', async () => {
    await renderLoggedInAs(makeUser({ role: 'ADMIN' }));

    expect(within(nav()).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/unverified');
    expect(within(nav()).getByRole('link', { name: 'Verifier sign-ups' })).toHaveAttribute(
      'href',
      '/list-freelancer',
    );
    expect(within(nav()).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/list-buyer');
    expect(within(nav()).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(nav()).queryByRole('link', { name: /Works/ })).not.toBeInTheDocument();
    // Written by an effect after the render that shows the links.
    await waitFor(() => expect(localStorage.getItem('status')).toBe('IsAdmin'));
  });

  it('shows a plain user none of the admin, freelancer or owner links, and their applications and saved searches', async () => {
    await renderLoggedInAs(makeUser({ role: 'USER' }));

    expect(navLinkNames()).toEqual(['About Us', 'My applications', 'Saved searches', 'Shortlist']);
    expect(within(nav()).getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    expect(within(nav()).getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('status')).toBeNull();
  });

  it('shows a Freelancer Works with a badge of the task count', async () => {
    await renderLoggedInAs(makeUser({ role: 'Freelancer', task: [makeTask(1), makeTask(2), makeTask(3)] }));

    const works = within(nav()).getByRole('link', { name: 'Works (3 tasks)' });
    expect(works).toHaveAttribute('href', '/task-req');
    expect(within(works).getByText('3')).toHaveClass('badge');
    expect(within(nav()).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('shows My listings to a user who owns a hostel, as the published rule says', async () => {
    await renderLoggedInAs(
      makeUser({ role: 'USER', hostel: [makeHostel({ _id: 'h1', name: 'Everest Hostel' })] }),
    );
    expect(within(nav()).getByRole('link', { name: 'My listings' })).toHaveAttribute(
      'href',
      '/control-hostel',
    );
  });

  it('shows My listings to an owner of properties only (user-details listingCount)', async () => {
    await renderLoggedInAs(makeUser({ role: 'USER', hostel: [], listingCount: 2 }));
    expect(within(nav()).getByRole('link', { name: 'My listings' })).toHaveAttribute(
      'href',
      '/control-hostel',
    );
  });

  it('treats the user as a plain user when user details cannot be loaded', async () => {
    logIn();
    stubApi({ 'GET /api/user/user-details': () => jsonResponse(failure('Internal error'), 500) });
    const { queryClient } = renderRoutes(layoutRoutes);

    await waitFor(() => expect(queryClient.getQueryState(queryKeys.user.details())?.status).toBe('error'));
    expect(navLinkNames()).toEqual(['About Us', 'Shortlist']);
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Login and a prompt when the session cannot be refreshed', async () => {
    logIn();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(failure('Access token expired'), 401),
      'POST /api/user/refresh-token': () => jsonResponse(failure('Refresh token expired'), 401),
    });
    renderRoutes(layoutRoutes);

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('logs out: tells the server, clears tokens, status, myData and form drafts, and goes home', async () => {
    localStorage.setItem('myData', 'hostel');
    localStorage.setItem('formDraft:apply:1', JSON.stringify({ savedAt: Date.now(), values: {}, files: [] }));
    const { user, router, fetchMock } = await renderLoggedInAs(makeUser({ role: 'ADMIN' }), '/list-buyer');

    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(authorizationOf(callsTo(fetchMock, '/api/user/logout')[0])).toBe('Bearer access-1');
    // The drafts code loads on logout (a dynamic import), so their removal lands a moment later.
    await waitFor(() => {
      for (const key of ['accessToken', 'refreshToken', 'status', 'myData', 'formDraft:apply:1']) {
        expect(localStorage.getItem(key)).toBeNull();
      }
    });
    expect(navLinkNames()).toEqual(['About Us', 'Shortlist', 'Login']);
  });
});
