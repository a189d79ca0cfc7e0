import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrationsFolder, queryRows } from '../../db/client';
import { buildTestApp } from '../../../test/helper';
import { listingOf, loggedInAccount } from '../../../test/shortlist';

/*
 * Migration 0021's data statements on applications as they were before it (pending or completed,
 * no history, and an accepted one beside a newer pending one from the same email, which the old
 * index allowed). The test drops the new unique index, which the migration's statement makes again
 * (and the test's end, whatever happened: the worker's next files use this database).
 */

const app = await buildTestApp();

const statements = (await readFile(join(migrationsFolder, '0021_application_states.sql'), 'utf8'))
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim());
const uniqueIndex = statements.find((s) => s.startsWith('CREATE UNIQUE INDEX'))!;

async function runDataStatements() {
  const data = statements.filter((s) => /^(UPDATE|INSERT|WITH|CREATE UNIQUE INDEX)/.test(s));
  expect(data).toHaveLength(6);
  for (const statement of data) await app.db.execute(sql.raw(statement));
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes)).toISOString();

describe('migration 0021: existing applications get their state and history', () => {
  it('completed ones are accepted since completion, others new since made; an older duplicate ends withdrawn', async () => {
    const owner = await loggedInAccount(app, 'Hari Owner');
    const listingId = await listingOf(app, owner.id, { name: 'Old Hostel' });
    await app.db.execute(sql`drop index applications_live_email_key`);
    onTestFinished(async () => {
      await app.db.execute(sql`delete from applications where listing_id = ${listingId}`);
      await app.db.execute(
        sql.raw(uniqueIndex.replace('CREATE UNIQUE INDEX', 'CREATE UNIQUE INDEX IF NOT EXISTS')),
      );
    });
    const insert = async (email: string, created: number, completed: number | null) => {
      const [row] = await queryRows<{ id: string }>(
        app.db,
        sql`insert into applications (listing_id, name, email, phone, people, rooms, created_at, completed_at, completed_by)
            values (${listingId}, 'Old Tenant', ${email}, '9841000222', 1, 1, ${at(created)},
                    ${completed === null ? null : at(completed)}, ${completed === null ? null : owner.id})
            returning id`,
      );
      return row!.id;
    };
    const pending = await insert('pending@example.com', 1, null);
    const completed = await insert('completed@example.com', 0, 2);
    const olderDone = await insert('again@example.com', 0, 1);
    const newerPending = await insert('again@example.com', 3, null);

    await runDataStatements();

    const rows = await queryRows<{ id: string; state: string; state_changed_at: Date }>(
      app.db,
      sql`select id, state, state_changed_at from applications`,
    );
    const stateOf = (id: string) => {
      const row = rows.find((r) => r.id === id)!;
      return [row.state, new Date(row.state_changed_at).toISOString()];
    };
    expect(stateOf(pending)).toEqual(['new', at(1)]);
    expect(stateOf(completed)).toEqual(['accepted', at(2)]);
    expect(stateOf(olderDone)).toEqual(['withdrawn', at(3)]);
    expect(stateOf(newerPending)).toEqual(['new', at(3)]);

    const history = await queryRows<{
      application_id: string;
      state: string;
      at: Date;
      by_user_id: string | null;
    }>(
      app.db,
      sql`select application_id, state, at, by_user_id from application_state_changes order by at, state`,
    );
    const historyOf = (id: string) =>
      history
        .filter((h) => h.application_id === id)
        .map((h) => [h.state, new Date(h.at).toISOString(), h.by_user_id]);
    expect(historyOf(pending)).toEqual([['new', at(1), null]]);
    expect(historyOf(completed)).toEqual([
      ['new', at(0), null],
      ['accepted', at(2), owner.id],
    ]);
    expect(historyOf(olderDone)).toEqual([
      ['new', at(0), null],
      ['accepted', at(1), owner.id],
      ['withdrawn', at(3), null],
    ]);
  });
});
