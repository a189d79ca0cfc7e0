import { PUBLIC_PAGE_PATHS, SITE_CONFIG_ELEMENT_ID, listingPagePath, type SiteConfig } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { PageHead } from '../../plugins/page-head';
import type { ListingService } from '../listings/service';
import { findListingPreview, listingOfUrl } from './listing-preview';
import { listingPreloads, opensListing } from './listing-preload';
import { SEARCH_ROUTE_MODULE, isSearchPage, searchPreloadOf } from './search-preload';
import { renderSitemap } from './sitemap';

const SITE_NAME = 'Ghar Bhada';
const DEFAULT_DESCRIPTION =
  'Ghar Bhada: find verified rooms, flats and hostels across Nepal. Free for students.';
/** The app icon (apps/web/public/icons), the picture of a shared page that has no photo. */
const DEFAULT_IMAGE_PATH = '/icons/icon-512.png';
/** One sitemap file holds at most 50,000 addresses; the public pages take a few of them. */
const SITEMAP_LISTINGS_MAX = 49_000;

/** What search engines and link previews read: robots.txt, sitemap.xml and each page's head. */
export function createSiteService(deps: {
  listings: ListingService;
  publicUrl: string;
  contact: AppConfig['contact'];
  log: FastifyBaseLogger;
}) {
  const { listings, publicUrl, log } = deps;
  const absolute = (path: string) => `${publicUrl}${path}`;
  const siteConfig: SiteConfig = {
    contactEmail: deps.contact.email ?? null,
    contactPhone: deps.contact.phone ?? null,
  };

  return {
    /** The run-time settings every page carries (and the server's drawing of a page shows). */
    siteConfig,

    robotsTxt(): string {
      return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
    },

    /** The public pages and every verified, unsold listing, from the database as it is now. */
    async sitemapXml(): Promise<string> {
      const rows = await listings.publicListings(SITEMAP_LISTINGS_MAX);
      return renderSitemap([
        ...PUBLIC_PAGE_PATHS.map((path) => ({ url: absolute(path) })),
        ...rows.map((row) => ({
          url: absolute(listingPagePath(row.kind, row.id)),
          lastModified: row.updatedAt,
        })),
      ]);
    },

    /**
     * The head of the page at `url`: the run-time site settings for the app, and Open Graph tags
     * (a listing's own for a listing's address, the site's otherwise); on a search page, preloads
     * of its code and of its first page of results, or on a shared listing's, of the listing and
     * its first photo.
     */
    async pageHead(url: string): Promise<PageHead> {
      const parsed = new URL(url, publicUrl);
      const target = listingOfUrl(parsed);
      const preview = target && (await findListingPreview(listings, target, log));
      const pageUrl = absolute(preview ? preview.path : parsed.pathname);
      const title = preview ? `${preview.title} · ${SITE_NAME}` : undefined;
      const description = preview?.description;
      const og = {
        'og:site_name': SITE_NAME,
        'og:type': 'website',
        'og:title': preview?.title ?? SITE_NAME,
        'og:description': description ?? DEFAULT_DESCRIPTION,
        'og:url': pageUrl,
        'og:image': preview?.imageUrl ?? absolute(DEFAULT_IMAGE_PATH),
      };
      return {
        title,
        description,
        meta: [
          ...Object.entries(og).map(([key, content]) => ({ attribute: 'property' as const, key, content })),
          {
            attribute: 'name',
            key: 'twitter:card',
            content: preview?.imageUrl ? 'summary_large_image' : 'summary',
          },
        ],
        canonicalUrl: preview ? pageUrl : undefined,
        // A shared listing's page shows the listing alone: its request and photo, not the search's.
        ...(opensListing(parsed, isSearchPage(parsed))
          ? listingPreloads(preview)
          : { fetchPreloads: [searchPreloadOf(parsed)].filter((href) => href !== null) }),
        // The search page's code, fetched with the HTML instead of after the app's entry runs.
        routeModule: isSearchPage(parsed) ? SEARCH_ROUTE_MODULE : undefined,
        data: { elementId: SITE_CONFIG_ELEMENT_ID, value: siteConfig },
      };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
