/**
 * Warm before ready: the server render's start-up (its code loaded, a first page rendered) is over
 * before the app is ready to listen, and the event-loop guard does not hold the busy start-up
 * against the first requests: `/readyz`, API reads and pages all answer at once, rendered.
 * Against the stand-in render bundle in fixtures/web-ssr, whose warm-up holds the loop on request.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { build, type Harness } from '../helpers/build';
import { tempDir } from '../helpers/temp-dir';

const FIXTURE = fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url));

interface FakeSsr {
  renders: { url: string }[];
  answers: unknown[];
  warmBlockMs?: number;
  warmed?: number;
}
const fake = (): FakeSsr =>
  ((globalThis as { __fakeSsr?: FakeSsr }).__fakeSsr ??= { renders: [], answers: [] });

describe('a process that has just started', () => {
  let h: Harness;
  beforeAll(async () => {
    fake().warmBlockMs = 1500;
    fake().warmed = 0;
    // The guard on: a 1.5 s stall at start-up is far past its limit.
    h = await build({ webDistDir: FIXTURE, maxEventLoopDelayMs: 25 });
    fake().warmBlockMs = 0;
  });
  afterAll(() => h.close());

  it('has warmed up before it is ready, and serves its first requests in full', async () => {
    // Both versions' warm-ups ran before `ready()` resolved.
    expect(fake().warmed).toBeGreaterThanOrEqual(1);
    expect(h.app.warmUp.done).toBe(true);

    // The guard's sample holds the start-up's stall.
    while (h.app.memoryUsage().eventLoopDelay <= 25) await new Promise((r) => setTimeout(r, 5));

    const ready = await h.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      const read = await h.inject({ method: 'GET', url: `${calls.getNewsCategory.path}` });
      expect(read.statusCode).toBe(200);
    }
    h.stub.routes.set(calls.getWebNewsList.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ title: '冬令進補' }], total: 1 } },
    }));
    const page = await h.inject({ method: 'GET', url: '/news/list' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-ssr="1"');
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).not.toMatch(/^bff_pages_degraded_total\{reason="pressure"\} [1-9]/m);
  });
});

describe('a build whose server render does not load', () => {
  it('fails the start instead of serving pages with the header only', async () => {
    const dir = tempDir('bff-broken-ssr-');
    try {
      cpSync(FIXTURE, dir, { recursive: true });
      // A bundle whose chunk is not where it imports it from (a copy that renamed it).
      writeFileSync(
        join(dir, 'server', 'entry-server.js'),
        "export * from './assets/draft-storage-CHyUmutH.js';\n",
      );
      const started = build({ webDistDir: dir });
      await expect(started).rejects.toThrow(/draft-storage-CHyUmutH\.js/);
      const logs = ((await started.catch((err: unknown) => err)) as { logs: string[] }).logs;
      expect(logs.some((line) => line.includes('server render bundle failed to load'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
