import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listingRequestPath, searchRequestPath } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';
import { FIRST_SCREEN_CARDS } from './first-screen';
import { createSearchPrerender, loadPageRenderer, serverBuildDir } from './prerender';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ghar Bhada</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-shell"><div class="boot-card"></div></div>
    </div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/features/search/search-route.ts': {
    file: 'assets/search-route-def.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/search-route-def.css'],
  },
};

/**
 * Stands in for the web's server build (apps/web/src/prerender/render-page.ts): draws each
 * listing's name and price (a shared listing's alone), escaped as React escapes text, and the
 * origin it was given. `location=boom` throws, `location=slow` never answers.
 */
const RENDERER = `
export const FIRST_PAGE_ELEMENT_ID = 'search-first-page';
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage({ url, origin, language, firstPage, siteConfig }) {
  if (url.includes('location=boom')) throw new Error('the page failed to draw');
  if (url.includes('location=slow')) return new Promise(() => {});
  const { data } = firstPage.body;
  const cards = (Array.isArray(data) ? data : [data]).map((l) => '<h3>' + escape(l.name) + '</h3><p>Rs. ' + l.price + '</p>');
  return '<main lang="' + language + '" data-contact="' + escape(siteConfig.contactEmail) + '" data-origin="' + escape(origin) + '">' + cards.join('') + '</main>';
}
`;

/** A web build laid out like apps/web/dist, with (or without) its server build beside it. */
async function webBuild(renderer: string | null): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), 'gb-prerender-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  if (renderer !== null) {
    await mkdir(serverBuildDir(dist));
    await writeFile(path.join(serverBuildDir(dist), 'render-page.js'), renderer);
  }
  return dist;
}

const env = (dist: string) => ({
  WEB_DIST_DIR: dist,
  PUBLIC_URL: 'https://gharbhada.example',
  CONTACT_EMAIL: 'help@gharbhada.example',
  // Never reached by the stand-in renderer: the budget's own test is below, without an app.
  PRERENDER_BUDGET_MS: '10000',
});

async function open(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The embedded first page, as the app reads it (JSON.parse undoes the \\u003c escapes). */
function embedded(html: string): unknown {
  const text = /<script type="application\/json" id="search-first-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

const isAppShell = (html: string) => html.includes('boot-shell') && !html.includes('data-prerendered');

describe('a search page drawn on the server', () => {
  let app: TestApp;
  const logs: string[] = [];
  let sharedId = '';
  let unverifiedId = '';

  beforeAll(async () => {
    app = await buildTestApp({
      env: { ...env(await webBuild(RENDERER)), LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logs.push(line) },
    });
    const owner = await createUser(app);
    await seedListing(app, owner.id, { name: 'Lakeside Girls Hostel', location: 'Pokhara', price: 9_500 });
    await seedListing(app, owner.id, { name: 'Prithvi Chowk Hostel', location: 'Pokhara', price: 7_000 });
    sharedId = await seedListing(app, owner.id, {
      name: 'Bagbazar Boys Hostel',
      location: 'Kathmandu',
      price: 8_000,
    });
    unverifiedId = await seedListing(app, owner.id, {
      name: 'Not Yet Hostel',
      location: 'Kathmandu',
      verified: false,
    });
    await seedListing(app, owner.id, {
      name: '</script><img src=x onerror=alert(1)>',
      location: 'Dharan',
      price: 6_000,
    });
  });
  afterAll(() => app.close());

  it('carries the first cards in #root and the API’s answer as JSON after it, instead of the app shell', async () => {
    const url = '/bhada/hostel?location=pokhara&sort=price_asc';
    const html = await open(app, url);

    expect(html).toContain('<div id="root" data-prerendered="" inert=""><main lang="en"');
    expect(html).toContain(
      '<h3>Prithvi Chowk Hostel</h3><p>Rs. 7000</p><h3>Lakeside Girls Hostel</h3><p>Rs. 9500</p>',
    );
    expect(html).not.toContain('boot-shell');
    // The footer's contact, from the same settings the head carries.
    expect(html).toContain('data-contact="help@gharbhada.example"');
    const request = searchRequestPath('hostel', new URL(url, 'http://x').searchParams)!;
    const api = await app.inject({ method: 'GET', url: request });
    expect(embedded(html)).toEqual({ request, body: api.json() });
    // The answer is in the page: no preload starts the same request again.
    expect(html).not.toContain('as="fetch"');
    // The route's styles are linked in the head: the drawn cards paint styled before any script runs.
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/search-route-def.css" \/>\s*<\/head>/,
    );
  });

  it('writes the page in the language of the lang cookie, else of the browser', async () => {
    expect(await open(app, '/bhada/hostel?location=pokhara', { cookie: 'lang=ne' })).toContain(
      '<main lang="ne"',
    );
    expect(
      await open(app, '/bhada/hostel?location=pokhara', { 'accept-language': 'ne-NP,en;q=0.5' }),
    ).toContain('<main lang="ne"');
    expect(await open(app, '/bhada/hostel?location=pokhara', { cookie: 'lang=fr' })).toContain(
      '<main lang="en"',
    );
  });

  it('escapes a listing name in the markup and in the JSON, so it cannot end the script element', async () => {
    const html = await open(app, '/bhada/hostel?location=dharan');
    const name = '</script><img src=x onerror=alert(1)>';
    expect(html).not.toContain(name);
    expect(html).not.toContain('<img');
    expect(html).toContain('\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e');
    expect(embedded(html)).toMatchObject({ body: { data: [{ name }] } });
  });

  it('draws a shared listing link with the listing alone, its own API answer after #root', async () => {
    const html = await open(app, `/bhada/hostel?listing=${sharedId}`, { host: 'gharbhada.example' });
    expect(html).toContain('<div id="root" data-prerendered="" inert=""><main lang="en"');
    expect(html).toContain('<h3>Bagbazar Boys Hostel</h3><p>Rs. 8000</p>');
    expect(html).not.toContain('Lakeside Girls Hostel');
    // The links the page draws name the origin the browser asked on, as the app's do.
    expect(html).toContain('data-origin="http://gharbhada.example"');
    const request = `/api${listingRequestPath('hostel', sharedId)}`;
    const api = await app.inject({ method: 'GET', url: request });
    expect(embedded(html)).toEqual({ request, body: api.json() });
    expect(html).not.toContain('as="fetch"');
  });

  it('sends the app shell for a failing render, a URL the API refuses, a listing no visitor may see and other pages', async () => {
    logs.length = 0;
    expect(isAppShell(await open(app, '/bhada/hostel?location=boom'))).toBe(true);
    expect(logs.some((line) => line.includes('prerender: failed'))).toBe(true);
    const refused = [
      '/bhada/hostel?sort=cheapest',
      '/bhada/hostel?listing=abc',
      `/bhada/hostel?listing=${unverifiedId}`,
      // A hostel's id under the rooms' page: the rooms' endpoint does not know it.
      `/bhada/bhada?listing=${sharedId}`,
    ];
    for (const url of [...refused, '/', '/login']) {
      expect(isAppShell(await open(app, url)), url).toBe(true);
    }
  });
});

describe('what a drawn search page carries', () => {
  it('draws and embeds the first screen’s cards of a full page, with the API’s meta as it was', async () => {
    const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
    const renderer = await loadPageRenderer(serverBuildDir(await webBuild(RENDERER)), quiet);
    const names = Array.from({ length: 20 }, (_, index) => `Hostel ${index + 1}`);
    const meta = { total: 84, page: 1, limit: 20, totalCapped: false };
    const prerender = createSearchPrerender({
      renderer: async () => renderer,
      search: async () => ({ success: true, data: names.map((name) => ({ name, price: 5_000 })), meta }),
      siteConfig: { contactEmail: null, contactPhone: null },
      log: quiet,
      budgetMs: 10_000,
    });
    const page = await prerender('/bhada/hostel?location=pokhara', 'en');

    const shown = names.slice(0, FIRST_SCREEN_CARDS);
    expect(page?.root.match(/<h3>/g)).toHaveLength(shown.length);
    expect(page?.root).toContain(`<h3>${shown.at(-1)}</h3>`);
    expect(page?.root).not.toContain(`<h3>${names[FIRST_SCREEN_CARDS]}</h3>`);
    expect(embedded(page?.afterRoot ?? '')).toMatchObject({
      body: { success: true, data: shown.map((name) => ({ name })), meta },
    });
  });
});

describe('a search page not drawn on the server', () => {
  const log = () => {
    const lines: string[] = [];
    const logger = { warn: (_: unknown, message: string) => lines.push(message) };
    return { lines, logger: logger as unknown as FastifyBaseLogger };
  };
  const siteConfig = { contactEmail: null, contactPhone: null };

  it('is the page as before when the web build has no server build', async () => {
    const dist = await webBuild(null);
    const { lines, logger } = log();
    expect(await loadPageRenderer(serverBuildDir(dist), logger)).toBeNull();
    let searched = false;
    const prerender = createSearchPrerender({
      renderer: async () => null,
      search: async () => {
        searched = true;
        return {};
      },
      siteConfig,
      log: logger,
      budgetMs: 10_000,
    });
    expect(await prerender('/bhada/hostel?location=pokhara', 'en')).toBeNull();
    expect(searched).toBe(false);
    expect(lines).toEqual([]);
  });

  it('is the page as before, with a log line, when drawing takes longer than its budget', async () => {
    const dist = await webBuild(RENDERER);
    const { lines, logger } = log();
    const renderer = await loadPageRenderer(serverBuildDir(dist), logger);
    expect(renderer).not.toBeNull();
    const prerender = createSearchPrerender({
      renderer: async () => renderer,
      search: async () => ({ data: [] }),
      siteConfig,
      log: logger,
      budgetMs: 20,
    });
    expect(await prerender('/bhada/hostel?location=slow', 'en')).toBeNull();
    expect(lines).toEqual(['prerender: out of time; page sent unrendered']);
  });
});
