/**
 * Reminders cannot be poisoned or multiplied: keys that only look right are refused at
 * subscribing, a delivery that cannot be sent fails on its own row (attempts, next try, why)
 * without holding up anyone else's, a client keeps at most PUSH_MAX_DEVICES subscriptions (the
 * oldest goes) and may make only a few a minute, and one endpoint spelled several ways is one row.
 * What the push service and a lock screen learn is bounded too: the TTL is rounded to 6 hours, and
 * REMINDER_TEXT=private names neither doctor nor clinic.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MAX_DEVICES } from '@portal/shared';
import { DAY, hkDay } from '../helpers/bookings';
import { build, type Harness } from '../helpers/build';
import {
  decryptPush,
  startFakePushService,
  testSubscriber,
  type FakePushService,
} from '../helpers/fake-push-service';
import { tempDir } from '../helpers/temp-dir';

let fake: FakePushService;
let h: Harness;
beforeAll(async () => {
  fake = await startFakePushService();
  h = await build({
    dataDir: tempDir('bff-push-abuse-'),
    reminderLeadsMin: [100_000],
    reminderSweepMs: 3_600_000,
    pushEndpointAllow: [fake.origin],
  });
}, 30_000);
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => h.stub.reset());

/** A P-256 "point" of the right length and prefix that is not on the curve. */
function offCurveKey(): string {
  const good = Buffer.from(testSubscriber().json('x').keys.p256dh, 'base64url');
  const bad = Buffer.from(good);
  bad[64] = bad[64]! ^ 1;
  return bad.toString('base64url');
}

async function due(clientId: string, scheduleId: string, now: number): Promise<void> {
  await h.app.store.reminders.seen(
    clientId,
    [
      {
        scheduleId,
        doctorName: '李卓賢',
        clinicName: '仁心中醫診所（中環）',
        day: hkDay(2),
        startTime: '10:30',
        startsAt: now + 2 * DAY,
      },
    ],
    false,
    now,
  );
}

function sessionOf(sid: string, now: number) {
  return { sid, iat: now, pk: '', expires: now + DAY };
}

describe('keys', () => {
  it('refuses a p256dh that is not a P-256 point, and an auth that is not 16 bytes', async () => {
    const cookie = await h.login(undefined, 'CL-KEYS');
    const good = testSubscriber().json(`${fake.origin}/push/keys`);
    for (const keys of [
      { ...good.keys, p256dh: offCurveKey() },
      { ...good.keys, auth: Buffer.alloc(17, 1).toString('base64url') },
      { ...good.keys, auth: Buffer.alloc(15, 1).toString('base64url') },
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/push/subscription',
        headers: { cookie },
        payload: { ...good, keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    }
    expect(await h.app.store.reminders.subscriptions('CL-KEYS')).toEqual([]);
  });

  it("a delivery that cannot be encrypted fails on its own row and never delays another's", async () => {
    const store = h.app.store.reminders;
    const now = Date.now();
    // Ten kept before keys were checked, each with a reminder due, and one good one after them.
    for (let i = 0; i < 10; i++) {
      const clientId = `CL-POISON-${i}`;
      await due(clientId, `S-POISON-${i}`, now - 1000);
      await store.subscribe(
        {
          endpoint: `${fake.origin}/push/poison-${i}`,
          clientId,
          p256dh: offCurveKey(),
          auth: Buffer.alloc(16, 7).toString('base64url'),
          locale: 'zh-Hant-HK',
          session: sessionOf(`poison-session-${i}-00000`, now),
        },
        '',
        now,
        10,
      );
    }
    const good = testSubscriber();
    await due('CL-VICTIM', 'S-VICTIM', now);
    await store.subscribe(
      {
        endpoint: `${fake.origin}/push/victim`,
        clientId: 'CL-VICTIM',
        ...good.json('x').keys,
        locale: 'zh-Hant-HK',
        session: sessionOf('victim-session-000000', now),
      },
      '',
      now,
      10,
    );
    // One sweep delivers the good one.
    await h.app.push.sweeper.sweep();
    expect(fake.received.filter((r) => r.path === '/push/victim')).toHaveLength(1);
    const row = await store.delivery({
      clientId: 'CL-POISON-0',
      scheduleId: 'S-POISON-0',
      endpoint: `${fake.origin}/push/poison-0`,
      leadMin: 100_000,
    });
    expect(row).toMatchObject({ state: 'leased', attempts: 1, error: 'bad-keys' });
    expect(row!.retryAt).toBeGreaterThan(Date.now());
  });
});

describe('how many', () => {
  it(`keeps at most ${PUSH_MAX_DEVICES} per client, the oldest going`, async () => {
    const store = h.app.store.reminders;
    const now = Date.now();
    const keys = testSubscriber().json('x').keys;
    for (let i = 0; i < PUSH_MAX_DEVICES + 3; i++) {
      await store.subscribe(
        {
          endpoint: `${fake.origin}/push/cap-${String(i).padStart(2, '0')}`,
          clientId: 'CL-CAP',
          ...keys,
          locale: 'zh-Hant-HK',
          session: sessionOf('cap-session-00000000', now),
        },
        'Chrome',
        now + i,
        PUSH_MAX_DEVICES,
      );
    }
    const kept = (await store.subscriptions('CL-CAP')).sort();
    expect(kept).toHaveLength(PUSH_MAX_DEVICES);
    expect(kept[0]).toBe(`${fake.origin}/push/cap-03`);
  });

  it('refuses a client subscribing faster than a few a minute (429), whatever its addresses', async () => {
    const cookie = await h.login(undefined, 'CL-RATE');
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/push/subscription',
        headers: { cookie },
        remoteAddress: `10.9.0.${i + 1}`,
        payload: testSubscriber().json(`${fake.origin}/push/rate-${i}`),
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toEqual({ code: 429, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
      }
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await h.app.store.reminders.subscriptions('CL-RATE')).toHaveLength(5);
  });

  it('keeps one endpoint spelled several ways as one row', async () => {
    const cookie = await h.login(undefined, 'CL-SPELLING');
    const port = new URL(fake.origin).port;
    const spellings = [
      `${fake.origin}/push/spelled`,
      `HTTP://127.0.0.1:${port}/push/spelled`,
      `http://127.1:${port}/push/spelled`,
      `http://2130706433:${port}/push/spelled`,
    ];
    for (const endpoint of spellings) {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/push/subscription',
        headers: { cookie },
        payload: testSubscriber().json(endpoint),
      });
      expect(res.json().code, endpoint).toBe(200);
    }
    expect(await h.app.store.reminders.subscriptions('CL-SPELLING')).toEqual([
      `${fake.origin}/push/spelled`,
    ]);
    // Removing it by another spelling removes the one row.
    const del = await h.inject({
      method: 'DELETE',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: { endpoint: spellings[3] },
    });
    expect(del.json().code).toBe(200);
    expect(await h.app.store.reminders.subscriptions('CL-SPELLING')).toEqual([]);
  });
});

describe('what the push service and the lock screen learn', () => {
  it('a TTL rounded up to 6 hours, and with REMINDER_TEXT=private no doctor or clinic', async () => {
    const quiet = await build({
      dataDir: tempDir('bff-push-private-'),
      reminderLeadsMin: [100_000],
      reminderSweepMs: 3_600_000,
      pushEndpointAllow: [fake.origin],
      reminderText: 'private',
    });
    try {
      const now = Date.now();
      // Starts in 2 days, 3 hours and 17 minutes.
      const startsAt = now + 2 * DAY + 3 * 3600_000 + 17 * 60_000;
      await quiet.app.store.reminders.seen(
        'CL-PRIVATE',
        [
          {
            scheduleId: 'S-PRIVATE',
            doctorName: '李卓賢',
            clinicName: '仁心中醫診所（中環）',
            day: hkDay(2),
            startTime: '10:30',
            startsAt,
          },
        ],
        false,
        now,
      );
      const sub = testSubscriber();
      await quiet.app.store.reminders.subscribe(
        {
          endpoint: `${fake.origin}/push/private`,
          clientId: 'CL-PRIVATE',
          ...sub.json('x').keys,
          locale: 'zh-Hant-HK',
          session: sessionOf('private-session-00000', now),
        },
        '',
        now,
        10,
      );
      await quiet.app.push.sweeper.sweep();
      const got = fake.received.filter((r) => r.path === '/push/private');
      expect(got).toHaveLength(1);
      const ttl = Number(got[0]!.headers.ttl);
      expect(ttl % (6 * 3600)).toBe(0);
      expect(ttl).toBe(9 * 6 * 3600);
      const payload = JSON.parse(decryptPush(got[0]!.body, sub)) as { body: string };
      expect(payload.body).toContain('你有一個中醫預約');
      expect(payload.body).not.toContain('李卓賢');
      expect(payload.body).not.toContain('仁心');
    } finally {
      await quiet.close();
    }
  });
});
