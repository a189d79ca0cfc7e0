import type { APIRequestContext, Locator } from '@playwright/test';
import { e2eContact } from '../playwright.config';
import { expect, test } from './fixtures';

test("the hero's links (the specification's three and Add Hostel) go where they should", async ({ page }) => {
  for (const [name, url, heading] of [
    ['Be a Gharbeti', '/gharbeti', 'List your property'],
    ['Find Hostel', '/bhada/hostel', 'Find a hostel'],
    ['Find a place to rent', '/bhada/bhada', 'Find a room or flat'],
    ['Add Hostel', '/hostel', 'List your hostel'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the footer opens the terms and the privacy policy in new tabs, and shows the configured contacts', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: e2eContact.email })).toHaveAttribute(
    'href',
    `mailto:${e2eContact.email}`,
  );
  await expect(footer.getByRole('link', { name: e2eContact.phone })).toHaveAttribute(
    'href',
    'tel:+97714412345',
  );

  for (const [name, url, title] of [
    [/Terms of Service/, '/terms', 'Terms of Service'],
    [/Privacy Policy/, '/privacy', 'Privacy Policy'],
  ] as const) {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      footer.getByRole('link', { name }).click(),
    ]);
    await expect(tab).toHaveURL(new RegExp(`${url}$`));
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(tab.getByRole('article').getByRole('link', { name: e2eContact.email })).toBeVisible();
    await tab.close();
  }
  await expect(page).toHaveURL(/\/$/);
});

/** How much wider the element's content is than its box (what it can scroll sideways). */
const overflowOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element as unknown as { scrollWidth: number; clientWidth: number };
    return box.scrollWidth - box.clientWidth;
  });

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page has no sideways scroll and the gallery is one row that scrolls', async ({ page }) => {
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await gallery.scrollIntoViewIfNeeded();
    // The seeded listings' photos replace the bundled pictures once the gallery nears the screen.
    await expect(gallery.getByRole('link').first()).toBeVisible();
    const tiles = gallery.getByRole('listitem');
    await expect(tiles).toHaveCount(4);

    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    if (!first || !second) throw new Error('the gallery tiles have no boxes');
    // Side by side, not stacked, and narrower than the screen so the next one peeks in.
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    expect(first.width).toBeLessThan(300);

    // The page itself is never wider than the screen; only the gallery's row scrolls.
    expect(await overflowOf(page.locator('html'))).toBeLessThanOrEqual(0);
    expect(await overflowOf(gallery.getByRole('list'))).toBeGreaterThan(0);
  });
});

/** A verified, unsold listing from the sitemap (the demo seed verifies many). */
async function listingFromSitemap(request: APIRequestContext) {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const body = await sitemap.text();
  const match = /<loc>([^<]*\/bhada\/hostel\?listing=([\w-]+))<\/loc>/.exec(body);
  expect(match, 'a hostel in the sitemap').toBeTruthy();
  return { url: new URL(match?.[1] ?? ''), id: match?.[2] ?? '' };
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test('a listing’s page carries its Open Graph tags for link previews', async ({ request, page }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const listing = await listingFromSitemap(request);
  const path = `${listing.url.pathname}${listing.url.search}`;
  const hostel = (await (await request.get(`/api/hostels/get/${listing.id}`)).json()).data as {
    name: string;
    location: string;
    image: string[];
  };

  // As a crawler reads it: no JavaScript, the HTML as served.
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const unescape = (text: string | undefined) =>
    (text ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  expect(unescape(metaContent(html, 'og:title'))).toBe(hostel.name);
  expect(unescape(metaContent(html, 'og:description'))).toContain(hostel.location);
  expect(metaContent(html, 'og:description')).toMatch(/Rs\. [\d,]+ a month|Price on request/);
  expect(metaContent(html, 'og:url')).toBe(listing.url.href);
  expect(metaContent(html, 'og:image')).toBe(
    hostel.image[0] ?? new URL('/icons/icon-512.png', listing.url).href,
  );

  // The address a preview links to opens that listing.
  await page.goto(path);
  await expect(page.getByRole('dialog').getByRole('heading', { name: hostel.name })).toBeVisible();
});

test('the app can be added to the home screen', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref ?? '');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { name, short_name, theme_color, icons } = (await manifest.json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect({ name, short_name, theme_color }).toMatchObject({
    short_name: 'Ghar Bhada',
    theme_color: '#a3112e',
  });
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('search engines may index the home page but not a dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Rooms, flats and hostels in Nepal · Ghar Bhada');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/control-hostel');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
