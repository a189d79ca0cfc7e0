import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedReads } from './prepared-reads';

const db = new PGlite();
afterAll(() => db.close());

/** The SQL texts PostgreSQL holds prepared. */
const prepared = async () =>
  (await db.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows
    .map((row) => row.statement.replace(/^prepare \w+ as /i, ''))
    .sort();

describe('reads run as prepared statements', () => {
  it('answers as the plain query does, and keeps the texts used most recently when full', async () => {
    const reads = await preparedReads(db, 2);
    const a = 'select $1::int + 1 as n';
    const b = 'select $1::int + 2 as n';
    const c = 'select $1::int + 3 as n';
    expect((await reads.query<{ n: number }>(a, [1])).rows).toEqual([{ n: 2 }]);
    await reads.query(b, [1]);
    // a is used again, so b is now the least recently used and goes when c comes.
    await reads.query(a, [5]);
    expect((await reads.query<{ n: number }>(c, [1])).rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toEqual([a, c].sort());
  });
});
