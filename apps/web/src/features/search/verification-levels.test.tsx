import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel } from '@/test/factories';
import { card } from '@/test/queries';
import { currentParams, renderApp } from '@/test/render';

const HOSTELS = '/api/hostels/by-address';
const AT = '2026-10-02T06:00:00.000Z';

/** Nothing measured; hostels' counts (beds, kitchen, dining) included as the server sends them. */
const unmeasured = {
  length: null,
  width: null,
  area: null,
  rooms: null,
  bathrooms: null,
  beds: null,
  kitchen: null,
  dining: null,
  floor: null,
};

/** A hostel the team verified from the desk: nobody measured it (the server sends no size). */
const checkedHostel = () =>
  makeListedHostel({
    name: 'Desk Hostel',
    width: null,
    length: null,
    verification: { level: 'checked', at: AT },
    evidence: {
      verifier: { kind: 'team', firstName: null },
      verifiedAt: AT,
      expiresAt: '2027-03-31T06:00:00.000Z',
      expired: false,
      differences: [],
      checklist: null,
      notes: null,
      photosTakenAt: null,
      measured: unmeasured,
      stated: { ...unmeasured, rooms: 12 },
      image: [],
      thumbnail: [],
    },
  });

const visitedHostel = () =>
  makeListedHostel({ name: 'Visited Hostel', verification: { level: 'visited', at: AT } });

async function renderResults(path = '/bhada/hostel?location=pokhara') {
  const fetchMock = stubApi({ [`GET ${HOSTELS}`]: () => searchPage([visitedHostel(), checkedHostel()]) });
  const view = renderApp(path);
  await screen.findAllByRole('heading', { level: 3 });
  return { ...view, fetchMock };
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('visited and checked listings', { timeout: 30_000 }, () => {
  it('cards: a green "Visited and measured on" with its area; "checked" without any measurement', async () => {
    await renderResults();
    const visited = within(card('Visited Hostel'));
    expect(visited.getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(visited.getByText('Area')).toBeInTheDocument();
    const checked = within(card('Desk Hostel'));
    expect(checked.getByText('Details checked by our team, not yet visited')).toBeInTheDocument();
    expect(checked.queryByText('Area')).not.toBeInTheDocument();
    expect(checked.queryByText(/Not measured/)).not.toBeInTheDocument();
    expect(checked.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('the overlay of a checked listing has the quiet badge and no measurement grid, in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    const { user } = await renderResults();
    await user.click(screen.getByRole('link', { name: 'Desk Hostel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Desk Hostel' }));
    expect(dialog.getByText('हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन')).toBeInTheDocument();
    // Who checked it and when stay; nothing says "not measured".
    expect(dialog.getByRole('region', { name: 'प्रमाणीकरण' })).toBeInTheDocument();
    expect(dialog.queryByText(/नापिएको छैन/)).not.toBeInTheDocument();
    expect(dialog.queryByText('क्षेत्रफल')).not.toBeInTheDocument();
  });

  it('"Visited only" in the filters asks the API for visited=true and keeps it in the URL', async () => {
    const { user, router, fetchMock } = await renderResults();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = within(screen.getByRole('dialog', { name: 'Search and filters' }));
    await user.click(await sheet.findByRole('checkbox', { name: 'Visited only' }));
    await waitFor(() => expect(currentParams(router).get('visited')).toBe('true'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, HOSTELS).at(-1)?.searchParams.get('visited')).toBe('true'),
    );
  });
});
