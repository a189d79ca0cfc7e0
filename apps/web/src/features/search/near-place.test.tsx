import { LOCATION_DEBOUNCE_MS } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, ok, requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { passTime, stubClock } from '@/test/clock';
import { makeListedHostel } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';

const HOSTELS = '/api/hostels/by-address';
const CAMPUS = {
  formatted: 'Pulchowk Campus, Lalitpur, Bagmati, Nepal',
  lat: 27.6829,
  lon: 85.3178,
  kind: 'campus' as const,
};
const NEAR_CAMPUS = `/bhada/hostel?${new URLSearchParams({
  location: CAMPUS.formatted,
  lat: String(CAMPUS.lat),
  lon: String(CAMPUS.lon),
  sort: 'nearest',
}).toString()}`;

// Due north of the campus: 0.0108° of latitude is 1.2 km, 0.0027° is 300 m, 0.045° is 5 km.
const LISTINGS = [
  makeListedHostel({ name: 'Next Door Hostel', coordinate: { lat: 27.6856, lon: 85.3178 } }),
  makeListedHostel({ name: 'Jhamsikhel Hostel', coordinate: { lat: 27.6937, lon: 85.3178 } }),
  makeListedHostel({ name: 'Maharajgunj Hostel', coordinate: { lat: 27.7279, lon: 85.3178 } }),
  makeListedHostel({ name: 'Dhulikhel Hostel', coordinate: { lat: 27.6198, lon: 85.5386 } }),
];

const locationInput = () => screen.getByRole('combobox', { name: 'Location' });
/** On a phone the place is chosen in the search sheet, which the summary line opens. */
const openSearch = (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: /^Change search: / }));
const card = (name: string) => within(screen.getByRole('article', { name }));
const NOTE = 'Straight-line distance from the place you searched; walking time is approximate.';

describe('near a campus or office', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('choosing a campus searches nearest first from its point', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS}`]: () => searchPage(LISTINGS),
      'GET /api/geocode/autocomplete': () =>
        jsonResponse(
          ok([{ ...CAMPUS, formatted: 'Pulchowk, Lalitpur, Bagmati, Nepal', kind: 'locality' }, CAMPUS]),
        ),
    });
    const { user, router } = renderApp('/bhada/hostel');
    await screen.findAllByRole('heading', { level: 3 });
    // No order of distance yet: no distances on the cards.
    expect(card('Jhamsikhel Hostel').queryByText(/km away/)).not.toBeInTheDocument();
    await openSearch(user);
    // The page is up (its code loaded in real time); from here the clock is ours, for the debounce.
    stubClock();

    await user.type(locationInput(), 'Pulchowk');
    await passTime(LOCATION_DEBOUNCE_MS);
    await user.click(await screen.findByRole('option', { name: CAMPUS.formatted }));

    await waitFor(() =>
      expect(Object.fromEntries(currentParams(router))).toEqual({
        location: CAMPUS.formatted,
        lat: '27.6829',
        lon: '85.3178',
        sort: 'nearest',
      }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, HOSTELS).at(-1)?.searchParams.get('sort')).toBe('nearest'),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nearest');
    expect(
      await card('Jhamsikhel Hostel').findByText('1.2 km away · approx. 20 min walk'),
    ).toBeInTheDocument();
  });

  it('choosing a neighbourhood keeps the order the user had', async () => {
    const locality = { ...CAMPUS, formatted: 'Pulchowk, Lalitpur, Bagmati, Nepal', kind: 'locality' };
    stubApi({
      [`GET ${HOSTELS}`]: () => searchPage(LISTINGS),
      'GET /api/geocode/autocomplete': () => jsonResponse(ok([locality])),
    });
    const { user, router } = renderApp('/bhada/hostel?sort=price_asc');
    await screen.findAllByRole('heading', { level: 3 });
    await openSearch(user);
    stubClock();

    await user.type(locationInput(), 'Pulchowk');
    await passTime(LOCATION_DEBOUNCE_MS);
    await user.click(await screen.findByRole('option', { name: locality.formatted }));

    await waitFor(() => expect(currentParams(router).get('location')).toBe(locality.formatted));
    expect(currentParams(router).get('sort')).toBe('price_asc');
  });

  it('shows each card’s straight-line distance and approximate walk, labelled approximate', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage(LISTINGS) });
    renderApp(NEAR_CAMPUS);
    await screen.findAllByRole('heading', { level: 3 });

    expect(card('Next Door Hostel').getByText('300 m away · approx. 5 min walk')).toBeInTheDocument();
    const line = card('Jhamsikhel Hostel').getByText('1.2 km away · approx. 20 min walk');
    expect(line).toHaveAttribute('title', NOTE);
    expect(line).toHaveTextContent(`Distance: 1.2 km away · approx. 20 min walk (${NOTE})`);
    expect(card('Maharajgunj Hostel').getByText('5 km away · approx. 1 h 25 min walk')).toBeInTheDocument();
    // A walk of more than three hours is no walk: the distance alone.
    expect(card('Dhulikhel Hostel').getByText('23 km away')).toBeInTheDocument();
  });

  it('in Nepali, with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage(LISTINGS) });
    renderApp(NEAR_CAMPUS);
    await screen.findAllByRole('heading', { level: 3 });

    expect(card('Next Door Hostel').getByText('३०० मिटर टाढा · हिँडेर करिब ५ मिनेट')).toBeInTheDocument();
    const line = card('Jhamsikhel Hostel').getByText('१.२ कि.मि. टाढा · हिँडेर करिब २० मिनेट');
    expect(line).toHaveAttribute('title', expect.stringContaining('अनुमान'));
    expect(
      card('Maharajgunj Hostel').getByText('५ कि.मि. टाढा · हिँडेर करिब १ घण्टा २५ मिनेट'),
    ).toBeInTheDocument();
  });

  it('shows no distance for a listing without a point', async () => {
    stubApi({
      [`GET ${HOSTELS}`]: () =>
        searchPage([...LISTINGS, makeListedHostel({ name: 'Unmapped Hostel', coordinate: null })]),
    });
    renderApp(NEAR_CAMPUS);
    await screen.findAllByRole('heading', { level: 3 });
    expect(card('Jhamsikhel Hostel').getByText(/km away/)).toBeInTheDocument();
    expect(card('Unmapped Hostel').queryByText(/away/)).not.toBeInTheDocument();
  });

  it('shows no distance when the results are in another order', async () => {
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage(LISTINGS) });
    renderApp(NEAR_CAMPUS.replace('sort=nearest', 'sort=price_asc'));
    await screen.findAllByRole('heading', { level: 3 });
    for (const { name } of LISTINGS) expect(card(name).queryByText(/away/)).not.toBeInTheDocument();
  });
});
