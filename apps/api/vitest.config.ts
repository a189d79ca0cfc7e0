import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One migrated database per run, copied for each test file.
    globalSetup: ['./test/global-setup.ts'],
    // Test files share their worker's loaded modules instead of importing the server's anew each
    // (seconds a file). Safe here: no file mocks a module, every fake timer is restored, and each
    // file builds its own app on its own database.
    isolate: false,
    // Each file builds its own app on its own database; PGlite start-up dominates, so give it room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
