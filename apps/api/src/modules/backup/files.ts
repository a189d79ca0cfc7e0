import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Copies `from` to `to` (a new file; its folder is created), answering its size and SHA-256. */
export async function copyHashed(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  return writeHashed(() => createReadStream(from), to);
}

/**
 * Writes the stream `open` answers to `to` (a new file; its folder is created), answering its
 * size and SHA-256. Opened once the folder is there: a stream that fails at once (a missing
 * file) must already be piped, or its error is nobody's.
 */
export async function writeHashed(
  open: () => Readable,
  to: string,
): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(open(), measure, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    // 'wx' made `to` ours unless it was there already: a failed copy leaves no part of a file.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(to, { force: true });
    throw error;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A file's size and SHA-256, read as a stream. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Whether `dir` is missing or has nothing in it. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
