/**
 * Vitest global setup of the e2e project: starts ONE portal for the whole run and hands its URL
 * and log file to the test files (`inject('portalUrl')`, see e2e.ts). Fails early with a clear
 * message when the SPA has not been built.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal, webIsBuilt, type Portal } from './portal';
import { E2E_PORTAL_ENV } from './portal-env';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    portalLogFile: string;
  }
}

let portal: Portal | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!webIsBuilt()) {
    throw new Error('web/dist is missing: run `npx -y pnpm@10.34.8 build` before the e2e tests.');
  }
  const logFile = join(mkdtempSync(join(tmpdir(), 'portal-e2e-log-')), 'portal.log');
  writeFileSync(logFile, '');
  portal = await startPortal({ logFile, env: E2E_PORTAL_ENV });
  project.provide('portalUrl', portal.url);
  project.provide('portalLogFile', logFile);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}
