import { createHash } from 'node:crypto';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/gi;

/** Hashes already taken, by style text: a page's styles are the build's, the same on every page. */
const hashes = new Map<string, string>();
const MAX_REMEMBERED = 64;

function styleHash(css: string): string {
  let hash = hashes.get(css);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    if (hashes.size >= MAX_REMEMBERED) hashes.clear();
    hashes.set(css, hash);
  }
  return hash;
}

/** `'sha256-…'` of each inline `<style>` element of the page (the app shell's, in index.html). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, css]) => styleHash(css ?? ''));
}

/**
 * The Content-Security-Policy with `hashes` allowed in style-src: exactly the page's own inline
 * styles, nothing else inline (no 'unsafe-inline').
 */
export function allowInlineStyles(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*style-src)([^;]*)/i,
    (_all, start: string, name: string, sources: string) => `${start}${name}${sources} ${hashes.join(' ')}`,
  );
}
