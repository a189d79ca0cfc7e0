import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { insertUser } from './repository';

// Production cost (no SCRYPT_COST_FOR_TESTS): what these tests are about.
const app = await buildTestApp({ env: { SCRYPT_COST_FOR_TESTS: '' } });

/** A hash as the first release made them: the same format, at N = 2^14. */
function hashOfTheFirstRelease(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = async (id: string) => {
  const rows = await queryRows<{ hash: string }>(
    app.db,
    sql`select password_hash as hash from users where id = ${id}`,
  );
  return rows[0]?.hash ?? '';
};

describe('password hashes', () => {
  it('are scrypt at N = 2^17, r = 8, p = 1, with the parameters stored in the hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('of the first release (N = 2^14) still verify, and are due for a rehash', async () => {
    const old = hashOfTheFirstRelease('correct horse');
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(await verifyPassword('wrong horse', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('that are damaged never verify (and never make scrypt allocate without bound)', async () => {
    const good = hashOfTheFirstRelease('pw');
    const [, , r, p, salt, key] = good.split('$');
    for (const bad of [
      '',
      'bcrypt$x',
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$16384$${r}$${p}$$${key}`,
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });

  it('of the first release are replaced by a new one at the next successful login', async () => {
    const user = await insertUser(app.db, {
      name: 'Early User',
      email: 'early@example.com',
      passwordHash: hashOfTheFirstRelease('early-pass'),
      emailVerifiedAt: new Date(),
    });
    if (!user) throw new Error('no user');

    await login(app, 'early@example.com', 'early-pass');
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('early-pass', upgraded)).toBe(true);

    await login(app, 'early@example.com', 'early-pass');
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});
