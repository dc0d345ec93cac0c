import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'upstream', 'bff', 'web', 'tests', 'tests/scale', 'tests/deploy'],
  },
});
