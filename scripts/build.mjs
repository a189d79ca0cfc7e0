// `npm run build`: the web app (Vite, into apps/web/dist), then the API (esbuild, apps/api/dist),
// each by its workspace's build script; then the stamp by which `npm start` skips building again
// while the sources stay as they are (scripts/build-stamp.mjs).
import { fileURLToPath } from 'node:url';
import { hashBuildInputs, removeStamp, writeStamp } from './build-stamp.mjs';
import { exitLike, npmCommand, runForwardingSignals } from './child-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Hashed before building: a file changed while the build reads it is built again next time.
const inputs = hashBuildInputs(root);
// A build that fails or is cut short leaves no stamp behind.
removeStamp(root);
for (const workspace of ['@app/web', '@app/api']) {
  const built = await runForwardingSignals(...npmCommand(['run', 'build', '-w', workspace]), { cwd: root });
  if (built.code !== 0) exitLike(built);
}
writeStamp(root, inputs);
