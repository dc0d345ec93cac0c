import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The compiled message catalogue (src/paraglide/, not committed) the code imports.
    globalSetup: [fileURLToPath(new URL('./scripts/messages-setup.ts', import.meta.url))],
    // Two files at once, like every unit project: they run in one group.
    maxWorkers: 2,
  },
});
