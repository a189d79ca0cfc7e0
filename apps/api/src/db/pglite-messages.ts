/** What the server thread asks of the PGlite thread (pglite-worker.ts); `id` pairs a reply with its request. */
export type Request = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Type OIDs to leave as PostgreSQL's text (the only parsers the driver passes). */
      textTypes: number[];
      /** Inside this open transaction; otherwise on its own. */
      tx?: number;
    }
  | { op: 'exec'; sql: string }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

/** The answer to a request (id 0: the database is open, or could not be). */
export type Reply = {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; fields: Record<string, unknown> };
};
