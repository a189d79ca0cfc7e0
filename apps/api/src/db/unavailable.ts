/** The embedded database's thread has stopped: no query can run until the process is restarted. */
export class DatabaseStoppedError extends Error {
  override name = 'DatabaseStoppedError';
}

/** A socket that failed or closed under node-postgres. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says so in words only, for a connection lost or never made in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/**
 * SQLSTATE of a server that cannot take queries now: class 08 (connection exception), a shutdown
 * or restart (57P01–57P03), or no connection slot left (53300).
 */
const SERVER_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's error as its cause) means the
 * database could not be reached, rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseStoppedError) return true;
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_UNAVAILABLE.test(code))) return true;
    if (LOST_CONNECTION.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
