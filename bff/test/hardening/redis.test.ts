/**
 * Rate limits and the micro-cache in Redis mode, against a real `redis-server` (Debian package; CI
 * installs it) started on a free port without persistence: two BFF replicas share rate-limit
 * counters and micro-cache entries, and a Redis outage degrades to "no limit, no cache", never
 * to errors. Skipped, loudly, only when the binary is missing.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { REDIS_BIN, startRedisServer } from '../helpers/redis-server';
import { RedisBudget } from '../../src/lib/limits/budgets';
import { calls } from '@portal/shared';

if (!REDIS_BIN) {
  console.warn(
    '\n*** redis-server is not installed: SKIPPING the Redis-mode tests (apt-get install ' +
      'redis-server; CI installs it). ***\n',
  );
}

describe.skipIf(!REDIS_BIN)('Redis mode (two replicas, one redis-server)', () => {
  let redis: { url: string; proc: ChildProcess };
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    redis = await startRedisServer();
    const settings = {
      redisUrl: redis.url,
      rateLimitMax: 3,
      microCacheTtlMs: 2000,
      microCacheStaleMs: 5000,
    };
    a = await build(settings);
    // Replica B talks to A's stub upstream, so one stub sees what both replicas send.
    b = await build({ ...settings, upstreamUrl: a.stub.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.proc.kill('SIGKILL');
  });

  it('shares rate-limit counters: the limit holds across replicas', async () => {
    const login = (h: Harness) =>
      h.inject({
        method: 'POST',
        url: calls.login.path,
        remoteAddress: '10.20.0.1',
        headers: { 'x-forwarded-for': `1.1.1.${Math.floor(Math.random() * 200)}` },
        payload: { phone: '91234567', password: 'x' },
      });
    const codes = [
      (await login(a)).statusCode,
      (await login(b)).statusCode,
      (await login(a)).statusCode,
      (await login(b)).statusCode,
      (await login(a)).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await login(b);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(a.stub.received.filter((r) => r.url === calls.login.path)).toHaveLength(3);
  });

  it('shares micro-cache entries: what A fetched, B serves without the upstream', async () => {
    a.stub.reset();
    a.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: { list: [1, 2] } } });
    const url = `${calls.getNewsCategory.path}?langcode=GB`;
    const first = await a.inject({ method: 'GET', url });
    const fromB = await b.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.body).toBe(first.body);
    expect(fromB.headers.etag).toBe(first.headers.etag);
    expect(a.stub.received).toHaveLength(1);
    // ... and in-flight de-duplication still holds per replica.
    const url2 = `${calls.getHotNewsList.path}?size=3`;
    a.stub.fallback = () => ({ delayMs: 100, then: { json: { code: 200, msg: 'ok', data: [] } } });
    await Promise.all(Array.from({ length: 10 }, () => b.inject({ method: 'GET', url: url2 })));
    expect(a.stub.received.filter((r) => r.url === url2)).toHaveLength(1);
  });

  it('shares ended sessions: signed out at A, a copy of the cookie gets 211 at B', async () => {
    a.stub.reset();
    const ended = await a.login('tok-redis-ended-secret');
    const kept = await a.login('tok-redis-kept-secret');
    a.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: { rows: [] } } });
    // Validated at login (through Redis): B does not ask the upstream again within the interval.
    const atB = await b.inject({ method: 'GET', url: '/bff/session', headers: { cookie: kept } });
    expect(atB.json()).toMatchObject({ loggedIn: true, clientId: 'CL0001' });
    expect(a.stub.received.filter((r) => r.url.startsWith(calls.getClientById.path))).toEqual([]);

    const out = await a.inject({
      method: 'POST',
      url: calls.signOut.path,
      headers: { cookie: ended },
    });
    expect(out.json()).toMatchObject({ code: 200 });
    a.stub.received.length = 0;
    const replayed = await b.inject({
      method: 'GET',
      url: calls.getUserVisitRecord.path,
      headers: { cookie: ended },
    });
    expect(replayed.json()).toMatchObject({ code: 211 });
    const session = await b.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: ended },
    });
    expect(session.json()).toMatchObject({ loggedIn: false, userInfo: null });
    expect(a.stub.received).toEqual([]);
    // The other session is untouched on both replicas.
    const other = await b.inject({
      method: 'GET',
      url: calls.getUserVisitRecord.path,
      headers: { cookie: kept },
    });
    expect(other.json()).toMatchObject({ code: 200 });
  });

  it("shares each doctor's availability: what A worked out, B answers without the upstream", async () => {
    a.stub.reset();
    // A's search names the doctors (B learns them from Redis: a list may be asked of either).
    a.stub.routes.set(calls.searchDoctor.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: {
          list: [
            { globaluserid: 'D7001', username: '甲' },
            { globaluserid: 'D7002', username: '乙' },
          ],
          total: 2,
        },
      },
    }));
    await a.inject({ method: 'POST', url: calls.searchDoctor.path, payload: {} });
    const day = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    a.stub.routes.set(calls.getDoctorWeekWorkDate.path, () => ({
      json: { code: 200, msg: 'ok', data: [{ date: day, clinicid: 'C1', available: true }] },
    }));
    a.stub.routes.set(calls.getDoctorWorkTimeSection.path, () => ({
      json: { code: 200, msg: 'ok', data: [{ starttime: '10:00', available: true }] },
    }));
    const url = '/bff/availability?doctorIds=D7001,D7002';
    const first = await a.inject({ method: 'GET', url });
    expect(first.json<{ data: { list: { status: string }[] } }>().data.list).toMatchObject([
      { status: 'open' },
      { status: 'open' },
    ]);
    // The search, then per doctor its week, its day's sections and its clinics (their opening
    // hours decide which times are offered).
    const sent = a.stub.received.length;
    expect(sent).toBe(7);
    const fromB = await b.inject({ method: 'GET', url });
    expect(fromB.body).toBe(first.body);
    expect(a.stub.received).toHaveLength(sent);
  });

  it('shares per-address budgets: an address spends one budget across replicas', async () => {
    const options = { burst: 3, perMinute: 1 };
    const onA = new RedisBudget(a.app.redis!, 'test-budget', options);
    const onB = new RedisBudget(b.app.redis!, 'test-budget', options);
    const spent = [
      await onA.take('203.0.113.9'),
      await onB.take('203.0.113.9'),
      await onA.take('203.0.113.9'),
      await onB.take('203.0.113.9'),
      await onA.take('203.0.113.9'),
    ];
    expect(spent).toEqual([true, true, true, false, false]);
    expect(await onB.take('203.0.113.10')).toBe(true);
  });

  it('a cold key asked on both replicas at once reaches the upstream once (shared lease)', async () => {
    a.stub.reset();
    const url = `${calls.getHotNewsList.path}?size=4`;
    a.stub.fallback = () => ({ delayMs: 80, then: { json: { code: 200, msg: 'ok', data: [4] } } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).inject({ method: 'GET', url })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(a.stub.received.filter((r) => r.url === url)).toHaveLength(1);
  });

  it('a Redis outage degrades to no limit and no cache, never to errors', async () => {
    redis.proc.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    a.stub.reset();
    a.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: [] } });
    for (let i = 0; i < 4; i++) {
      const res = await a.inject({
        method: 'POST',
        url: calls.login.path,
        remoteAddress: '10.20.0.9',
        payload: { phone: '91234567', password: 'x' },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await b.inject({ method: 'GET', url: calls.getIllnessCategory.path });
    expect(res.statusCode).toBe(200);
    const availability = await b.inject({ method: 'GET', url: '/bff/availability?doctorIds=D1' });
    expect(availability.statusCode).toBe(200);
  });
});
