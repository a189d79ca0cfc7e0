import type pg from 'pg';

/**
 * PostgreSQL advisory locks of this app, in the two-key form (a space of its own, then the lock):
 * the migrations at start, and one lock per scheduled job named by the hash of its name.
 */
const MIGRATIONS = [0x47_42_48_01, 1] as const;
const JOBS = 0x47_42_48_02;

/** Runs the migrations while holding the migrations lock: a second instance starting waits, then finds nothing to do. */
export async function whileMigrating<T>(client: pg.ClientBase, migrate: () => Promise<T>): Promise<T> {
  await client.query('select pg_advisory_lock($1, $2)', [...MIGRATIONS]);
  try {
    return await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATIONS]);
  }
}

/**
 * Runs `task` on this instance only if no other instance is running the job `name` now; answers
 * whether it ran. The lock is held by one pooled connection for the run: a session that cannot
 * release it is closed rather than put back, so a lock is never left behind.
 */
export async function runUnlessRunningElsewhere(
  pool: pg.Pool,
  name: string,
  task: () => Promise<void>,
): Promise<boolean> {
  const client = await pool.connect();
  let locked: boolean;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [JOBS, name],
    );
    locked = rows[0]?.locked === true;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  if (!locked) {
    client.release();
    return false;
  }
  try {
    await task();
    return true;
  } finally {
    try {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOBS, name]);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }
}
