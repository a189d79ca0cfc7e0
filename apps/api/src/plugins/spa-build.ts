import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { nepaliFilesOf, readManifest, routeFilesOf, type RouteFiles } from './route-modules';

/** What the HTML of every page starts from: read from the web build once, not per request. */
export interface SpaBuild {
  /** index.html as the build wrote it. */
  html: string;
  /** The files a lazily loaded route module needs (route-modules.ts), from the build's manifest. */
  routeFiles: (source: string) => RouteFiles;
  /** The Nepali catalogues a Nepali page of that route fetches (route-modules.ts). */
  nepaliFiles: (source?: string) => string[];
}

async function loadBuild(webDistDir: string): Promise<SpaBuild> {
  const [html, manifest] = await Promise.all([
    readFile(path.join(webDistDir, 'index.html'), 'utf8'),
    readManifest(webDistDir),
  ]);
  const routes = new Map<string, RouteFiles>();
  const nepali = new Map<string, string[]>();
  return {
    html,
    routeFiles: (source) => {
      const known = routes.get(source) ?? routeFilesOf(manifest, source);
      routes.set(source, known);
      return known;
    },
    nepaliFiles: (source) => {
      const known = nepali.get(source ?? '') ?? nepaliFilesOf(manifest, source);
      nepali.set(source ?? '', known);
      return known;
    },
  };
}

async function modifiedAt(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The web build in `webDistDir`, read once per build and kept while index.html and the manifest
 * keep their modification times: a rebuild while the server runs is served at once, and a page
 * costs two stats instead of reading and parsing both files.
 */
export function spaBuildReader(webDistDir: string): () => Promise<SpaBuild> {
  let cached: { version: string; build: Promise<SpaBuild> } | undefined;
  return async () => {
    const times = await Promise.all([
      modifiedAt(path.join(webDistDir, 'index.html')),
      modifiedAt(path.join(webDistDir, '.vite', 'manifest.json')),
    ]);
    const version = times.join(':');
    if (cached?.version !== version) {
      const build = loadBuild(webDistDir);
      cached = { version, build };
      // A failed read is not kept: the next page tries again.
      build.catch(() => {
        if (cached?.build === build) cached = undefined;
      });
    }
    return cached.build;
  };
}
