import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, updateUser } from './repository';
import { EmailSchema } from '@app/shared';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: creates that verified admin, or promotes and verifies an existing
 * account with that email (its password is left as its owner set it). Safe to run at every start.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
) {
  const email = EmailSchema.parse(admin.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'ADMIN' || !existing.emailVerifiedAt) {
      await updateUser(db, existing.id, {
        role: 'ADMIN',
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      log.info({ email }, 'promoted the configured admin account');
    }
    return;
  }
  await insertUser(db, {
    name: 'Admin',
    email,
    passwordHash: await hashPassword(admin.password),
    role: 'ADMIN',
    emailVerifiedAt: new Date(),
  });
  log.info({ email }, 'created the configured admin account');
}
