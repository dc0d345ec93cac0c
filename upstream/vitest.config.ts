import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'upstream',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
