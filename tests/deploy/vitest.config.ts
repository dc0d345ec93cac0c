import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'deploy',
    include: ['**/*.test.ts'],
    environment: 'node',
    // Two files at once, like every unit project: they run in one group.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
