import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    // Its own project (after the web build): see test/contract/vitest.config.ts.
    exclude: ['test/contract/**'],
    environment: 'node',
    // expect.poll gives up after 1 s by default: less than a server's answer can take on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Two files at once: much of a file's time is waiting on servers, subprocesses and timers.
    // All unit projects run two at once, in one group (no group waits for another's last file).
    maxWorkers: 2,
    // A worker keeps the modules it loaded (Fastify, pino, the app's own) for its next file: loading
    // them again took longer than most files' tests. Each file builds its own apps, stores and
    // servers, and nothing here mocks a module; the one global the files share, the stand-in
    // server render's record, is emptied before each file (per-file.ts).
    isolate: false,
    setupFiles: ['./test/helpers/per-file.ts'],
    // The run's temp folder, and the compiled message catalogue the shared code imports.
    globalSetup: [
      './test/helpers/temp-root.ts',
      fileURLToPath(new URL('../shared/scripts/messages-setup.ts', import.meta.url)),
    ],
    testTimeout: 15_000,
    // Hooks start servers (redis-server, stub upstreams, two BFF replicas): beside another file and
    // other projects' work on a loaded 2-core machine that took past the default 10 s.
    hookTimeout: 30_000,
  },
});
