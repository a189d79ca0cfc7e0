import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The built server (`node apps/api/dist/main.js`, as `npm start` runs it) as a child process in
 * production mode, with an admin account to log in as; resolves once /api/health answers 200.
 * `stop()` sends SIGTERM and resolves with how long the graceful shutdown took.
 */
export async function startBuiltServer(env: Record<string, string>) {
  const port = await freePort();
  const admin = {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password-1',
  };
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.js')], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
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
