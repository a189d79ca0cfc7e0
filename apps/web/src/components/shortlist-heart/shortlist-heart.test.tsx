import { SHORTLIST_MAX } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { saveAccessToken } from '@/lib/session';
import { readVisitorShortlist, VISITOR_SHORTLIST_KEY } from '@/lib/shortlist/visitor-shortlist';
import { authorizationOf, callsTo, deferred, failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { ShortlistHeart } from './shortlist-heart';

const ID = '2b7e1c4d-9a3f-4e5b-8c6d-1f2a3b4c5d6e';
const OTHER = '5e6f7a8b-1c2d-4e3f-9a4b-6c7d8e9f0a1b';
const idAt = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function renderHeart() {
  return renderRoutes([{ path: '/', element: <ShortlistHeart listingId={ID} /> }]);
}

const heart = () => screen.getByRole('button', { name: 'Save to shortlist' });

describe('the shortlist heart for a visitor', () => {
  it('keeps the listing in this browser, newest first, without asking the server', async () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([OTHER]));
    const fetchMock = stubApi({});
    const { user } = renderHeart();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(readVisitorShortlist()).toEqual([ID, OTHER]);
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(readVisitorShortlist()).toEqual([OTHER]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows a change made in another tab', async () => {
    renderHeart();
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([ID]));
    window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_SHORTLIST_KEY }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it(`says the shortlist is full at ${SHORTLIST_MAX}, saving nothing`, async () => {
    const full = Array.from({ length: SHORTLIST_MAX }, (_, i) => idAt(i));
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify(full));
    const { user } = renderHeart();
    await user.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your shortlist is full/);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(readVisitorShortlist()).toHaveLength(SHORTLIST_MAX);
  });

  it('ignores what is not a listing id in storage', () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([ID, 'x', 7, ID]));
    renderHeart();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(readVisitorShortlist()).toEqual([ID]);
  });

  it('speaks Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderHeart();
    expect(screen.getByRole('button', { name: 'मनपर्ने सूचीमा राख्नुहोस्' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the shortlist heart for a logged-in account', () => {
  it('reads the saved ids, and saves and removes on the server', async () => {
    saveAccessToken('token-1');
    const fetchMock = stubApi({
      'GET /api/shortlist/ids': () => jsonResponse(ok({ ids: [OTHER] })),
      [`PUT /api/shortlist/${ID}`]: () => jsonResponse(ok({ ids: [ID, OTHER] })),
      [`DELETE /api/shortlist/${ID}`]: () => jsonResponse(ok({ ids: [OTHER] })),
    });
    const { user } = renderHeart();
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    await waitFor(() => expect(callsTo(fetchMock, `/api/shortlist/${ID}`)).toHaveLength(1));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(authorizationOf(callsTo(fetchMock, `/api/shortlist/${ID}`)[0])).toBe('Bearer token-1');
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo(fetchMock, `/api/shortlist/${ID}`).map((init) => init.method)).toEqual(['PUT', 'DELETE']);
    expect(localStorage.getItem(VISITOR_SHORTLIST_KEY)).toBeNull();
  });

  it('fills at once, and empties again with the server’s reason when it refuses', async () => {
    saveAccessToken('token-1');
    const answer = deferred<Response>();
    stubApi({
      'GET /api/shortlist/ids': () => jsonResponse(ok({ ids: [] })),
      [`PUT /api/shortlist/${ID}`]: () => answer.promise,
    });
    const { user } = renderHeart();
    await waitFor(() => expect(heart()).toBeEnabled());
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(
      jsonResponse(
        failure('Your shortlist is full', { messageCode: 'shortlist.full', code: 'CONFLICT' }),
        409,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your shortlist is full/);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('merges what this browser saved before logging in, then forgets it', async () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([ID]));
    saveAccessToken('token-1');
    const merged = {
      listingId: ID,
      kind: 'hostel',
      name: 'Annapurna',
      status: 'hidden',
      savedAt: '2025-01-01T00:00:00.000Z',
      listing: null,
    };
    const fetchMock = stubApi({ 'POST /api/shortlist/merge': () => jsonResponse(ok([merged])) });
    renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetchMock, '/api/shortlist/merge')[0]?.body).toBe(JSON.stringify({ ids: [ID] }));
    expect(localStorage.getItem(VISITOR_SHORTLIST_KEY)).toBeNull();
  });
});
