import { browserFileStore, type DraftFile, type DraftFileStore } from './draft-file-store';
import { readStorage, readStoredJson, removeStorage, storageKeysStartingWith, writeStorage } from './storage';

/**
 * What someone typed into a form, kept on this device until it is sent, so a detour (log in,
 * register and verify the email, a reload) loses nothing. The values are JSON in localStorage;
 * chosen files (photos) are Blobs in IndexedDB, which may be missing (private mode, no space):
 * then the draft still knows their names, to ask for them again.
 */

/** Older than this, a draft is forgotten (the same day as the login detour of lib/return-to.ts). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'formDraft:';
const MAX_FILES = 20;
const MAX_NAME = 255;

/** A draft as read back: the values still unchecked (storage can hold anything). */
export interface Draft {
  values: unknown;
  /** Names of the files saved with it, in order. */
  fileNames: string[];
  savedAt: number;
}

export interface DraftFilesResult {
  files: File[];
  /** Names of the files that could not be kept: the user must choose them again. */
  missing: string[];
}

interface StoredDraft {
  savedAt: number;
  values: unknown;
  files: string[];
}

let fileStore: DraftFileStore | null | undefined;

function currentFileStore(): DraftFileStore | null {
  if (fileStore === undefined) fileStore = browserFileStore();
  return fileStore;
}

/** Replaces where files go (tests; null means "none"); undefined goes back to the browser's IndexedDB. */
export function setDraftFileStore(store: DraftFileStore | null | undefined): void {
  fileStore = store;
}

const storageKey = (key: string) => `${PREFIX}${key}`;

function toStoredDraft(value: unknown): StoredDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { savedAt, values, files } = value as Record<string, unknown>;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || !Array.isArray(files)) return null;
  const names = files
    .filter((name): name is string => typeof name === 'string')
    .slice(0, MAX_FILES)
    .map((name) => name.slice(0, MAX_NAME));
  return { savedAt, values, files: names };
}

const toDraftFile = (file: File): DraftFile => ({
  name: file.name,
  type: file.type,
  lastModified: file.lastModified,
  blob: file,
});

/**
 * Saves `values` (anything JSON can hold) and `files` under `key`, replacing an earlier draft.
 * Resolves to false when the files could not be kept (their names are, so the form can say which).
 */
export async function saveDraft(key: string, values: unknown, files: readonly File[] = []): Promise<boolean> {
  const stored: StoredDraft = { savedAt: Date.now(), values, files: files.map((file) => file.name) };
  writeStorage(storageKey(key), JSON.stringify(stored));
  const store = currentFileStore();
  try {
    if (files.length === 0) await store?.delete(key);
    else if (store) await store.put(key, { savedAt: stored.savedAt, files: files.map(toDraftFile) });
    else return false;
    return true;
  } catch {
    return files.length === 0;
  }
}

/**
 * The draft under `key` without its files (synchronous, so a form can start from it), or null when
 * there is none. A stale or unreadable one is removed.
 */
export function readDraft(key: string): Draft | null {
  if (readStorage(storageKey(key)) === null) return null;
  const stored = toStoredDraft(readStoredJson(storageKey(key)));
  const age = stored ? Date.now() - stored.savedAt : -1;
  if (!stored || age < 0 || age > DRAFT_MAX_AGE_MS) {
    void clearDraft(key);
    return null;
  }
  return { values: stored.values, fileNames: stored.files, savedAt: stored.savedAt };
}

/** The files saved with `draft`, as Files again; the ones that could not be kept are named in `missing`. */
export async function loadDraftFiles(key: string, draft: Draft): Promise<DraftFilesResult> {
  if (draft.fileNames.length === 0) return { files: [], missing: [] };
  let kept: DraftFile[] = [];
  try {
    const record = await currentFileStore()?.get(key);
    // Files of another save (an older draft whose files were never replaced) are not this draft's.
    if (record && record.savedAt === draft.savedAt) kept = record.files;
  } catch {
    // Not reachable now: every file must be chosen again.
  }
  const files = kept
    .slice(0, draft.fileNames.length)
    .map((file) => new File([file.blob], file.name, { type: file.type, lastModified: file.lastModified }));
  const keptNames = files.map((file) => file.name);
  const missing = draft.fileNames.filter((name, index) => keptNames[index] !== name);
  return { files, missing };
}

/** The whole draft under `key`, files included; null when there is none. */
export async function loadDraft(key: string): Promise<(Draft & DraftFilesResult) | null> {
  const draft = readDraft(key);
  return draft && { ...draft, ...(await loadDraftFiles(key, draft)) };
}

/** Forgets the draft under `key`, files included. */
export async function clearDraft(key: string): Promise<void> {
  removeStorage(storageKey(key));
  try {
    await currentFileStore()?.delete(key);
  } catch {
    // Nothing there we could reach; the next save under this key replaces it.
  }
}

/** Forgets every draft, files included: on logout, so the next person on a shared phone sees none. */
export async function clearAllDrafts(): Promise<void> {
  const keys = storageKeysStartingWith(PREFIX).map((stored) => stored.slice(PREFIX.length));
  await Promise.all(keys.map(clearDraft));
}

/** Strings where `fields` are strings in `value` (cut to `max`), '' elsewhere: stored values read defensively. */
export function readTextFields<const K extends string>(
  value: unknown,
  fields: readonly K[],
  max = 5000,
): Record<K, string> {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = {} as Record<K, string>;
  for (const field of fields) {
    const stored = record[field];
    text[field] = typeof stored === 'string' ? stored.slice(0, max) : '';
  }
  return text;
}

/** The `coordinate` of stored values when it is { lat, lon } with finite numbers, else null (the server checks the range). */
export function readDraftCoordinate(values: unknown): { lat: number; lon: number } | null {
  const coordinate: unknown =
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>).coordinate : null;
  if (typeof coordinate !== 'object' || coordinate === null) return null;
  const { lat, lon } = coordinate as Record<string, unknown>;
  return typeof lat === 'number' && Number.isFinite(lat) && typeof lon === 'number' && Number.isFinite(lon)
    ? { lat, lon }
    : null;
}
