import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * One more mail counted against `key`'s window in the rate_limits table (PostgreSQL or PGlite,
 * so every instance and every restart counts the same), in one statement: a window that has
 * ended starts again at 1. Answers whether this mail is within `limit`.
 */
export async function countMail(
  db: Db,
  key: string,
  limit: number,
  window: { ms: number; now: number },
): Promise<boolean> {
  const { now } = window;
  const ends = now + window.ms;
  const rows = await queryRows<{ points: number }>(
    db,
    sql`insert into rate_limits (key, points, expire) values (${key}, 1, ${ends})
      on conflict (key) do update set
        points = case when coalesce(rate_limits.expire, 0) <= ${now} then 1 else rate_limits.points + 1 end,
        expire = case when coalesce(rate_limits.expire, 0) <= ${now} then ${ends}::bigint else rate_limits.expire end
      returning points`,
  );
  return Number(rows[0]?.points) <= limit;
}

/** Whether one more mail would be within `limit` now, counting nothing. */
export async function hasRoom(db: Db, key: string, limit: number, now: number): Promise<boolean> {
  const rows = await queryRows<{ points: number }>(
    db,
    sql`select points from rate_limits where key = ${key} and coalesce(expire, 0) > ${now}`,
  );
  return rows.length === 0 || Number(rows[0]?.points) < limit;
}
