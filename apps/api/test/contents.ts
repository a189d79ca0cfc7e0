import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type DbOrTx } from '../src/db/client';
import { nextIp } from './factories';
import { assignTask, createFreelancer } from './freelancers';
import type { TestApp } from './helper';
import { addHostel, addProperty, addVerifiedHostel, adminAndOwner, applicant, validHostel } from './listings';

/**
 * A row in every kind of table: accounts, two hostels (one verified) and a property with photos,
 * an application, a freelancer with a task, a report. For tests that copy a whole installation.
 */
export async function seedOneOfEachKind(app: TestApp) {
  const tokens = await adminAndOwner(app);
  const kept = await addVerifiedHostel(app, tokens, 'Kept Hostel');
  const doomed = (await addHostel(app, tokens.owner, { ...validHostel, name: 'Doomed Hostel' }, 2))._id;
  const property = (await addProperty(app, tokens.owner))._id;
  const applied = await app.inject({
    method: 'POST',
    url: `/api/buyers/add-buyer/hostel/${kept}`,
    payload: applicant('sita@example.com'),
    remoteAddress: nextIp(),
  });
  expect(applied.statusCode).toBe(201);
  const ram = await createFreelancer(app, tokens.admin);
  await assignTask(app, tokens.admin, property, [ram.freelancerId]);
  const reported = await app.inject({
    method: 'POST',
    url: `/api/reports/${kept}`,
    payload: { reason: 'already_rented' },
    remoteAddress: nextIp(),
  });
  expect(reported.statusCode).toBe(201);
  await app.background.idle();
  return { ...tokens, kept, doomed, property };
}

/** Every table's rows as PostgreSQL prints them (not a backup's JSON), sorted. */
export async function everyRow(db: DbOrTx) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await queryRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(name)} t order by 1`,
    );
    rows[name] = found.map((r) => r.row);
  }
  return rows;
}

/** Every file under `dir`, by its path inside it, with its bytes. */
export async function everyFile(dir: string) {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}
