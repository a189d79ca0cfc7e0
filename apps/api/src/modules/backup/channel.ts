import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from './errors';

/**
 * How `npm run backup` asks the running server on PGlite (which alone may open DATA_DIR's
 * database) for a backup: a Unix socket in a folder of DATA_DIR only its owner can enter. No port,
 * no password: whoever can reach it can read DATA_DIR anyway.
 */
export const CHANNEL_DIR = 'admin';
const SOCKET_FILE = 'backup.sock';
/** Unix socket paths are limited to about 108 bytes (104 on macOS). */
const LONGEST_SOCKET_PATH = 103;

export const socketPath = (dataDir: string) => path.join(dataDir, CHANNEL_DIR, SOCKET_FILE);

type Answer = { ok: true } | { ok: false; error: string };

/** Listens for backup requests (one JSON line: `{ "folder": "/absolute/path" }`) until closed. */
export async function openBackupChannel(
  dataDir: string,
  backUp: (folder: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<{ close: () => Promise<void> }> {
  const file = socketPath(dataDir);
  if (file.length > LONGEST_SOCKET_PATH) {
    log.warn({ file }, 'DATA_DIR path too long for the backup socket: stop the server to back up');
    return { close: async () => {} };
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  // Left by a server that crashed: this process holds DATA_DIR's lock, so no other server uses it.
  await rm(file, { force: true });
  let running = false;
  const server = net.createServer((socket) => {
    let received = '';
    let handled = false;
    socket.setEncoding('utf8');
    const answer = (reply: Answer) => socket.end(`${JSON.stringify(reply)}\n`);
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (handled) return;
      received += chunk;
      if (!received.includes('\n')) {
        if (received.length > 10_000) {
          handled = true;
          answer({ ok: false, error: 'request too long' });
        }
        return;
      }
      handled = true;
      const folder = parseRequest(received);
      if (!folder) return answer({ ok: false, error: 'expected {"folder": "/absolute/path"}' });
      if (running) return answer({ ok: false, error: 'a backup is already running; try again when it ends' });
      running = true;
      log.info({ folder }, 'backup started');
      backUp(folder).then(
        () => {
          running = false;
          log.info({ folder }, 'backup written');
          answer({ ok: true });
        },
        (error: unknown) => {
          running = false;
          if (!(error instanceof BackupError)) log.error({ err: error, folder }, 'backup failed');
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function parseRequest(line: string): string | undefined {
  try {
    const { folder } = JSON.parse(line.slice(0, line.indexOf('\n'))) as { folder?: unknown };
    return typeof folder === 'string' && path.isAbsolute(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server running on `dataDir` to back up into `folder` (absolute). Answers false when no
 * server listens there (none is running, or it has no channel); throws the server's refusal.
 */
export function askServerToBackUp(dataDir: string, folder: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let received = '';
    const socket = net.createConnection(socketPath(dataDir), () => {
      connected = true;
      socket.write(`${JSON.stringify({ folder })}\n`);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG'].includes(error.code ?? '')) resolve(false);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(received) as Answer;
        if (reply.ok) resolve(true);
        else reject(new BackupError(`the server refused the backup: ${reply.error}`));
      } catch {
        reject(new BackupError('the server closed the backup connection without an answer'));
      }
    });
  });
}
