import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/** What other modules may learn of an account: enough to greet and mail its owner. */
export async function findAccount(db: DbOrTx, userId: string) {
  const user = await repo.findUserById(db, userId);
  return user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null;
}

/** An approved sign-up makes a plain user a Freelancer; an admin keeps their role. */
export async function grantFreelancerRole(db: DbOrTx, userId: string) {
  const user = await repo.findUserById(db, userId);
  if (user?.role === 'USER') await repo.updateUser(db, userId, { role: 'Freelancer' });
}
