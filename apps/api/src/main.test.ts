import { spawn } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock';

// The production build (made once for the run: test/global-setup.ts).
const mainFile = path.join(inject('apiBuild'), 'main.js');
const START_TIMEOUT_MS = 60_000;

const scratch = await mkdtemp(path.join(tmpdir(), 'gb-main-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** `npm start` as a child process; killed if it is still running after the timeout (it started). */
function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mainFile], {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'info', ...env },
      timeout: START_TIMEOUT_MS - 5_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('start-up problems: one clear line, exit code 1', () => {
  it(
    'names the PostgreSQL address it cannot reach (never the password)',
    async () => {
      const port = await closedPort();
      const result = await start({
        DATA_DIR: path.join(scratch, 'pg-data'),
        DATABASE_URL: `postgres://ghar:s3cret-pw@127.0.0.1:${port}/ghar`,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`cannot reach PostgreSQL at 127.0.0.1:${port}: connection refused\n`);
      expect(result.stdout).not.toMatch(/s3cret|\n\s+at /);
    },
    START_TIMEOUT_MS,
  );

  it(
    'names a DATA_DIR it cannot write',
    async () => {
      const file = path.join(scratch, 'a-file');
      await writeFile(file, '');
      const dataDir = path.join(file, 'data');
      const result = await start({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `cannot write DATA_DIR ${dataDir}: a part of the path is a file, not a folder\n`,
      );
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses a DATA_DIR whose embedded database another running process has open',
    async () => {
      const dataDir = await mkdtemp(path.join(scratch, 'busy-'));
      const holder = {
        pid: process.ppid,
        owner: 'the Ghar Bhada server',
        command: 'x',
        startedAt: new Date().toISOString(),
      };
      await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify(holder));
      const result = await start({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^DATA_DIR .* is in use by the Ghar Bhada server \\(pid ${process.ppid}, started \\d\\d:\\d\\d\\)\\. Stop it first, or use PostgreSQL \\(DATABASE_URL\\)\\.\\n$`,
        ),
      );
    },
    START_TIMEOUT_MS,
  );
});
