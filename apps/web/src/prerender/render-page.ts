import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter } from 'react-router';
import type { SiteConfig } from '@app/shared';
import { routes } from '../app/routes';
import { provideSiteConfig } from '../config/contact';
import { FIRST_PAGE_ELEMENT_ID, provideFirstPage } from '../features/search/api/first-page';
import { providePageOrigin } from '../features/search/components/listing-message';
import { i18n, type Language } from '../i18n';
import { PrerenderedPage } from './prerendered-page';

export { FIRST_PAGE_ELEMENT_ID };

export interface RenderRequest {
  /** The page's path and query, e.g. /bhada/hostel?location=kathmandu. */
  url: string;
  /** The origin the page is asked on (a listing's links in the page name it), e.g. https://gharbhada.com. */
  origin?: string;
  language: Language;
  /** The search's first page: the API request the page makes (`/api/…`) and the API's answer. */
  firstPage: { request: string; body: unknown };
  /** The settings the page's head carries (site-config), which the footer shows. */
  siteConfig: SiteConfig;
}

const handler = createStaticHandler(routes);

/**
 * The markup of #root for a search page as the app draws it for an anonymous visitor, with its
 * first page of results (a shared listing's page: with that listing), or null for a URL the app answers otherwise (a redirect, a 404). The API
 * (site module) loads this from the web's server build and writes the result into index.html.
 */
export async function renderPage({
  url,
  origin = 'http://localhost',
  language,
  firstPage,
  siteConfig,
}: RenderRequest): Promise<string | null> {
  // Resolves the route's lazy modules and runs its loader (the search's 404 for an unknown kind).
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await i18n.loadLanguages(language);
  // From here to the end of renderToString nothing awaits, so no other render changes the language.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) return null;
  provideFirstPage(firstPage);
  provideSiteConfig(siteConfig);
  providePageOrigin(origin);
  try {
    return renderToString(createElement(PrerenderedPage, { router, context, queryClient }));
  } finally {
    provideFirstPage(null);
    queryClient.clear();
  }
}
