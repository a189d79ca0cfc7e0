import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { hashPassword, needsRehash, usePasswordHashCost, verifyPassword } from './passwords';
import { insertUser } from './repository';

// Production cost (no PASSWORD_HASH_KIB_FOR_TESTS): what these tests are about.
const app = await buildTestApp({ env: { PASSWORD_HASH_KIB_FOR_TESTS: '' } });

/** A hash as the releases before argon2id made them: scrypt at N = 2^14 (the first) or 2^17. */
function scryptHash(password: string, N: 16384 | 131072) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = async (id: string) => {
  const rows = await queryRows<{ hash: string }>(
    app.db,
    sql`select password_hash as hash from users where id = ${id}`,
  );
  return rows[0]?.hash ?? '';
};

const ARGON2ID_AT_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password hashes', () => {
  it('are argon2id at 19 MiB, t = 2, p = 1, with the parameters stored in the hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(ARGON2ID_AT_OWASP);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('treat a password typed composed or decomposed alike', async () => {
    const hash = await hashPassword('caf\u00e9 नेपाल');
    expect(await verifyPassword('cafe\u0301 नेपाल', hash)).toBe(true);
  });

  it('of the scrypt releases (N = 2^14 and 2^17) still verify, and are due for a rehash', async () => {
    for (const old of [scryptHash('correct horse', 16384), scryptHash('correct horse', 131072)]) {
      expect(await verifyPassword('correct horse', old)).toBe(true);
      expect(await verifyPassword('wrong horse', old)).toBe(false);
      expect(needsRehash(old)).toBe(true);
    }
  });

  it('made cheaper than today (the tests’ cost) are due for a rehash', async () => {
    usePasswordHashCost(64);
    const cheap = await hashPassword('pw').finally(() => usePasswordHashCost(undefined));
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=2,p=1\$/);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });

  it('that are damaged never verify (and never make a hash allocate without bound)', async () => {
    const scrypt = scryptHash('pw', 16384);
    const [, , r, p, salt, key] = scrypt.split('$');
    const argon = await hashPassword('pw');
    const [, , version, , argonSalt, argonKey] = argon.split('$');
    for (const bad of [
      '',
      'bcrypt$x',
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$16384$${r}$${p}$$${key}`,
      `$argon2id$${version}$m=${2 ** 30},t=2,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$${version}$m=19456,t=100000,p=1$${argonSalt}$${argonKey}`,
      `$argon2i$${version}$m=19456,t=2,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$${version}$m=19456,t=2,p=1$$${argonKey}`,
      `$argon2id$${version}$m=19456,t=2,p=1$${argonSalt}`,
      argon.slice(0, -4),
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });

  it.each([
    ['the first release (scrypt, N = 2^14)', 16384],
    ['the release before argon2id (scrypt, N = 2^17)', 131072],
  ] as const)('of %s become argon2id at the next successful login', async (_release, N) => {
    const email = `early-${N}@example.com`;
    const user = await insertUser(app.db, {
      name: 'Early User',
      email,
      passwordHash: scryptHash('early-pass', N),
      emailVerifiedAt: new Date(),
    });
    if (!user) throw new Error('no user');

    await login(app, email, 'early-pass');
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(ARGON2ID_AT_OWASP);
    expect(await verifyPassword('early-pass', upgraded)).toBe(true);

    await login(app, email, 'early-pass');
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});
