// Loaded into a server process with `node --import` by the crash tests, never by the app: every
// photo file write under FAULT_UPLOADS_DIR completes and then never returns, so the request that
// made it stops between writing its files and saving its rows. After FAULT_PHOTO_WRITES such
// files it prints a line, and the test kills the process at exactly that point.
import fs from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const uploads = process.env.FAULT_UPLOADS_DIR;
const expected = Number(process.env.FAULT_PHOTO_WRITES);
if (!uploads || !(expected > 0)) throw new Error('set FAULT_UPLOADS_DIR and FAULT_PHOTO_WRITES');

const writeFile = fs.writeFile;
let written = 0;
fs.writeFile = async (file, ...rest) => {
  await writeFile(file, ...rest);
  if (typeof file !== 'string' || !file.startsWith(uploads + path.sep) || !file.endsWith('.webp')) return;
  written += 1;
  if (written === expected) process.stdout.write(`fault point: ${written} photo files written\n`);
  await new Promise(() => {});
};
// The app's `import { writeFile } from 'node:fs/promises'` now sees the wrapper.
syncBuiltinESMExports();
