import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // The global setup starts one portal per worker. Files run one after another: two at once
    // (each on its own portal) took about a quarter less time, but on a busy 2-core machine the
    // portals shed requests (503) and pages missed their waits in both runs tried.
    globalSetup: ['./helpers/global-setup.ts'],
    fileParallelism: false,
    // expect.poll gives up after 1 s by default: less than a reload takes on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
