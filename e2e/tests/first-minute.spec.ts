import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { createVerifiedUser } from './support/accounts';
import { addVerifiedHostel, type HostelToAdd } from './support/listings';
import { logInByApi } from './support/session';

/**
 * Issue 29's first minute on a phone: from the home hero's search to hostels near Kirtipur, two
 * cards on the first screen, and a listing's bottom bar with WhatsApp. The demo seed puts hostels
 * in Kirtipur itself, all at Rs. 8,000 or more (so do the other journeys); the hostels added here
 * cost less and lie 1–3 km from Kirtipur's centre under another place's name, so a search for
 * Kirtipur up to Rs. 6,000 has none in the place and some in the ring around it.
 */
test.use({ viewport: { width: 360, height: 740 } });

const KIRTIPUR = { lat: 27.6787, lon: 85.2775 };
/** Under the demo's and the other journeys' hostels (Rs. 7,500 and up). */
const CHEAP = 6000;

interface Added {
  withChats: { id: string; name: string };
  withoutChats: { id: string; name: string };
}
let added: Added | undefined;

/** A point `north` and `east` km from Kirtipur's centre. */
const fromKirtipur = (north: number, east: number) => ({
  lat: KIRTIPUR.lat + north / 111.2,
  lon: KIRTIPUR.lon + east / (111.2 * Math.cos((KIRTIPUR.lat * Math.PI) / 180)),
});

/**
 * Three hostels of a new owner, verified, between 1.2 and 2.6 km from Kirtipur's centre, named
 * after Balkhu and Kathmandu (not Kirtipur): one answers on WhatsApp and Viber, the others on none.
 * Once per worker: a worker started again after a failure adds three more (counts are not exact).
 */
async function addHostelsNearKirtipur(request: APIRequestContext): Promise<Added> {
  if (added) return added;
  const stamp = Date.now();
  const owner = await logInByApi(request, await createVerifiedUser(request, 'first-minute-owner'));
  const sessions = { owner, admin: await logInByApi(request, e2eAdmin) };
  const hostel = (name: string, price: number, said: Partial<HostelToAdd>): HostelToAdd => ({
    name: `${name} ${stamp}`,
    location: 'Balkhu, Kathmandu',
    room: '6',
    description: 'A short ride from the university gate.',
    price: String(price),
    gender: 'girls',
    ...said,
  });
  const withChats = hostel('Chat Girls Hostel', 5000, {
    coordinate: fromKirtipur(1.2, 0),
    contactApps: ['whatsapp', 'viber'],
  });
  const withoutChats = hostel('Quiet Girls Hostel', 5500, { coordinate: fromKirtipur(0, 1.8) });
  const third = hostel('Hilltop Girls Hostel', 4500, { coordinate: fromKirtipur(-1.5, 2.1) });
  const ids = [];
  for (const one of [withChats, withoutChats, third])
    ids.push(await addVerifiedHostel(request, sessions, one));
  added = {
    withChats: { id: ids[0] ?? '', name: withChats.name },
    withoutChats: { id: ids[1] ?? '', name: withoutChats.name },
  };
  return added;
}

const cards = (page: Page) => page.locator('.search-card');

/** Runs in the page; this project compiles without the DOM library, hence the narrow types. */
type PageScope = { document: { fonts: { ready: Promise<unknown> } }; innerHeight: number };

async function fontsReady(page: Page) {
  await page.evaluate(async () => {
    await (globalThis as unknown as PageScope).document.fonts.ready;
  });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not shown');
  return box;
}

/** The box lies wholly inside the 360 × 740 window. */
async function expectInWindow(locator: Locator, what: string) {
  const box = await boxOf(locator);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(740);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(360);
}

test('from the home hero a visitor types "Kirt", picks Kirtipur and sees hostels, two cards on the first screen', async ({
  page,
  request,
}) => {
  test.slow();
  await addHostelsNearKirtipur(request);
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search hostels and rooms' });
  await expect(search.getByRole('radio', { name: 'Hostel' })).toBeChecked();
  // The field takes its suggestions as the finger lands on it (typing before they arrive: below).
  await search.getByLabel('Place or college').click();
  await expect(search.getByRole('combobox', { name: 'Place or college' })).toBeFocused();
  await page.keyboard.type('Kirt');
  await page
    .getByRole('option', { name: /^Kirtipur\b/ })
    .first()
    .click();
  await search.getByRole('button', { name: 'Find a hostel' }).click();

  await expect(page).toHaveURL(/\/bhada\/hostel\?.*location=Kirtipur/);
  await expect(cards(page).first()).toBeVisible();
  await fontsReady(page);
  expect(await cards(page).count()).toBeGreaterThan(1);

  // Two cards on the first screen: the first whole, the second's photo begun 100 px above the bottom.
  await expectInWindow(cards(page).nth(0), 'the first card');
  const second = await boxOf(cards(page).nth(1));
  expect(second.y).toBeLessThan(740);
  const secondPhoto = await boxOf(cards(page).nth(1).locator('.search-card__media'));
  expect(secondPhoto.y).toBeLessThanOrEqual(740 - 100);

  // Up to Rs. 6,000 Kirtipur itself has none: the ring's hostels, never a false zero.
  const url = new URL(page.url());
  url.searchParams.set('maxPrice', String(CHEAP));
  await page.goto(url.pathname + url.search);
  await expect(page.getByText(/^Nothing in Kirtipur yet: \d+ within 3 km$/)).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.getByText(/^कीर्तिपुरमा अहिलेसम्म केही छैन: ३ किमीभित्र [०-९]+ वटा$/)).toBeVisible();
});

test('on a slow line, what is typed before the suggestions arrive is suggested for once they do', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // From here on the scripts the field fetches wait until the visitor has typed: the tap's download
  // is still on its way, as on a slow 4G line.
  let typed: () => void = () => undefined;
  const typing = new Promise<void>((resolve) => {
    typed = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await typing;
    await route.continue();
  });
  const search = page.getByRole('search', { name: 'Search hostels and rooms' });
  await search.getByLabel('Place or college').click();
  await page.keyboard.type('Kirt');
  typed();
  await expect(search.getByRole('combobox', { name: 'Place or college' })).toHaveValue('Kirt');
  await expect(page.getByRole('option', { name: /^Kirtipur\b/ }).first()).toBeVisible();
});

test('the home hero in Nepali, the search first; its whole text switches language together', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'नेपाली' }).click();
  const hero = page.locator('.hero');
  // The hero's search, named in the hero's language of the moment.
  const search = hero.getByRole('search');
  await expect(search).toHaveAccessibleName('होस्टेल र कोठा खोज्नुहोस्');
  await expect(search.getByLabel('ठाउँ वा कलेज')).toBeVisible();
  await expect(search.getByRole('button', { name: 'होस्टेल खोज्नुहोस्' })).toBeVisible();
  await expect(hero).toHaveAttribute('lang', 'ne');
  // What shows (each text has an invisible twin in the other language that keeps its size).
  const shown = async () => (await hero.locator('.hero-text__shown, label').allInnerTexts()).join(' ');
  await expect.poll(shown).toMatch(/[\u0900-\u097F]/);
  await expect.poll(shown).not.toMatch(/[A-Za-z]/);

  // 20 s on, every word of the hero is English at once, never half and half.
  await page.clock.runFor(20_000);
  await expect(hero).toHaveAttribute('lang', 'en');
  await expect(search.getByRole('button', { name: 'Find a hostel' })).toBeVisible();
  await expect.poll(shown).not.toMatch(/[\u0900-\u097F]/);

  // In the field, suggestions name places in Nepali, as the page is.
  await page.clock.runFor(20_000);
  await expect(hero).toHaveAttribute('lang', 'ne');
  await search.getByLabel('ठाउँ वा कलेज').click();
  await expect(search.getByRole('combobox', { name: 'ठाउँ वा कलेज' })).toBeFocused();
  await page.keyboard.type('Kirt');
  // Suggestions are asked for once the typing pauses (the page's clock is the test's).
  await page.clock.runFor(2_000);
  await expect(page.getByRole('option', { name: /कीर्तिपुर/ }).first()).toBeVisible();
});

/** The listing's overlay, opened from its shared link as a phone opens it. */
async function openListing(page: Page, id: string, name: string) {
  await page.goto(`/bhada/hostel?listing=${id}`);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await fontsReady(page);
  return dialog;
}

test("in a listing the bottom bar stays in view while scrolling, and WhatsApp opens with the listing's name and link", async ({
  page,
  request,
  baseURL,
}) => {
  const { withChats } = await addHostelsNearKirtipur(request);
  const dialog = await openListing(page, withChats.id, withChats.name);
  const bar = dialog.getByRole('region', { name: 'Apply or contact' });
  await expectInWindow(bar, 'the bar before scrolling');

  // A thumb scrolls the listing to its end (the report link is its last part).
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 20_000);
  await expect(dialog.getByRole('button', { name: 'Report this listing' })).toBeInViewport();
  await expectInWindow(bar, 'the bar after scrolling to the end');

  const whatsapp = bar.getByRole('link', { name: 'Message on WhatsApp' });
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://wa.me/9779841234567');
  const message = href.searchParams.get('text') ?? '';
  expect(message).toContain(withChats.name);
  expect(message).toContain('Balkhu, Kathmandu');
  expect(message).toContain(`${baseURL}/bhada/hostel?listing=${withChats.id}`);
  // Both languages, whatever the screen's.
  expect(message).toContain('Namaste!');
  expect(message).toContain('नमस्ते!');
  await expect(bar.getByRole('link', { name: 'Message on Viber' })).toHaveAttribute(
    'href',
    /^viber:\/\/chat\?number=%2B9779841234567&draft=/,
  );
  await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
});

test('a listing whose owner answers on no chat app shows Call and no WhatsApp or Viber', async ({
  page,
  request,
}) => {
  const { withoutChats } = await addHostelsNearKirtipur(request);
  const dialog = await openListing(page, withoutChats.id, withoutChats.name);
  const bar = dialog.getByRole('region', { name: 'Apply or contact' });
  await expectInWindow(bar, 'the bar');
  await expect(bar.getByRole('link', { name: /^Call / })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /Viber/ })).toHaveCount(0);
});
