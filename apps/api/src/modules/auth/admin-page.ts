import type { PageMeta } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { okPage } from '../../lib/envelope';
import { requireRole, type CurrentUser } from './guards';

/**
 * The handler of an admin's paged list (a queue to work through): anyone else is refused (401,
 * 403), an admin gets one page of `list`'s rows for the query with the list's meta.
 */
export function adminPageHandler<Q, T, M extends PageMeta>(
  list: (query: Q, admin: CurrentUser) => Promise<{ data: T[]; meta: M }>,
) {
  return async (request: FastifyRequest & { query: Q }) => {
    const admin = await requireRole(request, 'ADMIN');
    const { data, meta } = await list(request.query, admin);
    return okPage(data, meta);
  };
}
