/**
 * The process entry: starts, answers /healthz, starts the embedded upstream when
 * UPSTREAM_URL is unset, refuses production without SESSION_SECRET, and closes on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from './helpers/stub-upstream';
import { calls } from '@portal/shared';
import { vapidEnv } from './helpers/vapid';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Proc {
  child: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info',
      // A loaded test machine must not make the fresh process answer 503 (under-pressure).
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let resolveUrl: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (resolveUrl = resolve));
  const onData = (chunk: Buffer): void => {
    out += chunk.toString();
    // The BFF's own "listening" line is the one without a logger name.
    for (const line of out.split('\n')) {
      if (line.includes('Server listening at') && !line.includes('"name":"upstream"')) {
        const m = /listening at (http:\/\/[^"]+)/.exec(line);
        if (m?.[1]) resolveUrl(m[1]);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, url, exit };
}

let stub: StubUpstream;
const dataDir = mkdtempSync(join(tmpdir(), 'bff-server-test-'));
beforeAll(async () => {
  stub = await startStubUpstream();
});
afterAll(async () => {
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts', () => {
  it('serves /healthz and closes gracefully on SIGTERM', async () => {
    const proc = start({ UPSTREAM_URL: stub.url, SESSION_SECRET: 'x'.repeat(40) });
    const url = await proc.url;
    const res = await fetch(`${url}/healthz`);
    expect(await res.json()).toEqual({ code: 200, msg: 'ok' });
    const api = await fetch(`${url}/api/news/getWebNewsList`, { headers: { 'x-csrf': '1' } });
    expect(api.status).toBe(200);
    expect(stub.received.some((r) => r.url === calls.getWebNewsList.path)).toBe(true);
    proc.child.kill('SIGTERM');
    expect(await proc.exit).toBe(0);
  }, 30_000);

  it('starts the embedded upstream when UPSTREAM_URL is unset, logging as `upstream`', async () => {
    const proc = start({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) });
    const url = await proc.url;
    const res = await fetch(`${url}/api/news/getWebNewsList?pageNo=1&pageSize=1`, {
      headers: { 'x-csrf': '1' },
    });
    expect(await res.json()).toMatchObject({ code: 200 });
    expect(proc.output()).toContain('"name":"upstream"');
    // Not a terminal: JSON lines. And no deprecation notice from either Fastify instance.
    expect(proc.output()).toMatch(/^\{"level":30,/m);
    expect(proc.output()).not.toMatch(/Deprecation|FSTDEP|Warning:/);
    proc.child.kill('SIGTERM');
    expect(await proc.exit).toBe(0);
  }, 60_000);

  it('refuses to start in production without SESSION_SECRET', async () => {
    const proc = start({ UPSTREAM_URL: stub.url, NODE_ENV: 'production', ...vapidEnv() });
    expect(await proc.exit).not.toBe(0);
    expect(proc.output()).toContain('SESSION_SECRET');
  }, 30_000);
});
