import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export type ServerProcess = { child: ChildProcessWithoutNullStreams; output: { text: string }; port: number };

/**
 * Resolves with the first match of `pattern` in what the process has printed so far or prints next,
 * from character `from` on (pass what it has printed already to wait for something new).
 */
export function printed(server: Omit<ServerProcess, 'port'>, pattern: RegExp, from = 0) {
  const { child, output } = server;
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.text.slice(from));
      if (!match) return;
      child.stdout.off('data', check);
      child.off('exit', exited);
      resolve(match);
    };
    const exited = () => reject(new Error(`exited before printing ${pattern}:\n${output.text}`));
    child.stdout.on('data', check);
    child.once('exit', exited);
    check();
  });
}

/**
 * The server's production build (made once for the run: global-setup.ts), as `npm start` runs it,
 * with `env` (DATA_DIR, DATABASE_URL, …); `preload` (a test hook) is imported before the app.
 * Resolves once it listens.
 */
export async function startServer(env: Record<string, string>, preload?: string): Promise<ServerProcess> {
  const main = path.join(inject('apiBuild'), 'main.js');
  const child = spawn(process.execPath, [...(preload ? ['--import', preload] : []), main], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  const output = { text: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  try {
    const [, port] = await printed({ child, output }, /running at http:\/\/localhost:(\d+)/);
    return { child, output, port: Number(port) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** The exit code once the process has ended, after `signal` if one is given. */
export function exitOf(server: ServerProcess, signal?: NodeJS.Signals) {
  const { child } = server;
  const exit =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (signal) child.kill(signal);
  return exit;
}
