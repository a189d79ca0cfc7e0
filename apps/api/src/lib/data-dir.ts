import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { fsReason, StartupError } from './startup-error';

/** Creates DATA_DIR if needed and checks it can be written, or stops with one clear line. */
export async function prepareDataDir(dataDir: string) {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`cannot write DATA_DIR ${dataDir}: ${fsReason(error)}`);
  }
}
