import { onTestFinished } from 'vitest';
import type { DraftFiles, DraftFileStore } from '../lib/draft-file-store';
import { setDraftFileStore } from '../lib/form-draft';

/**
 * jsdom has no IndexedDB: a draft's files go to a Map here, as a browser's IndexedDB would keep
 * them (the real one is covered by the Playwright journey e2e/tests/return-to-form.spec.ts).
 * Call it in a test; the default store comes back when the test ends.
 */
export function stubFileStore(): Map<string, DraftFiles> {
  const records = new Map<string, DraftFiles>();
  const store: DraftFileStore = {
    put: async (key, record) => {
      records.set(key, record);
    },
    get: async (key) => records.get(key) ?? null,
    delete: async (key) => {
      records.delete(key);
    },
  };
  setDraftFileStore(store);
  onTestFinished(() => setDraftFileStore(undefined));
  return records;
}

/** A browser where IndexedDB fails (private mode, no space left): every call rejects. */
export function stubFailingFileStore(): void {
  const refuse = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  setDraftFileStore({ put: refuse, get: refuse, delete: refuse });
  onTestFinished(() => setDraftFileStore(undefined));
}
