import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // Tests reach the shared test helpers by name, whatever their depth (tsconfig.json: paths).
  resolve: { alias: { '@test-utils': fileURLToPath(new URL('./test-utils', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test-utils/setup.ts'],
    // The compiled message catalogue (shared/src/paraglide/, not committed) the code imports.
    globalSetup: [fileURLToPath(new URL('../shared/scripts/messages-setup.ts', import.meta.url))],
    css: false,
    // expect.poll gives up after 1 s by default: less than a render takes on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Most of a file's time is setting up jsdom and loading modules, not the tests: two files at
    // once (Vitest's default on a 2-core machine is one), like every unit project.
    maxWorkers: 2,
    // A worker's files share one jsdom and the libraries loaded into it: a new environment and a
    // fresh load of React and Mantine for each file was about 85 % of this project's time
    // (270 CPU-seconds against 45). What a file could leave behind is undone before the next one
    // (test-utils/setup.ts); the files pass in any order (checked with shuffled orders).
    isolate: false,
    // Form tests type with user-event: on a loaded 2-core machine running two files at once one
    // such test can take more than 20 s.
    testTimeout: 60_000,
  },
});
