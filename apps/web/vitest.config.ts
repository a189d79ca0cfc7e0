import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { commonConfig, ISOLATED_TESTS, NODE_TESTS } from './vitest.common';

// Every web test file but the *.node.test.ts and *.isolated.test.tsx ones: in jsdom, with the DOM
// setup.
export default mergeConfig(
  commonConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, NODE_TESTS, ISOLATED_TESTS],
      // A worker's files share its loaded modules (React, MSW, the app, the catalogues) and its one
      // jsdom window, which start once per worker instead of once per file (a third of the CPU time).
      // vitest.setup.dom.ts puts back after each test what a fresh window had (DOM, storage,
      // language, address); a file that mocks a module is a *.isolated.test.tsx (web:isolated).
      isolate: false,
    },
  }),
);
