import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client';
import { inTransaction } from './transaction';

// PGlite on its own thread, reached through the same Drizzle driver the app uses.
let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://');
  await database.db.execute(sql`create table probe (id int primary key, label text, flag boolean)`);
});
afterAll(() => database.close());

describe('PGlite on its own thread', () => {
  it('keeps a small buffer pool of its own (the file cache holds the pages)', async () => {
    const rows = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(rows).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('reads back exactly what was written, quotes, backslashes and nulls included', async () => {
    const labels = ["it's", 'back\\slash', "''; drop table probe; --", null, 'नेपाल'];
    for (const [i, label] of labels.entries()) {
      await database.db.execute(sql`insert into probe values (${i}, ${label}, ${i % 2 === 0})`);
    }
    // The same text several times: prepared once, then run with new values.
    for (const [i, label] of labels.entries()) {
      const rows = await queryRows<{ label: string | null; flag: boolean }>(
        database.db,
        sql`select label, flag from probe where id = ${i} and (${label}::text is null or label = ${label})`,
      );
      expect(rows).toEqual([{ label, flag: i % 2 === 0 }]);
    }
  });

  it('runs a read that cannot be prepared as it is, and reports a failing one with its code', async () => {
    // PREPARE cannot tell the type of a bare parameter; the query itself reads it as text.
    const rows = await queryRows<{ v: string }>(database.db, sql`select ${"it's"} as v`);
    expect(rows).toEqual([{ v: "it's" }]);
    await expect(
      database.db.execute(sql`select id from probe where id = ${'not a number'}`),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
  });

  it('commits a transaction as a whole, and a failed one leaves nothing a query sent meanwhile could see', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values (10, 'a', true)`);
      await tx.execute(sql`insert into probe values (11, 'b', true)`);
    });
    const failed = inTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values (12, 'c', true)`);
      await tx.execute(sql`insert into probe values (10, 'duplicate', true)`);
    });
    // Sent while the transaction runs: PGlite answers it before or after the transaction, never inside.
    const meanwhile = queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from probe where id >= ${10}`,
    );
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    expect((await meanwhile)[0]?.n).toBe(2);
  });
});
