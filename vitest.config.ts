import { defineConfig } from 'vitest/config';
import { pgliteOnlyTests, postgresServerTests } from './apps/api/test/projects';

// API tests run on PGlite in memory and, when TEST_DATABASE_URL is set, those that reach SQL run a
// second time on PostgreSQL (apps/api/test/projects.ts says which).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // One worker a core, not Vitest's default of one fewer: an API test spends much of its time
    // waiting on its database thread or the PostgreSQL server (on 2 cores: 12 min instead of 19).
    maxWorkers: '100%',
    projects: [
      'packages/shared',
      // The web app: its *.node.test.ts files in Node, every other test file in jsdom (the
      // *.isolated.test.tsx ones, which mock a module, each with modules and window of its own).
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.node.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: {
          name: 'api:pglite',
          env: { API_TEST_DB: 'pglite' },
          exclude: onPostgres ? postgresServerTests : [],
        },
      },
      ...(onPostgres
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              root: './apps/api',
              test: { name: 'api:postgres', env: { API_TEST_DB: 'postgres' }, exclude: pgliteOnlyTests },
            },
          ]
        : []),
    ],
  },
});
