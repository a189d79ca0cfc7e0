import type { SharedShortlistEntry } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { authorizationOf, callsTo, failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { listingId, makeShortlistEntry } from '@/test/factories';
import { renderApp } from '@/test/render';

const TOKEN = 'Zk3_x-9'.padEnd(43, 'q');
const SHARED_URL = `/api/shortlist/shared/${TOKEN}`;

const shared = (entries: SharedShortlistEntry[]) => () => jsonResponse(ok(entries));
const asShared = (entry: ReturnType<typeof makeShortlistEntry>): SharedShortlistEntry => {
  if (!entry.listing || entry.status === 'hidden') throw new Error('a shared list has listed ones only');
  return { ...entry, status: entry.status, listing: entry.listing };
};

describe('the shared shortlist page', () => {
  it('shows anyone the shared listings, read-only: no hearts, no Remove, no login needed', async () => {
    const fetchMock = stubApi({
      [`GET ${SHARED_URL}`]: shared([
        asShared(makeShortlistEntry(1, 'Sold Flat', true)),
        asShared(makeShortlistEntry(2, 'Open Flat')),
      ]),
    });
    renderApp(paths.sharedShortlist(TOKEN));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A shortlist shared with you' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const sold = screen.getByRole('article', { name: 'Sold Flat' });
    expect(within(sold).getByText('Rented')).toBeInTheDocument();
    expect(within(sold).getByRole('link', { name: 'Sold Flat' })).toHaveAttribute(
      'href',
      paths.listing('property', listingId(1)),
    );
    expect(screen.queryByRole('button', { name: /Remove|Save to shortlist|Share/ })).not.toBeInTheDocument();
    expect(authorizationOf(callsTo(fetchMock, SHARED_URL)[0])).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says of each listing whether it was visited and measured, or only checked, in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    const withLevel = (n: number, name: string, level: 'visited' | 'checked') => {
      const entry = asShared(makeShortlistEntry(n, name));
      return {
        ...entry,
        listing: { ...entry.listing, verification: { level, at: '2026-10-02T06:00:00.000Z' } },
      };
    };
    stubApi({
      [`GET ${SHARED_URL}`]: shared([
        withLevel(1, 'Visited Flat', 'visited'),
        withLevel(2, 'Desk Flat', 'checked'),
      ]),
    });
    renderApp(paths.sharedShortlist(TOKEN));
    const visited = await screen.findByRole('article', { name: 'Visited Flat' });
    expect(within(visited).getByText(/मा गएर हेरिएको र नापिएको$/)).toBeInTheDocument();
    const checked = screen.getByRole('article', { name: 'Desk Flat' });
    expect(within(checked).getByText('हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन')).toBeInTheDocument();
  });

  it('says when a saved listing’s price changed, old and new, in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    const entry = asShared(makeShortlistEntry(1, 'Repriced Flat'));
    const repriced = {
      ...entry,
      listing: { ...entry.listing, priceChange: { from: 12000, to: 15000, at: '2026-11-02T06:00:00.000Z' } },
    };
    stubApi({ [`GET ${SHARED_URL}`]: shared([repriced]) });
    renderApp(paths.sharedShortlist(TOKEN));
    const card = await screen.findByRole('article', { name: 'Repriced Flat' });
    expect(within(card).getByText(/मा भाडा बदलियो: रु १२,००० → रु १५,०००$/)).toBeInTheDocument();
  });

  it('says so when the link does not work any more', async () => {
    stubApi({
      [`GET ${SHARED_URL}`]: () =>
        jsonResponse(
          failure('Not found', { messageCode: 'shortlist.shareNotFound', code: 'NOT_FOUND' }),
          404,
        ),
    });
    renderApp(paths.sharedShortlist(TOKEN));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This shortlist link does not work any more. Ask for a new link.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so when the shortlist is empty, in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    stubApi({ [`GET ${SHARED_URL}`]: shared([]) });
    renderApp(paths.sharedShortlist(TOKEN));
    expect(await screen.findByText('यो मनपर्ने सूचीमा अहिले केही छैन।')).toBeInTheDocument();
  });
});
