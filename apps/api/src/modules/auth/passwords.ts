import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

type ScryptParams = { N: number; r: number; p: number; keylen: number };

/** OWASP's recommendation for scrypt: N = 2^17, r = 8, p = 1 (128 MiB and a few hundred ms per hash). */
export const PASSWORD_HASH_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1, keylen: 64 };

/** Stored hashes are ours, but a damaged one must not make a login allocate gigabytes. */
const MAX_STORED = { N: 2 ** 20, r: 32, p: 16 };

let current: Readonly<ScryptParams> = PASSWORD_HASH_PARAMS;
let dummy: { params: Readonly<ScryptParams>; hash: Promise<string> } | undefined;

/**
 * Sets the cost of new hashes: undefined is production's N = 2^17; a number is log2(N), which only
 * tests give (SCRYPT_COST_FOR_TESTS in config.ts), so that hundreds of sign-ups don't take minutes.
 */
export function usePasswordHashCost(log2N: number | undefined) {
  current = log2N === undefined ? PASSWORD_HASH_PARAMS : { ...PASSWORD_HASH_PARAMS, N: 2 ** log2N };
}

function scryptAsync(password: string, salt: Buffer, { N, r, p, keylen }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·r·N bytes (V) and 128·r·p (B); Node's default limit is 32 MiB, below N = 2^17.
  const maxmem = 128 * r * (N + p) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const isCount = (n: number, max: number) => Number.isSafeInteger(n) && n >= 1 && n <= max;

function parse(stored: string): (ScryptParams & { salt: Buffer; hash: Buffer }) | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = isCount(N, MAX_STORED.N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !isCount(r, MAX_STORED.r) || !isCount(p, MAX_STORED.p)) return undefined;
  if (salt.length === 0 || hash.length === 0) return undefined;
  return { N, r, p, keylen: hash.length, salt, hash };
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = current;
  const key = await scryptAsync(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Verifies with the parameters stored in the hash, so hashes made at an older, lower cost still work. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.hash);
}

/** True for a hash made with any parameter below today's: replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  return (
    parsed.N < current.N || parsed.r < current.r || parsed.p < current.p || parsed.keylen < current.keylen
  );
}

/**
 * Verifying against this when there is no such user keeps login time the same either way. Made
 * on first use at the current cost (not at import: tests lower the cost after importing).
 */
export function dummyPasswordHash(): Promise<string> {
  if (dummy?.params !== current) {
    dummy = { params: current, hash: hashPassword(randomBytes(12).toString('hex')) };
  }
  return dummy.hash;
}
