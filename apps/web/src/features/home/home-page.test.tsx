import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, failure, jsonResponse, requestedUrls, searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeProperty } from '@/test/factories';
import { chooseLanguage } from '@/i18n';
import { renderApp } from '@/test/render';
import { galleryPhotosQueryOptions } from './api/get-gallery-photos';

const HOSTELS_URL = '/api/hostels/by-address';
const PROPERTIES_URL = '/api/landlords/verified/by-address';

describe('home page', () => {
  it('shows the hero, services, gallery, about and freelancer sections', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /verified room, flat or hostel/,
    );
    expect(document.title).toBe('Rooms, flats and hostels in Nepal · Ghar Bhada');

    const services = screen.getByRole('region', { name: 'What we offer' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'For landlords (gharbeti)',
      'For hostel owners',
      'For students and tenants',
      'For freelance photographers',
    ]);

    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getAllByRole('figure')).toHaveLength(4);
    for (const image of gallery.querySelectorAll('img')) {
      expect(image.getAttribute('src')).not.toMatch(/^https?:/);
    }

    expect(screen.getByRole('region', { name: 'About us' })).toHaveAttribute('id', 'about');
  });

  it('shows the newest verified listings’ thumbnails in the gallery, linking to each listing', async () => {
    const fetchMock = stubApi({
      [`GET ${HOSTELS_URL}`]: () =>
        searchPage([
          makeListedHostel({ _id: 'h1' }),
          makeListedHostel({ _id: 'h2', thumbnail: [] }),
          makeListedHostel({ _id: 'h3' }),
        ]),
      [`GET ${PROPERTIES_URL}`]: () =>
        searchPage([
          makeProperty({ _id: 'p1', verified: true, thumbnail: ['/uploads/p1-400.webp'] }),
          makeProperty({ _id: 'p2', verified: true, sold: true, thumbnail: ['/uploads/p2-400.webp'] }),
        ]),
    });
    renderApp('/');

    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    const links = await within(gallery).findAllByRole('link');
    // Hostel, property, hostel: the ones without a photo, and sold ones, are left out.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/bhada/hostel?listing=h1',
      '/bhada/bhada?listing=p1',
      '/bhada/hostel?listing=h3',
    ]);
    expect(links[1]).toHaveTextContent('Thapa NiwasBaneshwor, Kathmandu');
    const images = within(gallery).getAllByRole('presentation');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/h1-400.webp',
      '/uploads/p1-400.webp',
      '/uploads/h3-400.webp',
    ]);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
    expect(
      within(gallery).getByText('Some of the newest verified places on Ghar Bhada.'),
    ).toBeInTheDocument();
    // Only the newest few, one page of each kind.
    for (const url of [HOSTELS_URL, PROPERTIES_URL]) {
      expect(callsTo(fetchMock, url)).toHaveLength(1);
    }
    expect(requestedUrls(fetchMock)).toContain(`${HOSTELS_URL}?sort=newest&page=1&limit=4`);
  });

  it.each([
    ['no verified listing has a photo', () => searchPage([makeProperty({ verified: true })]), 'success'],
    ['the search fails', () => jsonResponse(failure('Internal error'), 500), 'error'],
  ] as const)('keeps the bundled pictures when %s', async (_, answer, outcome) => {
    stubApi({ [`GET ${HOSTELS_URL}`]: () => searchPage([]), [`GET ${PROPERTIES_URL}`]: answer });
    const { queryClient } = renderApp('/');

    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    await waitFor(() =>
      expect(queryClient.getQueryState(galleryPhotosQueryOptions.queryKey)?.status).toBe(outcome),
    );
    expect(within(gallery).getAllByRole('figure')).toHaveLength(4);
    expect(within(gallery).getByText('A student hostel close to college')).toBeInTheDocument();
    expect(within(gallery).queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives the freelancer sign-up form its place in the join section (#join)', async () => {
    renderApp('/');

    const join = await screen.findByRole('region', { name: 'Join as a freelance photographer' });
    expect(join).toHaveAttribute('id', 'join');
    // The form's code arrives on its own (lazily), after the page.
    expect(await within(join).findByRole('region', { name: 'Send us your details' })).toBeInTheDocument();
    expect(within(join).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(join).queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('links each student area to the hostels there, named in the visitor’s language', async () => {
    await chooseLanguage('ne');
    renderApp('/');

    const areas = await screen.findByRole('region', { name: 'विद्यार्थी बस्ने ठाउँका होस्टेल' });
    const links = within(areas).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'कीर्तिपुर',
      'बागबजार',
      'पुतलीसडक',
      'डिल्लीबजार',
      'बानेश्वर',
      'बालकुमारी',
      'पुल्चोक',
      'पृथ्वीचोक, पोखरा',
      'लेकसाइड, पोखरा',
      'धरान',
      'भरतपुर',
    ]);
    expect(links[0]).toHaveAttribute('href', '/bhada/hostel?location=Kirtipur');
    expect(links[4]).toHaveAttribute('href', '/bhada/hostel?location=New+Baneshwor');
    expect(links[7]).toHaveAttribute('href', '/bhada/hostel?location=Prithvi+Chowk');
  });
});
