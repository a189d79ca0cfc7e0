import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';

declare const searchHears: unique symbol;

/**
 * A transaction whose commit the search cache hears about. Every write to what a search shows
 * (listings and their search rows, their photos, their applicants) takes one, and only
 * `inSearchTransaction` makes one: a write cannot leave the remembered searches behind.
 */
export type SearchTx = Tx & { readonly [searchHears]: true };

/**
 * Runs `write` in one transaction, then, once it has committed, `afterCommit`: the listings
 * service forgets its remembered searches there and tells the other instances. A command that runs
 * without a server (the demo seed) passes a function that does nothing, and says why.
 */
export async function inSearchTransaction<T>(
  db: Db,
  write: (tx: SearchTx) => Promise<T>,
  afterCommit: () => void,
): Promise<T> {
  const result = await inTransaction(db, (tx) => write(tx as SearchTx));
  afterCommit();
  return result;
}
