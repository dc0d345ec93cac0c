import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // Two files at once, each worker with its own portal (started in the global setup): most of
    // a browser test is waiting for a page, a server or an idle network, so a second file uses
    // the time the first one leaves the cores idle.
    globalSetup: ['./helpers/global-setup.ts'],
    maxWorkers: 2,
    // expect.poll gives up after 1 s by default: less than a reload takes on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
