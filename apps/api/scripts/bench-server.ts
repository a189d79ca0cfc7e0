import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A TCP port free on this machine now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Resident memory of process `pid` in MB (Linux). */
export async function readRssMb(pid: number): Promise<number> {
  return readStatusMb(pid, 'VmRSS');
}

/** Starts counting process `pid`'s peak resident memory again from now (Linux; our own child). */
export async function resetPeakRss(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** The most resident memory of process `pid` since it started or since `resetPeakRss`, in MB. */
export async function readPeakRssMb(pid: number): Promise<number> {
  return readStatusMb(pid, 'VmHWM');
}

async function readStatusMb(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The server in production mode as a child process: the built `apps/api/dist/main.js` (as
 * `npm start` runs it), or `entry` (a `.ts` entry runs through tsx), with an admin account to log in
 * as. Resolves when the server says it listens (a message on the IPC channel it is started with);
 * it has opened and migrated its database by then. `stop()` sends SIGTERM and resolves with how
 * long the graceful shutdown took.
 */
export async function startBuiltServer(env: Record<string, string>, options: { entry?: string } = {}) {
  const port = await freePort();
  const admin = {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password-1',
  };
  const entry = options.entry ?? path.join(repoRoot, 'apps/api/dist/main.js');
  const started = performance.now();
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: repoRoot,
    env: {
      // As `npm start` runs it; a MALLOC_ARENA_MAX of the caller's wins (16 is glibc's own on 2 cores).
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    void exit.then((code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  child.disconnect();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    entry,
    pid: child.pid!,
    admin,
    startupMs: Math.round(performance.now() - started),
    async stop() {
      const stopping = performance.now();
      child.kill('SIGTERM');
      const code = await exit;
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
      return Math.round(performance.now() - stopping);
    },
  };
}
