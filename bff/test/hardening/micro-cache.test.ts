/**
 * The micro-cache (in memory here; Redis in redis.test.ts): one upstream call
 * per key however many concurrent requests, TTL and stale-while-revalidate, ETag/304, never with
 * a session or for session calls, detail records cached but not the HTML; and a bounded load test
 * with autocannon proving at most one upstream request per key per TTL.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { build, type Harness } from '../helpers/build';
import { records } from '../helpers/records';

const TTL = 300;
const STALE = 1000;
const NEWS = `${calls.getWebNewsList.path}?pageNo=1`;
const NEWS_DETAIL = calls.getNewsDetail.path;
/** A stand-in of the web build with its server render, which fetches a news page's record. */
const SSR_WEB_DIR = fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let h: Harness;
let version = 0;

beforeAll(async () => {
  h = await build({ microCacheTtlMs: TTL, microCacheStaleMs: STALE });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
  version += 1;
  const v = version;
  h.stub.fallback = (req) => ({
    delayMs: 50,
    then: { json: { code: 200, msg: 'success', data: { v, url: req.url } } },
  });
});

describe('anonymous public GETs', () => {
  it('one upstream call for 25 concurrent requests of one key', async () => {
    const url = `${calls.getWebNewsList.path}?pageNo=${100 + version}`;
    const all = await Promise.all(
      Array.from({ length: 25 }, () => h.inject({ method: 'GET', url })),
    );
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(all.map((r) => r.body)).size).toBe(1);
    expect(h.stub.received).toHaveLength(1);
  });

  it('serves from the cache within the TTL, with an ETag; If-None-Match gets 304', async () => {
    const first = await h.inject({ method: 'GET', url: NEWS });
    const second = await h.inject({ method: 'GET', url: NEWS });
    expect(second.body).toBe(first.body);
    expect(h.stub.received).toHaveLength(1);
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers['cache-control']).toBe('no-cache');
    const revalidated = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(h.stub.received).toHaveLength(1);
  });

  it('after the TTL serves the stale answer at once and refreshes it in the background, once', async () => {
    const url = `${calls.getAreaByParentId.path}?parentId=HK${version}`;
    const first = await h.inject({ method: 'GET', url });
    await sleep(TTL + 50);
    h.stub.fallback = () => ({
      delayMs: 200,
      then: { json: { code: 200, msg: 'success', data: 'fresh' } },
    });
    const started = Date.now();
    const stale = await Promise.all([1, 2, 3].map(() => h.inject({ method: 'GET', url })));
    expect(Date.now() - started).toBeLessThan(150);
    for (const res of stale) expect(res.body).toBe(first.body);
    await sleep(300);
    expect(h.stub.received).toHaveLength(2);
    const fresh = await h.inject({ method: 'GET', url });
    expect(fresh.json()).toMatchObject({ data: 'fresh' });
    expect(h.stub.received).toHaveLength(2);
  });

  it('keeps serving the stale answer while the upstream is down; past the stale window it is gone', async () => {
    const url = `${calls.getHotNewsList.path}?size=${version}`;
    const first = await h.inject({ method: 'GET', url });
    await sleep(TTL + 20);
    h.stub.fallback = () => ({ reset: true });
    const during = await h.inject({ method: 'GET', url });
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(first.body);
    await sleep(TTL + STALE);
    const after = await h.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(502);
  });

  it('caches public POST searches by their body', async () => {
    const search = (body: object) =>
      h.inject({ method: 'POST', url: calls.searchDoctor.path, payload: body });
    await search({ keyword: '針灸', pageno: 1 });
    await search({ keyword: '針灸', pageno: 1 });
    await search({ keyword: '針灸', pageno: 2 });
    expect(h.stub.received).toHaveLength(2);
  });

  it('does not keep error answers', async () => {
    h.stub.fallback = () => ({ json: { code: 500, msg: 'db down' } });
    const url = `${calls.getWebAskList.path}?pageNo=${100 + version}`;
    await h.inject({ method: 'GET', url });
    await h.inject({ method: 'GET', url });
    expect(h.stub.received).toHaveLength(2);
  });

  it('does not cache calls off the list (booking availability)', async () => {
    const url = `${calls.getDoctorWorkTimeSection.path}?doctorId=D1001&workdate=2026-12-01`;
    await h.inject({ method: 'GET', url });
    await h.inject({ method: 'GET', url });
    expect(h.stub.received).toHaveLength(2);
  });
});

describe('never with a session', () => {
  it('a logged-in caller always reaches the upstream, with its token, and gets no ETag', async () => {
    const cookie = await h.login('tok-cache-secret');
    h.stub.reset();
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: [] } });
    const url = `${calls.getHotNewsList.path}?size=${version}`;
    // Warm the anonymous entry first: the session requests must not be served from it.
    await h.inject({ method: 'GET', url });
    for (let i = 0; i < 3; i++) {
      const res = await h.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(h.stub.received).toHaveLength(4);
    expect(h.stub.received.slice(1).every((r) => r.headers.token === 'tok-cache-secret')).toBe(
      true,
    );
  });

  it('session calls are never cached', async () => {
    const cookie = await h.login('tok-cache-2-secret');
    h.stub.reset();
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: {} } });
    for (let i = 0; i < 2; i++) {
      await h.inject({ method: 'GET', url: calls.getClientById.path, headers: { cookie } });
    }
    expect(h.stub.received).toHaveLength(2);
  });
});

describe('detail pages', () => {
  it('cache the record their render fetches, one render for concurrent readers', async () => {
    const rendered = await build({
      webDistDir: SSR_WEB_DIR,
      microCacheTtlMs: TTL,
      microCacheStaleMs: STALE,
    });
    try {
      rendered.stub.routes.set(NEWS_DETAIL, () => ({
        json: { code: 200, msg: 'success', data: records.news },
      }));
      const seenDetail = () =>
        rendered.stub.received.filter((r) => r.url.split('?')[0] === NEWS_DETAIL).length;
      const pages = await Promise.all(
        [1, 2, 3].map(() => rendered.inject({ method: 'GET', url: '/news/detail/N1001' })),
      );
      expect(pages.every((p) => p.statusCode === 200)).toBe(true);
      // The same page for each reader, nothing personal in it.
      expect(new Set(pages.map((p) => p.body)).size).toBe(1);
      expect(seenDetail()).toBe(1);
      // The proxied API call of the same record is not served from that entry.
      await rendered.inject({ method: 'GET', url: `${NEWS_DETAIL}?newsid=N1001` });
      expect(seenDetail()).toBe(2);
    } finally {
      await rendered.close();
    }
  });
});

describe('metrics', () => {
  it('count hits and misses', async () => {
    const url = `${calls.getWorkYears.path}`;
    await h.inject({ method: 'GET', url });
    await h.inject({ method: 'GET', url });
    const text = (await h.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^bff_micro_cache_requests_total\{result="hit"\} [1-9]\d*$/m);
    expect(text).toMatch(/^bff_micro_cache_requests_total\{result="miss"\} [1-9]\d*$/m);
    expect(text).toMatch(/^bff_micro_cache_entries [1-9]\d*$/m);
  });
});

describe('load (autocannon against 127.0.0.1, a few seconds)', () => {
  function run(url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
    return new Promise((resolve, reject) => {
      autocannon({ url, headers, connections: 20, duration: seconds }, (err, result) =>
        err ? reject(err) : resolve(result),
      );
    });
  }

  it('sends at most one upstream request per key per TTL', async () => {
    const loaded = await build({
      webDistDir: SSR_WEB_DIR,
      microCacheTtlMs: 500,
      microCacheStaleMs: 5000,
    });
    try {
      loaded.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: { list: [] } } });
      loaded.stub.routes.set(NEWS_DETAIL, () => ({
        json: { code: 200, msg: 'success', data: records.news },
      }));
      await loaded.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(loaded.app.server.address() as AddressInfo).port}`;
      const started = Date.now();
      const [list, page] = await Promise.all([
        run(`${base}${NEWS}`, { 'x-csrf': '1' }, 3),
        run(`${base}/news/detail/N1001`, { accept: 'text/html' }, 3),
      ]);
      const windows = Math.ceil((Date.now() - started) / 500);
      expect(list.non2xx + list.errors).toBe(0);
      expect(page.non2xx + page.errors).toBe(0);
      const byKey = new Map<string, number>();
      for (const r of loaded.stub.received) byKey.set(r.url, (byKey.get(r.url) ?? 0) + 1);
      expect([...byKey.keys()].sort()).toEqual([NEWS, `${NEWS_DETAIL}?newsid=N1001`].sort());
      for (const [, n] of byKey) expect(n).toBeLessThanOrEqual(windows);
      // Hundreds of answers per upstream call.
      expect(list.requests.total + page.requests.total).toBeGreaterThan(20 * windows);
    } finally {
      await loaded.close();
    }
  }, 30_000);
});
