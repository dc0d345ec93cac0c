/**
 * The first requests a freshly started process gets: the compiled server the image runs
 * (`node bff/dist/server.js`, the demo upstream embedded, the real build's server render, the
 * shipped budgets and event-loop guard), polled from the moment it is spawned. The first three
 * detail pages once `/healthz` first answers are rendered under their records' own titles, and
 * every API read in the 5 s after `/readyz` first says 200 answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { ownTitle, recordRequest, titleOf } from '../helpers/own-title';
import { tempDir } from '../helpers/temp-dir';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUILT = ['bff/dist/server.js', 'upstream/dist/app.js', 'web/dist/server/entry-server.js'];
const FIRST_PAGES = ['/doctor/D1001', '/news/detail/N1001', '/job/details/J1001'];
const READS = [calls.getNewsCategory.path, calls.getEmploymentType.path, calls.getWebNewsList.path];
const READ_WINDOW_MS = 5000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Asks `url` until it first answers 200 (a refused connection is a process still starting). */
async function firstOk(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} not 200 after 60 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let proc: ChildProcess;
let dataDir: string;
let url: string;
let output = '';
const pages: { path: string; status: number; body: string }[] = [];
const reads: { path: string; status: number }[] = [];

beforeAll(async () => {
  for (const file of BUILT) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(`${file} is missing: run \`npx -y pnpm@10.34.8 build\` first`);
    }
  }
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = tempDir('bff-first-requests-');
  proc = spawn(process.execPath, [join(ROOT, 'bff/dist/server.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'first-requests-session-secret-0123456789abcdef',
      SITE_URL: url,
      MOBILE_SITE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));

  // Both polls start as the process does.
  const readsDone = (async () => {
    await firstOk(`${url}/readyz`, proc, () => output);
    const until = Date.now() + READ_WINDOW_MS;
    for (let i = 0; Date.now() < until; i += 1) {
      const path = READS[i % READS.length]!;
      const res = await fetch(`${url}${path}`, { headers: { 'x-csrf': '1' } });
      await res.arrayBuffer();
      reads.push({ path, status: res.status });
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await firstOk(`${url}/healthz`, proc, () => output);
  for (const path of FIRST_PAGES) {
    const res = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
    pages.push({ path, status: res.status, body: await res.text() });
  }
  await readsDone;
}, 90_000);

afterAll(async () => {
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The record a page shows, read through the portal API once the first requests are over. */
async function record(path: string): Promise<unknown> {
  const req = recordRequest(path);
  const res = await fetch(`${url}${req.url}`, {
    method: req.method,
    headers: { 'x-csrf': '1', origin: url, 'content-type': 'application/json' },
    ...(req.body ? { body: JSON.stringify(req.body) } : {}),
  });
  expect(res.status, req.url).toBe(200);
  return ((await res.json()) as { data?: unknown }).data;
}

describe('a freshly started server process', () => {
  it('renders the first three detail pages after /healthz under their own titles', async () => {
    expect(pages.map((p) => p.path)).toEqual(FIRST_PAGES);
    for (const p of pages) {
      expect(p.status, p.path).toBe(200);
      // Rendered on the server, not the page the browser would have to render itself.
      expect(p.body, p.path).toContain('<div id="root" data-ssr="1">');
      expect(ownTitle(p.path, p.body, await record(p.path)), `${p.path}: ${titleOf(p.body)}`).toBe(
        true,
      );
    }
    expect(pages[2]!.body).toContain('"JobPosting"');
  });

  it('answers 200 to every API read in the 5 s after /readyz first says 200', () => {
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
  });
});
