import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { failure, jsonResponse, ok, requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { currentParams, renderApp } from '@/test/render';

const PROPERTIES = '/api/landlords/verified/by-address';
/** A property's evidence counts no beds, kitchen or dining room. */
const notCounted = { beds: null, kitchen: null, dining: null, floor: null };

async function openFromCard(listing = makeListedProperty({ name: 'Sharma Niwas' })) {
  stubApi({
    [`GET ${PROPERTIES}`]: () => searchPage([listing, makeListedProperty({ name: 'Another Home' })]),
  });
  const view = renderApp('/bhada/bhada?location=pokhara');
  await view.user.click(await screen.findByRole('link', { name: listing.name }));
  const dialog = await screen.findByRole('dialog', { name: listing.name });
  return { ...view, dialog: within(dialog), dialogElement: dialog, listing };
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('listing overlay', { timeout: 20_000 }, () => {
  it('opens from a card as a modal dialog with its own URL, focus on Close', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialogElement, router, listing } = await openFromCard();
    // Shown as the browser's modal dialog, which makes the page behind inert (checked in Chromium).
    expect(showModal.mock.contexts).toEqual([dialogElement]);
    expect(dialogElement).toHaveAttribute('open');
    expect(currentParams(router).get('listing')).toBe(listing._id);
    expect(currentParams(router).get('location')).toBe('pokhara');
    expect(within(dialogElement).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('shows every field: price, area in sq.ft. and m², rooms, bathrooms, shutters, people, dates, email', async () => {
    const { dialog } = await openFromCard(
      makeListedProperty({ name: 'Sharma Niwas', createdAt: '2026-09-15T08:00:00.000Z', Applicants: 5 }),
    );
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(dialog.getByText('Rs. 1,50,000')).toBeInTheDocument();
    expect(dialog.getByText('Bagar, Pokhara, Kaski, Gandaki, Nepal')).toBeInTheDocument();
    expect(dialog.getByText('Quiet family house.')).toBeInTheDocument();
    // 6.6 m × 9.6 m = 63.36 m² = 682 sq.ft.
    expect(fact('Area')).toHaveTextContent('682 sq.ft. (63.4 m²)');
    expect(fact('Width × length')).toHaveTextContent('6.6 m × 9.6 m');
    expect(fact('Rooms')).toHaveTextContent('4');
    expect(fact('Bathrooms')).toHaveTextContent('2');
    expect(fact('Shutters')).toHaveTextContent('2');
    expect(fact('Applicants')).toHaveTextContent('5');
    expect(fact('Listed by')).toHaveTextContent('Ram Sharma');
    expect(fact('Posted')).toHaveTextContent('15 Sept 2026');
    expect(dialog.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    );
    expect(dialog.getByText('Visited and measured on 16 Sept 2026')).toBeInTheDocument();
  });

  it("speaks Nepali: Devanagari digits and the Bikram Sambat date, not the phone's Intl data", async () => {
    await i18n.changeLanguage('ne');
    const { dialog } = await openFromCard(
      makeListedProperty({ name: 'Sharma Niwas', createdAt: '2026-09-15T08:00:00.000Z' }),
    );
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(dialog.getByText('रु. १,५०,०००')).toBeInTheDocument();
    expect(fact('क्षेत्रफल')).toHaveTextContent('६८२ वर्ग फिट (६३.४ वर्ग मिटर)');
    // 15 September 2026 AD
    expect(fact('पोस्ट गरिएको')).toHaveTextContent('२०८३ भाद्र ३०');
    expect(dialog.getByRole('link', { name: 'आवेदन दिनुहोस्' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'बन्द गर्नुहोस्' })).toHaveFocus();
  });

  it('warns never to pay before seeing the room, calmly: no alert', async () => {
    const { dialog } = await openFromCard();
    expect(dialog.getByText(/Never pay a deposit or fee before you have seen the room/)).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows who verified it and when, the measurements beside what the owner stated, and the verifier’s photos apart', async () => {
    const { dialog, user } = await openFromCard(
      makeListedProperty({
        name: 'Sharma Niwas',
        image: ['/uploads/o1-1200.webp', '/uploads/v1-1200.webp', '/uploads/v2-1200.webp'],
        thumbnail: ['/uploads/o1-400.webp', '/uploads/v1-400.webp', '/uploads/v2-400.webp'],
        evidence: {
          verifier: { kind: 'freelancer', firstName: 'Hari' },
          verifiedAt: '2026-09-15T08:00:00.000Z',
          expiresAt: '2027-03-14T08:00:00.000Z',
          expired: false,
          differences: [],
          checklist: null,
          notes: null,
          photosTakenAt: null,
          measured: { length: 9.6, width: 6.6, area: 63.4, rooms: 4, bathrooms: 1, ...notCounted },
          stated: { length: null, width: null, area: null, rooms: 4, bathrooms: 2, ...notCounted },
          image: ['/uploads/v1-1200.webp', '/uploads/v2-1200.webp'],
          thumbnail: ['/uploads/v1-400.webp', '/uploads/v2-400.webp'],
        },
      }),
    );
    const panel = within(dialog.getByRole('region', { name: 'Verification' }));
    const fact = (label: string) => panel.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Verified by')).toHaveTextContent('Hari, approved Ghar Bhada verifier');
    expect(fact('Verified on')).toHaveTextContent('15 Sept 2026');
    expect(fact('Valid until')).toHaveTextContent('14 Mar 2027');
    expect(fact('Length × width')).toHaveTextContent('9.6 m × 6.6 m');
    expect(fact('Area')).toHaveTextContent('63.4 m²');
    expect(fact('Rooms')).toHaveTextContent('4Same as the owner stated');
    expect(fact('Bathrooms')).toHaveTextContent('1The owner stated 2');
    expect(panel.getByRole('heading', { name: 'Photos taken by the verifier' })).toBeInTheDocument();
    expect(panel.getByRole('img', { name: 'Verifier’s photo 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/v1-400.webp',
    );
    expect(panel.getByRole('img', { name: 'Verifier’s photo 2 of 2' }).closest('a')).toHaveAttribute(
      'href',
      '/uploads/v2-1200.webp',
    );
    expect(panel.queryByText(/expired/)).not.toBeInTheDocument();

    // Among all the listing's photos at the top, the verifier's are marked as theirs.
    expect(dialog.getByRole('img', { name: 'Photo 1 of 3: Sharma Niwas' })).toBeInTheDocument();
    expect(dialog.queryByText('· Taken by the verifier')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next photo' }));
    expect(
      dialog.getByRole('img', { name: 'Photo 2 of 3: Sharma Niwas (Taken by the verifier)' }),
    ).toBeInTheDocument();
    expect(dialog.getByText('2 / 3').parentElement).toHaveTextContent('2 / 3 · Taken by the verifier');
  });

  it('an expired verification by the team says when it expired instead of looking current, in Nepali too', async () => {
    await i18n.changeLanguage('ne');
    const { dialog } = await openFromCard(
      makeListedProperty({
        name: 'Sharma Niwas',
        evidence: {
          verifier: { kind: 'team', firstName: null },
          verifiedAt: '2026-03-01T08:00:00.000Z',
          expiresAt: '2026-09-15T08:00:00.000Z',
          expired: true,
          differences: [],
          checklist: null,
          notes: null,
          photosTakenAt: null,
          measured: { length: null, width: null, area: null, rooms: 3, bathrooms: null, ...notCounted },
          stated: { length: null, width: null, area: null, rooms: 4, bathrooms: null, ...notCounted },
          image: [],
          thumbnail: [],
        },
      }),
    );
    const panel = within(dialog.getByRole('region', { name: 'प्रमाणीकरण' }));
    // 15 September 2026 AD is 2083 Bhadra 30 BS.
    expect(panel.getByText(/प्रमाणीकरणको म्याद २०८३ भाद्र ३० मा सकियो/)).toBeInTheDocument();
    expect(panel.queryByText('मान्य रहने मिति')).not.toBeInTheDocument();
    const fact = (label: string) => panel.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('प्रमाणित गर्ने')).toHaveTextContent('घर भाडा टोली');
    expect(fact('कोठा')).toHaveTextContent('३घरबेटीले ४ भनेका थिए');
    // Only what was measured shows: nothing says "not measured".
    expect(panel.queryByText('लम्बाइ × चौडाइ', { selector: 'dt' })).not.toBeInTheDocument();
    expect(panel.queryByText(/नापिएको छैन/)).not.toBeInTheDocument();
    expect(panel.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a listing not verified yet has no verification panel', async () => {
    const { dialog } = await openFromCard(makeListedProperty({ name: 'Sharma Niwas', evidence: null }));
    expect(dialog.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('says when the owner last confirmed it is available', async () => {
    const { dialog } = await openFromCard(
      makeListedProperty({ name: 'Sharma Niwas', availability: { confirmedAt: new Date().toISOString() } }),
    );
    expect(dialog.getByText('Available, confirmed today')).toBeInTheDocument();
  });

  it('calls by tel: links, opens the map at the coordinates in a new tab, and applies with the kind', async () => {
    const { dialog, listing } = await openFromCard();
    // The bar calls the first number; both numbers are written out as tel: links.
    const bar = within(dialog.getByRole('region', { name: 'Apply or contact' }));
    expect(bar.getByRole('link', { name: 'Call 9801-234-567' })).toHaveAttribute('href', 'tel:9801234567');
    expect(dialog.getByRole('link', { name: '9801-234-567' })).toHaveAttribute('href', 'tel:9801234567');
    expect(dialog.getByRole('link', { name: '9841-234-567' })).toHaveAttribute('href', 'tel:9841234567');

    const maps = dialog.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=28.235,83.99');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');

    expect(dialog.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/apply/${listing._id}?kind=property`,
    );
  });

  it('opens the map by location text when the listing has no coordinates; a sold one takes no applications', async () => {
    const { dialog } = await openFromCard(
      makeListedProperty({
        name: 'Sharma Niwas',
        coordinate: null,
        coordinates: null,
        location: 'Bagar, Pokhara',
        sold: true,
      }),
    );
    expect(dialog.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Bagar%2C%20Pokhara',
    );
    expect(dialog.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    expect(
      dialog.getByText('This place has been rented, so it no longer takes applications.'),
    ).toBeInTheDocument();
  });

  it("shows the photos first, swipeable, stepped with Previous / Next, saying 'n / m'", async () => {
    const { dialog, user, listing } = await openFromCard();
    const photos = dialog.getAllByRole('img', { name: /^Photo \d of 3: Sharma Niwas$/ });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(listing.image);
    // The first one at once and first, chosen from the stored 400 and 1200 px files; the rest lazily.
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[0]).toHaveAttribute('srcset', `${listing.thumbnail[0]} 400w, ${listing.image[0]} 1200w`);
    expect(photos[1]).toHaveAttribute('loading', 'lazy');
    // Sized before they arrive (4:3), so nothing moves when they load.
    expect(photos[0]).toHaveAttribute('width', '1200');
    expect(photos[0]).toHaveAttribute('height', '900');
    expect(dialog.getByText('1 / 3')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Next photo' }));
    expect(dialog.getByText('2 / 3')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Previous photo' }));
    await user.click(dialog.getByRole('button', { name: 'Previous photo' }));
    expect(dialog.getByText('3 / 3')).toBeInTheDocument();
    // The arrow keys step too, wrapping.
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(dialog.getByText('3 / 3')).toBeInTheDocument();
  });

  it('a tap on a photo opens it whole; Escape closes that view and leaves the listing open', async () => {
    const { dialog, user, listing } = await openFromCard();
    await user.click(dialog.getByRole('button', { name: 'Photo 2 of 3: Sharma Niwas' }));
    const full = within(await screen.findByRole('dialog', { name: 'Photos of Sharma Niwas, full size' }));
    expect(full.getByRole('img', { name: 'Photo 2 of 3: Sharma Niwas' })).toHaveAttribute(
      'src',
      listing.image[1],
    );
    expect(full.getByRole('button', { name: 'Close photos' })).toHaveFocus();
    await user.click(full.getByRole('button', { name: 'Next photo' }));
    expect(full.getByRole('img', { name: 'Photo 3 of 3: Sharma Niwas' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /full size/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: listing.name })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Photo 2 of 3: Sharma Niwas' })).toHaveFocus();
  });

  it('closes with Escape, goes back to the results URL and returns focus to the card', async () => {
    const { user, router, listing } = await openFromCard();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentParams(router).has('listing')).toBe(false);
    expect(screen.getByRole('link', { name: listing.name })).toHaveFocus();
  });

  it('a deep link fetches a listing that is not among the results, and closes without leaving the page', async () => {
    const wanted = makeListedProperty({
      name: 'Far Away Flat',
      location: 'Biratnagar, Morang, Koshi, Nepal',
    });
    const fetchMock = stubApi({
      [`GET ${PROPERTIES}`]: () => searchPage([makeListedProperty({ name: 'In the results' })]),
      [`GET /api/landlords/${wanted._id}`]: () => jsonResponse(ok(wanted)),
    });
    const { user, router } = renderApp(`/bhada/bhada?location=pokhara&listing=${wanted._id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Far Away Flat' });
    // The page-like sheet (listing-detail.css): a box of its own size from 'Loading…' on, so a
    // shared link does not shift as the listing arrives (Lighthouse measured 0.79 before).
    expect(dialog).toHaveClass('search-dialog', 'listing-dialog');
    expect(within(dialog).getByText('Biratnagar, Morang, Koshi, Nepal')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/landlords/${wanted._id}`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/bhada/bhada');
    expect(Object.fromEntries(currentParams(router))).toEqual({ location: 'pokhara' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a room or flat' })).toHaveFocus();
  });

  it('a deep link to a hostel uses the hostel endpoint, and a listing that is gone says so', async () => {
    const gone = makeListedHostel();
    stubApi({
      'GET /api/hostels/by-address': () => searchPage([]),
      [`GET /api/hostels/get/${gone._id}`]: () => jsonResponse(failure('Listing not found'), 404),
    });
    renderApp(`/bhada/hostel?listing=${gone._id}`);

    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', {
        name: 'This listing is no longer available. It may have been rented or removed.',
      }),
    ).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName(
      'This listing is no longer available. It may have been rented or removed.',
    );
  });
});
