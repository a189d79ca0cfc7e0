import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';
const proxy = { '/api': apiOrigin, '/uploads': apiOrigin };

/**
 * Preloads the font files (src/styles/fonts.css), fetched with the CSS instead of after it: the
 * Latin one on every page, the Devanagari one on a Nepali page only, the language switch's नेपाली
 * (1.3 KB) on an English page only: an English page's other Nepali words (the home hero's Nepali
 * turn) are drawn in the phone's own Devanagari font.
 */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .map((file) => /(noto-sans-latin|noto-sans-devanagari|nepali-label)[\w-]*\.woff2$/.exec(file))
          .filter((match) => match !== null)
          .sort((a, b) => a.input.localeCompare(b.input))
          .map(({ input: file, 1: script }) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              // The server keeps each only on pages in its language (apps/api plugins/page-language.ts).
              ...(script === 'noto-sans-devanagari' && { 'data-lang': 'ne' }),
              ...(script === 'nepali-label' && { 'data-lang': 'en' }),
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * The entry script at low priority: the page's first paint (the app shell, styled inline in
 * index.html) needs no script, and the stylesheet and the font come first. At the default high
 * priority Lighthouse counts it as render-blocking (its FCP waited for 112 KB of script).
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '$& fetchpriority="low"'),
    },
  };
}

const SEARCH_ROUTE = path.resolve(import.meta.dirname, 'src/features/search/search-route.ts');
const QUERY_LAYOUT = path.resolve(import.meta.dirname, 'src/app/routes/query-layout.tsx');

type ModuleGraph = {
  getModuleInfo: (id: string) => {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
};

/** Whether `id` is one of the modules `root` imports statically, directly or not. */
function isStaticallyImportedBy(
  root: string,
  id: string,
  graph: ModuleGraph,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some(
    (importer) => importer === root || isStaticallyImportedBy(root, importer, graph, seen),
  );
}

/** Whether some entry or lazily loaded module other than `except` imports `id`, directly or not. */
function isImportedByOtherThan(
  except: string,
  id: string,
  graph: ModuleGraph,
  seen = new Set<string>(),
): boolean {
  if (id === except || seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry || info.dynamicImporters.length > 0) return true;
  return info.importers.some((importer) => isImportedByOtherThan(except, importer, graph, seen));
}

/**
 * Validation (zod and the shared schemas, not their messages) and the Bikram Sambat calendar: the
 * search page reaches them only through @app/shared's index, or lazily (forms, Nepali dates), so
 * they stay out of the search's shared file and go with the chunks that use them. A module of that
 * file that imports one of them brings it back in (rolldown takes a group's dependencies along):
 * packages/shared keeps what a page's first load needs in modules without zod.
 */
const NOT_FOR_FIRST_PAINT =
  /node_modules\/(zod|nepali-date-converter)\/|packages\/shared\/src\/schemas\/(?!messages\/)/;

/**
 * The modules the search route shares with other pages (react-query, validation, message
 * catalogues, small components), and the layout that gives those pages react-query: one file
 * instead of a dozen small ones, each a request on the way to the results.
 */
function searchSharedChunk(id: string, graph: ModuleGraph): string | null {
  if (NOT_FOR_FIRST_PAINT.test(id)) return null;
  const isShared =
    id === QUERY_LAYOUT ||
    isStaticallyImportedBy(QUERY_LAYOUT, id, graph) ||
    (isStaticallyImportedBy(SEARCH_ROUTE, id, graph) && isImportedByOtherThan(SEARCH_ROUTE, id, graph));
  return isShared ? 'search-shared' : null;
}

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) next to each text file of the build, which the API
 * serves as they are (@fastify/static preCompressed): smaller than compressing each response on
 * the fly at a level fast enough for that, and no CPU spent per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const params = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${full}.br`, await brotli(content, { params }));
          await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * `vite build --ssr src/prerender/render-page.ts`: the server's build of the app (into
 * dist-server/, beside dist/ and never served), with which the API draws a search page's HTML.
 * Every dependency is bundled in, so it runs from wherever the build is put.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  // React's production build: the development one renders several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  ssr: { noExternal: true, target: 'node' },
  // public/ (icons, manifest) is the browser build's to serve; the server's needs none of it.
  publicDir: false,
  build: { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false },
});

const browserBuild = defineConfig({
  plugins: [react(), preloadFonts(), lowPriorityEntry(), precompress()],
  // `@/…` is src/: imports say where they go instead of climbing folders (also in tsconfig.json).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Fonts stay files: the Content-Security-Policy allows fonts from 'self' only, not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // dist/.vite/manifest.json: which files a lazy route needs, for the server to preload them with
    // the HTML of that route's pages (apps/api plugins/route-modules.ts).
    manifest: true,
    emptyOutDir: true,
    // The app must keep working on older phones' browsers.
    target: 'es2020',
    // The page has one entry script and no modulepreload links to polyfill; browsers without
    // modulepreload still load a route's files, one import after another.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in one file: every page needs all of it,
          // and a phone on mobile data pays for each extra request (round trip and headers).
          groups: [{ name: 'app', tags: ['$initial'] }, { name: searchSharedChunk }],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
