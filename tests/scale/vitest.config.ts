import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scale',
    include: ['**/*.test.ts'],
    environment: 'node',
    // One cluster of processes for the file; the checks run in order against it.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
