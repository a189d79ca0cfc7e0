import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// scripts/test-e2e.mjs seeds 300 demo listings over real places; Pokhara, a metropolitan city,
// gets more than one page (20) of landlord properties and about one page of hostels.

interface ApiListing {
  _id: string;
  name: string;
  location: string;
  coordinate: { lat: number; lon: number } | null;
  image: string[];
  sold: boolean;
}

async function apiSearch(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number>,
): Promise<{ data: ApiListing[]; meta: { total: number } }> {
  const response = await request.get(path, { params });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: ApiListing[]; meta: { total: number } };
}

const PROPERTIES = '/api/landlords/verified/by-address';
const HOSTELS = '/api/hostels/by-address';

const results = (page: Page) => page.getByRole('list', { name: /^(Rooms and flats|Hostels) in/ });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();

/** 'Price: Rs. 1,50,000 / month' → 150000; 'Price on request' → null. */
async function cardPrices(page: Page): Promise<(number | null)[]> {
  const texts = await results(page)
    .locator('.search-card:not(.search-card--sold) .search-card__price')
    .allTextContents();
  return texts.map((text) => {
    const digits = /Rs\. ([\d,]+)/.exec(text)?.[1];
    return digits ? Number(digits.replace(/,/g, '')) : null;
  });
}

const isOrdered = (prices: (number | null)[], direction: 'asc' | 'desc') => {
  const known = prices.filter((price): price is number => price !== null);
  return known.every(
    (price, index) =>
      index === 0 || (direction === 'asc' ? known[index - 1]! <= price : known[index - 1]! >= price),
  );
};

test('search "pokhara": sort by price both ways, load more, open the overlay, reload keeps it all', async ({
  page,
  request,
}) => {
  const mapChunks: string[] = [];
  page.on('request', (req) => {
    if (/results-map-[\w-]+\.js$/.test(req.url())) mapChunks.push(req.url());
  });

  await page.goto('/bhada/bhada');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a room or flat' })).toBeVisible();
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('pokhara');
  await location.press('Enter');
  await expect(page).toHaveURL(/\/bhada\/bhada\?location=pokhara$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and flats in “pokhara”' })).toBeVisible();

  const all = await apiSearch(request, PROPERTIES, { location: 'pokhara', limit: 50 });
  const total = all.meta.total;
  expect(total, 'the seeded database has more than one page of Pokhara properties').toBeGreaterThan(20);
  await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();

  // Price, low to high: the URL says so, and the cards come in the server's order.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  const ascending = await apiSearch(request, PROPERTIES, { location: 'pokhara', sort: 'price_asc' });
  await expect.poll(() => cardTitles(page)).toEqual(ascending.data.map((listing) => listing.name));
  expect(isOrdered(await cardPrices(page), 'asc')).toBe(true);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  const descending = await apiSearch(request, PROPERTIES, { location: 'pokhara', sort: 'price_desc' });
  await expect.poll(() => cardTitles(page)).toEqual(descending.data.map((listing) => listing.name));
  expect(isOrdered(await cardPrices(page), 'desc')).toBe(true);

  // Load more appends the next page; at the end the button goes away.
  await page.getByRole('button', { name: 'Load more' }).click();
  const shown = Math.min(total, 40);
  await expect(page.getByText(`Showing ${shown} of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/pages=2/);
  const secondPage = await apiSearch(request, PROPERTIES, {
    location: 'pokhara',
    sort: 'price_desc',
    page: 2,
  });
  const twoPages = [...descending.data, ...secondPage.data].map((listing) => listing.name);
  expect(await cardTitles(page)).toEqual(twoPages);
  if (total <= 40) await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // The overlay: its own URL, the maps link by coordinates, Apply with the kind, photos n / m.
  // One that takes applications (sold ones come last in every order, so not always page 2's).
  const listing = [...secondPage.data, ...descending.data].find((candidate) => !candidate.sold)!;
  // Demo names repeat, so the card is found by its link to this listing's overlay.
  const cardLink = results(page).locator(`a[href*="listing=${listing._id}"]`);
  await cardLink.click();
  const dialog = page.getByRole('dialog', { name: listing.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`listing=${listing._id}`));
  const maps = dialog.getByRole('link', { name: /Open in Google Maps/ });
  const query = listing.coordinate
    ? `${listing.coordinate.lat},${listing.coordinate.lon}`
    : encodeURIComponent(listing.location);
  await expect(maps).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${query}`);
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('rel', /noopener/);
  await expect(dialog.getByRole('link', { name: 'Apply' })).toHaveAttribute(
    'href',
    `/apply/${listing._id}?kind=property`,
  );
  await expect(dialog.getByText(`1 / ${listing.image.length}`)).toBeVisible();
  if (listing.image.length > 1) {
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText(`2 / ${listing.image.length}`)).toBeVisible();
  }

  // Escape closes it and gives the focus back to the card that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/listing=/);
  await expect(cardLink).toBeFocused();

  // A reload of the shared URL gives the same results, both pages, in the same order.
  const url = page.url();
  await page.reload();
  await expect(page.getByText(`Showing ${shown} of ${total}`)).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await cardTitles(page)).toEqual(twoPages);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('pokhara');

  // The list view never downloaded the map's code (Leaflet).
  expect(mapChunks).toEqual([]);
});

test('a deep link opens the overlay of a listing that is not in the results, fetched by id', async ({
  page,
  request,
}) => {
  const pokhara = await apiSearch(request, HOSTELS, { location: 'pokhara', limit: 5 });
  const hostel = pokhara.data.find((candidate) => !candidate.sold)!;

  await page.goto(`/bhada/hostel?location=dhangadhi&listing=${hostel._id}`);
  const dialog = page.getByRole('dialog', { name: hostel.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(hostel.location)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apply' })).toHaveAttribute(
    'href',
    `/apply/${hostel._id}?kind=hostel`,
  );
  await expect(dialog.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:\d{10}$/);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/bhada\/hostel\?location=dhangadhi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a hostel' })).toBeFocused();
});

// Tiles come from openstreetmap.org, which the test machine may not reach: they are answered
// here, so the map journey never depends on the network.
const TILE_HOST = /^https:\/\/[a-c]\.tile\.openstreetmap\.org\//;
const GREY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4CgAA5wDmLEIwLgAAAABJRU5ErkJggg==',
  'base64',
);

test('the map view loads on demand, shows the results as markers, and a marker opens its listing', async ({
  page,
  request,
}) => {
  await page.route(TILE_HOST, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: GREY_TILE }),
  );
  const pokhara = await apiSearch(request, HOSTELS, { location: 'pokhara' });
  const withPoint = pokhara.data.filter((listing) => listing.coordinate !== null);

  await page.goto('/bhada/hostel?location=pokhara');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  const chunk = page.waitForResponse(/results-map-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Map' }).click();
  await chunk;
  await expect(page).toHaveURL(/view=map/);

  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(withPoint.length);
  await expect(map.getByText(/Map tiles could not load/)).toHaveCount(0);

  // The demo's listings in a student area lie within a kilometre of each other, so at the zoom that
  // shows them all some markers overlap: the one clicked is one nothing covers. Its name is the
  // listing's name and price.
  const markers = map.locator('.leaflet-marker-icon');
  const uncovered = await markers.evaluateAll((icons) =>
    icons.findIndex((icon) => {
      const box = icon.getBoundingClientRect();
      return icon.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === icon;
    }),
  );
  expect(uncovered).toBeGreaterThanOrEqual(0);
  const marker = markers.nth(uncovered);
  const name = ((await marker.getAttribute('title')) ?? '').split(', Rs')[0]!;
  expect(withPoint.map((listing) => listing.name)).toContain(name);
  await marker.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page).toHaveURL(/listing=[\w-]+/);
});

test('when map tiles cannot load, the map says so and the list still works', async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs every failed tile as "Failed to load resource"; only those, from the tile host,
  // are allowed here, and exactly as many as the tile host produced.
  const tileErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && TILE_HOST.test(message.location().url)) tileErrors.push(message.text());
  });
  await page.route(TILE_HOST, (route) => route.abort('internetdisconnected'));

  await page.goto('/bhada/hostel?location=pokhara&view=map');
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.getByRole('status')).toHaveText(
    'Map tiles could not load — you are offline or the map service is unreachable. The list still works.',
  );
  const firstTitle = results(page).getByRole('heading', { level: 3 }).first();
  const name = (await firstTitle.textContent()) ?? '';
  await firstTitle.getByRole('link').click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();

  await page.close();
  expect(tileErrors.length).toBeGreaterThan(0);
  for (const text of tileErrors) {
    const index = consoleErrors.indexOf(text);
    if (index >= 0) consoleErrors.splice(index, 1);
  }
});
