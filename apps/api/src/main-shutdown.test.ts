import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addMigratedDatabase } from '../test/database';
import { LOCK_FILE } from './db/data-dir-lock';

const TEST_TIMEOUT_MS = 60_000;

// The production build, as `npm start` runs it (made once for the run: test/global-setup.ts).
const buildDir = inject('apiBuild');
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gb-shutdown-'));
  await addMigratedDatabase(dataDir);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Resolves with the first match of `pattern` in what the process has printed so far or prints next. */
function printed(child: ChildProcessWithoutNullStreams, output: { text: string }, pattern: RegExp) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.text);
      if (!match) return false;
      child.stdout.off('data', check);
      child.off('exit', exited);
      resolve(match);
      return true;
    };
    const exited = () => reject(new Error(`exited before printing ${pattern}:\n${output.text}`));
    if (check()) return;
    child.stdout.on('data', check);
    child.once('exit', exited);
  });
}

/** Everything the server sends on the socket until it closes the connection. */
function response(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('SIGTERM to the server', () => {
  it(
    'lets a request in flight finish, closes its connection, releases DATA_DIR and exits 0',
    async () => {
      const child = spawn(process.execPath, [path.join(buildDir, 'main.js')], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PORT: '0',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
      });
      const output = { text: '' };
      child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        const [, port] = await printed(child, output, /running at http:\/\/localhost:(\d+)/);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

        // A sign-in whose body is still arriving (as an upload on a slow line would be) when the signal comes.
        const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
        const socket = connect(Number(port), '127.0.0.1');
        const answer = response(socket);
        socket.write(
          `POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
        );
        await printed(child, output, /"url":"\/api\/user\/login".*"msg":"incoming request"/);

        child.kill('SIGTERM');
        await printed(child, output, /"signal":"SIGTERM".*"msg":"shutting down"/);
        socket.write(body.slice(10));

        // The route's own answer (it looked the account up after the signal), then the connection ends.
        const [head, json] = (await answer).split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 400 /);
        expect(JSON.parse(json ?? '')).toMatchObject({ messageCode: 'auth.badCredentials' });
        expect(head?.toLowerCase()).toContain('connection: close');
        expect(await exit).toBe(0);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      } finally {
        child.kill('SIGKILL');
      }
    },
    TEST_TIMEOUT_MS,
  );
});
