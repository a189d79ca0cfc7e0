/** A file kept with a form draft: its bytes and what a new File needs to look like the chosen one. */
export interface DraftFile {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

/** The files of one draft, tagged with the draft's save time (so an older save's files never mix in). */
export interface DraftFiles {
  savedAt: number;
  files: DraftFile[];
}

/** Where form drafts keep their files. Every method may reject (no space, private mode, blocked). */
export interface DraftFileStore {
  put(key: string, record: DraftFiles): Promise<void>;
  get(key: string): Promise<DraftFiles | null>;
  delete(key: string): Promise<void>;
}

const DB_NAME = 'gharbhada-drafts';
const STORE = 'files';

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
}

/** Runs `work` in one transaction and settles when it commits (or rejects when it fails or aborts). */
async function transact<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase(factory);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      const fail = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB failed'));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = fail;
      transaction.onabort = fail;
    });
  } finally {
    db.close();
  }
}

function isDraftFile(value: unknown): value is DraftFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type, lastModified, blob } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof type === 'string' &&
    typeof lastModified === 'number' &&
    blob instanceof Blob
  );
}

function toDraftFiles(value: unknown): DraftFiles | null {
  if (typeof value !== 'object' || value === null) return null;
  const { savedAt, files } = value as Record<string, unknown>;
  if (typeof savedAt !== 'number' || !Array.isArray(files)) return null;
  return { savedAt, files: files.filter(isDraftFile) };
}

/**
 * Draft files in IndexedDB: Blobs survive navigation, reloads and a new tab of the same browser,
 * where localStorage (strings, about 5 MB) cannot hold photos.
 */
export function indexedDbFileStore(factory: IDBFactory): DraftFileStore {
  return {
    put: async (key, record) => {
      await transact(factory, 'readwrite', (store) => store.put(record, key));
    },
    get: async (key) => toDraftFiles(await transact<unknown>(factory, 'readonly', (store) => store.get(key))),
    delete: async (key) => {
      await transact(factory, 'readwrite', (store) => store.delete(key));
    },
  };
}

/** The browser's IndexedDB, or null where there is none (or reaching it throws, as in some sandboxes). */
export function browserFileStore(): DraftFileStore | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDbFileStore(indexedDB);
  } catch {
    return null;
  }
}
