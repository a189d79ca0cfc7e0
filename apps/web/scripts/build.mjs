// `npm run build -w @app/web [-- --outDir <dir>]`: the browser build into <dir> (dist by default)
// and the server's build, with which the API draws pages, into <dir>-server beside it (where the
// API looks for it: apps/api modules/site/prerender.ts). Both folders are emptied first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, emptyOutDir: { type: 'boolean' } },
});
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, values.outDir);

await build({ root, build: { outDir, emptyOutDir: true } });
await build({
  root,
  build: { ssr: 'src/prerender/render-page.ts', outDir: `${outDir}-server`, emptyOutDir: true },
});
