import { readdir } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import workerThreads, { type Worker } from 'node:worker_threads';
import { COMMON_CODES, COMMON_MESSAGES } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database';
import { bearer, createUser, login, nextIp } from './factories';
import { buildTestApp } from './helper';
import { formData } from './images';
import { photos, validHostel } from './listings';
import { startTcpProxy, throughProxy } from './tcp-proxy';

// On PostgreSQL the app reaches the server through a relay this file cuts and restores; the shared
// server itself is never stopped.
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432');
const proxy =
  testDatabaseKind === 'postgres'
    ? await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) })
    : undefined;
afterAll(() => proxy?.close());
// On PGlite the test keeps the worker threads the app starts (the database's), to stop them.
const threads: Worker[] = [];
const OriginalWorker = workerThreads.Worker;
workerThreads.Worker = class extends OriginalWorker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    threads.push(this);
  }
};
syncBuiltinESMExports();
const app = await buildTestApp({
  databaseUrl: (url) => (proxy ? throughProxy(url, proxy.port) : url),
}).finally(() => {
  workerThreads.Worker = OriginalWorker;
  syncBuiltinESMExports();
});

const account = await createUser(app);
const { accessToken } = await login(app, account.email);

const signIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: nextIp(),
  });
const health = () => app.inject({ method: 'GET', url: '/api/health' });
const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
/** What a load balancer polling /api/ready hears while the database cannot be reached. */
async function expectNotReady() {
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    success: false,
    error: true,
    message: COMMON_MESSAGES.ready.database,
    messageCode: COMMON_CODES.ready.database,
    data: { ready: false, database: 'down', storage: 'up' },
  });
}
const addHostel = async () =>
  app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(accessToken),
    payload: formData(validHostel, await photos(2)),
  });
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The answer every request that needs the database gets while it cannot be reached. */
function expectUnavailable(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    success: false,
    error: true,
    message: COMMON_MESSAGES.unavailable,
    messageCode: COMMON_CODES.unavailable,
    code: 'DATABASE_UNAVAILABLE',
  });
}

if (testDatabaseKind === 'postgres') {
  describe('the network to PostgreSQL cut mid-run', () => {
    it('answers 503 with a clear message, changes nothing, and works again once restored', async () => {
      // Connections are open and idle in the pool when the network drops them.
      expect((await signIn()).statusCode).toBe(200);
      const filesBefore = await filesUnder(app.dataDir);

      await proxy?.cut();
      expectUnavailable(await signIn());
      expectUnavailable(await addHostel());
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        messageCode: COMMON_CODES.health.database,
        data: { status: 'degraded', database: 'down', storage: 'up' },
      });
      await expectNotReady();
      // The photos written for the refused hostel were removed with it.
      expect(await filesUnder(app.dataDir)).toEqual(filesBefore);

      await proxy?.restore();
      expect((await signIn()).statusCode).toBe(200);
      expect((await health()).statusCode).toBe(200);
      expect((await ready()).statusCode).toBe(200);
      const added = await addHostel();
      expect(added.statusCode).toBe(201);
      const mine = await app.inject({
        method: 'GET',
        url: '/api/user/get-hostel',
        headers: bearer(accessToken),
      });
      expect(mine.json().data).toHaveLength(1);
    });
  });
} else {
  describe('the embedded database thread stopping mid-run', () => {
    it('answers 503 with a clear message and reports the database lost, for the server to exit', async () => {
      expect((await signIn()).statusCode).toBe(200);
      expect(threads).toHaveLength(1);
      await Promise.all(threads.map((thread) => thread.terminate()));

      expect((await app.databaseLost).message).toMatch(/the PGlite thread stopped/);
      expectUnavailable(await signIn());
      expectUnavailable(await addHostel());
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json().data).toMatchObject({ database: 'down', storage: 'up' });
      await expectNotReady();
      expect(await filesUnder(path.join(app.dataDir, 'uploads'))).toEqual([]);
    });
  });
}
