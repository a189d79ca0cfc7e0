import { readFileSync } from 'node:fs';
import { test as base, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expect, test } from './fixtures';
import { expectAccessible, PHONE, settle } from './support/a11y';
import { demoFreelancer, demoOwner } from './support/demo-accounts';
import { refusalHeading, ROLE_GATES, type Role } from './support/role-gates';
import { rolePages, withoutConsoleErrors } from './support/role-pages';
import { bearer, logInByApi, storeSession, type StoredSession } from './support/session';

/**
 * Every screen, for every kind of user, on a 360 px phone: no serious or critical axe violation,
 * no sideways scrolling, every visible control at least 44 × 44 px. Signs in as the accounts the
 * server and the demo seed create, so it registers nobody. A role gate's refusal is one screen
 * whichever route it guards: it is checked in full on the first such route of each kind of user,
 * and the other routes it guards are only opened and seen to refuse.
 */

interface Ids {
  /** A verified hostel of the demo owner. */
  hostel: string;
  /** A property waiting for verification, assigned to the demo freelancer, who accepted it. */
  property: string;
  /** A checked or visited property of the demo owner (open to all, so no one's console logs a 404). */
  ownProperty: string;
  task: string;
  /** The demo owner's shortlist share token. */
  shareToken: string;
}

/** Each route of apps/web/src/config/paths.ts (routePatterns) with real ids, and one that is none. */
const ROUTES: Record<string, (ids: Ids) => string> = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  gharbeti: () => '/gharbeti',
  hostel: () => '/hostel',
  search: () => '/bhada/hostel',
  apply: (ids) => `/apply/${ids.hostel}`,
  unverified: () => '/unverified',
  verify: (ids) => `/verify/${ids.property}`,
  verifyTask: (ids) => `/verify/${ids.property}/${ids.task}`,
  controlHostel: () => '/control-hostel',
  editDetails: (ids) => `/edit-details/${ids.hostel}`,
  editImage: (ids) => `/edit-image/${ids.hostel}`,
  editProperty: (ids) => `/edit-property/${ids.ownProperty}`,
  editPropertyImages: (ids) => `/edit-property-image/${ids.ownProperty}`,
  myApplications: () => '/my-applications',
  verifyEmail: () => '/verify-email',
  resendVerification: () => '/resend-verification',
  listBuyer: () => '/list-buyer',
  listFreelancer: () => '/list-freelancer',
  taskReq: () => '/task-req',
  acceptedWork: () => '/accepted-work',
  forgotPassword: () => '/forgot-password',
  verificationOtp: () => '/verification-otp',
  resetPassword: () => '/reset-password',
  privacy: () => '/privacy',
  terms: () => '/terms',
  // Without a token nothing is sent (a refused token would log a 400 in the console).
  confirmAvailable: () => '/confirm-available',
  reports: () => '/reports',
  savedSearches: () => '/saved-searches',
  // Without a token nothing is sent, as for confirmAvailable.
  unsubscribe: () => '/unsubscribe',
  shortlist: () => '/shortlist',
  sharedShortlist: (ids) => `/shortlist/shared/${ids.shareToken}`,
};
const EXTRA_PAGES: Record<string, (ids: Ids) => string> = {
  searchProperties: () => '/bhada/bhada?location=Pokhara',
  notFound: () => '/no-such-page',
};

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string }> = {
  owner: demoOwner,
  admin: e2eAdmin,
  freelancer: demoFreelancer,
};
const ROLES: Role[] = ['visitor', 'owner', 'admin', 'freelancer'];

/**
 * Screens whose content is the same for every signed-in user: checked as a visitor and as the owner.
 * What differs for the admin and the verifier on them is the header, checked on their home and on
 * every screen that is theirs.
 */
const SAME_FOR_EVERY_ACCOUNT = new Set([
  'login',
  'register',
  'verifyEmail',
  'resendVerification',
  'forgotPassword',
  'verificationOtp',
  'resetPassword',
  'privacy',
  'terms',
  'confirmAvailable',
  'unsubscribe',
  'notFound',
]);
const checksEveryScreen = (role: Role) => role === 'visitor' || role === 'owner';

const ids: Ids = { hostel: '', property: '', ownProperty: '', task: '', shareToken: '' };

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Through the API: the owner's hostel, and a property assigned to the freelancer, who has accepted
 * it. After a failure Playwright starts a new worker and runs this again, so an open task from
 * before is used again (each new property counts against the owner's 20 a day).
 */
async function prepareListings(api: APIRequestContext) {
  const owner = bearer(await logInByApi(api, demoOwner));
  const hostels = await json<{ data: { _id: string; canApply: boolean }[] }>(
    await api.get('/api/user/get-hostel', { headers: owner }),
  );
  // One open to tenants, and the oldest such: the journeys beside the sweep add hostels of the demo
  // owner and then hide, rent out or change them, so a new one may be gone by the time a role opens it.
  ids.hostel = hostels.data.filter((hostel) => hostel.canApply).at(-1)?._id ?? '';
  await json(await api.put(`/api/shortlist/${ids.hostel}`, { headers: owner }));
  const share = await json<{ data: { token: string } }>(
    await api.post('/api/shortlist/share', { headers: owner }),
  );
  ids.shareToken = share.data.token;
  const properties = await json<{ data: { _id: string; state: string }[] }>(
    await api.get('/api/user/listings', { headers: owner, params: { kind: 'property', limit: 50 } }),
  );
  ids.ownProperty =
    properties.data.find((property) => property.state === 'checked' || property.state === 'visited')?._id ??
    '';
  expect(ids.ownProperty, 'a checked or visited property of the demo owner').not.toBe('');

  const freelancer = bearer(await logInByApi(api, demoFreelancer));
  type Task = { _id: string; isCompleted: boolean; room: { _id: string } };
  const accepted = await json<{ data: Task[] }>(
    await api.get('/api/freelance/accepted', { headers: freelancer }),
  );
  const open = accepted.data.find((task) => !task.isCompleted);
  if (open) {
    ids.property = open.room._id;
    ids.task = open._id;
    return;
  }

  const added = await json<{ data: { _id: string } }>(
    await api.post('/api/landlords/add', {
      headers: owner,
      data: {
        name: `Accessible Flats ${Date.now()}`,
        location: 'New Baneshwor, Kathmandu, Bagmati, Nepal',
        coordinate: { lat: 27.6889, lon: 85.3365 },
        Contact_no1: '9801234567',
        price: 25000,
        shutter: 0,
      },
    }),
  );
  ids.property = added.data._id;
  const admin = bearer(await logInByApi(api, e2eAdmin));
  const verifiers = await json<{ data: { _id: string; email: string }[] }>(
    await api.get('/api/freelance/verified-location', { headers: admin, params: { location: 'Baneshwor' } }),
  );
  const freelancerId = verifiers.data.find((f) => f.email === demoFreelancer.email)?._id;
  await json(
    await api.post(`/api/freelance/assign/${ids.property}`, {
      headers: admin,
      data: { freelancerIds: [freelancerId], description: 'Measure the flat and photograph every room.' },
    }),
  );
  const requests = await json<{ data: { task: Task[] } }>(
    await api.get('/api/freelance/get-task', { headers: freelancer }),
  );
  ids.task = requests.data.task.find((task) => task.room._id === ids.property)?._id ?? '';
  await json(await api.put(`/api/freelance/accept/${ids.task}`, { headers: freelancer }));
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await prepareListings(api);
  await api.dispose();
});

test.use({ viewport: PHONE });

test('the list covers every route the web app registers', () => {
  const paths = readFileSync(new URL('../../apps/web/src/config/paths.ts', import.meta.url), 'utf8');
  const block = /export const routePatterns = \{([^}]*)\}/.exec(paths)?.[1] ?? '';
  const names = [...block.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
  expect(names.length).toBeGreaterThan(20);
  expect(Object.keys(ROUTES).sort()).toEqual(names.sort());
});

test('the role gates are those apps/web/src/app/routes.ts puts around its routes', () => {
  const app = new URL('../../apps/web/src/app/', import.meta.url);
  const routes = readFileSync(new URL('routes.ts', app), 'utf8');
  // Each route object from its `path: routePatterns.<name>` to the next one.
  const starts = [...routes.matchAll(/path: routePatterns\.(\w+)/g)];
  const gated: Record<string, string[]> = {};
  starts.forEach((start, index) => {
    const body = routes.slice(start.index, starts[index + 1]?.index ?? routes.length);
    for (const [, gate] of body.matchAll(/createElement\((\w+Gate)\b/g)) {
      (gated[gate ?? ''] ??= []).push(start[1] ?? '');
    }
  });
  expect(starts.length).toBeGreaterThan(20);
  const sorted = (names: string[]) => [...names].sort();
  expect(Object.fromEntries(Object.entries(gated).map(([gate, names]) => [gate, sorted(names)]))).toEqual(
    Object.fromEntries(Object.entries(ROLE_GATES).map(([gate, { routes: names }]) => [gate, sorted(names)])),
  );
  // Each gate asks the server for the role the table says.
  for (const [gate, { serverRole }] of Object.entries(ROLE_GATES)) {
    const file = `routes/${gate.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase()}.tsx`;
    const source = readFileSync(new URL(file, app), 'utf8');
    expect(source, file).toContain(`export function ${gate}(`);
    expect(source, file).toContain(`role="${serverRole}"`);
  }
});

/**
 * The screens of every route are checked on one page per kind of user and worker (role-pages.ts);
 * the console check that every other test gets from its own page is made per screen instead.
 */
const sweep = base.extend<object, { roles: ReturnType<typeof rolePages> }>({
  roles: [
    async ({ browser }, use, workerInfo) => {
      const roles = rolePages(browser, workerInfo.project.use.baseURL);
      await use(roles);
      await roles.close();
    },
    { scope: 'worker' },
  ],
});

for (const role of ROLES) {
  sweep.describe(`as ${role === 'visitor' ? 'a visitor' : `the ${role}`}`, () => {
    let session: StoredSession | undefined;

    // A fresh login per role: each lasts well beyond its own tests, so none refreshes mid-way.
    sweep.beforeAll(async ({ playwright }) => {
      if (role === 'visitor') return;
      const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      session = await logInByApi(api, ACCOUNTS[role]);
      await api.dispose();
    });

    /** Each refusal screen of this role, by its heading, and the route it is checked in full on. */
    const refusalCheckedOn = new Map<string, string>();

    for (const [name, path] of Object.entries({ ...ROUTES, ...EXTRA_PAGES })) {
      if (SAME_FOR_EVERY_ACCOUNT.has(name) && !checksEveryScreen(role)) continue;
      const refusal = refusalHeading(role, name);
      const checkedOn = refusal === undefined ? undefined : refusalCheckedOn.get(refusal);
      if (refusal !== undefined && checkedOn === undefined) refusalCheckedOn.set(refusal, name);

      if (refusal !== undefined && checkedOn !== undefined) {
        sweep(`${name} at 360 px refuses, as checked on ${checkedOn}`, async ({ roles }) => {
          const page = await roles.pageFor(role, session);
          await withoutConsoleErrors(page, async () => {
            await page.goto(path(ids));
            await expect(page.getByRole('heading', { level: 1, name: refusal, exact: true })).toBeVisible();
          });
        });
        continue;
      }

      sweep(`${name} at 360 px`, async ({ roles }) => {
        const page = await roles.pageFor(role, session);
        const url = path(ids);
        await withoutConsoleErrors(page, async () => {
          await page.goto(url);
          await settle(page);
          if (refusal !== undefined) {
            await expect(page.getByRole('heading', { level: 1, name: refusal, exact: true })).toBeVisible();
          }
          await expectAccessible(page, `${url} as ${role}`);
        });
      });
    }
  });
}

test.describe('open menus and dialogs', () => {
  test('the phone menu opens, is checked, and Escape closes it back to its button', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'the open phone menu');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the listing overlay takes the focus, keeps the page behind inert, and Escape or Close return it to the card', async ({
    page,
  }) => {
    await page.goto('/bhada/hostel?location=Pokhara');
    await settle(page);
    const open = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // A modal dialog that fills a phone's screen (since 51b07d1): a press anywhere, even at its
    // very top, lands in the listing, never on the page behind.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    const hitsTheDialog = await page.evaluate(
      ([x, y]) => {
        type Element = { closest(selector: string): unknown };
        const { document } = globalThis as unknown as {
          document: { elementFromPoint(x: number, y: number): Element | null };
        };
        return document.elementFromPoint(x, y)?.closest('dialog[open]') != null;
      },
      [PHONE.width / 2, 4] as const,
    );
    expect(hitsTheDialog).toBe(true);
    await expectAccessible(page, 'the listing overlay');
    // Tab never reaches the page behind: back from Close it comes round to the bottom bar's last
    // way to reach the owner (Call), the dialog's last control, and on from there to Close again.
    // On the way Chromium may focus the scrolling dialog itself or, for a step, its own controls
    // (when no element has focus).
    const where = () =>
      page.evaluate(() => {
        const { document } = globalThis as unknown as {
          document: {
            activeElement: unknown;
            body: unknown;
            querySelector(s: string): { contains(e: unknown): boolean } | null;
          };
        };
        const focused = document.activeElement;
        if (focused === null || focused === document.body) return 'nowhere';
        return document.querySelector('dialog[open]')?.contains(focused) ? 'dialog' : 'page';
      });
    const last = dialog.getByRole('region', { name: 'Apply or contact' }).getByRole('link').last();
    const close = dialog.getByRole('button', { name: 'Close' });
    const tabUntilFocused = async (key: 'Tab' | 'Shift+Tab', target: typeof close) => {
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press(key);
        expect(await where(), `${key} ${step + 1}`).not.toBe('page');
        if (
          await target.evaluate(
            (element) =>
              element ===
              (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
          )
        )
          return;
      }
      throw new Error(`${key} did not come round to the control`);
    };
    await tabUntilFocused('Shift+Tab', last);
    await tabUntilFocused('Tab', close);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // Close, at the top of the sheet, does the same.
    await open.click();
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("the overlay's report form, open with its errors, and Cancel back to its button", async ({ page }) => {
    await page.goto('/bhada/hostel?location=Pokhara');
    await settle(page);
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    const dialog = page.getByRole('dialog');
    const report = dialog.getByRole('button', { name: 'Report this listing' });
    await report.click();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    // Checked on the client only: nothing is sent.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please tell us what is wrong.')).toBeVisible();
    await expectAccessible(page, 'the open report form');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(report).toBeFocused();
  });

  test("the home hero's search with its place suggestions open", async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const search = page.getByRole('search', { name: 'Search hostels and rooms' });
    await expectAccessible(page, "the home hero's search");
    // The field takes its suggestions as the finger lands on it, keeping what is typed.
    await search.getByLabel('Place or college').click();
    await expect(search.getByRole('combobox', { name: 'Place or college' })).toBeFocused();
    await page.keyboard.type('Kirt');
    await expect(page.getByRole('option', { name: /^Kirtipur\b/ }).first()).toBeVisible();
    await expectAccessible(page, "the home hero's open suggestions");
  });

  test("the phone search's sheet opens from the summary, is checked, and Escape returns to the summary", async ({
    page,
  }) => {
    await page.goto('/bhada/hostel?location=Kirtipur');
    await settle(page);
    const summary = page.getByRole('button', { name: /^Change search/ });
    await summary.click();
    const sheet = page.getByRole('dialog', { name: 'Search and filters' });
    await expect(sheet).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the open search sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(summary).toBeFocused();
  });

  test('a listing opened from its link, scrolled to its end, with the bottom bar in view', async ({
    page,
  }) => {
    await page.goto(`/bhada/hostel?listing=${ids.hostel}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    const report = dialog.getByRole('button', { name: 'Report this listing' });
    await report.scrollIntoViewIfNeeded();
    await expect(report).toBeInViewport();
    await expect(dialog.getByRole('region', { name: 'Apply or contact' })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, "the listing's end and its bottom bar");
  });

  test("the owner's hostel menu and its delete confirmation", async ({ page, request }) => {
    await storeSession(page, await logInByApi(request, demoOwner));
    await page.goto('/control-hostel');
    await settle(page);
    const menuButton = page.getByRole('button', { name: /^More actions/ }).first();
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectAccessible(page, 'the hostel menu');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});
