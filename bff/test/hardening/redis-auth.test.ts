/**
 * Redis behind a password, as deploy/ runs it (`--requirepass`): the BFF's REDIS_URL carries the
 * password and the replicas share their counters through it, while a client without the password
 * is refused. Needs `redis-server` (Debian package; .ci/run installs it).
 */
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { startRedisServer } from '../helpers/redis-server';
import { calls } from '@portal/shared';

const PASSWORD = 'contract0password0with0letters0and0digits';

let redis: ChildProcess;
let port: number;
let a: Harness;
let b: Harness;

beforeAll(async () => {
  ({ proc: redis, port } = await startRedisServer(['--requirepass', PASSWORD]));
  const settings = { redisUrl: `redis://:${PASSWORD}@127.0.0.1:${port}`, rateLimitMax: 2 };
  a = await build(settings);
  b = await build({ ...settings, upstreamUrl: a.stub.url });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  redis?.kill('SIGKILL');
});

describe('Redis with a password', () => {
  it('refuses a client without the password', async () => {
    const anonymous = new Redis({
      port,
      host: '127.0.0.1',
      enableReadyCheck: false,
      maxRetriesPerRequest: 0,
    });
    anonymous.on('error', () => {});
    try {
      await expect(anonymous.get('any')).rejects.toThrow(/NOAUTH/);
    } finally {
      anonymous.disconnect();
    }
  });

  it('is reached by the BFF through REDIS_URL: the replicas share a rate limit', async () => {
    const login = (h: Harness) =>
      h.inject({
        method: 'POST',
        url: calls.login.path,
        remoteAddress: '10.30.0.1',
        payload: { phone: '91234567', password: 'x' },
      });
    const codes = [
      (await login(a)).statusCode,
      (await login(b)).statusCode,
      (await login(a)).statusCode,
    ];
    expect(codes).toEqual([200, 200, 429]);
    const authed = new Redis(`redis://:${PASSWORD}@127.0.0.1:${port}`, { maxRetriesPerRequest: 0 });
    try {
      expect((await authed.keys('*')).length).toBeGreaterThan(0);
    } finally {
      authed.disconnect();
    }
  });
});
