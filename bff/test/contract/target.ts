/**
 * The BFF the contract suite talks to over HTTP: the one at `BFF_URL` when set (a developer's
 * portal, staging), else this workspace's BFF started in-process with the demo upstream (in memory)
 * and the built SPA (`pnpm build`). Requests carry the Origin the BFF expects: `BFF_ORIGIN`, else
 * the origin of `BFF_URL` (the BFF's SITE_URL must be that origin).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startUpstream, type UpstreamOptions } from '@portal/upstream';
import { buildApp } from '../../src/app';
import { DEFAULT_WEB_DIST_DIR, loadConfig } from '../../src/config';
import { tempDir } from '../helpers/temp-dir';

export interface Target {
  /** Base URL, without a trailing slash. */
  url: string;
  /** The Origin a same-site browser request carries. */
  origin: string;
  /** True against BFF_URL. */
  remote: boolean;
  close(): Promise<void>;
}

/** The demo account the suite logs in with (override for a staging upstream with other data). */
export const ACCOUNT = {
  phone: process.env.CONTRACT_PHONE ?? '91234567',
  password: process.env.CONTRACT_PASSWORD ?? 'Demo1234',
};
/** A doctor with bookable sections in the demo data. */
export const DOCTOR_ID = process.env.CONTRACT_DOCTOR ?? 'D1001';

export async function startTarget(): Promise<Target> {
  const remote = process.env.BFF_URL;
  if (remote) {
    const url = remote.replace(/\/+$/, '');
    return {
      url,
      origin: process.env.BFF_ORIGIN ?? new URL(url).origin,
      remote: true,
      close: async () => {},
    };
  }

  if (!existsSync(join(DEFAULT_WEB_DIST_DIR, 'index.html'))) {
    throw new Error(
      `${DEFAULT_WEB_DIST_DIR} is missing: run \`npx -y pnpm@10.34.8 build\` first (the contract ` +
        'suite checks the served HTML), or set BFF_URL to a running portal',
    );
  }
  const { app, close } = await startInProcess({
    // The suite is one client on a loaded machine: no per-address limit or lag shedding.
    RATE_LIMIT_MAX: '10000',
    PUBLIC_READ_BUDGET_BURST: '100000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('BFF has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    origin: LOCAL_SITE_URL,
    remote: false,
    close,
  };
}

/** Where the in-process BFF says its pages are (its SITE_URL). */
export const LOCAL_SITE_URL = 'http://127.0.0.1:3000';

/**
 * This workspace's BFF in-process (not listening) with the demo upstream in memory and the built
 * SPA; `env` adds to or overrides its settings, `reference` the demo upstream's (the key it
 * shares with the BFF, its login slow-down).
 */
export async function startInProcess(
  env: Record<string, string>,
  reference: Pick<UpstreamOptions, 'clientKey' | 'loginSlowdownMs'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!existsSync(join(DEFAULT_WEB_DIST_DIR, 'server', 'entry-server.js'))) {
    throw new Error(
      `${DEFAULT_WEB_DIST_DIR} has no server render: run \`npx -y pnpm@10.34.8 build\` first`,
    );
  }
  const dataDir = tempDir('bff-contract-');
  const upstream = await startUpstream({ dataDir, inMemory: true, ...reference });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'contract-suite-session-secret-0123456789abcdef',
      SITE_URL: LOCAL_SITE_URL,
      MOBILE_SITE_URL: LOCAL_SITE_URL,
      UPSTREAM_URL: upstream.url,
      DATA_DIR: dataDir,
      ...env,
    },
    () => {},
  );
  const app = buildApp(config);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
