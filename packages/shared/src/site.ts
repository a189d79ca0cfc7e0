/** Where the site's pages are, for the server (sitemap, link previews) and the app alike. No zod here: the app's entry imports it. */

/** The element of each page holding the run-time site settings (`SiteConfigSchema`). */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The search page of each kind of listing, and the query parameter that opens one listing there. */
export const SEARCH_PAGE_OF_KIND = { hostel: '/bhada/hostel', property: '/bhada/bhada' } as const;
export const LISTING_QUERY_PARAM = 'listing';

/** A listing's public, shareable address: its search page with the listing's overlay open. */
export function listingPagePath(kind: 'hostel' | 'property', id: string): string {
  return `${SEARCH_PAGE_OF_KIND[kind]}?${new URLSearchParams({ [LISTING_QUERY_PARAM]: id }).toString()}`;
}

/** Pages worth finding from a search engine: the sitemap lists them beside every listing. */
export const PUBLIC_PAGE_PATHS = ['/', '/bhada/hostel', '/bhada/bhada', '/privacy', '/terms'] as const;
