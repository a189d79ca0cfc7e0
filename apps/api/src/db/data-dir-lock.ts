import { readFileSync, rmSync } from 'node:fs';
import { link, open, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { prepareDataDir } from '../lib/data-dir';
import { fsReason, StartupError } from '../lib/startup-error';

/**
 * PGlite has one writer: a second process opening the same files (another server, the seed, the
 * bench) corrupts or wipes them. So the process that opens DATA_DIR's database holds this file.
 */
export const LOCK_FILE = 'db.lock';

const HolderSchema = z.object({
  pid: z.number().int().positive(),
  owner: z.string(),
  command: z.string(),
  startedAt: z.string(),
});
type Holder = z.infer<typeof HolderSchema>;

export type DataDirLock = { release: () => Promise<void> };

/** The lock files this process holds (path → what it wrote), removed at exit if still its own. */
const held = new Map<string, string>();
let releasedAtExit = false;

function releaseAllNow() {
  for (const [file, content] of held) {
    try {
      if (readFileSync(file, 'utf8') === content) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  }
  held.clear();
}

/**
 * Takes DATA_DIR for this process (`owner` says what it is, for the message another process gets),
 * or stops with a StartupError naming the process that has it. A lock left by a process that is no
 * longer running is taken over. Released by `release()`, or at exit.
 */
export async function lockDataDir(dataDir: string, owner: string): Promise<DataDirLock> {
  await prepareDataDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  const holder: Holder = {
    pid: process.pid,
    owner,
    command: process.argv.slice(1).join(' '),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(file, content, dataDir)) {
      held.set(file, content);
      if (!releasedAtExit) process.once('exit', releaseAllNow);
      releasedAtExit = true;
      return { release: () => release(file, content) };
    }
    const found = await readIfPresent(file);
    if (found === undefined) continue; // released meanwhile: try again
    const other = parseHolder(found);
    if (other && isRunning(other, file)) throw new StartupError(inUseMessage(dataDir, other));
    await takeOverStale(file, found);
  }
  throw new StartupError(`cannot lock DATA_DIR ${dataDir}: other processes keep taking ${file}`);
}

/** True when this process created the file (atomically: 'wx' fails if it exists). */
async function createExclusive(file: string, content: string, dataDir: string): Promise<boolean> {
  const handle = await open(file, 'wx', 0o644).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw new StartupError(`cannot write DATA_DIR ${dataDir}: ${fsReason(error)}`);
  });
  if (!handle) return false;
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  return true;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(content: string): Holder | undefined {
  try {
    return HolderSchema.parse(JSON.parse(content));
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder, file: string): boolean {
  // Our own pid: held now by this process, or left by an earlier one that had the same pid
  // (containers often start the server as the same pid every time).
  if (holder.pid === process.pid) return held.has(file);
  // From before the machine started: whatever has that pid now is another process.
  if (Date.parse(holder.startedAt) < Date.now() - os.uptime() * 1000) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user. ESRCH: no such process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, unless someone replaced it after we read it: the file is first moved
 * aside (atomic), and put back if what was moved is not the stale content we judged.
 */
async function takeOverStale(file: string, stale: string) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) !== stale) {
    await link(aside, file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  }
  await rm(aside, { force: true });
}

async function release(file: string, content: string) {
  if (held.get(file) !== content) return;
  held.delete(file);
  if ((await readIfPresent(file)) === content) await rm(file, { force: true });
}

function inUseMessage(dataDir: string, holder: Holder): string {
  return (
    `DATA_DIR ${dataDir} is in use by ${holder.owner} (pid ${holder.pid}, started ${clockTime(holder.startedAt)}). ` +
    'Stop it first, or use PostgreSQL (DATABASE_URL).'
  );
}

/** "10:41" today, "2025-03-02 10:41" on another day. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  if (at.toDateString() === new Date().toDateString()) return time;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${time}`;
}
