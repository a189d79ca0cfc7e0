import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { isScryptHash, verifyScrypt } from './legacy-scrypt';

/** `Algorithm.Argon2id`: an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

type Argon2Params = Required<Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism' | 'outputLen'>>;

/**
 * argon2id at OWASP's first listed setting: 19 MiB (memoryCost is in KiB), 2 passes, one lane;
 * about 20–40 ms a hash on this project's machine (decision 0018).
 */
export const PASSWORD_HASH_PARAMS: Readonly<Argon2Params> = {
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

/** Stored hashes are ours, but a damaged one must not make a login allocate gigabytes or spin. */
const MAX_STORED = { memoryCost: 256 * 1024, timeCost: 10, parallelism: 8 };

let current: Readonly<Argon2Params> = PASSWORD_HASH_PARAMS;
let dummy: { params: Readonly<Argon2Params>; hash: Promise<string> } | undefined;

/**
 * Sets the memory of new hashes: undefined is production's 19 MiB; a number of KiB is given only by
 * tests (PASSWORD_HASH_KIB_FOR_TESTS in config.ts), so that hundreds of sign-ups stay quick.
 */
export function usePasswordHashCost(memoryKib: number | undefined) {
  current =
    memoryKib === undefined ? PASSWORD_HASH_PARAMS : { ...PASSWORD_HASH_PARAMS, memoryCost: memoryKib };
}

/** The same password typed on another keyboard (composed or decomposed) hashes the same. */
const normalise = (password: string) => password.normalize('NFKC');

function argon2Options(stored: string) {
  try {
    return stored.startsWith('$argon2') ? parseOptions(stored) : undefined;
  } catch {
    return undefined;
  }
}

/** A PHC string, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`: the parameters travel with the hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), { ...current, algorithm: ARGON2ID });
}

/** Verifies with the parameters stored in the hash: argon2id at any cost, or an older scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifyScrypt(normalise(password), stored);
  const options = argon2Options(stored);
  if (!options || options.algorithm !== ARGON2ID) return false;
  if (
    options.memoryCost > MAX_STORED.memoryCost ||
    options.timeCost > MAX_STORED.timeCost ||
    options.parallelism > MAX_STORED.parallelism
  )
    return false;
  return verify(stored, normalise(password)).catch(() => false);
}

/** True for a scrypt hash, or an argon2id hash cheaper than today's: replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  if (isScryptHash(stored)) return true;
  const options = argon2Options(stored);
  if (!options) return false;
  return (
    options.memoryCost < current.memoryCost ||
    options.timeCost < current.timeCost ||
    options.parallelism < current.parallelism ||
    options.outputLen < current.outputLen
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
