import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LISTING_PHOTO_SIZES, searchRequestPath } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addHostel, validHostel } from '../../../test/listings';
import { seedListing, writeListings } from '../../../test/search-factory';
import { updateListing } from '../listings/repository';

// A build laid out like apps/web/dist, its head written the way apps/web/index.html writes it.
const dist = mkdtempSync(path.join(tmpdir(), 'gb-listing-preload-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ghar Bhada</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

const app = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://gharbhada.example' } });

let ownerId: string;
let ownerToken: string;

beforeAll(async () => {
  const owner = await createUser(app, { name: 'Gita Owner' });
  ownerId = owner.id;
  ownerToken = (await login(app, owner.email)).accessToken;
});

const open = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

const unescape = (text: string) => text.replace(/&amp;/g, '&');

/** The href of every fetch preload in the page. */
function fetchPreloads(html: string): string[] {
  const links =
    html.match(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="[^"]*" \/>/g) ?? [];
  return links.map((link) => unescape(/href="([^"]*)"/.exec(link)?.[1] ?? ''));
}

/** Every image preload in the page, its attributes by name. */
function imagePreloads(html: string): Record<string, string>[] {
  const links = html.match(/<link rel="preload" as="image"[^>]*\/>/g) ?? [];
  return links.map((link) =>
    Object.fromEntries(
      [...link.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, key, value]) => [key, unescape(value ?? '')]),
    ),
  );
}

describe('a shared listing link starts loading the listing with the HTML', () => {
  it('preloads the listing’s request, as the app writes it, and its first photo as the page shows it', async () => {
    const hostel = await addHostel(app, ownerToken, validHostel);
    await writeListings(app, (tx) => updateListing(tx, hostel._id, { verified: true }));
    const [photo] = hostel.image;
    const [thumbnail] = hostel.thumbnail;
    expect(photo).toBeDefined();
    expect(thumbnail).toBeDefined();

    const html = await open(`/bhada/hostel?listing=${hostel._id}&location=pokhara`);
    // Its own request only: the app shows the listing alone, so the search's preload is left out.
    expect(fetchPreloads(html)).toEqual([`/api/hostels/get/${hostel._id}`]);
    expect(imagePreloads(html)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: photo,
        imagesrcset: `${thumbnail} 400w, ${photo} 1200w`,
        imagesizes: LISTING_PHOTO_SIZES,
        fetchpriority: 'high',
      },
    ]);
    // Ahead of the page's scripts and styles.
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('<title>'));
  });

  it('preloads a property’s request from its own endpoint; no photo, no image preload', async () => {
    const id = await seedListing(app, ownerId, {
      kind: 'property',
      name: 'Shrestha Niwas',
      location: 'Patan',
    });
    const html = await open(`/bhada/bhada?listing=${id}`);
    expect(fetchPreloads(html)).toEqual([`/api/landlords/${id}`]);
    expect(imagePreloads(html)).toEqual([]);
  });

  it('preloads nothing for a listing no visitor may see: unverified, the other kind’s or an unknown id', async () => {
    const hidden = await addHostel(app, ownerToken, { ...validHostel, name: 'Secret Hostel' });
    const property = await seedListing(app, ownerId, {
      kind: 'property',
      name: 'Kathmandu Flat',
      location: 'Patan',
    });
    for (const url of [
      `/bhada/hostel?listing=${hidden._id}`,
      `/bhada/hostel?listing=${property}`,
      '/bhada/hostel?listing=7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '/bhada/hostel?listing=not-an-id',
    ]) {
      const html = await open(url);
      expect(fetchPreloads(html), url).toEqual([]);
      expect(imagePreloads(html), url).toEqual([]);
      expect(html, url).not.toContain('Secret Hostel');
      for (const file of [...hidden.image, ...hidden.thumbnail]) expect(html, url).not.toContain(file);
    }
  });

  it('a search URL keeps the search’s preload', async () => {
    const html = await open('/bhada/hostel?location=pokhara');
    expect(fetchPreloads(html)).toEqual([
      searchRequestPath('hostel', new URLSearchParams('location=pokhara')),
    ]);
    expect(imagePreloads(html)).toEqual([]);
  });
});
