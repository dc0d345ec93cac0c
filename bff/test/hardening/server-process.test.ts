/**
 * Limits and resilience against the real process entry (`node --import tsx src/server.ts`)
 * and a stub upstream: SIGTERM during a slow request (it finishes, new requests are refused,
 * the process exits 0 within 10 s), and a slow-header client cut off by HEADERS_TIMEOUT_MS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

const BFF_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SLOW = calls.getWebNewsList.path;
const HEADERS = { 'x-csrf': '1' };

interface Running {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startServer(stub: StubUpstream, env: Record<string, string> = {}): Promise<Running> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: stub.url,
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'process-test-secret-0123456789abcdef0123456789',
      SITE_URL: 'http://127.0.0.1:3000',
      MICRO_CACHE_TTL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    proc.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const deadline = Date.now() + 25_000;
  for (;;) {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
    if (m) return { proc, url: m[1] as string, output: () => text, exited };
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

let stub: StubUpstream;
beforeAll(async () => {
  stub = await startStubUpstream();
});
afterAll(async () => {
  await stub.close();
});

describe('the real server process', () => {
  it('SIGTERM during a slow request: it finishes, new requests are refused, exit 0 within 10 s', async () => {
    stub.reset();
    stub.routes.set(SLOW, () => ({
      delayMs: 1500,
      then: { json: { code: 200, msg: 'success', data: { list: [], total: 0 } } },
    }));
    const server = await startServer(stub);
    try {
      const slow = fetch(`${server.url}${SLOW}?pageNo=1`, { headers: HEADERS });
      while (stub.received.length === 0) await new Promise((r) => setTimeout(r, 20));
      const termAt = Date.now();
      server.proc.kill('SIGTERM');
      // The process has taken the signal once it says so: it starts closing right after.
      while (!/"msg":"closing"/.test(server.output())) await new Promise((r) => setTimeout(r, 20));

      // A new request while closing: 503, or the connection is refused.
      const late = await fetch(`${server.url}/api/news/getHotNewsList`, { headers: HEADERS }).then(
        (r) => r.status,
        () => 'refused' as const,
      );
      expect([503, 'refused']).toContain(late);

      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 200 });

      const { code, at } = await server.exited;
      if (code !== 0) console.error(server.output());
      expect(code).toBe(0);
      expect(at - termAt).toBeLessThan(10_000);
      // The stub saw the slow request only: the late one never reached it.
      expect(stub.received.map((r) => r.url.split('?')[0])).toEqual([SLOW]);
      expect(server.output()).toContain('"signal":"SIGTERM"');
    } finally {
      server.proc.kill('SIGKILL');
    }
  }, 40_000);

  it('cuts off a client that sends its headers too slowly (HEADERS_TIMEOUT_MS)', async () => {
    stub.reset();
    const server = await startServer(stub, {
      HEADERS_TIMEOUT_MS: '600',
      REQUEST_TIMEOUT_MS: '2000',
    });
    try {
      const port = Number(new URL(server.url).port);
      const started = Date.now();
      const outcome = await new Promise<{ text: string; ms: number }>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (c: Buffer) => (text += c.toString()));
        socket.on('close', () => resolve({ text, ms: Date.now() - started }));
        socket.on('error', () => undefined);
        socket.write(`GET ${SLOW} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        // One header line every 200 ms, never finishing: a slowloris.
        const drip = setInterval(() => {
          if (socket.destroyed) return clearInterval(drip);
          socket.write(`x-drip-${Date.now()}: 1\r\n`);
        }, 200);
        setTimeout(() => {
          clearInterval(drip);
          socket.destroy();
        }, 8000);
      });
      expect(outcome.ms).toBeLessThan(5000);
      expect(outcome.text === '' || outcome.text.startsWith('HTTP/1.1 408')).toBe(true);
      expect(stub.received).toEqual([]);
    } finally {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
  }, 40_000);
});
