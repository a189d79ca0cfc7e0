import type { Db, Tx } from './client';

/** Runs `work` in one transaction: everything it writes lands together or not at all. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
