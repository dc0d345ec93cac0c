/**
 * Vitest global setup of the e2e project: starts one portal per worker for the whole run (one
 * while files run one at a time) and hands their URLs and log files to the test files
 * (`inject('portals')`, see e2e.ts). Were files run two at once, they would never share a
 * portal, so one file's logins, bookings and edits could not change what another is looking at.
 * Fails early with a clear message when the SPA has not been built.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal, webIsBuilt, type Portal } from './portal';

export interface ProvidedPortal {
  url: string;
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Index `VITEST_POOL_ID - 1`: the portal of the worker a file runs on. */
    portals: ProvidedPortal[];
  }
}

let portals: Portal[] = [];

export async function setup(project: TestProject): Promise<void> {
  if (!webIsBuilt()) {
    throw new Error('web/dist is missing: run `npx -y pnpm@10.34.8 build` before the e2e tests.');
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const logFile = join(mkdtempSync(join(tmpdir(), 'portal-e2e-log-')), 'portal.log');
      writeFileSync(logFile, '');
      const portal = await startPortal({ logFile });
      return { portal, logFile };
    }),
  );
  portals = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.portal] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'portals',
    started.map((s) => {
      const { portal, logFile } = (s as PromiseFulfilledResult<{ portal: Portal; logFile: string }>)
        .value;
      return { url: portal.url, logFile };
    }),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(portals.splice(0).map((p) => p.stop()));
}
