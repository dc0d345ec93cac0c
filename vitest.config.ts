import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared',
      'upstream',
      'bff',
      'bff/test/contract',
      'web',
      'tests',
      'tests/scale',
      'tests/deploy',
      'tests/docker',
    ],
  },
});
