/**
 * `/healthz`, `/readyz` (can serve: not draining; the upstream's state beside it), `/metrics` in
 * Prometheus text format (requests by route and status, upstream latency histogram, cache, circuit
 * state, page views). None needs the anti-forgery header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

let h: Harness;

beforeAll(async () => {
  h = await build({ siteUrl: 'http://127.0.0.1:3000' });
});
afterAll(async () => {
  await h.close();
});

function get(url: string) {
  return h.app.inject({ method: 'GET', url });
}

describe('probes', () => {
  it('/healthz answers without any header', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz stays 200 while the upstream is briefly down, and says how the upstream answers', async () => {
    h.stub.reset();
    const ok = await get('/readyz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 200, msg: 'ready', upstream: 'ok' });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(h.stub.received.map((r) => r.url)).toEqual([calls.getSystemStatistic.path]);
    // An upstream outage must not take every replica out of the balancer: pages kept from
    // earlier renders and unrendered pages are still served.
    h.stub.fallback = () => ({ reset: true });
    const down = await get('/readyz');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ code: 200, upstream: 'unreachable' });
    h.stub.fallback = () => ({ status: 500, text: 'oops' });
    expect((await get('/readyz')).json()).toMatchObject({ code: 200, upstream: 'answered 500' });
    h.stub.reset();
    expect((await get('/readyz')).json()).toMatchObject({ code: 200, upstream: 'ok' });
  });

  it('/readyz does not call the upstream while the circuit is open, and stays 200', async () => {
    const open = await build({ breakerThreshold: 1, breakerCooldownMs: 60_000 });
    try {
      open.stub.fallback = () => ({ reset: true });
      await open.inject({ method: 'GET', url: calls.getWebNewsList.path });
      open.stub.reset();
      const res = await open.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: 'ready', upstream: 'circuit open' });
      expect(open.stub.received).toEqual([]);
    } finally {
      await open.close();
    }
  });

  it('/readyz and /healthz answer while the event loop is blocked; only draining makes it 503', async () => {
    const busy = await build({ maxEventLoopDelayMs: 50 });
    try {
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < 10; i++) {
        const until = Date.now() + 100;
        while (Date.now() < until) {
          // busy
        }
        await new Promise((r) => setImmediate(r));
      }
      expect((await busy.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await busy.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      busy.app.draining = true;
      expect((await busy.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      busy.app.draining = false;
      await busy.close();
    }
  });
});

describe('/metrics', () => {
  it('is Prometheus text with requests, upstream latency, circuit state and page views', async () => {
    h.stub.reset();
    await h.inject({ method: 'GET', url: `${calls.getWebNewsList.path}?pageNo=1` });
    await h.inject({ method: 'GET', url: `${calls.getWebNewsList.path}?pageNo=2` });
    await h.app.inject({ method: 'GET', url: calls.getWebNewsList.path }); // 403: no header
    await h.inject({ method: 'GET', url: '/news/list' });
    await h.app.inject({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain' },
      payload: '{"path":"/news/list"}',
    });
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^# TYPE bff_http_requests_total counter$/m);
    expect(text).toMatch(
      /^bff_http_requests_total\{route="getWebNewsList",status="200"\} [2-9]\d*$/m,
    );
    expect(text).toMatch(/^bff_http_requests_total\{route="getWebNewsList",status="403"\} \d+$/m);
    expect(text).toMatch(/^bff_http_requests_total\{route="page",status="200"\} \d+$/m);
    expect(text).toMatch(/^# TYPE bff_upstream_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^bff_upstream_request_duration_seconds_bucket\{le="\+Inf"\} \d+$/m);
    expect(text).toMatch(/^bff_upstream_request_duration_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^bff_upstream_requests_total\{outcome="2xx"\} \d+$/m);
    expect(text).toMatch(/^bff_upstream_circuit_state 0$/m);
    expect(text).toMatch(/^bff_page_views_total\{route="newsList"\} [1-9]\d*$/m);
    expect(text).toMatch(/^bff_refused_requests_total\{reason="csrf-header"\} [1-9]\d*$/m);
    // The runtime series: CPU, memory, heap, event-loop lag.
    expect(text).toMatch(/^process_cpu_user_seconds_total [0-9.e+-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes [0-9.e+-]+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes [0-9.e+-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [0-9.e+-]+$/m);
    expect(text).toMatch(/^# TYPE nodejs_gc_duration_seconds histogram$/m);
    // Each series is described once, even with several apps in one process.
    const types = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
    // Every sample line is `name{labels} value` or `name value`.
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      expect(line).toMatch(
        /^[a-z_][a-z0-9_]*(\{[a-z_]+="[^"\n]*"(,[a-z_]+="[^"\n]*")*\})? [0-9.e+-]+$/,
      );
    }
    // Counts only: no ids, paths with parameters, addresses or tokens.
    expect(text).not.toMatch(/D1001|127\.0\.0\.1|tok-/);
  });
});
