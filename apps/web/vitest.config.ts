import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Standalone rather than merged with vite.config.ts: tests need only the React transform, and
// importing another config file by an extensionless path is deprecated by Vite's config loader.
export default defineConfig({
  plugins: [react()],
  // `@/…` is apps/web/src, as in vite.config.ts and tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // CI machines are shared and noisy: a slow render must not fail a correct test.
    testTimeout: 20_000,
  },
});
