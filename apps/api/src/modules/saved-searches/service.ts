import {
  SAVED_SEARCH_CODES as M,
  SAVED_SEARCHES_MAX,
  type CreateSavedSearch,
  type UpdateSavedSearch,
} from '@app/shared';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import { toSavedSearch } from './mapper';
import * as repo from './repository';
import { savedSearchOfUnsubscribeToken } from './unsubscribe-token';

const limitReached = () => new AppError(409, M.limitReached, 'SAVED_SEARCH_LIMIT');

/**
 * An account's saved searches: at most SAVED_SEARCHES_MAX each, seen and changed only by the account
 * (another account's is answered as not found, never as forbidden, so its existence is not told);
 * and the unsubscribe link of an alert email, which pauses its one search without a login.
 */
export function createSavedSearchService(deps: { db: Db; secret: string }) {
  const { db } = deps;

  return {
    async list(user: CurrentUser) {
      return (await repo.listOf(db, user.id)).map(toSavedSearch);
    },

    /** Counted under a lock on the account's row, so searches saved at once cannot pass the limit. */
    async create(user: CurrentUser, body: CreateSavedSearch) {
      if ((await repo.countOf(db, user.id)) >= SAVED_SEARCHES_MAX) throw limitReached();
      const row = await inTransaction(db, async (tx) => {
        await repo.lockUser(tx, user.id);
        if ((await repo.countOf(tx, user.id)) >= SAVED_SEARCHES_MAX) throw limitReached();
        return repo.insertSavedSearch(tx, {
          userId: user.id,
          name: body.name,
          kind: body.kind,
          query: body.query,
        });
      });
      return toSavedSearch(row);
    },

    async update(user: CurrentUser, id: string, body: UpdateSavedSearch) {
      const row = await repo.updateOwned(db, id, user.id, body);
      if (!row) throw notFound(M.notFound);
      return toSavedSearch(row);
    },

    async remove(user: CurrentUser, id: string) {
      if (!(await repo.deleteOwned(db, id, user.id))) throw notFound(M.notFound);
    },

    /** The alert email's link: pauses its saved search, whoever follows it; again is the same. */
    async unsubscribe(token: string | undefined) {
      const id = token ? savedSearchOfUnsubscribeToken(deps.secret, token) : null;
      if (!id) throw new AppError(400, M.linkInvalid, 'LINK_INVALID');
      const row = await repo.pause(db, id);
      if (!row) throw notFound(M.gone);
      return { _id: row.id, name: row.name, paused: true as const };
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
