import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One file of the web build's manifest (`dist/.vite/manifest.json`, vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

/** The web build's manifest, or null without one (no build, or a build without it). */
export async function readManifest(webDistDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The files the lazily loaded module `source` (its path in apps/web, e.g.
 * `src/features/search/search-route.ts`) needs beyond the entry the page loads anyway, as URL paths:
 * its script and the scripts it imports, and their styles. Empty without a manifest or that module.
 */
export function routeFilesOf(manifest: Manifest | null, source: string): RouteFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/** `routeFilesOf` the manifest read now. */
export async function routeFiles(webDistDir: string, source: string): Promise<RouteFiles> {
  return routeFilesOf(await readManifest(webDistDir), source);
}

/** A namespace's Nepali catalogue in the web app: `…/ne.ts` (or `…/ne/index.ts`), its own chunk. */
const NEPALI_CATALOGUE = /(^|\/)ne(\/index)?\.ts$/;

/**
 * The Nepali catalogues a page in Nepali fetches before it shows (apps/web i18n: Nepali is loaded
 * only when it is the language), as URL paths: the app-wide one the entry loads, and those of the
 * lazily loaded module `source` and what it imports. Empty without a manifest.
 */
export function nepaliFilesOf(manifest: Manifest | null, source?: string): string[] {
  if (!manifest) return [];
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const loaded of chunk.dynamicImports ?? []) {
      const catalogue = manifest[loaded];
      if (catalogue && NEPALI_CATALOGUE.test(loaded)) files.add(`/${catalogue.file}`);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  if (source) visit(source);
  return [...files];
}
