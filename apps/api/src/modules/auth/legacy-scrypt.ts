import { scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Hashes of the releases before argon2id (decision 0018): `scrypt$N$r$p$salt$hash`, at N = 2^14
 * in the first release and 2^17 after it. They are only verified, never made: each is replaced by
 * an argon2id hash at its owner's next successful login.
 */
type ScryptParams = { N: number; r: number; p: number; keylen: number };

/** Stored hashes are ours, but a damaged one must not make a login allocate gigabytes. */
const MAX_STORED = { N: 2 ** 20, r: 32, p: 16 };

function scryptAsync(password: string, salt: Buffer, { N, r, p, keylen }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·r·N bytes (V) and 128·r·p (B); Node's default limit is 32 MiB, below N = 2^17.
  const maxmem = 128 * r * (N + p) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem }, (error, key) =>
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

export const isScryptHash = (stored: string) => parse(stored) !== undefined;

/** `password` already normalised (NFKC), as it was when the hash was made. */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.hash);
}
