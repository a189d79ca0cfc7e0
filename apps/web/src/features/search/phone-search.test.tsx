import type { SearchArea } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, ok, queryOf, requestsTo, searchPage, stubApi, type FetchMock } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';
import { stubWideScreen } from './test-screens';

const HOSTELS = '/api/hostels/by-address';
const PROPERTIES = '/api/landlords/verified/by-address';

const KIRTIPUR: SearchArea = {
  name: 'Kirtipur',
  nameNe: 'कीर्तिपुर',
  lat: 27.6787,
  lon: 85.2775,
  km: 3,
  inPlace: 2,
};

/** One page of a place search the server widened to the ring around the place. */
const areaPage = (listings: unknown[], area: SearchArea | null, total = listings.length) =>
  jsonResponse({ ...ok(listings), meta: { total, page: 1, limit: 20, totalCapped: false, area } });

const summaryButton = () => screen.getByRole('button', { name: /^(Change search|खोज बदल्नुहोस्):/ });
const sheet = () => screen.getByRole('dialog', { name: 'Search and filters' });
const lastQuery = (fetchMock: FetchMock, path: string) =>
  Object.fromEntries(requestsTo(fetchMock, path).at(-1)?.searchParams ?? []);

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('the phone search line', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('sums up the place, who it is for and the price, in English and in Nepali', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => areaPage([makeListedHostel()], KIRTIPUR) });
    renderApp('/bhada/hostel?location=kirtipur&gender=girls&maxPrice=12000&meals=some');

    // The place as the gazetteer names it (meta.area), not as it was typed.
    await waitFor(() =>
      expect(summaryButton()).toHaveAccessibleName('Change search: Kirtipur · Girls · up to Rs. 12,000'),
    );
    // The title and intro are not needed on a phone: the summary says what is searched.
    expect(screen.getByRole('heading', { level: 1, name: 'Find a hostel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toBeInTheDocument();

    await i18n.changeLanguage('ne');
    await waitFor(() =>
      expect(summaryButton()).toHaveAccessibleName('खोज बदल्नुहोस्: कीर्तिपुर · केटी · रु. १२,००० सम्म'),
    );
  });

  it('says "All of Nepal" with no place, and a property search names its kinds and price range', async () => {
    stubApi({
      [`GET ${PROPERTIES}`]: () => searchPage([makeListedProperty()]),
      [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel()]),
    });
    const { router } = renderApp('/bhada/bhada?propertyType=room,flat&minPrice=5000&maxPrice=10000');
    await waitFor(() =>
      expect(summaryButton()).toHaveAccessibleName(
        'Change search: All of Nepal · Room, Flat · Rs. 5,000 to Rs. 10,000',
      ),
    );

    await i18n.changeLanguage('ne');
    await waitFor(() =>
      expect(summaryButton()).toHaveAccessibleName(
        'खोज बदल्नुहोस्: सबै नेपाल · कोठा, फ्ल्याट · रु. ५,००० देखि रु. १०,००० सम्म',
      ),
    );

    await router.navigate('/bhada/hostel?location=Dharan&minPrice=4000');
    await waitFor(() => expect(summaryButton()).toHaveAccessibleName('खोज बदल्नुहोस्: Dharan · रु. ४,००० देखि'));
  });

  it('opens the search sheet, which applies at once and closes with "Show N results"', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: (_init, url) =>
        searchPage(
          queryOf(url).get('gender') === 'girls'
            ? [makeListedHostel({ name: 'Girls Home' })]
            : [makeListedHostel(), makeListedHostel()],
        ),
    });
    const { user, router } = renderApp('/bhada/hostel?location=pokhara&sort=price_asc');
    await screen.findAllByRole('heading', { level: 3 });
    expect(summaryButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(summaryButton());
    const inSheet = within(sheet());
    expect(summaryButton()).toHaveAttribute('aria-expanded', 'true');
    expect(inSheet.getByRole('button', { name: 'Close search' })).toHaveFocus();
    expect(inSheet.getByRole('combobox', { name: 'Location' })).toHaveValue('pokhara');
    expect(inSheet.getByRole('navigation', { name: 'Looking for' })).toBeInTheDocument();
    // No place chosen, no ring from the server: no distance to choose.
    expect(inSheet.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument();

    await user.click(await inSheet.findByRole('radio', { name: 'Girls only' }));
    await waitFor(() => expect(currentParams(router).get('gender')).toBe('girls'));
    expect(lastQuery(fetchMock, HOSTELS)).toMatchObject({ gender: 'girls', sort: 'price_asc' });
    await user.click(await inSheet.findByRole('button', { name: 'Show 1 result' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summaryButton()).toHaveFocus();
    expect(summaryButton()).toHaveAccessibleName('Change search: pokhara · Girls');
    expect(screen.getByRole('heading', { level: 3, name: 'Girls Home' })).toBeInTheDocument();
  });

  it('switches hostels ↔ rooms and flats keeping the place, its point, the distance and the order', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: () => searchPage([makeListedHostel()]),
      [`GET ${PROPERTIES}`]: () => searchPage([makeListedProperty({ name: 'Kirtipur Flat' })]),
    });
    const { user, router } = renderApp(
      '/bhada/hostel?location=Kirtipur&lat=27.6787&lon=85.2775&km=5&sort=nearest&gender=girls&maxPrice=12000&view=map&pages=2',
    );
    await screen.findAllByRole('heading', { level: 3 });
    await user.click(summaryButton());
    const kinds = within(within(sheet()).getByRole('navigation', { name: 'Looking for' }));
    expect(kinds.getByRole('link', { name: 'Hostels' })).toHaveAttribute('aria-current', 'page');
    expect(kinds.getByRole('link', { name: 'Rooms & flats' })).not.toHaveAttribute('aria-current');

    await user.click(kinds.getByRole('link', { name: 'Rooms & flats' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bhada/bhada'));
    // A hostel's filter (who it is for) is dropped; the price, which both kinds have, stays.
    expect(Object.fromEntries(currentParams(router))).toEqual({
      location: 'Kirtipur',
      lat: '27.6787',
      lon: '85.2775',
      km: '5',
      sort: 'nearest',
      maxPrice: '12000',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Kirtipur Flat' })).toBeInTheDocument();
    expect(lastQuery(fetchMock, PROPERTIES)).toEqual({
      location: 'Kirtipur',
      lat: '27.6787',
      lon: '85.2775',
      km: '5',
      sort: 'nearest',
      maxPrice: '12000',
      page: '1',
      limit: '20',
    });
    expect(
      within(within(sheet()).getByRole('navigation', { name: 'Looking for' })).getByRole('link', {
        name: 'Rooms & flats',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("the distance shows the server's ring, and a choice goes into the URL and the request", async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: (_init, url) => {
        const km = Number(queryOf(url).get('km') ?? KIRTIPUR.km);
        return areaPage([makeListedHostel()], { ...KIRTIPUR, km });
      },
    });
    const { user, router } = renderApp('/bhada/hostel?location=Kirtipur&sort=price_asc');
    await screen.findAllByRole('heading', { level: 3 });
    expect(lastQuery(fetchMock, HOSTELS)).not.toHaveProperty('km');

    await user.click(summaryButton());
    const distance = within(sheet()).getByRole('combobox', { name: 'Distance' });
    expect(distance).toHaveValue('3');
    expect(
      within(distance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Within 1 km', 'Within 2 km', 'Within 3 km', 'Within 5 km', 'Within 10 km', 'Within 20 km']);

    await user.selectOptions(distance, 'Within 10 km');

    await waitFor(() =>
      expect(Object.fromEntries(currentParams(router))).toEqual({
        location: 'Kirtipur',
        km: '10',
        sort: 'price_asc',
      }),
    );
    await waitFor(() => expect(lastQuery(fetchMock, HOSTELS)).toMatchObject({ km: '10', page: '1' }));
    expect(within(sheet()).getByRole('combobox', { name: 'Distance' })).toHaveValue('10');
  });

  it('a new place drops the distance chosen for the last one', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => areaPage([makeListedHostel()], KIRTIPUR) });
    const { user, router } = renderApp('/bhada/hostel?location=Kirtipur&km=10');
    await screen.findAllByRole('heading', { level: 3 });
    await user.click(summaryButton());
    const location = within(sheet()).getByRole('combobox', { name: 'Location' });

    await user.clear(location);
    await user.type(location, 'Dharan{Enter}');

    await waitFor(() => expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'Dharan' }));
  });

  it('on a wide screen the full search bar has the switch and the distance beside the sort', async () => {
    stubWideScreen();
    stubApi({ [`GET ${HOSTELS}`]: () => areaPage([makeListedHostel()], KIRTIPUR) });
    const { user, router } = renderApp('/bhada/hostel?location=Kirtipur');
    await screen.findAllByRole('heading', { level: 3 });

    expect(screen.queryByRole('button', { name: /^Change search:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Kirtipur');
    expect(screen.getByRole('link', { name: 'Rooms & flats' })).toHaveAttribute(
      'href',
      '/bhada/bhada?location=Kirtipur',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 2 km');
    await waitFor(() => expect(currentParams(router).get('km')).toBe('2'));
  });
});
