import { readStoredJson, removeStorage, writeStorage } from './storage';

/**
 * Where to go after logging in, for a screen that sent the user away to log in (or register,
 * verify the email, then log in). localStorage rather than sessionStorage: the verification link
 * opens in a new tab.
 */
const RETURN_TO_KEY = 'returnTo';

/** Older than this, the detour is over: the next login just goes home. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const MAX_LENGTH = 2000;

/**
 * A path on this site: one leading '/', not '//' or '/\' (which browsers read as another host),
 * and no whitespace or control characters.
 */
export function isSameSitePath(path: string): boolean {
  return (
    path.length <= MAX_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // Whitespace and control characters: browsers drop some of them, which can turn '/ /x' into '//x'.
    !/[\s\p{Cc}]/u.test(path)
  );
}

interface Stored {
  path: string;
  at: number;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { path, at } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof at === 'number';
}

/** Remembers `path` (e.g. '/#join') for the next login; anything but a same-site path is ignored. */
export function rememberReturnTo(path: string): void {
  if (!isSameSitePath(path)) return;
  const stored: Stored = { path, at: Date.now() };
  writeStorage(RETURN_TO_KEY, JSON.stringify(stored));
}

/** The remembered path, once: it is forgotten as it is read. Null when none, stale or not same-site. */
export function takeReturnTo(): string | null {
  const stored = readStoredJson(RETURN_TO_KEY);
  removeStorage(RETURN_TO_KEY);
  if (!isStored(stored)) return null;
  const age = Date.now() - stored.at;
  if (age < 0 || age > MAX_AGE_MS) return null;
  return isSameSitePath(stored.path) ? stored.path : null;
}
