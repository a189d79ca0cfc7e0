import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Each file builds its own app on its own database; PGlite start-up dominates, so give it room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
