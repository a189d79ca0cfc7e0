import type { MyApplication } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  callsTo,
  jsonBodyOf,
  jsonResponse,
  ok,
  pagedResponse,
  requestsTo,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeMyApplication, makeUser } from '@/test/factories';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

/** A stand-in for My applications: pages by the query, and a withdrawal changes the row. */
function mineApi(rows: MyApplication[], extra: Record<string, Handler> = {}) {
  logIn();
  const handlers: Record<string, Handler> = {
    'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
    'GET /api/applications/mine': (_init, url) => pagedResponse(rows, url),
  };
  for (const row of rows) {
    handlers[`PUT /api/applications/${row._id}/state`] = (init) => {
      const at = '2026-02-03T10:00:00.000Z';
      Object.assign(row, {
        ...(jsonBodyOf(init) as object),
        stateChangedAt: at,
        history: [...row.history, { state: 'withdrawn', at }],
      });
      return jsonResponse(
        ok(
          {
            _id: row._id,
            name: 'Sita Sharma',
            phone: '9812345678',
            email: 'sita@example.com',
            No_of_room: 1,
            No_of_people: 1,
            completed: false,
            createdAt: row.createdAt,
            state: row.state,
            stateChangedAt: at,
            closedBecauseRented: false,
            location: null,
          },
          'Application withdrawn.',
        ),
      );
    };
  }
  return stubApi({ ...handlers, ...extra });
}

const cardOf = async (name: string) => await screen.findByRole('article', { name });

async function renderMine() {
  const view = renderApp(paths.myApplications());
  await screen.findByRole('heading', { level: 1, name: 'My applications' });
  return view;
}

describe('My applications', () => {
  it('shows each application with its listing, its state since when and its history', async () => {
    mineApi([
      makeMyApplication(1, {
        state: 'visit_arranged',
        stateChangedAt: '2026-01-29T09:00:00.000Z',
        history: [
          { state: 'new', at: '2026-01-20T09:00:00.000Z' },
          { state: 'seen', at: '2026-01-21T09:00:00.000Z' },
          { state: 'visit_arranged', at: '2026-01-29T09:00:00.000Z' },
        ],
        listing: {
          ...makeMyApplication(1).listing!,
          name: 'Everest Hostel',
          location: 'Kirtipur',
          price: 9000,
        },
      }),
      makeMyApplication(2, { state: 'declined', closedBecauseRented: true }),
      makeMyApplication(3, { listing: null }),
    ]);
    await renderMine();
    const everest = await cardOf('Everest Hostel');
    expect(within(everest).getByText('Kirtipur')).toBeInTheDocument();
    expect(within(everest).getByText(/Rs\. 9,000/)).toBeInTheDocument();
    // The badge says the state once; the line beside it says since when, not the state again.
    expect(within(everest).getByText('Visit arranged', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(everest).getByText('since 29 Jan 2026')).toBeInTheDocument();
    expect(within(everest).queryByText(/^Visit arranged on /)).not.toBeInTheDocument();
    const history = within(everest).getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New 20 Jan 2026', 'Seen 21 Jan 2026', 'Visit arranged 29 Jan 2026']);
    expect(within(everest).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const closed = await cardOf('Hostel 2');
    expect(within(closed).getByText('The place was rented to someone else.')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(await cardOf('The owner removed this listing.')).toBeInTheDocument();
  });

  it('Withdraw asks first, then sends withdrawn and shows the new state', async () => {
    const row = makeMyApplication(1, { state: 'contacted' });
    const fetchMock = mineApi([row]);
    const { user } = await renderMine();
    const card = await cardOf('Hostel 1');

    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this application?' });
    expect(callsTo(fetchMock, `/api/applications/${row._id}/state`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Your application for Hostel 1 was withdrawn.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/applications/${row._id}/state`).map(jsonBodyOf)).toEqual([
      { state: 'withdrawn' },
    ]);
    expect(within(card).getByText('Withdrawn', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(card).getByText('since 3 Feb 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('Cancel withdraws nothing', async () => {
    const row = makeMyApplication(1);
    const fetchMock = mineApi([row]);
    const { user } = await renderMine();
    await user.click(within(await cardOf('Hostel 1')).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/applications/${row._id}/state`)).toHaveLength(0);
  });

  it('loads ten at a time with Load more', async () => {
    const fetchMock = mineApi(Array.from({ length: 12 }, (_, i) => makeMyApplication(i + 1)));
    const { user } = await renderMine();
    expect(await screen.findByText('Showing 10 of 12 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12 applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      requestsTo(fetchMock, '/api/applications/mine').map((url) => url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('with none says so and links to search', async () => {
    mineApi([]);
    await renderMine();
    expect(await screen.findByText('You have not applied for any place yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a hostel' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, without asking for applications', async () => {
    const fetchMock = stubApi({});
    renderApp(paths.myApplications());
    expect(await screen.findByText('Please log in to see your applications.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/applications/mine')).toHaveLength(0);
  });
});
