import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_CODES } from '@app/shared';
import { failure } from '../lib/envelope';
import { allowInlineStyles, inlineStyleHashes } from './inline-styles';
import { renderPageHead, type PageHead } from './page-head';
import { pageLanguage, withPageLanguage, type PageLanguage } from './page-language';
import { withPrerenderedRoot, type PrerenderedBody } from './prerendered-root';
import { spaBuildReader } from './spa-build';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaOptions {
  /** What to write into index.html for the page at this URL (path and query). */
  headFor?: (url: string) => Promise<PageHead>;
  /** The page drawn on the server (modules/site/prerender.ts), written into #root; null: the app shell. */
  bodyFor?: (request: FastifyRequest, language: PageLanguage) => Promise<PrerenderedBody | null>;
}

/** Crawlers and link previews often ask for anything (or say nothing); a browser asks for HTML. */
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else is
 * revalidated; any other GET that wants HTML gets index.html (with the page's head written in) so
 * client routes deep-link. Unknown /api/* paths always get the JSON 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string, options: SpaOptions = {}) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const readBuild = spaBuildReader(webDistDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      // index.html is a page like the others: the not-found handler below writes its head in.
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        res.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isFile = pathname !== '/index.html' && /\.[a-z0-9]+$/i.test(pathname);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !isFile &&
      acceptsHtml(request.headers.accept);
    if (wantsPage && hasBuild) {
      const build = await readBuild();
      const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
      const html = withPageLanguage(build.html, language);
      const head = options.headFor && (await options.headFor(request.url));
      if (head && head.routeModule) {
        head.modulePreloads = build.routeFiles(head.routeModule).scripts;
      }
      // A Nepali page fetches its Nepali catalogues before it shows (apps/web i18n): with the HTML.
      if (head && language === 'ne') {
        head.modulePreloads = [...(head.modulePreloads ?? []), ...build.nepaliFiles(head.routeModule)];
      }
      const body = options.bodyFor && (await options.bodyFor(request, language));
      // A drawn page carries its first results: the request its preload would start is not made.
      if (head && body) head.fetchPreloads = [];
      const headed = head ? renderPageHead(html, head) : html;
      const styles = head?.routeModule ? build.routeFiles(head.routeModule).styles : [];
      const page = body ? withPrerenderedRoot(headed, body, styles) : headed;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', allowInlineStyles(policy, inlineStyleHashes(page)));
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).send(failure(COMMON_CODES.notFound, { code: 'NOT_FOUND' }));
  });
}
