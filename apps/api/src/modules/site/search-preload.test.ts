import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchRequestPath } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';

// A build laid out like apps/web/dist, its head written the way apps/web/index.html writes it.
const dist = mkdtempSync(path.join(tmpdir(), 'gb-preload-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ghar Bhada</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

// The build's manifest (vite.config.ts): the search route's files, beside the entry's.
await mkdir(path.join(dist, '.vite'));
await writeFile(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
    'src/features/search/search-route.ts': {
      file: 'assets/search-route-def.js',
      isDynamicEntry: true,
      imports: ['index.html', '_search-shared-ghi.js'],
      css: ['assets/search-route-def.css'],
    },
    '_search-shared-ghi.js': { file: 'assets/search-shared-ghi.js', imports: ['index.html'] },
    'src/features/home/home-page.tsx': { file: 'assets/home-page-jkl.js', isDynamicEntry: true },
  }),
);

const app = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://gharbhada.example' } });

const open = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The href of every fetch preload in the page, unescaped. */
function fetchPreloads(html: string): string[] {
  const links =
    html.match(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="[^"]*" \/>/g) ?? [];
  return links.map((link) => (/href="([^"]*)"/.exec(link)?.[1] ?? '').replace(/&amp;/g, '&'));
}

/** The href of every modulepreload in the page. */
function modulePreloads(html: string): string[] {
  const links = html.match(/<link rel="modulepreload" [^>]*\/>/g) ?? [];
  return links.map((link) => /href="([^"]*)"/.exec(link)?.[1] ?? '');
}

describe('a search page starts loading its code with the HTML', () => {
  it('preloads the search route’s scripts (not the entry’s, loaded anyway) on both search pages', async () => {
    for (const url of ['/bhada/hostel?location=pokhara', '/bhada/bhada', '/bhada/hostel?sort=cheapest']) {
      expect(modulePreloads(await open(url)), url).toEqual([
        '/assets/search-route-def.js',
        '/assets/search-shared-ghi.js',
      ]);
    }
  });

  it('preloads no route code on other pages', async () => {
    for (const url of ['/', '/privacy', '/bhada/other']) {
      expect(modulePreloads(await open(url)), url).toEqual([]);
    }
  });
});

describe('a search page starts its first request for results with the HTML', () => {
  it.each([
    ['hostel', '/bhada/hostel', ''],
    ['hostel', '/bhada/hostel', '?location=Lakeside%2C%20Pokhara&lat=28.211&lon=83.958&sort=nearest&km=3'],
    ['hostel', '/bhada/hostel', '?location=pokhara&amenities=hot_water,wifi&pages=2'],
    ['bhada', '/bhada/bhada', '?location=Kirtipur&maxPrice=12000&propertyType=room,flat&view=map'],
  ] as const)('%s: %s%s preloads exactly the shared function’s request', async (kind, page, query) => {
    const html = await open(`${page}${query}`);
    const expected = searchRequestPath(kind, new URLSearchParams(query));
    expect(expected).toMatch(/^\/api\/(hostels|landlords\/verified)\/by-address\?/);
    expect(fetchPreloads(html)).toEqual([expected]);
    // Ahead of the app's script, so the request leaves before the script is even parsed.
    expect(html.indexOf('rel="preload" as="fetch"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('escapes the request in the attribute', async () => {
    const html = await open('/bhada/hostel?location=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&maxPrice=9000');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      'href="/api/hostels/by-address?location=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amp;maxPrice=9000&amp;page=1&amp;limit=20"',
    );
  });

  it('preloads nothing on other pages', async () => {
    for (const url of [
      '/',
      '/privacy',
      '/bhada/other',
      '/bhada/hostel/extra',
      '/control-hostel?location=x',
    ]) {
      expect(fetchPreloads(await open(url)), url).toEqual([]);
    }
  });

  it('preloads nothing for a search URL the API would refuse (the app asks something else then)', async () => {
    for (const query of [
      'sort=cheapest',
      'sort=nearest&location=x',
      'lat=91&lon=10',
      'km=0',
      'minPrice=9&maxPrice=1',
    ]) {
      expect(fetchPreloads(await open(`/bhada/hostel?${query}`)), query).toEqual([]);
    }
  });
});
