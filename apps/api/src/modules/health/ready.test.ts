import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMMON_CODES, COMMON_MESSAGES } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../../../test/database';
import { buildTestApp } from '../../../test/helper';
import { STORAGE_CHECK_TTL_MS } from './routes';

// The database down is covered with the other database faults (test/faults-database.test.ts).
const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
const away = `${uploads}.away`;
const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

/** The uploads folder replaced by a file: every write under it fails, even as root. */
async function breakStorage() {
  await mkdir(uploads, { recursive: true });
  await rename(uploads, away);
  await writeFile(uploads, 'not a folder');
}
async function repairStorage() {
  await rm(uploads, { force: true });
  await rename(away, uploads);
}
afterEach(async () => {
  vi.useRealTimers();
  if (existsSync(away)) await repairStorage();
});

describe(`GET /api/ready (${testDatabaseKind})`, () => {
  it('answers 200 when the database answers and photos can be written, leaving no probe file', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: false,
      message: COMMON_MESSAGES.ok,
      messageCode: COMMON_CODES.ok,
      data: { ready: true, database: 'up', storage: 'up' },
    });
    expect(await readdir(uploads)).toEqual([]);
  });

  it('answers 503 once photo storage cannot be written, checking it at most every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past any earlier check's window: this poll checks the store now.
    vi.setSystemTime(Date.now() + STORAGE_CHECK_TTL_MS);
    expect((await ready()).statusCode).toBe(200);

    await breakStorage();
    // Within the cache window the last write check stands: a poll every second writes no file.
    vi.setSystemTime(Date.now() + STORAGE_CHECK_TTL_MS - 1);
    expect((await ready()).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1);
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    expect(down.json()).toEqual({
      success: false,
      error: true,
      message: COMMON_MESSAGES.ready.storage,
      messageCode: COMMON_CODES.ready.storage,
      data: { ready: false, database: 'up', storage: 'down' },
    });

    await repairStorage();
    expect((await ready()).statusCode).toBe(503);
    vi.setSystemTime(Date.now() + STORAGE_CHECK_TTL_MS);
    expect((await ready()).json().data).toEqual({ ready: true, database: 'up', storage: 'up' });
  });

  it('leaves /api/health as it was: it checks the store on every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STORAGE_CHECK_TTL_MS);
    expect((await ready()).statusCode).toBe(200);
    await breakStorage();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await ready()).statusCode).toBe(200);
  });
});
