import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
