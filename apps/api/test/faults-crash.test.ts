import { mkdtemp, readFile, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { addMigratedDatabase, createTestDatabase, testDatabaseKind } from './database';
import { bearer, createUser, login } from './factories';
import { assignTask, createFreelancer } from './freelancers';
import { formData } from './images';
import { addProperty, photos, validHostel } from './listings';
import { exitOf, printed, startServer } from './server-process';

const hook = fileURLToPath(new URL('./fault-hooks/hang-after-photo-writes.mjs', import.meta.url));
const stopThreadHook = fileURLToPath(
  new URL('./fault-hooks/stop-database-thread-on-signal.mjs', import.meta.url),
);
// Each test opens PGlite on disk several times and starts two servers: slow on a busy machine.
const TEST_TIMEOUT_MS = 180_000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-crash-'));
const uploads = path.join(dataDir, 'uploads');
// PGlite in DATA_DIR/db, or a database of its own on the PostgreSQL server.
const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
if (!database) await addMigratedDatabase(dataDir);
const databaseEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
const serverEnv = { DATA_DIR: dataDir, ...databaseEnv };
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the first test made and left, for the one after it. */
let made: { ids: Awaited<ReturnType<typeof prepare>>; stored: Awaited<ReturnType<typeof stored>> };

const measurements = { length: '10.5', width: '8', room: '3', bathroom: '2', description: 'Two rooms.' };

/** Accounts, a property and a task accepted by a freelancer, made by the app in this process. */
async function prepare() {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PASSWORD_HASH_KIB_FOR_TESTS: '64',
      ...databaseEnv,
    }),
  );
  try {
    const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
    const owner = (await login(app, (await createUser(app, { name: 'Owner' })).email)).accessToken;
    const property = (await addProperty(app, owner))._id;
    const ram = await createFreelancer(app, admin);
    const task = await assignTask(app, admin, property, [ram.freelancerId]);
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/freelance/accept/${task._id}`,
      headers: bearer(ram.token),
    });
    expect(accepted.statusCode).toBe(200);
    // The tokens stay good for the server started below: its signing secret is kept in DATA_DIR.
    return { owner, freelancer: ram.token, property, task: task._id };
  } finally {
    await app.close();
  }
}

/**
 * Of PGlite in DATA_DIR: the cluster state its control file records, as `pg_controldata` names it
 * ("shut down" after a clean close, "in production" while open or after a crash). The state is the
 * int32 after the 8-byte system identifier and two 4-byte version numbers.
 */
async function databaseState() {
  if (database) return 'server';
  const control = await readFile(path.join(dataDir, 'db', 'global', 'pg_control'));
  const states = ['starting up', 'shut down', 'shut down in recovery', 'shutting down', 'in crash recovery'];
  return [...states, 'in archive recovery', 'in production'][control.readInt32LE(16)];
}

/** Every photo key with a file in the uploads folder. */
async function keysOnDisk(): Promise<string[]> {
  const keys = new Set<string>();
  for (const shard of await readdir(uploads).catch(() => [])) {
    for (const file of await readdir(path.join(uploads, shard))) {
      const key = /^([0-9a-f]{32})-(?:400|1200)\.webp$/.exec(file)?.[1];
      if (key) keys.add(`${shard}/${key}`);
    }
  }
  return [...keys].sort();
}

/** What the database holds, read once the server has stopped. */
async function stored(ids: { task: string; property: string }) {
  const db = await openDatabase(database?.url ?? { dataDir, owner: 'the crash test' });
  try {
    const read = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.db, query);
    return {
      hostels: (
        await read<{ n: number }>(sql`select count(*)::int as n from listings where kind = 'hostel'`)
      )[0]?.n,
      photoKeys: (
        await read<{ key: string }>(sql`select storage_key as key from listing_images order by storage_key`)
      ).map((r) => r.key),
      task: (
        await read<{ completed: boolean; accepted: boolean }>(
          sql`select completed_at is not null as completed, accepted_by is not null as accepted
              from tasks where id = ${ids.task}`,
        )
      )[0],
      verified: (
        await read<{ n: number }>(
          sql`select count(*)::int as n from verifications where listing_id = ${ids.property}`,
        )
      )[0]?.n,
    };
  } finally {
    await db.close();
  }
}

describe(`a server process that dies (${testDatabaseKind})`, () => {
  it(
    'killed in the middle of writes with photos, leaves no listing without its photos and no half-completed task; the start-up sweep removes the files',
    async () => {
      const ids = await prepare();
      expect(await keysOnDisk()).toEqual([]);

      // A new hostel with 2 photos and the task's completion with 1: 6 photo files, then the kill.
      const crashing = await startServer(
        { ...serverEnv, FAULT_UPLOADS_DIR: uploads, FAULT_PHOTO_WRITES: '6' },
        hook,
      );
      const base = `http://127.0.0.1:${crashing.port}`;
      const requests = [
        fetch(`${base}/api/hostels/add-hostel`, {
          method: 'POST',
          headers: bearer(ids.owner),
          body: formData(validHostel, await photos(2)),
        }),
        fetch(`${base}/api/freelance/complete/${ids.property}/${ids.task}`, {
          method: 'PUT',
          headers: bearer(ids.freelancer),
          body: formData(measurements, await photos(1)),
        }),
      ].map((request) =>
        request.then(
          () => 'answered',
          () => 'connection lost',
        ),
      );
      await printed(crashing, /fault point: 6 photo files written/);
      expect(await exitOf(crashing, 'SIGKILL')).toBe(null);
      expect(await Promise.all(requests)).toEqual(['connection lost', 'connection lost']);

      const orphans = await keysOnDisk();
      expect(orphans).toHaveLength(3);
      expect(await databaseState()).toBe(testDatabaseKind === 'pglite' ? 'in production' : 'server');
      // The restart comes after the longest an upload may take, so the sweep may call them unused.
      const longAgo = new Date(Date.now() - 60 * 60 * 1000);
      for (const key of orphans)
        for (const width of [400, 1200])
          await utimes(path.join(uploads, `${key}-${width}.webp`), longAgo, longAgo);

      const restarted = await startServer(serverEnv);
      await printed(restarted, /"removed":3,"msg":"removed unused photo files"/);
      // The task is still accepted and open: completing it again now works.
      const completed = await fetch(
        `http://127.0.0.1:${restarted.port}/api/freelance/complete/${ids.property}/${ids.task}`,
        { method: 'PUT', headers: bearer(ids.freelancer), body: formData(measurements, await photos(1)) },
      );
      expect(completed.status).toBe(200);
      expect(await exitOf(restarted, 'SIGTERM')).toBe(0);
      // Closed cleanly: the next open needs no crash recovery.
      expect(await databaseState()).toBe(testDatabaseKind === 'pglite' ? 'shut down' : 'server');

      const after = await stored(ids);
      expect(after.hostels).toBe(0);
      expect(after.task).toEqual({ completed: true, accepted: true });
      expect(after.verified).toBe(1);
      expect(after.photoKeys).toHaveLength(1);
      expect(await keysOnDisk()).toEqual(after.photoKeys);
      made = { ids, stored: after };
    },
    TEST_TIMEOUT_MS,
  );

  if (testDatabaseKind === 'pglite') {
    it(
      'exits with code 1 when its database thread stops, and starts again on the same data',
      async () => {
        const server = await startServer(serverEnv, stopThreadHook);
        const ownHostels = (port: number) =>
          fetch(`http://127.0.0.1:${port}/api/user/get-hostel`, { headers: bearer(made.ids.owner) });
        expect((await ownHostels(server.port)).status).toBe(200);
        const exit = exitOf(server, 'SIGUSR2');
        await printed(server, /"msg":"the database stopped; exiting so that the server is restarted"/);
        expect(await exit).toBe(1);

        // What a supervisor does: start it again on the same data, which is all there.
        const restarted = await startServer(serverEnv);
        expect((await ownHostels(restarted.port)).status).toBe(200);
        expect(await exitOf(restarted, 'SIGTERM')).toBe(0);
        expect(await databaseState()).toBe('shut down');
        expect(await stored(made.ids)).toEqual(made.stored);
      },
      TEST_TIMEOUT_MS,
    );
  }
});
