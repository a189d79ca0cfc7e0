import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listingRequestPath, type SiteConfig } from '@app/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from '../../plugins/page-head';
import type { PageLanguage } from '../../plugins/page-language';
import { firstScreenOf } from './first-screen';
import { opensListing } from './listing-preload';
import { listingOfUrl } from './listing-preview';
import { isSearchPage, searchPreloadOf } from './search-preload';

/** What the web's server build (apps/web/src/prerender/render-page.ts) exports. */
export interface PageRenderer {
  FIRST_PAGE_ELEMENT_ID: string;
  renderPage(request: {
    url: string;
    origin?: string;
    language: PageLanguage;
    firstPage: { request: string; body: unknown };
    siteConfig: SiteConfig;
  }): Promise<string | null>;
}

/** A page drawn on the server: the markup of #root and what follows it (the results it was drawn with). */
export interface PrerenderedPage {
  root: string;
  afterRoot: string;
}

/** The web's server build sits beside its browser build: apps/web/dist → apps/web/dist-server. */
export function serverBuildDir(webDistDir: string): string {
  return `${path.resolve(webDistDir)}-server`;
}

/** The server build's renderer, or null without one (API tests, a build without it) or if it fails to load. */
export async function loadPageRenderer(dir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = path.join(dir, 'render-page.js');
  if (!existsSync(file)) return null;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.renderPage !== 'function' || typeof loaded.FIRST_PAGE_ELEMENT_ID !== 'string') {
      log.warn({ file }, 'prerender: the server build exports no renderPage; pages are sent without it');
      return null;
    }
    return loaded as PageRenderer;
  } catch (error) {
    log.warn({ err: error, file }, 'prerender: the server build failed to load; pages are sent without it');
    return null;
  }
}

class OutOfTime extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface SearchPrerenderDeps {
  /** The renderer, loaded once on first use (null: pages are sent as the build wrote them). */
  renderer: () => Promise<PageRenderer | null>;
  /** The API's answer to an anonymous visitor's request (`/api/…`), or null for a failed one. */
  search: (request: string) => Promise<unknown>;
  siteConfig: SiteConfig;
  log: FastifyBaseLogger;
  /** Past this, the page is sent as the build wrote it (the app shell and the search's preload). */
  budgetMs: number;
}

/**
 * The API request a page is drawn with: a search's first page of results, or the listing a shared
 * link (`?listing={id}`) opens, which the app shows alone; null for any other page.
 */
function drawnRequestOf(url: URL): string | null {
  if (!isSearchPage(url)) return null;
  if (!opensListing(url, true)) return searchPreloadOf(url);
  const listing = listingOfUrl(url);
  return listing && `/api${listingRequestPath(listing.kind, listing.id)}`;
}

/**
 * A search page drawn by the app's own components with its first page of results, so the first
 * cards paint with the HTML, or a shared listing's page with the listing; null for any other page,
 * a listing no anonymous visitor may see (the API's 404), or when it cannot be drawn in time.
 */
export function createSearchPrerender({ renderer, search, siteConfig, log, budgetMs }: SearchPrerenderDeps) {
  return async (url: string, language: PageLanguage, origin?: string): Promise<PrerenderedPage | null> => {
    const apiRequest = drawnRequestOf(new URL(url, 'http://localhost'));
    if (!apiRequest) return null;
    const started = performance.now();
    try {
      return await within(
        (async () => {
          const render = await renderer();
          if (!render) return null;
          const body = await search(apiRequest);
          if (body === null) return null;
          const firstPage = { request: apiRequest, body: firstScreenOf(body) };
          const root = await render.renderPage({ url, origin, language, firstPage, siteConfig });
          if (root === null) {
            log.warn('prerender: the app drew nothing for this page; page sent unrendered');
            return null;
          }
          const id = render.FIRST_PAGE_ELEMENT_ID;
          return {
            root,
            afterRoot: `<script type="application/json" id="${id}">${jsonForScript(firstPage)}</script>`,
          };
        })(),
        budgetMs,
      );
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (error instanceof OutOfTime)
        log.warn({ ms, budgetMs }, 'prerender: out of time; page sent unrendered');
      else log.warn({ err: error, ms }, 'prerender: failed; page sent unrendered');
      return null;
    }
  };
}

export type SearchPrerender = ReturnType<typeof createSearchPrerender>;

/**
 * The spa plugin's `bodyFor`: the web's server build loaded once (from now, beside `webDistDir`),
 * the search asked of this app in-process (`inject`, no socket) as an anonymous visitor asks it.
 */
export function sitePrerender(
  app: FastifyInstance,
  deps: { webDistDir: string; siteConfig: SiteConfig; budgetMs: number },
) {
  const loading = loadPageRenderer(serverBuildDir(deps.webDistDir), app.log);
  const prerender = createSearchPrerender({
    renderer: () => loading,
    search: async (request) => {
      const answer = await app.inject({
        method: 'GET',
        url: request,
        headers: { accept: 'application/json' },
      });
      return answer.statusCode === 200 ? answer.json<unknown>() : null;
    },
    siteConfig: deps.siteConfig,
    log: app.log,
    budgetMs: deps.budgetMs,
  });
  // The origin the browser asked on: the links the page draws (a listing's share and chat links)
  // must be those the app draws in the browser, where they are window.location's.
  return (request: FastifyRequest, language: PageLanguage) =>
    prerender(request.url, language, `${request.protocol}://${request.host}`);
}
