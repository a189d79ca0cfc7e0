import * as repo from './repository';
import type { SearchTx } from './search-transaction';
import type { ListingContext } from './service-context';

/**
 * A change to a listing from another module (reports): `decide` runs in the transaction, under
 * the listing's lock, and says what changes; the search rows follow and remembered searches
 * are forgotten.
 */
export function createModeration({ change }: ListingContext) {
  return async function moderate(
    id: string,
    decide: (tx: SearchTx) => Promise<{ hidden?: boolean; sold?: boolean; heldByReports?: boolean }>,
  ) {
    await change(async (tx) => {
      await repo.lockListing(tx, id);
      const values = await decide(tx);
      const update: Partial<repo.NewListing> = {};
      if (values.hidden !== undefined) update.hiddenAt = values.hidden ? new Date() : null;
      if (values.sold !== undefined) update.sold = values.sold;
      if (values.heldByReports !== undefined) update.heldByReports = values.heldByReports;
      await repo.updateListing(tx, id, update);
    });
  };
}
