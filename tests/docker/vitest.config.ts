import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'docker',
    include: ['**/*.test.ts'],
    environment: 'node',
    // Building both images on a 2-core machine takes many minutes; the tests wait on containers.
    testTimeout: 300_000,
    hookTimeout: 90 * 60_000,
  },
});
