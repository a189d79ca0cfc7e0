import type { OwnerListing } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  callsTo,
  deferred,
  failure,
  jsonBodyOf,
  jsonResponse,
  ok,
  requestsTo,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeOwnerListing, makeUser } from '@/test/factories';
import { ownerListingsApi } from '@/test/owner-listings-api';
import { renderApp, renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { MyListingsPage } from './my-listings-page';

const routes = [
  {
    path: '/control-hostel',
    element: <MyListingsPage renderApplicants={(listing) => <p>Applicants panel of {listing.name}</p>} />,
  },
];
/** The signed-in owner's details, for the name their listings show (components/listing-name). */
const owner = { 'GET /api/user/user-details': () => jsonResponse(ok(makeUser())) };

function renderPage(
  listings: OwnerListing[],
  handlers: Record<string, Handler> = {},
  url = '/control-hostel',
) {
  logIn();
  const fetchMock = stubApi({ ...owner, ...ownerListingsApi(listings), ...handlers });
  const view = renderRoutes(routes, url);
  const listRequests = () =>
    requestsTo(fetchMock, '/api/user/listings').map((request) => request.searchParams);
  return { ...view, fetchMock, listRequests };
}

const cardOf = (name: string): HTMLElement => screen.getByRole('article', { name });
const openMenu = async (user: ReturnType<typeof renderPage>['user'], name: string) =>
  user.click(screen.getByRole('button', { name: `More actions for ${name}` }));

const HOSTEL = makeOwnerListing(1, { name: 'Everest Boys Hostel', location: 'Baneshwor, Kathmandu' });
const FLAT = makeOwnerListing(2, { name: 'Sharma Niwas flat', location: 'Lakeside, Pokhara', price: 12500 });

describe('My listings (/control-hostel)', () => {
  it('shows skeleton cards while loading, then hostels and properties together, photo first', async () => {
    logIn();
    const answer = deferred<Response>();
    stubApi({ ...owner, 'GET /api/user/listings': () => answer.promise });
    renderRoutes(routes, '/control-hostel');

    expect(await screen.findByText('Loading your listings…')).toBeInTheDocument();
    expect(document.querySelectorAll('.owner-card--skeleton').length).toBeGreaterThan(0);
    answer.resolve(
      jsonResponse({
        ...ok([HOSTEL, FLAT]),
        meta: { total: 2, page: 1, limit: 12, counts: { hostel: 1, property: 1 } },
      }),
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Sharma Niwas flat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Everest Boys Hostel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My listings' })).toBeInTheDocument();
    const flat = cardOf('Sharma Niwas flat');
    expect(within(flat).getByText('Room or flat')).toBeInTheDocument();
    expect(within(flat).getByText(/12,500/)).toBeInTheDocument();
    expect(within(flat).getByText(/Lakeside, Pokhara/)).toBeInTheDocument();
    expect(within(flat).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(within(cardOf('Everest Boys Hostel')).getByText('Hostel')).toBeInTheDocument();
    expect(screen.queryByText('Loading your listings…')).not.toBeInTheDocument();
  });

  it('asks for one page of 12, of every kind, never the whole list', async () => {
    const { listRequests } = renderPage([HOSTEL, FLAT]);
    await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' });
    expect(listRequests().map(String)).toEqual(['page=1&limit=12']);
  });

  it('filters by kind with chips counting each kind, in the URL so Back undoes it', async () => {
    const listings = [HOSTEL, FLAT, makeOwnerListing(3), makeOwnerListing(4), makeOwnerListing(6)];
    const { user, router, listRequests } = renderPage(listings);
    await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Rooms and flats (3)' }));

    expect(await screen.findByText('3 listings')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Everest Boys Hostel' })).not.toBeInTheDocument();
    expect(listRequests().at(-1)?.get('kind')).toBe('property');
    expect(router.state.location.search).toBe('?kind=property');
    expect(screen.getByRole('button', { name: 'Rooms and flats (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hostels (2)' }));
    expect(await screen.findByText('2 listings')).toBeInTheDocument();
    expect(listRequests().at(-1)?.get('kind')).toBe('hostel');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('3 listings')).toBeInTheDocument();
  });

  it('searches by name or place, and says when nothing matches with a way back to all', async () => {
    const { user, router, listRequests } = renderPage([HOSTEL, FLAT]);
    await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' });

    await user.type(screen.getByRole('searchbox', { name: 'Search your listings' }), 'pokhara');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sharma Niwas flat' })).toBeInTheDocument();
    expect(listRequests().at(-1)?.get('q')).toBe('pokhara');
    expect(router.state.location.search).toBe('?q=pokhara');

    await user.clear(screen.getByRole('searchbox', { name: 'Search your listings' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your listings' }), 'dharan{Enter}');
    expect(await screen.findByText('None of your listings match.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all my listings' }));
    expect(await screen.findByText('2 listings')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search your listings' })).toHaveValue('');
  });

  it('pages 12 at a time, the page in the URL', async () => {
    const listings = Array.from({ length: 14 }, (_, index) => makeOwnerListing(index + 1));
    const { user, router, listRequests } = renderPage(listings);
    await screen.findByRole('heading', { level: 2, name: 'Hostel 1' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText(/page 1 of 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Flat 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(listRequests().at(-1)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
  });

  it.each<[OwnerListing['state'], Partial<OwnerListing>, string]>([
    ['waiting', {}, 'Waiting for a check'],
    [
      'visited',
      { verification: { level: 'visited', at: '2026-10-02T06:00:00.000Z' } },
      'Visited on 2 Oct 2026',
    ],
    [
      'checked',
      { verification: { level: 'checked', at: '2026-10-02T06:00:00.000Z' } },
      'Checked by our team',
    ],
    ['changed', {}, 'Changed since the visit'],
    ['expired', {}, 'Verification expired'],
    ['rented', { sold: true }, 'Rented'],
    ['hidden', {}, 'Hidden after reports'],
  ])('says a %s listing’s state in plain words', async (state, overrides, text) => {
    renderPage([makeOwnerListing(1, { name: 'Everest Boys Hostel', state, ...overrides })]);
    const card = await screen.findByRole('article', { name: 'Everest Boys Hostel' });
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('puts new applicants first as the next step, and opens the applicants panel', async () => {
    const { user } = renderPage([
      { ...HOSTEL, applicants: { open: 3, new: 2, all: 3 } },
      { ...FLAT, applicants: { open: 1, new: 0, all: 1 } },
    ]);
    const hostel = await screen.findByRole('article', { name: 'Everest Boys Hostel' });
    expect(within(hostel).getByText('2 new applicants')).toBeInTheDocument();
    expect(within(cardOf('Sharma Niwas flat')).getByText('1 open application')).toBeInTheDocument();

    const toggle = within(hostel).getByRole('button', { name: 'Applicants (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(hostel).getByText('Applicants panel of Everest Boys Hostel')).toBeInTheDocument();
    expect(within(hostel).getByRole('button', { name: 'Hide applicants (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it.each<[OwnerListing, string, string]>([
    [HOSTEL, `/edit-details/${HOSTEL._id}`, `/edit-image/${HOSTEL._id}`],
    [FLAT, `/edit-property/${FLAT._id}`, `/edit-property-image/${FLAT._id}`],
  ])('links %#’s Edit details and Edit photos to its kind’s screens', async (listing, details, photos) => {
    const { user } = renderPage([listing]);
    await screen.findByRole('article', { name: listing.name });
    await openMenu(user, listing.name);
    expect(screen.getByRole('menuitem', { name: 'Edit details' })).toHaveAttribute('href', details);
    expect(screen.getByRole('menuitem', { name: 'Edit photos' })).toHaveAttribute('href', photos);
  });

  it.each<[OwnerListing, string]>([
    [HOSTEL, `/api/hostels/sold/${HOSTEL._id}`],
    [FLAT, `/api/landlords/sold/${FLAT._id}`],
  ])('marks %# rented, and available again, on its kind’s route', async (listing, route) => {
    let sold = false;
    const { user, fetchMock } = renderPage([listing], {
      [`PUT ${route}`]: (init) => {
        sold = (jsonBodyOf(init) as { sold: boolean }).sold;
        return jsonResponse(ok({}));
      },
      'GET /api/user/listings': () =>
        jsonResponse({
          ...ok([{ ...listing, sold, state: sold ? 'rented' : 'waiting' }]),
          meta: { total: 1, page: 1, limit: 12, counts: { hostel: 1, property: 1 } },
        }),
    });
    await screen.findByRole('article', { name: listing.name });

    await openMenu(user, listing.name);
    await user.click(screen.getByRole('menuitem', { name: 'Mark rented' }));
    expect(await within(cardOf(listing.name)).findByText('Rented')).toBeInTheDocument();

    await openMenu(user, listing.name);
    await user.click(screen.getByRole('menuitem', { name: 'Available again' }));
    expect(await within(cardOf(listing.name)).findByText('Waiting for a check')).toBeInTheDocument();
    expect(callsTo(fetchMock, route).map(jsonBodyOf)).toEqual([{ sold: true }, { sold: false }]);
  });

  it.each<[OwnerListing, string, string]>([
    [HOSTEL, `/api/hostels/delete-hostel/${HOSTEL._id}`, 'Delete this hostel?'],
    [FLAT, `/api/landlords/${FLAT._id}`, 'Delete this property?'],
  ])(
    'asks before deleting %#, naming it, then deletes it on its kind’s route',
    async (listing, route, title) => {
      let listings = [listing];
      const { user, fetchMock } = renderPage([], {
        [`DELETE ${route}`]: () => {
          listings = [];
          return jsonResponse(ok(undefined, 'Deleted.'));
        },
        'GET /api/user/listings': () =>
          jsonResponse({
            ...ok(listings),
            meta: { total: listings.length, page: 1, limit: 12, counts: { hostel: 1, property: 1 } },
          }),
      });
      await screen.findByRole('article', { name: listing.name });

      await openMenu(user, listing.name);
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const dialog = screen.getByRole('alertdialog', { name: title });
      expect(dialog).toHaveTextContent(`“${listing.name}” and its photos and applications will be removed.`);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(callsTo(fetchMock, route)).toHaveLength(0);

      await openMenu(user, listing.name);
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
      await user.click(
        within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: 'Delete' }),
      );

      expect(await screen.findByText(`“${listing.name}” was deleted.`)).toBeInTheDocument();
      expect(callsTo(fetchMock, route)).toHaveLength(1);
      expect(screen.queryByRole('article', { name: listing.name })).not.toBeInTheDocument();
    },
  );

  it('shows no Applicants button on a card nobody applied to, a quiet line instead; earlier ones stay reachable', async () => {
    renderPage([HOSTEL, { ...FLAT, applicants: { open: 0, new: 0, all: 2 } }]);
    const hostel = await screen.findByRole('article', { name: 'Everest Boys Hostel' });
    expect(within(hostel).getByText('No applicants yet')).toBeInTheDocument();
    expect(within(hostel).queryByRole('button', { name: /Applicants/ })).not.toBeInTheDocument();
    expect(
      within(cardOf('Sharma Niwas flat')).getByRole('button', { name: 'Earlier applicants (2)' }),
    ).toBeInTheDocument();
  });

  it('says what needs the owner now over all listings, and Show these keeps only those, in the URL', async () => {
    const listings = [
      makeOwnerListing(1, { name: 'Everest Boys Hostel', applicants: { open: 2, new: 2, all: 2 } }),
      makeOwnerListing(2, { name: 'Sharma Niwas flat', applicants: { open: 1, new: 1, all: 1 } }),
      makeOwnerListing(3, { name: 'Stale Hostel', toConfirm: true }),
      makeOwnerListing(4, { name: 'Calm flat' }),
    ];
    const { user, router, listRequests } = renderPage(listings);
    const strip = await screen.findByRole('region', { name: 'Needs you now' });
    expect(within(strip).getByText('3 new applicants on 2 listings')).toBeInTheDocument();
    expect(within(strip).getByText('1 listing to confirm it is still available')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Calm flat' })).toBeInTheDocument();

    const toggle = within(strip).getByRole('button', { name: 'Show these' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('3 listings')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Calm flat' })).not.toBeInTheDocument();
    expect(listRequests().at(-1)?.get('needs')).toBe('attention');
    expect(router.state.location.search).toBe('?needs=attention');
    const pressed = screen.getByRole('button', { name: 'Show these' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await user.click(pressed);
    expect(await screen.findByText('4 listings')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows no strip when nothing needs the owner', async () => {
    renderPage([HOSTEL, { ...FLAT, applicants: { open: 1, new: 0, all: 1 } }]);
    await screen.findByRole('article', { name: 'Everest Boys Hostel' });
    expect(screen.queryByRole('region', { name: 'Needs you now' })).not.toBeInTheDocument();
  });

  it('puts the name shown on the listings below them, as a setting', async () => {
    renderPage([HOSTEL]);
    const card = await screen.findByRole('article', { name: 'Everest Boys Hostel' });
    const setting = await screen.findByRole('region', { name: 'Name shown on your listings' });
    expect(card.compareDocumentPosition(setting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers Confirm still available on a stale or due listing, and sends it', async () => {
    const verification = { level: 'visited' as const, at: '2026-01-02T06:00:00.000Z' };
    const stale = makeOwnerListing(2, {
      name: 'Sharma Niwas flat',
      verification,
      stale: true,
      toConfirm: true,
      state: 'visited',
    });
    const due = makeOwnerListing(1, {
      name: 'Everest Boys Hostel',
      verification,
      state: 'visited',
      confirmedAt: '2020-01-01T00:00:00.000Z',
      toConfirm: true,
    });
    const fresh = makeOwnerListing(3, {
      name: 'New Hostel',
      verification,
      state: 'visited',
      confirmedAt: new Date().toISOString(),
    });
    const { user, fetchMock } = renderPage([stale, due, fresh], {
      [`POST /api/user/confirm-available/${stale._id}`]: () =>
        jsonResponse(
          ok({ _id: stale._id, kind: 'property', name: stale.name, confirmedAt: new Date().toISOString() }),
        ),
    });
    await screen.findByRole('article', { name: 'Sharma Niwas flat' });
    expect(
      within(cardOf('Sharma Niwas flat')).getByText('Out of search until you say it is still available.'),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Everest Boys Hostel')).getByRole('button', {
        name: 'Still available: Everest Boys Hostel',
      }),
    ).toBeInTheDocument();
    expect(
      within(cardOf('New Hostel')).queryByRole('button', { name: /Still available/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Still available: Sharma Niwas flat' }));
    expect(callsTo(fetchMock, `/api/user/confirm-available/${stale._id}`)).toHaveLength(1);
  });

  it('an owner of nothing gets both ways to list', async () => {
    renderPage([]);
    expect(await screen.findByText('You have not listed anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List a hostel' })).toHaveAttribute('href', '/hostel');
    expect(screen.getByRole('link', { name: 'List a property' })).toHaveAttribute('href', '/gharbeti');
  });

  it('says a failed load with Retry, which loads again', async () => {
    let calls = 0;
    const { user } = renderPage([], {
      'GET /api/user/listings': (init, url) =>
        ++calls === 1
          ? jsonResponse(failure(''), 500)
          : ownerListingsApi([HOSTEL])['GET /api/user/listings']!(init, url),
    });
    expect(
      await screen.findByText('Your listings could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' })).toBeInTheDocument();
  });

  it('speaks Nepali: the title, chips and a state', async () => {
    renderPage([{ ...FLAT, state: 'rented', sold: true }]);
    await screen.findByRole('article', { name: 'Sharma Niwas flat' });
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा घर र होस्टेल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोठा र फ्ल्याट (१)' })).toBeInTheDocument();
    expect(screen.getByText('भाडामा गइसक्यो')).toBeInTheDocument();
  });

  it('says what needs the owner in Nepali, with Devanagari digits', async () => {
    renderPage([
      makeOwnerListing(1, { applicants: { open: 2, new: 2, all: 2 } }),
      makeOwnerListing(2, { applicants: { open: 1, new: 1, all: 1 }, toConfirm: true }),
      makeOwnerListing(3),
    ]);
    await screen.findByRole('region', { name: 'Needs you now' });
    await act(() => i18n.changeLanguage('ne'));
    const strip = screen.getByRole('region', { name: 'अहिले हेर्नुपर्ने' });
    expect(within(strip).getByText('२ सूचीमा ३ नयाँ आवेदक')).toBeInTheDocument();
    expect(within(strip).getByText('१ सूची अझै खाली छ भनी पुष्टि गर्न बाँकी')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'यति मात्र देखाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByText('अहिलेसम्म कुनै आवेदक छैनन्')).toBeInTheDocument();
  });

  it('asks a visitor to log in once: no request, so no session prompt on top of it', async () => {
    const fetchMock = stubApi({
      'GET /api/user/listings': () => jsonResponse(failure('Login required'), 401),
    });
    renderApp('/control-hostel');

    expect(await screen.findByRole('heading', { level: 1, name: 'My listings' })).toBeInTheDocument();
    expect(screen.getByText('Please login')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to Login' })).toHaveLength(1);
    expect(requestsTo(fetchMock, '/api/user/listings')).toHaveLength(0);
  });
});
