/**
 * Sessions ended on one replica are ended on every replica through Redis, for the BFF's own routes
 * too (`/bff/saved`, `/bff/push/*`), and a Redis outage loses none of them: an end recorded while
 * Redis is down is written once it returns, and meanwhile a session the shared records cannot
 * check makes no change through `/bff` (503, in Chinese), while reads follow the upstream's answer.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, NOT_LOGGED_IN_MSG } from '@portal/shared';
import { build, type Harness } from '../helpers/build';
import { REDIS_BIN, startRedisServer } from '../helpers/redis-server';
import type { RedisRevocations } from '../../src/lib/identity/session-revocations';

let redis: { port: number; url: string; proc: ChildProcess };
let a: Harness;
let b: Harness;

beforeAll(async () => {
  if (!REDIS_BIN) throw new Error('redis-server is required for this suite');
  redis = await startRedisServer();
  a = await build({ redisUrl: redis.url });
  b = await build({ redisUrl: redis.url });
}, 30_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  redis?.proc.kill('SIGKILL');
});

function putSaved(h: Harness, cookie: string) {
  return h.inject({
    method: 'PUT',
    url: '/bff/saved',
    headers: { cookie },
    payload: { kind: 'doctor', id: 'D1001' },
  });
}

/** Resolves once `check` holds, looking again every 20 ms (at most `ms`). */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('two replicas sharing Redis', () => {
  it("a password change on one ends the client's other sessions on the other, for /bff too", async () => {
    const owner = await a.login(undefined, 'CL-REDIS-PWD');
    const stolen = await a.login(undefined, 'CL-REDIS-PWD');
    expect((await putSaved(b, stolen)).json().code).toBe(200);
    a.stub.routes.set(calls.updatePwd.path, () => ({
      json: { code: 200, msg: '密碼已更新', data: null },
    }));
    const changed = await a.inject({
      method: 'POST',
      url: `${calls.updatePwd.path}?oldPwd=Demo1234&newPwd=Demo5678`,
      headers: { cookie: owner },
    });
    expect(changed.json().code).toBe(200);
    b.stub.received.length = 0;
    expect((await putSaved(b, stolen)).json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect(b.stub.received).toEqual([]);
  });

  it('a sign-out made while Redis is down reaches the other replica once Redis returns', async () => {
    const cookie = await a.login(undefined, 'CL-REDIS-OUTAGE');
    expect((await putSaved(b, cookie)).json().code).toBe(200);

    redis.proc.kill('SIGKILL');
    await new Promise<void>((resolve) => redis.proc.once('exit', () => resolve()));
    const out = await a.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(out.json().code).toBe(200);
    const revocations = a.app.sessionRevocations as RedisRevocations;
    expect(revocations.waiting).toBe(1);

    // The other replica cannot tell: no change through /bff, in Chinese, with Retry-After.
    const refused = await putSaved(b, cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ code: 503, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const subscribe = await b.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: {},
    });
    expect(subscribe.statusCode).toBe(503);
    // A read follows the upstream's answer (asked now, whatever the validation interval): here
    // the upstream still accepts the token, so the list is given and nothing is recorded here.
    b.stub.routes.set(calls.getClientById.path, () => ({
      json: { code: 200, msg: 'success', data: { clientid: 'CL-REDIS-OUTAGE' } },
    }));
    b.stub.received.length = 0;
    const read = await b.inject({ method: 'GET', url: '/bff/saved', headers: { cookie } });
    expect(read.json().code).toBe(200);
    expect(b.stub.received.map((r) => r.url.split('?')[0])).toEqual([calls.getClientById.path]);
    b.stub.routes.delete(calls.getClientById.path);

    // Redis returns (empty: no persistence here); the replica writes what it kept.
    redis = await startRedisServer([], redis.port);
    await until(() => revocations.waiting === 0 && b.app.redis?.status === 'ready');
    // Replica b ended nothing itself: only what a wrote to Redis can refuse the cookie there.
    expect((b.app.sessionRevocations as RedisRevocations).waiting).toBe(0);
    b.stub.received.length = 0;
    expect((await putSaved(b, cookie)).json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect(b.stub.received).toEqual([]);
  }, 30_000);
});
