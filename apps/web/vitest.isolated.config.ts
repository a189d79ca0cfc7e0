import { defineConfig, mergeConfig } from 'vitest/config';
import { commonConfig, ISOLATED_TESTS } from './vitest.common';

// The *.isolated.test.tsx files: jsdom and the DOM setup as in `web`, but each file with its own
// modules and window (Vitest's default isolation), because it mocks a module.
export default mergeConfig(
  commonConfig,
  defineConfig({
    test: {
      name: 'web:isolated',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
      include: [ISOLATED_TESTS],
    },
  }),
);
