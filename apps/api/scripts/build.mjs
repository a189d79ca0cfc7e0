// Builds the API for production: dist/main.js (run with `node dist/main.js`) and, beside it, the
// PGlite worker thread's dist/pglite-worker.js.
// Our TypeScript and @app/shared (which exports .ts source) are bundled; every package the API
// depends on stays an import, resolved from node_modules at run time (sharp and PGlite ship
// native and wasm files that must stay where they are). `--outdir <dir>` builds elsewhere (tests).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const readManifest = (file) => JSON.parse(readFileSync(file, 'utf8'));

const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(outdirFlag === -1 ? path.join(apiDir, 'dist') : process.argv[outdirFlag + 1]);

const BUNDLED = '@app/shared';
const runtimeDependencies = new Set([
  ...Object.keys(readManifest(path.join(apiDir, 'package.json')).dependencies),
  ...Object.keys(readManifest(path.join(apiDir, '../../packages/shared/package.json')).dependencies),
]);
runtimeDependencies.delete(BUNDLED);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Packages stay imports; one the API does not list in its dependencies fails the build. */
const dependenciesOnly = {
  name: 'dependencies-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) {
        return { external: true };
      }
      const name = packageName(specifier);
      if (name === BUNDLED) return undefined;
      if (runtimeDependencies.has(name)) return { external: true };
      return {
        errors: [{ text: `${importer} imports ${name}, which is not in apps/api's dependencies` }],
      };
    });
  },
};

/**
 * `new URL('../../drizzle', import.meta.url)` names a file or folder beside the source (the
 * migrations); in the bundle it is rewritten to name the same place from the bundle, wherever the
 * repository is. A target that is not there beside the source (`./pglite-worker.js`, which the build
 * writes) stays relative to the bundle.
 */
const NEAR_SOURCE = /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replace(NEAR_SOURCE, (call, _quote, relative) => {
        const target = path.resolve(path.dirname(file), relative);
        if (!existsSync(target)) return call;
        const fromBundle = path.relative(outdir, target).split(path.sep).join('/');
        const trailing = relative.endsWith('/') && fromBundle !== '' ? '/' : '';
        return `new URL(${JSON.stringify(`${fromBundle || '.'}${trailing}`)}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

const started = performance.now();
await build({
  // A worker thread's code is an entry of its own, beside main.js (pglite-thread.ts starts it).
  entryPoints: {
    main: path.join(apiDir, 'src/main.ts'),
    'pglite-worker': path.join(apiDir, 'src/db/pglite-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Not minified: stack traces in the logs stay readable; the map is there for NODE_OPTIONS=--enable-source-maps.
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [dependenciesOnly, sourceLocation],
});
console.log(`API built in ${Math.round(performance.now() - started)} ms into ${outdir}`);
