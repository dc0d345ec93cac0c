import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    // Its own project (after the web build): see test/contract/vitest.config.ts.
    exclude: ['test/contract/**'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
