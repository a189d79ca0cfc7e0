import pg from 'pg';
import { StartupError } from '../lib/startup-error';

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'unknown host (name lookup failed)',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
  ENOENT: 'no socket there',
};

/** host:port of a postgres:// URL, without the user or password. */
export function postgresAddress(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const socketDir = parsed?.searchParams.get('host');
  if (socketDir) return socketDir;
  return `${parsed?.hostname || 'localhost'}:${parsed?.port || '5432'}`;
}

/** Why the first connection to DATABASE_URL failed, as one line saying what and where. */
export function describeConnectError(url: string, error: unknown): string {
  const where = postgresAddress(url);
  if (error instanceof pg.DatabaseError) return `cannot use PostgreSQL at ${where}: ${error.message}`;
  // Node tries each address of a name (IPv6 and IPv4): all of them failing is an AggregateError.
  const first = error instanceof AggregateError ? (error.errors[0] as unknown) : error;
  const { code, message } = (first ?? error) as NodeJS.ErrnoException;
  const reason = code ? NETWORK_REASONS[code] : undefined;
  return reason
    ? `cannot reach PostgreSQL at ${where}: ${reason}`
    : `cannot connect to PostgreSQL at ${where}: ${message}`;
}

/** A client connected to the PostgreSQL of `url`; a failure is a StartupError saying what and where. */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(describeConnectError(url, error));
  }
  return client;
}
