import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Coordination } from '../db/coordination';
import { tooManyAttempts } from '../lib/app-error';
import { registerLeanFileHeaders } from './lean-file-headers';
import { rateLimitStoreOf } from './rate-limit-store';

/** Map tiles are the only third-party content the SPA loads (in the user's browser). */
export const TILE_HOSTS = ['https://*.tile.openstreetmap.org'];

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...TILE_HOSTS],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    isProduction: boolean;
    /** The API's address as browsers reach it: photo URLs start with it. */
    apiPublicUrl: string;
    corsOrigins: string[];
    coordination: Pick<Coordination, 'counter'>;
  },
) {
  const { isProduction } = options;
  // Photo URLs are absolute (API_PUBLIC_URL), which may name another host than the page's address.
  const directives = {
    ...contentSecurityPolicy,
    imgSrc: [...contentSecurityPolicy.imgSrc, new URL(options.apiPublicUrl).origin],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    hsts: isProduction,
    crossOriginEmbedderPolicy: false,
  });
  registerLeanFileHeaders(app);
  await app.register(cookie);
  // Without CORS_ORIGINS no CORS headers at all: browsers allow only the API's own origin.
  if (options.corsOrigins.length > 0) {
    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['retry-after', 'x-request-id'],
      maxAge: 600,
    });
  }
  // Routes opt in with `config: { rateLimit: {...} }`. What the builder returns is thrown, so the
  // error handler answers it like every other 429: the envelope tells the user how long to wait.
  // Counted where the other limits are (shared by every instance on one PostgreSQL).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(options.coordination),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default level 11 is far too slow for per-request compression.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
