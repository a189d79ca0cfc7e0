import { createHash } from 'node:crypto';

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/gi;

/** `'sha256-…'` of each inline `<style>` element of the page (the app shell's, in index.html). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
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
