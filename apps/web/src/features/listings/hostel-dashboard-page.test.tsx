import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeOwnerHostel, makeUser } from '@/test/factories';
import { renderApp, renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { HostelDashboardPage } from './hostel-dashboard-page';

const routes = [{ path: '/control-hostel', element: <HostelDashboardPage /> }];
/** The signed-in owner's details, for the name their listings show (components/listing-name). */
const owner = { 'GET /api/user/user-details': () => jsonResponse(ok(makeUser())) };

describe('hostel dashboard (/control-hostel)', () => {
  it('says “Loading hostels...”, then shows a card per hostel', async () => {
    logIn();
    const answer = deferred<Response>();
    stubApi({ ...owner, 'GET /api/user/get-hostel': () => answer.promise });
    renderRoutes(routes, '/control-hostel');

    expect(await screen.findByText('Loading hostels...')).toBeInTheDocument();
    answer.resolve(
      jsonResponse(ok([makeOwnerHostel(), makeOwnerHostel({ _id: 'h2', name: 'Annapurna Girls Hostel' })])),
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Annapurna Girls Hostel' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says “No hostels listed yet” when there are none', async () => {
    logIn();
    stubApi({ ...owner, 'GET /api/user/get-hostel': () => jsonResponse(ok([])) });
    renderRoutes(routes, '/control-hostel');

    expect(await screen.findByText('No hostels listed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a hostel' })).toHaveAttribute('href', '/hostel');
  });

  it('shows the published error with Retry, which loads again', async () => {
    logIn();
    let calls = 0;
    stubApi({
      ...owner,
      'GET /api/user/get-hostel': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(failure(''), 500) : jsonResponse(ok([makeOwnerHostel()]));
      },
    });
    const { user } = renderRoutes(routes, '/control-hostel');

    expect(
      await screen.findByText('Failed to fetch hostel data. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' })).toBeInTheDocument();
  });

  it('asks a visitor to log in once: no request, so no session prompt on top of it', async () => {
    // What the server would answer a request without a login.
    const fetchMock = stubApi({
      'GET /api/user/get-hostel': () => jsonResponse(failure('Login required'), 401),
    });
    renderApp('/control-hostel');

    expect(await screen.findByRole('heading', { level: 1, name: 'My hostels' })).toBeInTheDocument();
    expect(screen.getByText('Please login')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to Login' })).toHaveLength(1);
    expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
