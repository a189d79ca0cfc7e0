// The PGlite database on its own thread (started by pglite-thread.ts): PostgreSQL's WebAssembly and
// PGlite's protocol work run beside the server's event loop instead of on it.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request } from './pglite-messages';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { preparedReads } from './prepared-reads';

const port = parentPort!;
/** `from`: a dump of a database (PGlite's dumpDataDir) that an in-memory one starts as. */
const { dir, from } = workerData as { dir: string | undefined; from: string | undefined };

const asText = (value: string) => value;
const parsersByTypes = new Map<string, Record<number, (value: string) => string>>();
/** The parsers that keep these types as the text PostgreSQL sent (all the driver asks for). */
function textParsers(types: number[]) {
  const key = types.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, asText]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

/** Errors cross as plain data: their message plus PostgreSQL's fields (code, constraint, detail…). */
function errorData(error: unknown): Reply['error'] {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[name] = value;
  }
  return { message: error.message, name: error.name, fields };
}

type OpenTransaction = {
  tx: Transaction | undefined;
  /** COMMIT (true) or ROLLBACK (false). */
  end: (commit: boolean) => void;
  /** Settles when the transaction ended; rejects when COMMIT failed. */
  finished: Promise<void>;
};
const transactions = new Map<number, OpenTransaction>();
/** Thrown inside PGlite's transaction to make it roll back; not a failure. */
const ROLLBACK = new Error('rollback');

/**
 * PGlite's default (128 MB) is held in the process's own memory on top of the operating system's
 * file cache, which already keeps the database's pages: at 100,000 listings, 32 MB opens in about
 * 110 MB less memory, and a search is CPU-bound either way (512 MB changed no search figure).
 */
const SHARED_BUFFERS = '32MB';

async function main() {
  const db = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: from === undefined ? undefined : new Blob([await readFile(from)]),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  const reads = await preparedReads(db);
  const reply = (message: Reply) => port.postMessage(message);

  async function answer(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: textParsers(request.textTypes) };
        const { rows, fields, affectedRows } =
          request.tx === undefined
            ? await reads.query(request.sql, request.params, options)
            : await transactions.get(request.tx)!.tx!.query(request.sql, request.params, options);
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await db.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }));
      case 'begin': {
        // Answered once BEGIN ran; PGlite holds every other query back until this one ends.
        let end!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        let began!: () => void;
        const started = new Promise<void>((resolve) => (began = resolve));
        const open: OpenTransaction = { tx: undefined, end, finished: Promise.resolve() };
        open.finished = db
          .transaction(async (tx) => {
            open.tx = tx;
            began();
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
        transactions.set(request.tx, open);
        await Promise.race([started, open.finished]);
        return null;
      }
      case 'end': {
        const open = transactions.get(request.tx)!;
        transactions.delete(request.tx);
        open.end(request.commit);
        await open.finished;
        return null;
      }
      case 'close':
        await db.close();
        return null;
    }
  }

  port.on('message', (request: Request) => {
    answer(request).then(
      (result) => reply({ id: request.id, result }),
      (error: unknown) => reply({ id: request.id, error: errorData(error) }),
    );
  });
  reply({ id: 0, result: null });
}

main().catch((error: unknown) => port.postMessage({ id: 0, error: errorData(error) } satisfies Reply));
