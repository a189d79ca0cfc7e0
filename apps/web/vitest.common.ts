import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Test files of pure logic (no DOM, storage or i18n instance): run in Node, without jsdom. */
export const NODE_TESTS = 'src/**/*.node.test.ts';

/**
 * jsdom test files that need a fresh module graph and window of their own: they mock a module
 * (`vi.mock`, `vi.doMock`), which would otherwise reach every file their worker runs after them.
 * They run in project `web:isolated`; every other jsdom file runs in `web`, where a worker's files
 * share its loaded modules and its one jsdom window (`isolate: false`).
 */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

// What the web test projects share. Standalone rather than merged with vite.config.ts: tests
// need only the React transform, and importing another config file by an extensionless path is
// deprecated by Vite's config loader.
export const commonConfig = defineConfig({
  plugins: [react()],
  // `@/…` is apps/web/src, as in vite.config.ts and tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // CI machines are shared and noisy: a slow render must not fail a correct test.
    testTimeout: 20_000,
  },
});
