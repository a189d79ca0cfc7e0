import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, revokeAllSessionsOfUser, updateUser } from './repository';
import { EmailSchema } from '@app/shared';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: afterwards that account exists, is a verified ADMIN, and its password
 * is ADMIN_PASSWORD. Anyone can register any address, so an account found with that email is not
 * trusted with ADMIN as it is: unless its password already is ADMIN_PASSWORD, it gets that password,
 * and every session it had is revoked. Then nothing of the registrant's identity is kept either:
 * the account's name becomes the operator's admin name (a registrant could otherwise choose the
 * name mail and screens show for the admin). Safe at every start: an account already in that state
 * is left alone (its sessions too).
 */
/** The configured admin account's name, unless the operator (who knows ADMIN_PASSWORD) chose one. */
export const ADMIN_NAME = 'Admin';

export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = EmailSchema.parse(admin.email);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const created = await insertUser(db, {
      name: ADMIN_NAME,
      email,
      passwordHash: await hashPassword(admin.password),
      role: 'ADMIN',
      emailVerifiedAt: new Date(),
    });
    // Registered by someone else in the meantime: handled as an existing account.
    if (!created) return ensureAdmin(db, admin, log);
    log.info({ email }, 'created the configured admin account');
    return;
  }
  const passwordIsAdmins = await verifyPassword(admin.password, existing.passwordHash);
  if (passwordIsAdmins && existing.role === 'ADMIN' && existing.emailVerifiedAt) return;

  const now = new Date();
  const passwordHash = passwordIsAdmins ? existing.passwordHash : await hashPassword(admin.password);
  await inTransaction(db, async (tx) => {
    await updateUser(tx, existing.id, {
      role: 'ADMIN',
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      passwordHash,
      // Registered with another password: by someone else, whose chosen name is not the admin's.
      ...(!passwordIsAdmins && { name: ADMIN_NAME }),
    });
    await revokeAllSessionsOfUser(tx, existing.id, now);
  });
  if (passwordIsAdmins) {
    log.warn(
      { email },
      'made the existing account of ADMIN_EMAIL a verified admin; its sessions were revoked',
    );
  } else {
    log.warn(
      { email },
      'ADMIN_EMAIL belonged to an account with another password: set its password to ADMIN_PASSWORD, ' +
        'made it a verified admin and revoked its sessions',
    );
  }
}
