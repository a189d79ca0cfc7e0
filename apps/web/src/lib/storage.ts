/**
 * localStorage that never throws: it can be unavailable (privacy modes, storage disabled,
 * quota full) and the app must still run, just without remembering.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; nothing else to do.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}

/** The JSON stored under `key`, parsed; null when there is none or it is not JSON. */
export function readStoredJson(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The stored keys that start with `prefix`. */
export function storageKeysStartingWith(prefix: string): string[] {
  try {
    return Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}
