import type { BuyerApplication } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  callsTo,
  deferred,
  failure,
  jsonResponse,
  ok,
  pagedResponse,
  queryOf,
  requestedUrls,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeApplication, makeNestedListing, makeUser } from '@/test/factories';
import { card, fact, queryCard } from '@/test/queries';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

type Role = 'ADMIN' | 'USER';

function signIn({ storedAdmin, role }: { storedAdmin: boolean; role: Role }): Record<string, Handler> {
  logIn();
  if (storedAdmin) localStorage.setItem('status', 'IsAdmin');
  return { 'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role }))) };
}

/** A small stand-in for the buyers API: pages by the query, and mark/remove take rows off. */
function buyersApi(count: number) {
  const pending: BuyerApplication[] = Array.from({ length: count }, (_, i) => makeApplication(i + 1));
  const takeOff = (id: string) => {
    const index = pending.findIndex((item) => item._id === id);
    if (index !== -1) pending.splice(index, 1);
    return jsonResponse(ok(undefined, 'Done.'));
  };
  const handlers: Record<string, Handler> = {
    ...signIn({ storedAdmin: true, role: 'ADMIN' }),
    'GET /api/buyers/get': (_init, url) => pagedResponse(pending, url),
  };
  for (const { _id } of [...pending]) {
    handlers[`PUT /api/buyers/mark-buyer/${_id}`] = () => takeOff(_id);
    handlers[`DELETE /api/buyers/delete-buyer/${_id}`] = () => takeOff(_id);
  }
  return { handlers, takeOff, idOf: (n: number) => makeApplication(n)._id };
}

const count = () => screen.getByText(/^Showing \d+ of \d+ applications?$/);

async function chooseAction(name: string, action: 'Mark accepted' | 'Remove Application') {
  const target = card(name);
  fireEvent.click(within(target).getByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(within(target).getByRole('menuitem', { name: action }));
  await Promise.resolve();
}

async function renderList() {
  const view = renderApp(paths.listBuyer());
  await screen.findByRole('heading', { level: 1, name: 'Applications' });
  return view;
}

describe('buyer applications list', () => {
  it("shows 'Showing X of Y applications' and 7 cards with the applicant's and the listing's details", async () => {
    const server = buyersApi(9);
    const fetchMock = stubApi(server.handlers);
    await renderList();

    expect(await screen.findByText('Showing 7 of 9 applications')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(callsTo(fetchMock, '/api/buyers/get')).toHaveLength(1);
    expect(requestedUrls(fetchMock)).toContain('/api/buyers/get?page=1&limit=7&status=pending');

    const first = card('Applicant 1');
    expect(within(first).getByText('Applied 30 Jan 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '9801-234-567' })).toHaveAttribute(
      'href',
      'tel:9801234567',
    );
    expect(within(first).getByRole('link', { name: 'applicant1@example.com' })).toHaveAttribute(
      'href',
      'mailto:applicant1@example.com',
    );
    // One plain line, no "label / value" grid.
    expect(
      within(first).getByText('2 people · 1 room · prefers Near Shanker Dev Campus'),
    ).toBeInTheDocument();
    expect(within(first).queryByText('Preferred location')).not.toBeInTheDocument();

    const listing = within(first).getByRole('region', { name: 'Hostel: Everest Girls Hostel' });
    expect(within(listing).getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(fact(listing, 'Location')).toHaveTextContent('Baneshwor, Kathmandu');
    expect(fact(listing, 'Price')).toHaveTextContent('Rs. 8,000');
    expect(fact(listing, 'Applicants')).toHaveTextContent('3');
    expect(within(fact(listing, 'Contact')).getByRole('link')).toHaveAttribute('href', 'tel:9841234567');
    expect(fact(listing, 'Secondary contact')).toHaveTextContent('Not given');
    expect(within(listing).getByText('Near the college, meals included.')).toBeInTheDocument();
    const photo = within(listing).getByRole('img', { name: 'Photo of Everest Girls Hostel' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('src', '/uploads/h1-400.webp');

    fireEvent.error(photo);
    expect(
      within(listing).getByRole('img', { name: 'No photo of Everest Girls Hostel' }),
    ).toBeInTheDocument();
  });

  it('each card shows its state; a state filter asks for that state, and only open ones can be accepted', async () => {
    const rows = [
      makeApplication(1, { state: 'visit_arranged' }),
      makeApplication(2, { state: 'withdrawn' }),
    ];
    const fetchMock = stubApi({
      ...signIn({ storedAdmin: true, role: 'ADMIN' }),
      'GET /api/buyers/get': (_init, url) => {
        const state = queryOf(url).get('state');
        return pagedResponse(state ? rows.filter((row) => row.state === state) : rows.slice(0, 1), url);
      },
    });
    const { user, router } = await renderList();
    expect(
      await within(await screen.findByRole('article', { name: 'Applicant 1' })).findByText('Visit arranged'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Withdrawn');
    const withdrawn = await screen.findByRole('article', { name: 'Applicant 2' });
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Applicant 1' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/buyers/get?page=1&limit=7&state=withdrawn');
    expect(router.state.location.search).toBe('?state=withdrawn');

    await user.click(within(withdrawn).getByRole('button', { name: 'Actions for Applicant 2' }));
    expect(within(withdrawn).queryByRole('menuitem', { name: 'Mark accepted' })).not.toBeInTheDocument();
    expect(within(withdrawn).getByRole('menuitem', { name: 'Remove Application' })).toBeInTheDocument();
  });

  it('shows a rental property with its secondary contact, price on request and no description', async () => {
    const property = makeNestedListing({
      name: 'Flat in Jawalakhel',
      price: null,
      pricing: null,
      Contact_no1: '9812345678',
      contact_no: '9812345678',
      Contact_no2: '9807654321',
      image: [],
      description: null,
      verified: false,
      verification: null,
    });
    stubApi({
      ...signIn({ storedAdmin: true, role: 'ADMIN' }),
      'GET /api/buyers/get': () =>
        jsonResponse({
          ...ok([makeApplication(1, { hostel: null, rent_room: property, location: null })]),
          meta: { total: 1, page: 1, limit: 7 },
        }),
    });
    await renderList();
    const listing = await screen.findByRole('region', { name: 'Room or flat for rent: Flat in Jawalakhel' });
    expect(within(listing).queryByText(/Visited and measured|Details checked/)).not.toBeInTheDocument();
    expect(fact(listing, 'Price')).toHaveTextContent('Price on request');
    expect(within(fact(listing, 'Secondary contact')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:9807654321',
    );
    expect(within(listing).getByText('No detailed description provided.')).toBeInTheDocument();
    expect(within(listing).getByRole('img', { name: 'No photo of Flat in Jawalakhel' })).toBeInTheDocument();
    // A place not given is left out, not "Not given".
    expect(within(card('Applicant 1')).getByText('2 people · 1 room')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 application')).toBeInTheDocument();
  });

  it('Load More appends the next 7 and goes away at the end', async () => {
    const server = buyersApi(16);
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('Showing 7 of 16 applications');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 14 of 16 applications')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    // The first new card takes the focus, so keyboard users carry on where the list grew.
    expect(screen.getByRole('heading', { name: 'Applicant 8' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 16 of 16 applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).filter((u) => u.startsWith('/api/buyers'))).toEqual([
      '/api/buyers/get?page=1&limit=7&status=pending',
      '/api/buyers/get?page=2&limit=7&status=pending',
      '/api/buyers/get?page=3&limit=7&status=pending',
    ]);
  });

  it('Mark accepted takes the card off at once, updates the count, then reloads the pages', async () => {
    const server = buyersApi(9);
    const answer = deferred<void>();
    server.handlers[`PUT /api/buyers/mark-buyer/${server.idOf(2)}`] = async () => {
      await answer.promise;
      return server.takeOff(server.idOf(2));
    };
    const fetchMock = stubApi(server.handlers);
    await renderList();
    await screen.findByText('Showing 7 of 9 applications');

    await chooseAction('Applicant 2', 'Mark accepted');
    await waitFor(() => expect(queryCard('Applicant 2')).not.toBeInTheDocument());
    expect(count()).toHaveTextContent('Showing 6 of 8 applications');
    expect(screen.getByRole('heading', { name: 'Applicant 3' })).toHaveFocus();
    expect(callsTo(fetchMock, `/api/buyers/mark-buyer/${server.idOf(2)}`)).toHaveLength(1);

    answer.resolve();
    // Read again: the 8th moves up into the first page rather than being skipped by Load More.
    expect(await screen.findByRole('article', { name: 'Applicant 8' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('Showing 7 of 8 applications');
    expect(screen.getByText('The application from Applicant 2 is marked accepted.')).toBeInTheDocument();
  });

  it('Remove Application asks first; Cancel keeps the card, confirming takes it off', async () => {
    const server = buyersApi(3);
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('Showing 3 of 3 applications');

    await chooseAction('Applicant 1', 'Remove Application');
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this application?' });
    expect(dialog).toHaveTextContent('The application from Applicant 1 will be taken off the list.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Applicant 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/buyers/delete-buyer/${server.idOf(1)}`)).toHaveLength(0);

    await chooseAction('Applicant 1', 'Remove Application');
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Application' }));
    await waitFor(() => expect(queryCard('Applicant 1')).not.toBeInTheDocument());
    expect(count()).toHaveTextContent('Showing 2 of 2 applications');
    expect(callsTo(fetchMock, `/api/buyers/delete-buyer/${server.idOf(1)}`)).toHaveLength(1);
    expect(await screen.findByText('The application from Applicant 1 was removed.')).toBeInTheDocument();
  });

  it.each([
    ['Mark accepted', 'PUT /api/buyers/mark-buyer', 'Failed to update the application. Please try again.'],
    [
      'Remove Application',
      'DELETE /api/buyers/delete-buyer',
      'Failed to delete the application. Please try again.',
    ],
  ] as const)('when %s fails the card comes back and the exact error shows', async (action, route, text) => {
    const server = buyersApi(2);
    server.handlers[`${route}/${server.idOf(1)}`] = () => jsonResponse(failure('Internal error'), 500);
    stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('Showing 2 of 2 applications');

    await chooseAction('Applicant 1', action);
    if (action === 'Remove Application') {
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Remove Application' }));
    }
    const alert = await screen.findByRole('alertdialog', { name: text });
    expect(card('Applicant 1')).toBeInTheDocument();
    expect(count()).toHaveTextContent('Showing 2 of 2 applications');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed load says the published text with Retry', async () => {
    const server = buyersApi(1);
    let attempts = 0;
    const list = server.handlers['GET /api/buyers/get'];
    server.handlers['GET /api/buyers/get'] = (init, url) =>
      ++attempts === 1 || !list ? jsonResponse(failure('Internal error'), 500) : list(init, url);
    stubApi(server.handlers);
    const { user } = await renderList();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to fetch applications. Please try again later.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 of 1 application')).toBeInTheDocument();
  });

  it("with nothing pending says 'No applications found'", async () => {
    stubApi(buyersApi(0).handlers);
    await renderList();
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a signed-in user who is not an admin', { storedAdmin: false, role: 'USER' as Role }],
    ['a stored admin status the server does not confirm', { storedAdmin: true, role: 'USER' as Role }],
  ])('%s sees Unauthorized and no buyer data is asked for', async (_who, session) => {
    const fetchMock = stubApi(session ? signIn(session) : {});
    renderApp(paths.listBuyer());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unauthorized: Admin access only' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/buyers/get')).toHaveLength(0);
  });
});
