/**
 * Vitest global setup of the e2e project: starts one portal per worker for the whole run, and
 * one Chromium that every file connects to, and hands their addresses (and the portals' log
 * files) to the test files (`inject('portals')`, `inject('browserEndpoint')`, see e2e.ts). Files
 * running at the same time are on different workers, so on different portals: one file's logins,
 * bookings and edits cannot change what another is looking at. Each file gets its own browser
 * contexts (cookies, storage), so sharing the browser shares no state.
 * Fails early with a clear message when the SPA has not been built. The portals' log folders are
 * removed when the run ends (a test that reads a log does so while it runs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startPortal, webIsBuilt, type Portal } from './portal';

export interface ProvidedPortal {
  url: string;
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Index `VITEST_POOL_ID - 1`: the portal of the worker a file runs on. */
    portals: ProvidedPortal[];
    /** Where the shared Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
  }
}

let portals: Portal[] = [];
const logDirs: string[] = [];
let browser: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!webIsBuilt()) {
    throw new Error('web/dist is missing: run `npx -y pnpm@10.34.8 build` before the e2e tests.');
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const launched = launchBrowserServer();
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const logDir = mkdtempSync(join(tmpdir(), 'portal-e2e-log-'));
      logDirs.push(logDir);
      const logFile = join(logDir, 'portal.log');
      writeFileSync(logFile, '');
      // Started while the browser starts and the other portals do: on a busy 2-core machine that
      // can take past the default minute. It is waited on by its health check, so a longer limit
      // costs nothing when the machine is quiet.
      const portal = await startPortal({ logFile, startTimeoutMs: 180_000 });
      return { portal, logFile };
    }),
  );
  portals = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.portal] : []));
  const [server] = await Promise.allSettled([launched]);
  if (server!.status === 'fulfilled') browser = server!.value;
  const failed = [...started, server!].find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('browserEndpoint', browser!.wsEndpoint());
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
  await Promise.all([
    ...portals.splice(0).map((p) => p.stop()),
    browser?.close().catch(() => undefined),
  ]);
  browser = undefined;
  for (const dir of logDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
