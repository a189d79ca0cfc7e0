import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { commonConfig, NODE_TESTS } from './vitest.common';

// Every web test file but the *.node.test.ts ones: in jsdom, with the DOM setup.
export default mergeConfig(
  commonConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, NODE_TESTS],
    },
  }),
);
