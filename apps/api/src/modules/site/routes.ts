import type { FastifyPluginAsync } from 'fastify';
import type { SiteService } from './service';

/** Crawlers read these often; an hour old is fresh enough. */
const CACHE = 'public, max-age=3600';

/** GET /robots.txt and GET /sitemap.xml, at the site's root where crawlers look for them. */
export const siteRoutes: FastifyPluginAsync<{ site: SiteService }> = async (app, { site }) => {
  const hide = { hide: true };
  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(site.robotsTxt()),
  );
  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await site.sitemapXml()),
  );
};
