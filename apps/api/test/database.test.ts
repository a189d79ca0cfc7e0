import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { inTransaction } from '../src/db/transaction';
import { testDatabaseKind } from './database';
import { buildTestApp } from './helper';

const app = await buildTestApp();

describe(`database (${testDatabaseKind})`, () => {
  it('is the engine this project runs the tests on', async () => {
    const rows = await queryRows<{ version: string }>(app.db, sql`select version() as version`);
    expect(rows[0]?.version).toMatch(/PostgreSQL/);
    if (testDatabaseKind === 'postgres') expect(rows[0]?.version).toMatch(/PostgreSQL 1[5-9]/);
  });

  it('has the migrations applied, with pg_trgm for fuzzy place search', async () => {
    const rows = await queryRows<{ score: number }>(
      app.db,
      sql`select similarity('New Baneshwor', 'baneswor') as score`,
    );
    expect(Number(rows[0]?.score)).toBeGreaterThan(0.3);
  });

  it('commits a transaction as a whole and rolls it back as a whole', async () => {
    await app.db.execute(sql`create table tx_probe (id int primary key)`);
    await inTransaction(app.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      await tx.execute(sql`insert into tx_probe values (2)`);
    });
    await expect(
      inTransaction(app.db, async (tx) => {
        await tx.execute(sql`insert into tx_probe values (3)`);
        await tx.execute(sql`insert into tx_probe values (1)`); // duplicate key: the whole transaction fails
      }),
    ).rejects.toThrow();
    const rows = await queryRows<{ id: number }>(app.db, sql`select id from tx_probe order by id`);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });
});
