import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// scripts/test-e2e.mjs seeds 300 demo listings over real places, about half of them in the
// Kathmandu valley (Lalitpur, Jawalakhel, Kupondole, Thapathali… lie within a few km of Pulchowk
// Campus), so the hostels nearest the campus fill more than a page.

const CAMPUS = 'Pulchowk Campus, Lalitpur, Bagmati, Nepal';
const HOSTELS = '/api/hostels/by-address';

const results = (page: Page) => page.getByRole('list', { name: /^Hostels in/ });
const unsoldCards = (page: Page) => results(page).locator('.search-card:not(.search-card--sold)');

/** '1.2 km away · approx. 20 min walk' → 1.2; '300 m away · …' → 0.3. */
function kilometres(text: string): number {
  const match = /([\d.,]+) (m|km) away/.exec(text);
  if (!match?.[1]) throw new Error(`no distance in "${text}"`);
  const value = Number(match[1].replace(/,/g, ''));
  return match[2] === 'm' ? value / 1000 : value;
}

async function nearestFromApi(request: APIRequestContext, params: Record<string, string>) {
  const response = await request.get(HOSTELS, { params: { ...params, sort: 'nearest' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { _id: string }[] }).data.map((listing) => listing._id);
}

test('near my college: choose Pulchowk Campus, nearest hostels first with distance and walking time', async ({
  page,
  request,
}) => {
  await page.goto('/bhada/hostel');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Pulchowk');
  // The neighbourhood comes first; the campus right after it, and says what it is.
  await page.getByRole('option', { name: CAMPUS }).click();

  await expect(page).toHaveURL(/sort=nearest/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nearest');
  await expect(page.getByRole('heading', { level: 2, name: `Hostels in “${CAMPUS}”` })).toBeVisible();
  await expect(page.getByText(/^Showing 20 of \d+/)).toBeVisible();

  // The cards come in the server's nearest-first order from the campus's point.
  const url = new URL(page.url());
  const expected = await nearestFromApi(request, {
    location: CAMPUS,
    lat: url.searchParams.get('lat') ?? '',
    lon: url.searchParams.get('lon') ?? '',
  });
  const shownIds = await results(page)
    .locator('.search-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-id')));
  expect(shownIds).toEqual(expected);

  // Each card: the straight-line distance and an approximate walk, labelled as approximate.
  const cards = unsoldCards(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  const distances: number[] = [];
  for (let i = 0; i < count; i++) {
    const line = cards.nth(i).locator('.search-card__distance');
    await expect(line).toHaveText(/[\d.,]+ (m|km) away · approx\. \d+ (min|h)/);
    await expect(line).toHaveAttribute('title', /walking time is approximate/);
    distances.push(kilometres(await line.innerText()));
  }
  // Nearest first: the distances on the page never go down, and the nearest is close by.
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeLessThan(3);
});
