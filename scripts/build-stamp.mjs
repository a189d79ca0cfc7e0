// Whether the production build (apps/web/dist, apps/api/dist) is the build of the sources as they
// are: `npm run build` (scripts/build.mjs) writes a stamp beside the API's bundle with the hash of
// the build's inputs and the output files it wrote; `npm start` builds again unless both still match.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm run build` reads: Vite builds apps/web (index.html, public/, src/, its config, .env
 * files) with @app/shared; apps/api/scripts/build.mjs bundles apps/api/src with @app/shared and keeps
 * the packages the manifests list as imports; both read the tsconfigs; package-lock.json says which
 * version of every package they resolve. Folders are read whole, less what `isBuildInput` leaves out.
 */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/web',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/scripts/build.mjs',
  'apps/api/src',
  'packages/shared',
];

/** Files every build writes anew: a build made otherwise (`vite build`, the e2e runner) changes them. */
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/render-page.js',
  'apps/api/dist/main.js',
  'apps/api/dist/pglite-worker.js',
];

const STAMP_FILE = 'apps/api/dist/build-stamp.json';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'test']);
// Tests, their Vitest configurations and set-up, and documentation: no build reads them.
const SKIPPED_FILES = /\.test\.[cm]?[jt]sx?$|^vitest\.|\.md$/;

/** Whether a file or folder named `name` (not a whole path) is read by the build. */
const isBuildInput = (name, isFolder) => (isFolder ? !SKIPPED_FOLDERS.has(name) : !SKIPPED_FILES.test(name));

/** Paths relative to `root` of every input file under `entry`, sorted, with `/` separators. */
function inputFiles(root, entry) {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  if (!stats.isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => isBuildInput(child.name, child.isDirectory()))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((child) => inputFiles(root, `${entry}/${child.name}`));
}

/**
 * A hash of every input file's path and contents, and of the variables Vite builds into the app
 * (`VITE_*`, and `NODE_ENV`, which picks React's production or development build).
 */
export function hashBuildInputs(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => inputFiles(root, entry))) {
    const contents = readFileSync(path.join(root, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  const variables = Object.keys(env)
    .filter((name) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort()
    .map((name) => [name, env[name]]);
  hash.update(JSON.stringify(variables));
  return hash.digest('hex');
}

/** Size and modification time of each output file; null when one is missing. */
function outputsFingerprint(root) {
  try {
    return BUILD_OUTPUTS.map((file) => {
      const { size, mtimeMs } = statSync(path.join(root, file));
      return `${file} ${size} ${mtimeMs}`;
    });
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Whether the outputs are there, as the last stamped build wrote them, and it was built from `inputs`. */
export function isBuildCurrent(root, inputs) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'));
  } catch {
    return false;
  }
  const outputs = outputsFingerprint(root);
  return (
    stamp.inputs === inputs && outputs !== null && JSON.stringify(stamp.outputs) === JSON.stringify(outputs)
  );
}

export function removeStamp(root) {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** After a successful build from `inputs`. */
export function writeStamp(root, inputs) {
  const outputs = outputsFingerprint(root);
  if (outputs === null) throw new Error(`the build did not write ${BUILD_OUTPUTS.join(', ')}`);
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ inputs, outputs }, null, 2)}\n`);
}
