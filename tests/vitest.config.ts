import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // One portal (started once in the global setup) for the whole run; files run one after
    // another on 2 cores, each with its own browser.
    globalSetup: ['./helpers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
