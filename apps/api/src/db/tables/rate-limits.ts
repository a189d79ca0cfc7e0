import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Attempt counters on PostgreSQL, so every API instance counts against the same allowance
 * (rate-limiter-flexible's RateLimiterPostgres writes here; the columns are in the order it inserts).
 * `expire` is when the window ends, in milliseconds since 1970. On PGlite, one process, they stay in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: 'number' }),
});
