import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { allowInlineStyles } from './inline-styles';

const SHELL_CSS = '.boot-shell{min-height:100vh}';
const dist = mkdtempSync(path.join(tmpdir(), 'gb-inline-style-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" /><style>${SHELL_CSS}</style></head><body></body></html>`,
);
const app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });

const styleSrc = (policy: string | undefined) => /style-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');

describe('the app shell’s inline style', () => {
  it('is allowed on the page by its hash, and nothing else inline', async () => {
    const page = await app.inject({ url: '/bhada/hostel', headers: { accept: 'text/html' } });
    const hash = createHash('sha256').update(SHELL_CSS).digest('base64');
    expect(styleSrc(page.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
    // An API answer keeps the policy as it was.
    const health = await app.inject({ url: '/api/health' });
    expect(styleSrc(health.headers['content-security-policy'] as string)).toEqual(["'self'"]);
  });

  it('leaves a policy without style-src, or a page without inline style, as it was', () => {
    expect(allowInlineStyles("default-src 'self'", ["'sha256-x'"])).toBe("default-src 'self'");
    expect(allowInlineStyles("style-src 'self';img-src 'self'", [])).toBe("style-src 'self';img-src 'self'");
    expect(allowInlineStyles("default-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';style-src 'self' 'sha256-x'",
    );
  });
});
