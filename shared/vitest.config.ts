import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Two files at once, like every unit project: they run in one group.
    maxWorkers: 2,
  },
});
