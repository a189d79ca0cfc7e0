import { defineConfig, mergeConfig } from 'vitest/config';
import { commonConfig, NODE_TESTS } from './vitest.common';

// The *.node.test.ts files: plain Node, no jsdom and none of its setup.
export default mergeConfig(
  commonConfig,
  defineConfig({
    test: {
      name: 'web:node',
      environment: 'node',
      setupFiles: ['./vitest.setup.ts'],
      include: [NODE_TESTS],
      // The files share their worker's loaded modules (about 5 times faster: MSW and the
      // catalogues load once), so none may mock a module or leave a fake timer running.
      isolate: false,
    },
  }),
);
