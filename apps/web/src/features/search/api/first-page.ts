import type { SearchMeta } from '@app/shared';
import type { Listing } from '../listing';
import type { SearchResultPage } from './search-listings';

/**
 * The id of the `<script type="application/json">` in which the server sends a prerendered search
 * page's first page of results (apps/api site module): `{ request, body }`, the API request the
 * page makes (`searchRequestPath`) and the API's answer to an anonymous visitor.
 */
export const FIRST_PAGE_ELEMENT_ID = 'search-first-page';

interface EmbeddedPage {
  request: string;
  body: unknown;
}

/** The page the server is drawing hands its results here (null after drawing). */
let provided: EmbeddedPage | null = null;

/** The server's render hands the page it embeds here (null after rendering). */
export function provideFirstPage(page: EmbeddedPage | null): void {
  provided = page;
}

function readElement(): EmbeddedPage | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as Partial<EmbeddedPage> | null;
    return typeof value?.request === 'string' ? { request: value.request, body: value.body } : null;
  } catch {
    return null;
  }
}

/**
 * The results the server drew the page with, if `request` (`/api/…`) is the one it answered. Taken
 * by the page's first search only (the element is removed), so a later search, even the same one,
 * asks the server. Not parsed again, as the app's own search request is not (read-search-page.ts):
 * the server wrote it through its response schema. The server sends only the first screen's cards
 * of the page (apps/api site/first-screen.ts) with the page's own meta: fewer cards than the page
 * holds make it `partial`, and the app asks for the whole page when they are needed.
 */
export function takeFirstPage(request: string): SearchResultPage | undefined {
  const page = provided ?? readElement();
  provided = null;
  if (page?.request !== request) return undefined;
  const { data, meta } = (page.body ?? {}) as { data?: unknown; meta?: unknown };
  if (!Array.isArray(data) || !isMeta(meta)) return undefined;
  const listings = data as Listing[];
  const holds = Math.max(0, Math.min(meta.limit, meta.total - (meta.page - 1) * meta.limit));
  return listings.length < holds ? { listings, meta, partial: true } : { listings, meta };
}

/**
 * A shared listing's page the server drew (`?listing={id}`): the listing it was drawn with, if
 * `request` (`/api/…`, listingRequestPath) is the one it answered. Taken once, as a search's first
 * results are; not parsed again either.
 */
export function takeDrawnListing(request: string): Listing | undefined {
  const page = provided ?? readElement();
  provided = null;
  if (page?.request !== request) return undefined;
  const { data } = (page.body ?? {}) as { data?: unknown };
  return typeof data === 'object' && data !== null && '_id' in data ? (data as Listing) : undefined;
}

function isMeta(meta: unknown): meta is SearchMeta {
  if (typeof meta !== 'object' || meta === null) return false;
  const { total, page, limit } = meta as Record<string, unknown>;
  return typeof total === 'number' && typeof page === 'number' && typeof limit === 'number';
}
