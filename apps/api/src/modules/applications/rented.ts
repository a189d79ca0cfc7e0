import type { DbOrTx } from '../../db/client';
import type { ApplicationMail } from './notify';
import * as repo from './repository';

/**
 * The listings module's hook for a listing marked rented: in its transaction, the listing's open
 * applications are declined as closed because it was rented (accepted ones stay accepted); the
 * returned work tells each applicant once the transaction has committed.
 */
export function createRentedClosing(mail: ApplicationMail) {
  return async (tx: DbOrTx, listing: { id: string; name: string }, byUserId: string) => {
    const closed = await repo.closeForRented(tx, listing.id, byUserId);
    return () => mail.toApplicants(closed, listing.name);
  };
}
