import { COMMON_CODES, type Role } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error';
import { findUserInActiveSession } from './repository';
import { verifyAccessToken } from './tokens';

export type CurrentUser = { id: string; name: string; email: string; role: Role; sessionFamily: string };

const cache = new WeakMap<FastifyRequest, CurrentUser | null>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The logged-in user of this request, or null. The role comes from the database, not the token,
 * so a promotion or demotion takes effect at once; a logged-out session's tokens stop working.
 */
export async function findCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(token, request.server.secrets.jwtSecret) : null;
  const user = claims
    ? await findUserInActiveSession(request.server.db, claims.userId, claims.sessionFamily)
    : null;
  const current =
    user && claims
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          sessionFamily: claims.sessionFamily,
        }
      : null;
  cache.set(request, current);
  return current;
}

export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await findCurrentUser(request);
  if (!user) throw unauthorized(COMMON_CODES.loginRequired);
  return user;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden(COMMON_CODES.forbidden);
  return user;
}
