import { ConfigError } from '../config';

/**
 * Something outside the code stops the start (database unreachable, DATA_DIR not writable or in
 * use): its message is one line for the operator, saying what is wrong and where, with no stack.
 */
export class StartupError extends Error {}

/** For entry points (server, scripts): a clear line for known causes, the full error otherwise; exit 1. */
export function exitOnStartupError(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ELOOP: 'too many symbolic links in the path',
  ENAMETOOLONG: 'the path is too long',
};

/** A file-system error as a few words ("permission denied"), for StartupError messages. */
export function fsReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const reason = code ? REASONS[code] : undefined;
  return reason ?? message;
}
