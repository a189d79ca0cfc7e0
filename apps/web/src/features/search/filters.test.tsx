import { SEARCH_MESSAGES } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryOf, requestsTo, searchPage, stubApi, type FetchMock, type Handler } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';
import { stubWideScreen } from './test-screens';

const HOSTELS = '/api/hostels/by-address';
const PROPERTIES = '/api/landlords/verified/by-address';

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const sheet = () => screen.getByRole('dialog', { name: 'Search and filters' });
const inSheet = () => within(sheet());
const lastQuery = (fetchMock: FetchMock, path: string) =>
  Object.fromEntries(requestsTo(fetchMock, path).at(-1)?.searchParams ?? []);

/** Hostels answering by the query: as many as the filters allow, named after them. */
const hostelsFor: Handler = (_init, url) => {
  const count = queryOf(url).get('meals') === 'all' ? 1 : 3;
  return searchPage(
    Array.from({ length: count }, (_, index) => makeListedHostel({ name: `Hostel ${index + 1}` })),
  );
};

async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  await user.click(filtersButton());
  await inSheet().findByRole('group', { name: 'Monthly price (Rs.)' });
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('search filters', { timeout: 30_000 }, () => {
  it('reads them from the URL, asks the API for exactly those of the kind, and counts them', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTELS}`]: hostelsFor });
    const { user } = renderApp(
      '/bhada/hostel?location=pokhara&maxPrice=10000&gender=girls&meals=some&amenities=hot_water,wifi&propertyType=flat&furnished=true',
    );
    await screen.findAllByRole('heading', { level: 3 });

    // Property filters in a hostel search are neither sent nor counted.
    expect(lastQuery(fetchMock, HOSTELS)).toEqual({
      location: 'pokhara',
      maxPrice: '10000',
      gender: 'girls',
      meals: 'some',
      amenities: 'wifi,hot_water',
      page: '1',
      limit: '20',
    });
    expect(filtersButton()).toHaveAccessibleName('Filters (5)');

    await openFilters(user);
    expect(inSheet().getByRole('spinbutton', { name: 'Max price' })).toHaveValue(10000);
    expect(inSheet().getByRole('spinbutton', { name: 'Min price' })).toHaveValue(null);
    expect(inSheet().getByRole('radio', { name: 'Girls only' })).toBeChecked();
    expect(inSheet().getByRole('radio', { name: 'At least some meals' })).toBeChecked();
    expect(inSheet().getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    expect(inSheet().getByRole('checkbox', { name: 'Laundry' })).not.toBeChecked();
  });

  it('a change goes into the URL, back to page 1, and the count follows', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTELS}`]: hostelsFor });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara&sort=price_asc&pages=2');
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();
    await openFilters(user);
    expect(inSheet().getByText(/^Results:/)).toHaveTextContent('Results: 3');

    await user.click(inSheet().getByRole('radio', { name: 'All meals' }));

    await waitFor(() => expect(inSheet().getByText(/^Results:/)).toHaveTextContent('Results: 1'));
    expect(Object.fromEntries(currentParams(router))).toEqual({
      location: 'pokhara',
      sort: 'price_asc',
      meals: 'all',
    });
    expect(lastQuery(fetchMock, HOSTELS)).toMatchObject({ meals: 'all', sort: 'price_asc', page: '1' });
    expect(filtersButton()).toHaveAccessibleName('Filters (1)');

    await user.click(inSheet().getByRole('button', { name: 'Show 1 result' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    // Back undoes the filter, like any other change of the search.
    await router.navigate(-1);
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();
  });

  it('checks typed prices with the shared messages before searching with them', async () => {
    const fetchMock = stubApi({ [`GET ${HOSTELS}`]: hostelsFor });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara');
    await screen.findAllByRole('heading', { level: 3 });
    await openFilters(user);
    const min = inSheet().getByRole('spinbutton', { name: 'Min price' });
    const max = inSheet().getByRole('spinbutton', { name: 'Max price' });

    await user.type(min, '20000');
    await user.type(max, '10000{Enter}');
    expect(min).toHaveAccessibleDescription(SEARCH_MESSAGES.priceRange);
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(currentParams(router).has('maxPrice')).toBe(false);

    await user.clear(min);
    await user.type(min, '5000');
    await user.click(inSheet().getByRole('button', { name: /^Show \d+ results?$/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.fromEntries(currentParams(router))).toEqual({
      location: 'pokhara',
      minPrice: '5000',
      maxPrice: '10000',
    });
    await waitFor(() =>
      expect(lastQuery(fetchMock, HOSTELS)).toMatchObject({ minPrice: '5000', maxPrice: '10000' }),
    );
  });

  it('the phone sheet closes on Escape and gives focus back to Filters', async () => {
    stubApi({ [`GET ${HOSTELS}`]: hostelsFor });
    const { user } = renderApp('/bhada/hostel?location=pokhara');
    await screen.findAllByRole('heading', { level: 3 });
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');

    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await openFilters(user);
    expect(showModal.mock.contexts).toEqual([sheet()]);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    expect(inSheet().getByRole('button', { name: 'Close search' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Clear filters empties them; a search they leave empty says so and offers the same', async () => {
    stubApi({
      [`GET ${HOSTELS}`]: (init, url) =>
        queryOf(url).has('gender') ? searchPage([]) : hostelsFor(init, url),
    });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara&gender=boys&minRooms=3');

    expect(await screen.findByText('No hostels match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'pokhara' });

    await user.click(filtersButton());
    await user.click(await inSheet().findByRole('checkbox', { name: 'CCTV' }));
    await waitFor(() => expect(currentParams(router).get('amenities')).toBe('cctv'));
    await user.click(inSheet().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentParams(router).has('amenities')).toBe(false));
    expect(inSheet().getByRole('checkbox', { name: 'CCTV' })).not.toBeChecked();
  });

  it('a property search has its own filters: kinds, furnished, parking, water and floor', async () => {
    const fetchMock = stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([makeListedProperty()]) });
    const { user, router } = renderApp('/bhada/bhada?location=pokhara&gender=girls');
    await screen.findAllByRole('heading', { level: 3 });
    expect(filtersButton()).toHaveAccessibleName('Filters');
    await openFilters(user);
    expect(inSheet().queryByRole('group', { name: 'Who it is for' })).not.toBeInTheDocument();

    await user.click(inSheet().getByRole('checkbox', { name: 'Flat' }));
    await user.click(inSheet().getByRole('checkbox', { name: 'Room' }));
    await user.click(inSheet().getByRole('checkbox', { name: 'Furnished' }));
    await user.click(inSheet().getByRole('checkbox', { name: 'Parking' }));
    await user.selectOptions(inSheet().getByRole('combobox', { name: 'Water supply' }), 'Water all day');
    await user.type(inSheet().getByRole('spinbutton', { name: 'Floor, at most' }), '51{Enter}');
    expect(inSheet().getByRole('spinbutton', { name: 'Floor, at most' })).toHaveAccessibleDescription(
      expect.stringContaining('Floor must be a whole number from 0 (ground floor) to 50.') as string,
    );
    await user.clear(inSheet().getByRole('spinbutton', { name: 'Floor, at most' }));
    await user.type(inSheet().getByRole('spinbutton', { name: 'Floor, at most' }), '2{Enter}');

    await waitFor(() =>
      expect(Object.fromEntries(currentParams(router))).toEqual({
        location: 'pokhara',
        propertyType: 'room,flat',
        furnished: 'true',
        parking: 'true',
        water: 'all_day',
        maxFloor: '2',
      }),
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock, PROPERTIES)).toMatchObject({ propertyType: 'room,flat', maxFloor: '2' }),
    );
    expect(filtersButton()).toHaveAccessibleName('Filters (6)');
  });

  it('on a wide screen the filters are a side panel beside the results, with no button', async () => {
    stubWideScreen();
    stubApi({ [`GET ${HOSTELS}`]: hostelsFor });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara');
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();

    await user.click(await within(panel).findByRole('radio', { name: 'Boys and girls' }));
    await waitFor(() => expect(currentParams(router).get('gender')).toBe('anyone'));
    expect(within(panel).queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });
});
