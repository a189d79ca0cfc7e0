import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { card } from '@/test/queries';
import { renderApp } from '@/test/render';

async function renderCards(path: string, listings: Parameters<typeof searchPage>[0]) {
  const endpoint = path.startsWith('/bhada/hostel')
    ? '/api/hostels/by-address'
    : '/api/landlords/verified/by-address';
  stubApi({ [`GET ${endpoint}`]: () => searchPage(listings) });
  const view = renderApp(path);
  await screen.findAllByRole('heading', { level: 3 });
  return view;
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('result cards', { timeout: 20_000 }, () => {
  it('says a listing changed since its visit and what its price was, in English and Nepali', async () => {
    const changed = makeListedHostel({
      name: 'Changed Hostel',
      price: 12500,
      verified: true,
      verification: {
        level: 'visited',
        at: '2026-10-02T06:00:00.000Z',
        changedAt: '2026-11-01T06:00:00.000Z',
        changed: ['photos'],
      },
      priceChange: { from: 9000, to: 12500, at: '2026-11-05T06:00:00.000Z' },
    });
    const view = await renderCards('/bhada/hostel?location=pokhara', [changed]);
    expect(
      within(card('Changed Hostel')).getByText('Changed since the visit on 2 Oct 2026'),
    ).toBeInTheDocument();
    expect(
      within(card('Changed Hostel')).getByText('Price changed on 5 Nov 2026: Rs 9,000 → Rs 12,500'),
    ).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('ne');
    await renderCards('/bhada/hostel?location=pokhara', [changed]);
    expect(within(card('Changed Hostel')).getByText(/गएर हेरेपछि विवरण बदलिएको छ$/)).toBeInTheDocument();
    expect(
      within(card('Changed Hostel')).getByText(/मा भाडा बदलियो: रु ९,००० → रु १२,५००$/),
    ).toBeInTheDocument();
  });

  describe('availability', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says when the owner last confirmed it is available; nothing for a sold listing', async () => {
      // Only Date: the clock stands still, timers stay real.
      vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
      await renderCards('/bhada/hostel?location=pokhara', [
        makeListedHostel({ name: 'Fresh Hostel', availability: { confirmedAt: '2026-11-20T06:00:00.000Z' } }),
        makeListedHostel({
          name: 'One Day Hostel',
          availability: { confirmedAt: '2026-11-19T09:00:00.000Z' },
        }),
        makeListedHostel({ name: 'Older Hostel', availability: { confirmedAt: '2026-11-08T12:00:00.000Z' } }),
        makeListedHostel({ name: 'Sold Hostel', sold: true, availability: null }),
      ]);
      expect(within(card('Fresh Hostel')).getByText('Available, confirmed today')).toBeInTheDocument();
      expect(within(card('One Day Hostel')).getByText('Available, confirmed 1 day ago')).toBeInTheDocument();
      expect(within(card('Older Hostel')).getByText('Available, confirmed 11 days ago')).toBeInTheDocument();
      expect(within(card('Sold Hostel')).queryByText(/Available/)).not.toBeInTheDocument();
    });

    it('in Nepali, with Devanagari digits', async () => {
      vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
      await i18n.changeLanguage('ne');
      await renderCards('/bhada/hostel?location=pokhara', [
        makeListedHostel({ name: 'Older Hostel', availability: { confirmedAt: '2026-11-08T12:00:00.000Z' } }),
      ]);
      expect(within(card('Older Hostel')).getByText('उपलब्ध, ११ दिनअघि पुष्टि गरिएको')).toBeInTheDocument();
    });
  });

  it('show photo, Verified, price per month, rooms, area in sq.ft., location and applicants', async () => {
    const listing = makeListedHostel({
      name: 'Annapurna Girls Hostel',
      price: 150_000,
      width: 10,
      length: 12,
      Applicants: 4,
    });
    await renderCards('/bhada/hostel?location=pokhara', [
      listing,
      makeListedHostel({ name: 'Second Hostel' }),
      makeListedHostel({ name: 'Third Hostel' }),
    ]);

    const item = within(card('Annapurna Girls Hostel'));
    const photo = item.getByRole('img', { name: 'Photo of Annapurna Girls Hostel' });
    expect(photo).toHaveAttribute('src', listing.thumbnail[0]);
    // The first cards' photos are seen on arrival: fetched at once; the rest as they near the screen.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    const later = within(card('Third Hostel')).getByRole('img', { name: 'Photo of Third Hostel' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');
    expect(item.getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(item.queryByText('Rented')).not.toBeInTheDocument();
    expect(item.getByText('Rs. 1,50,000')).toBeInTheDocument();
    expect(item.getByText('/ month')).toBeInTheDocument();
    expect(item.getByText('Lakeside, Pokhara, Kaski, Gandaki, Nepal')).toBeInTheDocument();
    // 10 m × 12 m = 120 m² = 1,292 sq.ft.
    expect(item.getByText('Area').nextElementSibling).toHaveTextContent('1,292 sq.ft.');
    expect(item.getByText('Rooms').nextElementSibling).toHaveTextContent('12');
    expect(item.getByText('Applicants').nextElementSibling).toHaveTextContent('4');
  });

  it("say 'Price on request' without a price, show Sold, and a placeholder without a photo", async () => {
    await renderCards('/bhada/bhada?location=pokhara', [
      makeListedProperty({
        name: 'Thapa Kunj',
        price: null,
        pricing: null,
        sold: true,
        thumbnail: [],
        image: [],
        width: null,
        length: null,
        Rooms: null,
        room: 3,
      }),
    ]);

    const item = within(card('Thapa Kunj'));
    expect(item.getByText('Price on request')).toBeInTheDocument();
    expect(item.queryByText('/ month')).not.toBeInTheDocument();
    expect(item.getByText('Rented')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(item.getByText('Area').nextElementSibling).toHaveTextContent('Not measured yet');
    // A property's rooms are `Rooms`, or `room` when that is all it has.
    expect(item.getByText('Rooms').nextElementSibling).toHaveTextContent('3');
  });

  it('swap a photo that fails to load for the placeholder', async () => {
    await renderCards('/bhada/hostel', [makeListedHostel({ name: 'Broken Photo Home' })]);
    fireEvent.error(
      within(card('Broken Photo Home')).getByRole('img', { name: 'Photo of Broken Photo Home' }),
    );
    expect(within(card('Broken Photo Home')).getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it("link by the listing's name to this search with its overlay open", async () => {
    const listing = makeListedHostel({ name: 'Peace Hostel' });
    await renderCards('/bhada/hostel?location=pokhara&sort=price_asc', [listing]);
    expect(screen.getByRole('link', { name: 'Peace Hostel' })).toHaveAttribute(
      'href',
      `/bhada/hostel?location=pokhara&sort=price_asc&listing=${listing._id}`,
    );
  });
});
