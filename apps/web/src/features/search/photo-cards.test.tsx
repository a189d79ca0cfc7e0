import type { SearchArea } from '@app/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { renderApp } from '@/test/render';

const HOSTELS = '/api/hostels/by-address';
const PROPERTIES = '/api/landlords/verified/by-address';

const KIRTIPUR: SearchArea = {
  name: 'Kirtipur',
  nameNe: 'कीर्तिपुर',
  lat: 27.6787,
  lon: 85.2775,
  km: 3,
  inPlace: 0,
};

const areaPage = (listings: unknown[], area: SearchArea | null, total = listings.length) =>
  jsonResponse({ ...ok(listings), meta: { total, page: 1, limit: 20, totalCapped: false, area } });

const card = (name: string) => screen.getByRole('article', { name });

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('never a false zero: the note above a widened place search', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says the place has none yet and how many are near, then shows them', async () => {
    stubApi({
      [`GET ${HOSTELS}`]: () =>
        areaPage(
          [makeListedHostel({ name: 'Panga Hostel', coordinate: { lat: 27.6895, lon: 85.2775 } })],
          KIRTIPUR,
          14,
        ),
    });
    renderApp('/bhada/hostel?location=Kirtipur');

    expect(await screen.findByText('Nothing in Kirtipur yet: 14 within 3 km')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Panga Hostel' })).toBeInTheDocument();
    // Measured from the area's centre, though the search is not nearest first.
    expect(within(card('Panga Hostel')).getByText('1.2 km away · approx. 20 min walk')).toBeInTheDocument();

    await i18n.changeLanguage('ne');
    expect(await screen.findByText('कीर्तिपुरमा अहिलेसम्म केही छैन: ३ किमीभित्र १४ वटा')).toBeInTheDocument();
  });

  it('is quieter when the place has some of its own, and absent without meta.area', async () => {
    stubApi({
      [`GET ${HOSTELS}`]: () =>
        areaPage([makeListedHostel(), makeListedHostel()], { ...KIRTIPUR, inPlace: 1 }),
      [`GET ${PROPERTIES}`]: () => areaPage([makeListedProperty({ name: 'Plain Flat' })], null),
    });
    const { router } = renderApp('/bhada/hostel?location=Kirtipur');

    expect(await screen.findByText('Also within 3 km of Kirtipur')).toBeInTheDocument();
    expect(screen.queryByText(/^Nothing in/)).not.toBeInTheDocument();

    await router.navigate('/bhada/bhada?location=Pokhara');
    await screen.findByRole('heading', { level: 3, name: 'Plain Flat' });
    expect(screen.queryByText(/^Nothing in|^Also within/)).not.toBeInTheDocument();
    // No area and no point: no distance on the card.
    expect(within(card('Plain Flat')).queryByText(/away/)).not.toBeInTheDocument();
  });
});

describe('photo-led cards', { timeout: 20_000 }, () => {
  it('lead with the photos, swiped sideways, with the heart and the trust badge over them', async () => {
    const photos = ['/uploads/a-400.webp', '/uploads/b-400.webp', '/uploads/c-400.webp'];
    stubApi({
      [`GET ${HOSTELS}`]: () =>
        areaPage(
          [
            makeListedHostel({ name: 'Many Photos', thumbnail: photos }),
            makeListedHostel({ name: 'Second' }),
            makeListedHostel({ name: 'Third' }),
          ],
          null,
        ),
    });
    const { user, router } = renderApp('/bhada/hostel');
    const first = await screen.findByRole('article', { name: 'Many Photos' });

    const strip = within(first).getByRole('group', { name: 'Photos of Many Photos: swipe for more' });
    // A first visit fetches one photo a card: the others are empty boxes until the strip scrolls.
    expect(strip.querySelectorAll('img')).toHaveLength(1);
    expect(strip.querySelectorAll('.search-card__photo')).toHaveLength(3);
    expect(within(first).getByText('1 / 3')).toBeInTheDocument();
    Object.defineProperty(strip, 'clientWidth', { value: 328 });
    fireEvent.scroll(strip);
    const images = strip.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(photos);
    // The 400 px thumbnail is what a phone fetches; only the first card's first photo at once.
    expect(images[0]).toHaveAttribute('srcset', `${photos[0]} 400w`);
    expect(images[0]).toHaveAttribute('sizes', expect.stringContaining('100vw') as string);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAccessibleName('Photo of Many Photos');
    expect(within(first).getByText('1 / 3')).toBeInTheDocument();
    expect(within(card('Second')).getByRole('img', { name: 'Photo of Second' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(within(card('Third')).getByRole('img', { name: 'Photo of Third' })).toHaveAttribute(
      'loading',
      'lazy',
    );

    // Over the photos: the heart and the badge share the photo's box, and come before the price.
    const media = strip.closest('.search-card__media');
    expect(media).not.toBeNull();
    const heart = within(first).getByRole('button', { name: 'Save to shortlist' });
    const badge = within(first).getByText('Visited and measured on 2 Oct 2026');
    expect(media).toContainElement(heart);
    expect(media).toContainElement(badge);
    const price = within(first).getByText('Rs. 12,000');
    expect(media?.compareDocumentPosition(price)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // The counter follows a swipe; a tap on a photo opens the listing, like its name.
    strip.scrollLeft = 656;
    fireEvent.scroll(strip);
    expect(within(first).getByText('3 / 3')).toBeInTheDocument();
    await user.click(images[1] as HTMLElement);
    expect(new URLSearchParams(router.state.location.search).get('listing')).toBe(
      first.getAttribute('data-listing-id'),
    );
  });

  it("show a placeholder of the photo's size with the kind's drawing when there is no photo", async () => {
    stubApi({
      [`GET ${PROPERTIES}`]: () =>
        areaPage([makeListedProperty({ name: 'No Photo Flat', image: [], thumbnail: [] })], null),
    });
    renderApp('/bhada/bhada');
    const item = within(await screen.findByRole('article', { name: 'No Photo Flat' }));

    const placeholder = item.getByRole('img', { name: 'No photo yet' });
    expect(placeholder).toHaveClass('search-card__photos');
    expect(item.queryByRole('group')).not.toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Save to shortlist' })).toBeInTheDocument();
  });
});
