import { LOCATION_DEBOUNCE_MS, LOCATION_LIMIT_DEFAULT, SEARCH_PAGE_SIZE } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deferred,
  failure,
  jsonResponse,
  ok,
  queryOf,
  requestsTo,
  searchPage,
  stubApi,
} from '@/test/api-stub';
import { passTime, stubClock } from '@/test/clock';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';
import { stubWideScreen } from './test-screens';

const HOSTELS = '/api/hostels/by-address';
const PROPERTIES = '/api/landlords/verified/by-address';

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const locationInput = () => screen.getByRole('combobox', { name: 'Location' });
/** The phone's one line: "Change search: Kirtipur · …", which opens the search sheet. */
const summaryButton = () => screen.getByRole('button', { name: /^Change search: / });
const cardTitles = () =>
  within(screen.getByRole('list', { name: /^Rooms and flats in/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('search page: the URL is the state', { timeout: 20_000 }, () => {
  // The full search bar of a wide screen; the phone's summary and sheet have tests of their own.
  beforeEach(stubWideScreen);

  it('reads the controls from the URL and asks the API for exactly that search', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel({ name: 'Lakeside Home' })]),
    });
    renderApp('/bhada/hostel?location=Lakeside%2C%20Pokhara&lat=28.211&lon=83.958&sort=nearest');

    expect(await screen.findByRole('heading', { level: 3, name: 'Lakeside Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a hostel' })).toBeInTheDocument();
    expect(locationInput()).toHaveValue('Lakeside, Pokhara');
    expect(sortSelect()).toHaveValue('nearest');
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeEnabled();
    const [request] = requestsTo(fetchMock, HOSTELS);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      location: 'Lakeside, Pokhara',
      sort: 'nearest',
      lat: '28.211',
      lon: '83.958',
      page: '1',
      limit: String(SEARCH_PAGE_SIZE),
    });
  });

  it('ignores what it cannot use: nearest without a place, an unknown sort', async () => {
    const fetchMock = stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([makeListedProperty()]) });
    renderApp('/bhada/bhada?location=pokhara&sort=nearest&lat=abc');

    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a room or flat' })).toBeInTheDocument();
    expect(sortSelect()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeDisabled();
    expect(sortSelect()).toHaveAccessibleDescription(
      'To sort by distance, choose a place from the suggestions.',
    );
    const request = requestsTo(fetchMock, PROPERTIES)[0];
    expect(request?.searchParams.has('sort')).toBe(false);
    expect(request?.searchParams.has('lat')).toBe(false);
  });

  it('a new sort goes into the URL, back to page 1, and is fetched', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: (_init, url) =>
        searchPage([
          makeListedHostel({ name: queryOf(url).get('sort') === 'price_desc' ? 'Dearest' : 'Cheapest' }),
        ]),
    });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara&sort=price_asc&pages=2');
    await screen.findByRole('heading', { level: 3, name: 'Cheapest' });

    await user.selectOptions(sortSelect(), 'Price: high to low');

    expect(await screen.findByRole('heading', { level: 3, name: 'Dearest' })).toBeInTheDocument();
    expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'pokhara', sort: 'price_desc' });
    expect(requestsTo(fetchMock, HOSTELS).at(-1)?.searchParams.get('sort')).toBe('price_desc');
  });

  it('typed text is searched as text on Enter, without a point', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel()]) });
    const { user, router } = renderApp('/bhada/hostel?location=Pokhara&lat=28.2&lon=83.98&sort=nearest');
    await screen.findAllByRole('heading', { level: 3 });

    await user.clear(locationInput());
    await user.type(locationInput(), 'Dharan{Enter}');

    await waitFor(() => expect(currentParams(router).get('location')).toBe('Dharan'));
    // Distance needs the point of a chosen place: typed text drops both.
    expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'Dharan' });
    await screen.findByRole('heading', { level: 2, name: 'Hostels in “Dharan”' });
    expect(requestsTo(fetchMock, HOSTELS).at(-1)?.searchParams.get('location')).toBe('Dharan');
  });

  it('the Search button searches too, and Back returns to the previous search and its text', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel()]) });
    const { user, router } = renderApp('/bhada/hostel?location=Butwal');
    await screen.findAllByRole('heading', { level: 3 });

    await user.clear(locationInput());
    await user.type(locationInput(), 'Hetauda');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentParams(router).get('location')).toBe('Hetauda'));

    await router.navigate(-1);
    await waitFor(() => expect(locationInput()).toHaveValue('Butwal'));
  });
});

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('search page: results, paging and states', { timeout: 20_000 }, () => {
  it("shows 'Loading…', then 'Showing X of Y' with '1,000+' for a capped total", async () => {
    const answer = deferred<Response>();
    stubApi({ [`GET ${HOSTELS}`]: () => answer.promise });
    renderApp('/bhada/hostel');

    await screen.findByRole('heading', { level: 1, name: 'Find a hostel' });
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    answer.resolve(searchPage([makeListedHostel(), makeListedHostel()], { total: 1000, totalCapped: true }));

    expect(await screen.findByText('Showing 2 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Newest hostels in Nepal' })).toBeInTheDocument();
  });

  it('Load more appends the next page, keeps the count in the URL, and hides at the end', async () => {
    const first = Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) =>
      makeListedProperty({ name: `First ${index + 1}` }),
    );
    const fetchMock = stubApi({
      [`GET ${PROPERTIES}`]: (_init, url) =>
        queryOf(url).get('page') === '2'
          ? searchPage([makeListedProperty({ name: 'Second page only' })], { page: 2, total: 21 })
          : searchPage(first, { total: 21 }),
    });
    const { user, router } = renderApp('/bhada/bhada?location=pokhara');
    expect(await screen.findByText('Showing 20 of 21')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 21 of 21')).toBeInTheDocument();
    expect(cardTitles()).toEqual([...first.map((listing) => listing.name), 'Second page only']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(currentParams(router).get('pages')).toBe('2');
    expect(requestsTo(fetchMock, PROPERTIES).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    // Keyboard users carry on at the first new card. The focus moves in an effect, which React may
    // run after the count above is on the screen (seen on a loaded machine).
    await waitFor(() => expect(screen.getByRole('link', { name: 'Second page only' })).toHaveFocus());
  });

  it('a reload of ?pages=2 restores both pages', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: (_init, url) => {
        const page = Number(queryOf(url).get('page'));
        const listings = Array.from({ length: page === 1 ? 20 : 5 }, (_, index) =>
          makeListedHostel({ name: `Page ${page} #${index + 1}` }),
        );
        return searchPage(listings, { page, total: 25 });
      },
    });
    renderApp('/bhada/hostel?location=pokhara&pages=2');

    expect(await screen.findByText('Showing 25 of 25')).toBeInTheDocument();
    expect(requestsTo(fetchMock, HOSTELS).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says so when nothing matches, and offers every listing instead', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage([]) });
    renderApp('/bhada/hostel?location=Zzyzx');

    expect(await screen.findByText('No hostels found for “Zzyzx”.')).toBeInTheDocument();
    expect(screen.getByText(/Try another spelling, a nearby place/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all listings' })).toHaveAttribute('href', '/bhada/hostel');
  });

  it("shows 'Failed to fetch data' with Retry, and Retry fetches again", async () => {
    let calls = 0;
    stubApi({
      [`GET ${HOSTELS}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(failure('Internal error'), 500)
          : searchPage([makeListedHostel({ name: 'Back again' })]);
      },
    });
    const { user } = renderApp('/bhada/hostel?location=pokhara');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads an answer that is no page of results as a failed search: 'Failed to fetch data'", async () => {
    // The listings are not parsed again on the page (the server sent them through the shared
    // schema), but an answer without its list or its page figures is still refused.
    stubApi({ [`GET ${HOSTELS}`]: () => jsonResponse({ ...ok({ listings: [] }), meta: { total: 0 } }) });
    renderApp('/bhada/hostel?location=pokhara');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
  });

  it('tells an offline reader to check the connection, and shows known server messages translated', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { unmount } = renderApp('/bhada/hostel?location=pokhara');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data');
    expect(alert).toHaveTextContent('You seem to be offline. Check your internet connection.');
    unmount();

    stubApi({
      [`GET ${HOSTELS}`]: () =>
        jsonResponse(
          failure('Search text is too long.', { code: 'VALIDATION', messageCode: 'search.tooLong' }),
          400,
        ),
    });
    renderApp('/bhada/hostel?location=pokhara');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search text is too long.');
  });

  it('a kind other than hostel or bhada is a 404', async () => {
    renderApp('/bhada/flat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('search page: choosing a place', { timeout: 20_000 }, () => {
  it('searches a chosen suggestion at once, with its point, which enables Nearest first', async () => {
    const place = { formatted: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal', lat: 28.211, lon: 83.958 };
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel()]),
      'GET /api/geocode/autocomplete': () => jsonResponse(ok([place])),
    });
    const { user, router } = renderApp('/bhada/hostel');
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeDisabled();
    // On a phone the place is chosen in the search sheet the summary opens.
    await user.click(summaryButton());
    // The page is up (its code loaded in real time); from here the clock is ours, for the debounce.
    stubClock();

    await user.type(locationInput(), 'Lakes');
    expect(requestsTo(fetchMock, '/api/geocode/autocomplete')).toHaveLength(0);
    await passTime(LOCATION_DEBOUNCE_MS);
    await user.click(await screen.findByRole('option', { name: place.formatted }));

    await waitFor(() =>
      expect(Object.fromEntries(currentParams(router))).toEqual({
        location: place.formatted,
        lat: '28.211',
        lon: '83.958',
      }),
    );
    const [suggestions] = requestsTo(fetchMock, '/api/geocode/autocomplete');
    expect(suggestions?.searchParams.get('q')).toBe('Lakes');
    expect(suggestions?.searchParams.get('scope')).toBe('nepal');
    expect(suggestions?.searchParams.get('limit')).toBe(String(LOCATION_LIMIT_DEFAULT));

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(summaryButton()).toHaveFocus();
    expect(summaryButton()).toHaveAccessibleName(`Change search: ${place.formatted}`);
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeEnabled();
    await user.selectOptions(sortSelect(), 'Nearest first');
    await waitFor(() => expect(currentParams(router).get('sort')).toBe('nearest'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, HOSTELS).at(-1)?.searchParams.get('sort')).toBe('nearest'),
    );
    const last = requestsTo(fetchMock, HOSTELS).at(-1);
    expect(last?.searchParams.get('lat')).toBe('28.211');
    expect(last?.searchParams.get('location')).toBe(place.formatted);
  });
});
