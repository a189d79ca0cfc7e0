// `npm start`: builds the web app and the API when their sources changed since the last build
// (scripts/build-stamp.mjs), then runs the server, apps/api/dist/main.js, in this process's place:
// signals reach it, and its exit is this one's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs, isBuildCurrent } from './build-stamp.mjs';
import { exitLike, runForwardingSignals } from './child-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (isBuildCurrent(root, hashBuildInputs(root))) {
  console.log('npm start: the build is up to date with the sources, not building again.');
} else {
  console.log('npm start: no build of the current sources yet; building (npm run build).');
  const built = await runForwardingSignals(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
  });
  if (built.code !== 0) exitLike(built);
}

const server = [path.join(root, 'apps/api/dist/main.js'), ...process.argv.slice(2)];
// glibc reads it at process start: no memory pool per photo-decoding thread (apps/api/src/modules/images/README.md).
const env = { ...process.env, MALLOC_ARENA_MAX: '2' };
// process.execve (Node 22.15+ and 24) makes this process the server, as the shell's `exec` does;
// without it (Node 20, 22.13-22.14) the server is a child standing in for it.
if (typeof process.execve === 'function')
  process.execve(process.execPath, [process.execPath, ...server], env);
else exitLike(await runForwardingSignals(process.execPath, server, { env }));
