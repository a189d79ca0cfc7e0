import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addMigratedDatabase } from '../../test/database';
import { StartupError } from '../lib/startup-error';
import { openDatabase, queryRows, type Database } from './client';
import { LOCK_FILE } from './data-dir-lock';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freshDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'gb-lock-'));
  dirs.push(dir);
  return dir;
}

/** A DATA_DIR with its database already made and migrated, as a server's first start leaves it. */
async function usedDataDir() {
  const dir = await freshDataDir();
  await addMigratedDatabase(dir);
  return dir;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inUse = (dataDir: string, owner: string, pid: number) =>
  new RegExp(
    `^DATA_DIR ${escape(dataDir)} is in use by ${escape(owner)} \\(pid ${pid}, started \\d\\d:\\d\\d\\)\\. ` +
      'Stop it first, or use PostgreSQL \\(DATABASE_URL\\)\\.$',
  );

const ids = async (database: Database) =>
  (await queryRows<{ id: number }>(database.db, sql`select id from probe order by id`)).map((r) => r.id);

const lockOf = async (dataDir: string) =>
  JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; owner: string };

// Each test opens PGlite on disk, some twice: slow on a busy machine.
describe('DATA_DIR with the embedded database: one process at a time', { timeout: 90_000 }, () => {
  it('refuses a second opening, naming the process that has it, and leaves the data intact', async () => {
    const dataDir = await usedDataDir();
    const server = await openDatabase({ dataDir, owner: 'the Ghar Bhada server' });
    await server.db.execute(sql`create table probe (id int primary key)`);
    await server.db.execute(sql`insert into probe values (1), (2)`);

    const second = openDatabase({ dataDir, owner: 'the demo seed (npm run seed:demo)' });
    await expect(second).rejects.toBeInstanceOf(StartupError);
    await expect(second).rejects.toThrow(inUse(dataDir, 'the Ghar Bhada server', process.pid));

    expect(await ids(server)).toEqual([1, 2]);
    await server.db.execute(sql`insert into probe values (3)`);
    await server.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const reopened = await openDatabase({ dataDir, owner: 'the Ghar Bhada server' });
    expect(await ids(reopened)).toEqual([1, 2, 3]);
    await reopened.close();
  });

  it('refuses while another running process holds it, without creating or touching anything', async () => {
    const dataDir = await freshDataDir();
    const lock = JSON.stringify({
      pid: process.ppid,
      owner: 'the Ghar Bhada server',
      command: 'src/main.ts',
      startedAt: new Date().toISOString(),
    });
    await writeFile(path.join(dataDir, LOCK_FILE), lock);

    await expect(openDatabase({ dataDir, owner: 'the bench (npm run bench)' })).rejects.toThrow(
      inUse(dataDir, 'the Ghar Bhada server', process.ppid),
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(lock);
  });

  it('takes over a lock left by a process that is no longer running, and releases it on close', async () => {
    const dataDir = await usedDataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    expect(() => process.kill(gone, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: gone,
        owner: 'the Ghar Bhada server',
        command: 'x',
        startedAt: new Date().toISOString(),
      }),
    );

    const database = await openDatabase({ dataDir, owner: 'the demo seed (npm run seed:demo)' });
    expect(await lockOf(dataDir)).toMatchObject({
      pid: process.pid,
      owner: 'the demo seed (npm run seed:demo)',
    });
    await database.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
