import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    include: ['**/*.test.ts'],
    environment: 'node',
    // One BFF for the file (in-process, or the one at BFF_URL); the checks share its session.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
