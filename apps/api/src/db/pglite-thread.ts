import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Reply, Request } from './pglite-messages';
import { DatabaseStoppedError } from './unavailable';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Client = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
};

// Distributive, so each request keeps its own fields once its id is left out.
type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * Starts pglite-worker.ts next to this file: the built JavaScript, or from source (development and
 * tests) the TypeScript through tsx's loader, which a worker thread does not inherit.
 */
function startWorker(dir: string | undefined, from: string | undefined) {
  const workerData = { dir, from };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
}

/**
 * Makes a new database in `dir` in a short-lived process of its own. PGlite makes one by running
 * initdb in a second PostgreSQL instance, and the memory that takes (about 450 MB of WebAssembly
 * memory, then about 100 MB that malloc keeps after it is freed) would stay in the server's process.
 */
async function createDatabase(dir: string) {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
await (await PGlite.create(${JSON.stringify(dir)})).close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}

function rebuildError(error: NonNullable<Reply['error']>) {
  return Object.assign(new Error(error.message), error.fields, error.name ? { name: error.name } : {});
}

/**
 * PGlite run in a worker thread, with the part of PGlite's interface the Drizzle driver uses (query,
 * transaction) plus exec and close. The server's thread builds queries and answers HTTP while the
 * database thread plans and runs them: both cores work. Like PGlite itself, one transaction at a
 * time, and queries from outside it wait until it ends.
 *
 * A thread that stops on its own (a crash of the database engine) is not restarted here: what it
 * held in memory and any write it was making are gone, so every query from then on fails at once
 * with DatabaseStoppedError, and `stopped` resolves so that the server can exit and be started
 * again on its data (which PGlite recovers as PostgreSQL does after a crash).
 */
export class PgliteThread implements Client {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  #nextId = 1;
  #nextTx = 1;
  #stoppedWith: DatabaseStoppedError | undefined;
  #closing = false;
  #onStopped: ((error: DatabaseStoppedError) => void) | undefined;
  /** Resolves when the thread stops without being closed. */
  readonly stopped = new Promise<DatabaseStoppedError>((resolve) => (this.#onStopped = resolve));

  private constructor(worker: Worker) {
    this.#worker = worker;
    // The thread keeps the process alive only while a request waits for its answer.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) worker.unref();
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.#stoppedWith ??= new DatabaseStoppedError(`the PGlite thread stopped: ${error.message}`, {
        cause: error,
      });
      for (const waiting of this.#waiting.values()) waiting.reject(this.#stoppedWith);
      this.#waiting.clear();
      if (!this.#closing) this.#onStopped?.(this.#stoppedWith);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  /**
   * PGlite in `dir` (a directory), or in memory when undefined, on its own thread. An in-memory one
   * starts as the database dumped to the file `from` (PGlite's dumpDataDir), if given: the tests
   * start each file's database from one made and migrated once.
   */
  static async open(dir: string | undefined, from?: string): Promise<PgliteThread> {
    if (dir !== undefined && !existsSync(path.join(dir, 'PG_VERSION'))) await createDatabase(dir);
    return PgliteThread.#start(dir, from);
  }

  static async #start(dir: string | undefined, from: string | undefined): Promise<PgliteThread> {
    const worker = startWorker(dir, from);
    const thread = new PgliteThread(worker);
    // Reply 0 says the database is open (or why it could not open).
    const opened = new Promise((resolve, reject) => thread.#waiting.set(0, { resolve, reject }));
    worker.ref();
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #ask<T>(request: Ask): Promise<T> {
    if (this.#stoppedWith) return Promise.reject(this.#stoppedWith);
    const id = this.#nextId++;
    if (this.#waiting.size === 0) this.#worker.ref();
    const answer = new Promise<T>((resolve, reject) =>
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    this.#worker.postMessage({ ...request, id });
    return answer;
  }

  #query(tx: number | undefined, sql: string, params?: unknown[], options: QueryOptions = {}) {
    return this.#ask<Results>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#query(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.#ask<Results[]>({ op: 'exec', sql });
  }

  /** Commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: Client) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#ask({ op: 'begin', tx });
    const client: Client = { query: (sql, params, options) => this.#query(tx, sql, params, options) };
    let result: T;
    try {
      result = await callback(client);
    } catch (error) {
      await this.#ask({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#ask({ op: 'end', tx, commit: true });
    return result;
  }

  async close() {
    this.#closing = true;
    if (this.#stoppedWith) return;
    await this.#ask({ op: 'close' });
    await this.#worker.terminate();
  }
}
