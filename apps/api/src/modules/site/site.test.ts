import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SiteConfigSchema } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addHostel, validHostel } from '../../../test/listings';
import { seedListing, writeListings } from '../../../test/search-factory';
import { updateListing } from '../listings/repository';

const PUBLIC_URL = 'https://gharbhada.example';

// A build laid out like apps/web/dist, its head written the way apps/web/index.html writes it.
const dist = mkdtempSync(path.join(tmpdir(), 'gb-site-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Ghar Bhada: find verified rooms, flats and hostels across Nepal. Free for students."
    />
    <title>Ghar Bhada</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

const app = await buildTestApp({
  env: {
    WEB_DIST_DIR: dist,
    PUBLIC_URL,
    CONTACT_EMAIL: 'help@gharbhada.example',
    CONTACT_PHONE: '+977 1-4412345',
  },
});

let ownerId: string;
let ownerToken: string;

beforeAll(async () => {
  const owner = await createUser(app, { name: 'Gita Owner' });
  ownerId = owner.id;
  ownerToken = (await login(app, owner.email)).accessToken;
});

/** A page as a link preview's crawler asks for it (any type, no JavaScript run). */
const crawl = (url: string) => app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

/** The content of every `<meta property|name="key">` in the page. */
function metaContents(html: string, key: string): string[] {
  const tags = html.match(new RegExp(`<meta (?:property|name)="${key}" content="[^"]*" />`, 'g')) ?? [];
  return tags.map((tag) => /content="([^"]*)"/.exec(tag)?.[1] ?? '');
}

function siteConfigOf(html: string) {
  const json = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1];
  return SiteConfigSchema.parse(JSON.parse(json ?? 'null'));
}

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *\nDisallow: /api/\n');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every verified, unsold listing, with absolute addresses', async () => {
    const hostel = await seedListing(app, ownerId, { location: 'Lakeside, Pokhara' });
    const property = await seedListing(app, ownerId, { kind: 'property', location: 'Baneshwor' });
    const sold = await seedListing(app, ownerId, { location: 'Dharan', sold: true });
    const unverified = await seedListing(app, ownerId, { location: 'Butwal', verified: false });

    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locations = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/bhada/hostel`,
        `${PUBLIC_URL}/bhada/bhada`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/terms`,
        `${PUBLIC_URL}/bhada/hostel?listing=${hostel}`,
        `${PUBLIC_URL}/bhada/bhada?listing=${property}`,
      ]),
    );
    expect(locations).toHaveLength(7);
    expect(res.body).not.toContain(sold);
    expect(res.body).not.toContain(unverified);
  });
});

describe('the page head written into index.html', () => {
  it('gives a verified listing its Open Graph preview: title, price and place, first photo, address', async () => {
    const name = `Tom & "Jerry's" <b>Hostel</b>`;
    const hostel = await addHostel(app, ownerToken, { ...validHostel, name });
    await writeListings(app, (tx) => updateListing(tx, hostel._id, { verified: true }));

    const res = await crawl(`/bhada/hostel?listing=${hostel._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const escapedName = 'Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;Hostel&lt;/b&gt;';
    expect(html).not.toContain('<b>Hostel</b>');
    expect(metaContents(html, 'og:title')).toEqual([escapedName]);
    const description =
      'Hostel in Lakeside, Pokhara, Kaski, Gandaki, Nepal · Rs. 9,000 a month · verified on Ghar Bhada';
    expect(metaContents(html, 'og:description')).toEqual([description]);
    expect(metaContents(html, 'og:image')).toEqual([hostel.image[0]]);
    expect(hostel.image[0]).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/`));
    const pageUrl = `${PUBLIC_URL}/bhada/hostel?listing=${hostel._id}`;
    expect(metaContents(html, 'og:url')).toEqual([pageUrl]);
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}" />`);
    // The page's own title and description say the same, once each.
    expect(html).toContain(`<title>${escapedName} · Ghar Bhada</title>`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
  });

  it('says "Price on request" for a listing without a price, with the site icon for a picture', async () => {
    const id = await seedListing(app, ownerId, {
      kind: 'property',
      name: 'Shrestha Niwas',
      location: 'Baneshwor, Kathmandu',
      price: null,
    });

    const html = (await crawl(`/bhada/bhada?listing=${id}`)).body;
    expect(metaContents(html, 'og:title')).toEqual(['Shrestha Niwas']);
    expect(metaContents(html, 'og:description')).toEqual([
      'For rent in Baneshwor, Kathmandu · Price on request · verified on Ghar Bhada',
    ]);
    expect(metaContents(html, 'og:image')).toEqual([`${PUBLIC_URL}/icons/icon-512.png`]);
  });

  it('tells nothing about an unverified listing, a listing of the other kind or an unknown id', async () => {
    const hidden = await seedListing(app, ownerId, {
      name: 'Secret Hostel',
      location: 'Butwal',
      verified: false,
    });
    const property = await seedListing(app, ownerId, {
      kind: 'property',
      name: 'Kathmandu Flat',
      location: 'Patan',
    });

    for (const url of [
      `/bhada/hostel?listing=${hidden}`,
      `/bhada/hostel?listing=${property}`,
      '/bhada/hostel?listing=not-an-id',
    ]) {
      const res = await crawl(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secret Hostel');
      expect(res.body).not.toContain('Kathmandu Flat');
      expect(metaContents(res.body, 'og:title')).toEqual(['Ghar Bhada']);
      expect(metaContents(res.body, 'og:url')).toEqual([`${PUBLIC_URL}/bhada/hostel`]);
      expect(res.body).toContain('<title>Ghar Bhada</title>');
    }
  });

  it('gives every page the site preview and the support contacts from the configuration', async () => {
    for (const url of ['/', '/privacy']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(metaContents(res.body, 'og:url')).toEqual([`${PUBLIC_URL}${url}`]);
      expect(metaContents(res.body, 'og:site_name')).toEqual(['Ghar Bhada']);
      expect(siteConfigOf(res.body)).toEqual({
        contactEmail: 'help@gharbhada.example',
        contactPhone: '+977 1-4412345',
      });
    }
  });
});
