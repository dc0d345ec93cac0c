import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'upstream',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The compiled message catalogue (shared/src/paraglide/, not committed) the shared code imports.
    globalSetup: [fileURLToPath(new URL('../shared/scripts/messages-setup.ts', import.meta.url))],
    // Vitest's default on a 2-core machine is one file at a time. These files spend much of their
    // time in scrypt (login, wrong passwords) on the thread pool, so two at once took about a third
    // of the time. Every unit project runs two at once, so they share one group.
    maxWorkers: 2,
    testTimeout: 20000,
    // Hooks start an upstream and log in: on a loaded machine that can take longer than 10 s.
    hookTimeout: 20000,
  },
});
