import type { UserDetails } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { callsTo, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

/** The first render loads the lazy route chunks and the user-details schema: slow on a busy machine. */
const SLOW_START = { timeout: 5000 };

function logInAs(role: UserDetails['role']) {
  logIn();
  return stubApi({
    'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role }))),
    'GET /api/freelance/get-task': () => jsonResponse(ok({ task: [] })),
    'GET /api/freelance/accepted': () => jsonResponse(ok([])),
  });
}

const FREELANCER_PAGES = [paths.taskReq(), paths.acceptedWork(), paths.verify('p1', 't1')];

describe('freelancer gate (/task-req, /accepted-work, /verify/{id}/{taskId})', () => {
  it.each(FREELANCER_PAGES)('%s asks a visitor to log in', async (url) => {
    const fetchMock = stubApi({});
    renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please log in' }, SLOW_START),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' }).map((link) => link.getAttribute('href'))).toContain(
      '/login',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(FREELANCER_PAGES)('%s is hidden from a user who is not a freelancer', async (url) => {
    const fetchMock = logInAs('USER');
    renderApp(url);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Unauthorized: Freelancer access only' },
        SLOW_START,
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/freelance/get-task')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/freelance/accepted')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/landlords/p1')).toHaveLength(0);
  });

  it('is hidden from an admin too', async () => {
    logInAs('ADMIN');
    renderApp(paths.taskReq());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Unauthorized: Freelancer access only' },
        SLOW_START,
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [paths.taskReq(), 'My tasks'],
    [paths.acceptedWork(), 'Accepted tasks'],
  ])('%s shows a freelancer their page', async (url, title) => {
    logInAs('Freelancer');
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW_START)).toBeInTheDocument();
  });
});
