/**
 * One retry of a GET on 503, the circuit breaker (dead upstream, slow
 * upstream, upstream recovering, one probe in half-open), under-pressure; each proven by what the
 * stub upstream saw.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { calls as catalogue } from '@portal/shared';

const NEWS = `${catalogue.getWebNewsList.path}?pageNo=1`;
const CHILD = catalogue.calcChildHealth.path;
const OK = { json: { code: 200, msg: 'success', data: { list: [], total: 0 } } };
const UNAVAILABLE = { status: 503, json: { code: 503, msg: 'restarting' } };

const harnesses: Harness[] = [];
async function harness(overrides: Parameters<typeof build>[0]): Promise<Harness> {
  const h = await build(overrides);
  harnesses.push(h);
  return h;
}
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('retry of a GET answered 503', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({});
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => {
    h.stub.reset();
  });

  it('retries a GET once and answers with the second result', async () => {
    let calls = 0;
    h.stub.fallback = () => (++calls === 1 ? UNAVAILABLE : OK);
    const res = await h.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(200);
    expect(h.stub.received.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('retries at most once', async () => {
    h.stub.fallback = () => UNAVAILABLE;
    const res = await h.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(503);
    expect(h.stub.received).toHaveLength(2);
  });

  it('never retries a POST', async () => {
    h.stub.fallback = () => UNAVAILABLE;
    const res = await h.inject({ method: 'POST', url: CHILD, payload: { sex: 'M' } });
    expect(res.statusCode).toBe(503);
    expect(h.stub.received).toHaveLength(1);
  });
});

describe('circuit breaker', () => {
  const settings = { breakerThreshold: 3, breakerWindowMs: 10_000, breakerCooldownMs: 400 };

  it('opens after N failures of a dead upstream, answers 503 + Retry-After without calling it, closes when it recovers', async () => {
    const h = await harness(settings);
    h.stub.fallback = () => ({ reset: true });
    for (let i = 0; i < 3; i++) {
      expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(502);
    }
    expect(h.stub.received).toHaveLength(3);

    const open = await h.inject({ method: 'GET', url: NEWS });
    expect(open.statusCode).toBe(503);
    expect(open.json()).toEqual({ code: 503, msg: expect.any(String) as string });
    expect(Number(open.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const post = await h.inject({ method: 'POST', url: CHILD, payload: {} });
    expect(post.statusCode).toBe(503);
    // Pages are still served (their data is asked for later, when the upstream is back).
    const detail = await h.inject({ method: 'GET', url: '/doctor/D1001' });
    expect(detail.statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(3);

    // Still ready: cached and unrendered pages can be served while the upstream is out.
    const ready = await h.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 200, upstream: 'circuit open' });
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^bff_upstream_circuit_state 2$/m);
    expect(metrics.body).toMatch(/^bff_upstream_requests_total\{outcome="circuit-open"\} \d+$/m);

    // The upstream recovers; after the cooldown one probe passes and closes the circuit.
    h.stub.fallback = () => OK;
    await sleep(450);
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(4);
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/metrics' })).body).toMatch(
      /^bff_upstream_circuit_state 0$/m,
    );
  });

  it('counts a slow upstream (504s) and 5xx answers as failures', async () => {
    // However late a loaded test machine runs this process's timers: these timeouts are the
    // upstream's (the excuse for a late loop has a test of its own below).
    const h = await harness({ ...settings, upstreamTimeoutMs: 100, breakerLagToleranceMs: 60_000 });
    h.stub.fallback = () => ({ delayMs: 300, then: OK });
    for (let i = 0; i < 2; i++) {
      expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(504);
    }
    h.stub.fallback = () => ({ status: 500, json: { code: 500, msg: 'boom' } });
    expect((await h.inject({ method: 'POST', url: CHILD, payload: {} })).statusCode).toBe(500);
    const seen = h.stub.received.length;
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(503);
    expect(h.stub.received).toHaveLength(seen);
  });

  it('a success resets the count: only consecutive failures open it', async () => {
    const h = await harness(settings);
    let n = 0;
    // fail, fail, ok, fail, fail, ok ...: never three in a row.
    h.stub.fallback = () => (++n % 3 === 0 ? OK : { reset: true });
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await h.inject({ method: 'POST', url: CHILD, payload: {} })).statusCode);
    expect(codes).not.toContain(503);
    expect(h.stub.received).toHaveLength(9);
  });

  it('half-open lets exactly one probe through; a failed probe opens it again', async () => {
    const h = await harness(settings);
    h.stub.fallback = () => ({ reset: true });
    for (let i = 0; i < 3; i++) await h.inject({ method: 'GET', url: NEWS });
    await sleep(450);
    h.stub.fallback = () => ({ delayMs: 150, then: { reset: true } });
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => h.inject({ method: 'POST', url: CHILD, payload: {} })),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([502, 503, 503, 503, 503]);
    expect(h.stub.received).toHaveLength(4);
    // The failed probe re-opened it: refused at once again.
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(503);
    expect(h.stub.received).toHaveLength(4);
  });
});

describe("the breaker and the BFF's own overload", () => {
  it("stays closed when timers fire late because this process's event loop is blocked", async () => {
    const h = await harness({
      breakerThreshold: 3,
      breakerWindowMs: 10_000,
      breakerCooldownMs: 400,
      upstreamTimeoutMs: 150,
    });
    // The upstream answers well within the timeout; the BFF itself is too busy to read the
    // answers in time (its timeout timers fire first once the loop turns again).
    h.stub.fallback = () => ({ delayMs: 30, then: OK });
    await sleep(300);
    for (let round = 0; round < 4; round++) {
      const pending = Promise.all(
        Array.from({ length: 3 }, () => h.inject({ method: 'GET', url: NEWS })),
      );
      // Once the calls are on their way, block the loop past every call's timeout.
      await sleep(10);
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy
      }
      await pending;
    }
    expect(h.app.breaker.current).toBe('closed');
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^bff_upstream_circuit_state 0$/m);
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(200);
  });
});

describe("the breaker and the BFF's own deadlines", () => {
  it('stays closed when look-ups give up on their own shorter budget', async () => {
    const h = await harness({
      breakerThreshold: 3,
      breakerWindowMs: 10_000,
      availabilityBudgetMs: 80,
      upstreamTimeoutMs: 5_000,
      lookupBudgetBurst: 100,
    });
    // The doctor search is slow (but well within the upstream's own timeout).
    h.stub.routes.set(catalogue.searchDoctor.path, () => ({ delayMs: 400, then: OK }));
    h.stub.fallback = () => OK;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.inject({
          method: 'GET',
          url: `/bff/doctors?keyword=k${i}${Math.random().toString(36).slice(2)}`,
          remoteAddress: `10.30.0.${i + 1}`,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBeLessThan(600);
    expect(h.app.breaker.current).toBe('closed');
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /^bff_upstream_timeouts_excused_total\{reason="own-deadline"\} ([1-9]\d*)$/m,
    );
    // Everyone else's calls go on.
    expect((await h.inject({ method: 'GET', url: NEWS })).statusCode).toBe(200);
  });
});

describe('under pressure (event loop saturated)', () => {
  it('sheds API calls with 429 and Retry-After while the loop is blocked; probes and pages still answer', async () => {
    const h = await harness({ maxEventLoopDelayMs: 50 });
    await sleep(300);
    // Saturate the loop for about a second: 100 ms of work between very short breaks.
    for (let i = 0; i < 10; i++) {
      const until = Date.now() + 100;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((r) => setImmediate(r));
    }
    const busy = await h.inject({ method: 'GET', url: NEWS });
    // 429, not 503: a balancer must not take a replica out of rotation for shedding load.
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ code: 429, msg: expect.any(String) as string });
    expect(busy.headers['retry-after']).toBeDefined();
    expect(h.stub.received).toEqual([]);
    expect((await h.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // A page is served the cheap way (no render while the loop is late), never refused.
    expect((await h.inject({ method: 'GET', url: '/news/list' })).statusCode).toBe(200);
    // Recovers once the loop runs freely again (polled: a loaded machine samples late).
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await sleep(100);
      status = (await h.inject({ method: 'GET', url: NEWS })).statusCode;
    }
    expect(status).toBe(200);
  });
});
