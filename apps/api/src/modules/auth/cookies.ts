import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/user';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
}

/** The cookie is always the newest token the server issued, so it wins over a bearer value. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[REFRESH_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}
