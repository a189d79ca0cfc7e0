import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { runUnlessRunningElsewhere } from './advisory-locks';
import type { Database } from './client';

/** The channel on which instances tell each other that what a search shows has changed. */
export const SEARCH_CHANGED_CHANNEL = 'gb_search_changed';

/** Tells every instance listening on the database that searches changed; `from` is who says so. */
export async function announceSearchChange(pool: pg.Pool, from: string): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [SEARCH_CHANGED_CHANNEL, from]);
}
/** How long the listening connection waits before connecting again after it was lost. */
const RELISTEN_MS = 1_000;

export type Counter = { keyPrefix: string; points: number; duration: number };

/** Search changes: told to every other instance, and heard from them. */
export type SearchChanges = {
  /** After a change this instance committed; other instances hear it. */
  announce(): void;
  /** `listener` runs when another instance announces a change, or when announcements may have been missed. */
  onChange(listener: () => void): () => void;
};

/**
 * What several API instances on one PostgreSQL database must agree on beyond the tables: attempt
 * counters (the rate_limits table), which instance runs a scheduled job (advisory locks), and
 * search changes (LISTEN/NOTIFY). On PGlite there is one process by construction: counters stay
 * in memory, jobs simply run, and no one else changes what a search shows.
 */
export type Coordination = {
  counter: (options: Counter) => RateLimiterAbstract;
  /** Runs `task` unless another instance is running the job `name` right now; answers whether it ran. */
  runAlone: (name: string, task: () => Promise<void>) => Promise<boolean>;
  searchChanges: SearchChanges;
  close(): Promise<void>;
};

export async function createCoordination(database: Database, log: FastifyBaseLogger): Promise<Coordination> {
  const { pool } = database;
  if (!pool) {
    return {
      counter: (options) => new RateLimiterMemory(options),
      runAlone: async (_name, task) => {
        await task();
        return true;
      },
      searchChanges: { announce: () => {}, onChange: () => () => {} },
      close: async () => {},
    };
  }
  const searchChanges = await listenForSearchChanges(pool, log);
  return {
    counter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        // Made by a migration; expired rows are removed by a scheduled job, not a timer per counter.
        tableCreated: true,
        clearExpiredByTimeout: false,
      }),
    runAlone: (name, task) => runUnlessRunningElsewhere(pool, name, task),
    searchChanges,
    close: () => searchChanges.close(),
  };
}

/**
 * One connection of its own LISTENs (a pooled one would be handed to queries). When it is lost,
 * notifications may have been missed, so listeners run at once, and again once it listens anew.
 */
async function listenForSearchChanges(pool: pg.Pool, log: FastifyBaseLogger) {
  const self = randomUUID();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  /** The connection listening, or trying to. */
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function listen() {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== SEARCH_CHANGED_CHANNEL || message.payload === self) return;
      log.debug('search change announced by another instance: cached searches forgotten');
      changed();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
      return true;
    } catch (error) {
      lost(next, error as Error);
      return false;
    }
  }

  let listening = true;
  function lost(which: pg.Client, error: Error) {
    if (closed || which !== client) return;
    client = undefined;
    // Said once per outage, not once per attempt to listen again.
    if (listening)
      log.warn({ err: error }, 'search changes from other instances are not heard; listening again');
    listening = false;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    changed();
    retry = setTimeout(() => {
      void listen().then((ok) => {
        if (!ok || closed) return;
        listening = true;
        changed();
      });
    }, RELISTEN_MS).unref();
  }

  await listen();
  return {
    announce() {
      announceSearchChange(pool, self).catch((error: unknown) =>
        log.warn({ err: error }, 'could not announce a search change'),
      );
    },
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
