import { SHORTLIST_MAX } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { readStoredJson, removeStorage, writeStorage } from '../storage';

/**
 * A visitor's shortlist: the saved listing ids, newest first, in this browser's localStorage. It
 * joins the account at login (api/shortlist/merge-visitor-shortlist.ts) and is emptied then. No
 * react-query or zod here: the nav reads the count on every page, the home page included.
 */
export const VISITOR_SHORTLIST_KEY = 'shortlist';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMPTY: readonly string[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedIds: readonly string[] = EMPTY;

/** What is stored, kept only as far as it is ids (an older build or a hand edit may have left anything). */
function parse(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return EMPTY;
  const ids = value.filter((id): id is string => typeof id === 'string' && UUID.test(id));
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

/** The stored ids; the same array until they change (a stable snapshot for React). */
export function readVisitorShortlist(): readonly string[] {
  const raw = readStoredJson(VISITOR_SHORTLIST_KEY);
  const key = JSON.stringify(raw);
  if (key !== cachedRaw) {
    cachedRaw = key;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function emit() {
  listeners.forEach((listener) => listener());
}

function write(ids: readonly string[]) {
  if (ids.length === 0) removeStorage(VISITOR_SHORTLIST_KEY);
  else writeStorage(VISITOR_SHORTLIST_KEY, JSON.stringify(ids));
  emit();
}

/** Saves (newest first) or removes `id`. False when saving would pass the cap: nothing changed. */
export function toggleVisitorShortlist(id: string): boolean {
  const ids = readVisitorShortlist();
  if (ids.includes(id)) {
    write(ids.filter((saved) => saved !== id));
    return true;
  }
  if (ids.length >= SHORTLIST_MAX) return false;
  write([id, ...ids]);
  return true;
}

export function removeFromVisitorShortlist(id: string) {
  write(readVisitorShortlist().filter((saved) => saved !== id));
}

/** After the merge into the account: the browser keeps nothing. */
export function clearVisitorShortlist() {
  write(EMPTY);
}

function onStorage(event: StorageEvent) {
  // Another tab saved or removed one (key null: it cleared everything).
  if (event.key === null || event.key === VISITOR_SHORTLIST_KEY) emit();
}

export function subscribeVisitorShortlist(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

export function useVisitorShortlist(): readonly string[] {
  return useSyncExternalStore(subscribeVisitorShortlist, readVisitorShortlist, serverSnapshot);
}
