import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    include: ['**/*.test.ts'],
    environment: 'node',
    // One BFF for the file (in-process, or the one at BFF_URL); the checks share its session.
    fileParallelism: false,
    globalSetup: [fileURLToPath(new URL('../helpers/temp-root.ts', import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The web build's server render is loaded by Node itself, as in production (not transformed
    // again by the test runner, whose module evaluation order differs from Node's).
    server: { deps: { external: [/\/web\/dist\//] } },
  },
});
