import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { readVisitorShortlist, VISITOR_SHORTLIST_KEY } from '@/lib/shortlist/visitor-shortlist';
import { callsTo, failure, jsonResponse, ok, requestedUrls, stubApi } from '@/test/api-stub';
import { listingId, makeHiddenEntry, makeShortlistEntry, makeUser, previewOf } from '@/test/factories';
import { loginApi, logInOnScreen } from '@/test/login-journey';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const cards = () => screen.getAllByRole('article');
const cardNamed = (name: string) => screen.getByRole('article', { name });

const setClipboard = (clipboard: Pick<Clipboard, 'writeText'> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

describe('the shortlist page for a visitor', () => {
  it('lists this browser’s saves: listed ones from the server, sold and no longer listed marked', async () => {
    const [sold, gone, open] = [listingId(1), listingId(2), listingId(3)];
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([sold, gone, open]));
    const fetchMock = stubApi({
      'GET /api/shortlist/listings': () =>
        jsonResponse(
          ok([
            previewOf(makeShortlistEntry(1, 'Sold Flat', true)),
            previewOf(makeShortlistEntry(3, 'Open Flat')),
          ]),
        ),
    });
    renderApp(paths.shortlist());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shortlist' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requestedUrls(fetchMock)).toContain(`/api/shortlist/listings?ids=${sold}%2C${gone}%2C${open}`);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sold Flat',
      'A listing no longer shown',
      'Open Flat',
    ]);
    expect(within(cardNamed('Sold Flat')).getByText('Rented')).toBeInTheDocument();
    expect(within(cardNamed('Sold Flat')).getByRole('link', { name: 'Sold Flat' })).toHaveAttribute(
      'href',
      paths.listing('property', sold),
    );
    const goneCard = cardNamed('A listing no longer shown');
    expect(within(goneCard).getByText('No longer listed')).toBeInTheDocument();
    expect(within(goneCard).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Saved in this browser only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login());
    // Sharing needs an account.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('removes one from this browser', async () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([listingId(1), listingId(3)]));
    stubApi({
      'GET /api/shortlist/listings': (_init, url) =>
        jsonResponse(
          ok(
            [makeShortlistEntry(1, 'First'), makeShortlistEntry(3, 'Third')]
              .filter((entry) => url.includes(entry.listingId))
              .map(previewOf),
          ),
        ),
    });
    const { user } = renderApp(paths.shortlist());
    await user.click(await screen.findByRole('button', { name: 'Remove First from shortlist' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(readVisitorShortlist()).toEqual([listingId(3)]);
    expect(screen.getByText('1 saved listing')).toBeInTheDocument();
  });

  it('with nothing saved, says how to save and asks the server nothing', async () => {
    const fetchMock = stubApi({});
    renderApp(paths.shortlist());
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a hostel' })).toHaveAttribute(
      'href',
      paths.search('hostel'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Nepali', async () => {
    await i18n.changeLanguage('ne');
    stubApi({});
    renderApp(paths.shortlist());
    expect(await screen.findByRole('heading', { level: 1, name: 'तपाईंको मनपर्ने सूची' })).toBeInTheDocument();
  });
});

describe('logging in from the shortlist page', () => {
  it('merges this browser’s saves into the account at login, then the browser forgets them', async () => {
    localStorage.setItem(VISITOR_SHORTLIST_KEY, JSON.stringify([listingId(1)]));
    const fetchMock = stubApi({
      ...loginApi(),
      'GET /api/shortlist/listings': () => jsonResponse(ok([previewOf(makeShortlistEntry(1, 'Open Flat'))])),
      'POST /api/shortlist/merge': () =>
        jsonResponse(ok([makeShortlistEntry(1, 'Open Flat'), makeShortlistEntry(2, 'Saved Before')])),
      'GET /api/shortlist': () =>
        jsonResponse(ok([makeShortlistEntry(1, 'Open Flat'), makeShortlistEntry(2, 'Saved Before')])),
    });
    const { user } = renderApp(paths.shortlist());
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await logInOnScreen(user);
    // Back where the login started, with the account's list.
    expect(await screen.findByRole('article', { name: 'Saved Before' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/shortlist/merge')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/shortlist/merge')[0]?.body).toBe(JSON.stringify({ ids: [listingId(1)] }));
    expect(readVisitorShortlist()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});

describe('the shortlist page for a logged-in account', () => {
  it('lists the account’s saves and removes one on the server', async () => {
    logIn();
    let entries = [makeShortlistEntry(1, 'Open Flat'), makeHiddenEntry(2, 'Old Hostel')];
    const fetchMock = stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
      'GET /api/shortlist': () => jsonResponse(ok(entries)),
      [`DELETE /api/shortlist/${listingId(2)}`]: () => {
        entries = entries.filter((entry) => entry.listingId !== listingId(2));
        return jsonResponse(ok({ ids: [listingId(1)] }));
      },
    });
    const { user } = renderApp(paths.shortlist());
    expect(await screen.findByText('2 saved listings')).toBeInTheDocument();
    expect(within(cardNamed('Old Hostel')).getByText('No longer listed')).toBeInTheDocument();
    expect(screen.queryByText(/Saved in this browser only/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Old Hostel from shortlist' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(callsTo(fetchMock, `/api/shortlist/${listingId(2)}`)[0]?.method).toBe('DELETE');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    logIn();
    let fails = true;
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
      'GET /api/shortlist': () =>
        fails
          ? jsonResponse(failure('Something went wrong.'), 500)
          : jsonResponse(ok([makeShortlistEntry(1, 'Open Flat')])),
    });
    const { user } = renderApp(paths.shortlist());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Open Flat' })).toBeInTheDocument();
  });
});

describe('sharing the shortlist', () => {
  const share = {
    token: 'A'.repeat(43),
    url: `https://gharbhada.example/shortlist/shared/${'A'.repeat(43)}`,
  };

  function stubSharing() {
    logIn();
    return stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser())),
      'GET /api/shortlist': () => jsonResponse(ok([makeShortlistEntry(1, 'Open Flat')])),
      'POST /api/shortlist/share': () => jsonResponse(ok(share)),
      'DELETE /api/shortlist/share': () =>
        jsonResponse(
          ok(undefined, 'The share link no longer works.', { messageCode: 'shortlist.shareStopped' }),
        ),
    });
  }

  it('makes the link and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubSharing();
    const { user } = renderApp(paths.shortlist());
    // After renderApp: user-event puts a clipboard of its own on navigator.
    setClipboard({ writeText });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(share.url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(share.url);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('where copying is not possible, selects the link to copy by hand', async () => {
    stubSharing();
    const { user } = renderApp(paths.shortlist());
    setClipboard(undefined);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy the link above to send it.')).toBeInTheDocument();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, share.url.length]);
  });

  it("sends the link with the phone's share sheet where there is one; closing the sheet says nothing", async () => {
    const shareSheet = vi.fn<Navigator['share']>().mockResolvedValue(undefined);
    const writeText = vi.fn(() => Promise.resolve());
    stubSharing();
    const { user } = renderApp(paths.shortlist());
    setClipboard({ writeText });
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(share.url);
    // The link is made: Share now opens the sheet, Copy link stays beside it.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(shareSheet).toHaveBeenCalledWith({
      title: 'My shortlist on Ghar Bhada',
      text: 'The rooms and hostels I saved on Ghar Bhada',
      url: share.url,
    });
    expect(writeText).not.toHaveBeenCalled();

    shareSheet.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(shareSheet).toHaveBeenCalledTimes(2);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('without a share sheet, offers Copy link only (as the primary action)', async () => {
    stubSharing();
    const { user } = renderApp(paths.shortlist());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await screen.findByRole('textbox', { name: 'Share link' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveClass('button--primary');
  });

  it('stops sharing, and can share again', async () => {
    const fetchMock = stubSharing();
    const { user } = renderApp(paths.shortlist());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect(
      await screen.findByText('The share link no longer works. Share again to make a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/shortlist/share').map((init) => init.method)).toEqual(['POST', 'DELETE']);
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });
});
