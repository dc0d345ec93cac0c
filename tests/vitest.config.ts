import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // The global setup starts one portal per worker and one Chromium for the run. Two files run
    // at once, each on its own portal (their accounts and bookings never meet), sharing the
    // browser: a file spends much of its time waiting on the portal and the browser, so the
    // two overlap well even on a 2-core machine.
    globalSetup: ['./helpers/global-setup.ts'],
    maxWorkers: 2,
    // A worker keeps the modules it loaded (playwright-core, axe-core) for its next file instead
    // of loading them again: the files share no module state beyond the helpers' caches.
    isolate: false,
    // expect.poll gives up after 1 s by default: less than a reload takes on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
