/**
 * The process entry: starts, answers /healthz, starts the embedded upstream when
 * UPSTREAM_URL is unset, refuses production without SESSION_SECRET, and closes on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from './helpers/stub-upstream';
import { calls } from '@portal/shared';
import { vapidEnv } from './helpers/vapid';
import { tempDir } from './helpers/temp-dir';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
// A production session key must be random, not merely long.
const SESSION_KEY = 'q3Vx9Kp2mZ7tR4wY8bN1cF6hJ0sD5gL2aE7uI9oP3kT6vB1n';

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
  let rejectUrl: (err: Error) => void = () => {};
  const url = new Promise<string>((resolve, reject) => {
    resolveUrl = resolve;
    rejectUrl = reject;
  });
  // Nothing awaits the address of a process expected to exit.
  url.catch(() => {});
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
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rejectUrl(new Error(`exited (${String(code)}) before listening:\n${out}`));
      resolve(code);
    }),
  );
  return { child, output: () => out, url, exit };
}

let stub: StubUpstream;
const dataDir = tempDir('bff-server-test-');
beforeAll(async () => {
  stub = await startStubUpstream();
});
afterAll(async () => {
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts', () => {
  it('serves /healthz and closes gracefully on SIGTERM', async () => {
    const proc = start({ UPSTREAM_URL: stub.url, SESSION_SECRET: SESSION_KEY });
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
    const proc = start({ DATA_DIR: dataDir, SESSION_SECRET: SESSION_KEY });
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

  it('starts production without VAPID keys: makes a pair once, keeps it in the store, says so', async () => {
    const dir = tempDir('bff-vapid-');
    const prod = {
      UPSTREAM_URL: stub.url,
      NODE_ENV: 'production',
      SESSION_SECRET: SESSION_KEY,
      UPSTREAM_CLIENT_KEY: 'k'.repeat(40),
      DATA_DIR: dir,
    };
    const keyOf = async (proc: Proc): Promise<string> => {
      const res = await fetch(`${await proc.url}/bff/push/key`, { headers: { 'x-csrf': '1' } });
      return ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
    };
    try {
      const first = start(prod);
      const key = await keyOf(first);
      expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.output()).toContain('made a Web Push (VAPID) key pair');
      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      const second = start(prod);
      expect(await keyOf(second)).toBe(key);
      expect(second.output()).not.toContain('made a Web Push (VAPID) key pair');
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('without a writable DATA_DIR prints one line naming DATA_DIR and DATABASE_URL, exit 1', async () => {
    // A path below a plain file: no directory can be made there (as a read-only root refuses).
    const file = join(dataDir, 'not-a-directory');
    writeFileSync(file, '');
    const proc = start({
      UPSTREAM_URL: stub.url,
      NODE_ENV: 'production',
      SESSION_SECRET: SESSION_KEY,
      UPSTREAM_CLIENT_KEY: 'k'.repeat(40),
      DATA_DIR: join(file, 'data'),
    });
    expect(await proc.exit).toBe(1);
    const lines = proc.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^configuration error: DATA_DIR: .*not-a-directory\/data .*DATABASE_URL/,
    );
    expect(proc.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('refuses to start in production without SESSION_SECRET', async () => {
    const proc = start({ UPSTREAM_URL: stub.url, NODE_ENV: 'production', ...vapidEnv() });
    expect(await proc.exit).not.toBe(0);
    expect(proc.output()).toContain('SESSION_SECRET');
  }, 30_000);
});
