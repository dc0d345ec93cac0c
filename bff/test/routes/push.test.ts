/**
 * Booking reminders by Web Push, end to end through the BFF, on SQLite and on PostgreSQL: the
 * client reads, cancels and makes bookings through the portal, subscribes a browser (a key pair
 * made here) with an endpoint on a local fake push service, and the service receives, once per
 * booking and subscription, a message with `Content-Encoding: aes128gcm`, a TTL, a VAPID
 * Authorization that verifies with the published key and names the service's origin, and a body
 * that decrypts to the reminder's JSON. Nothing for a cancelled booking, nothing after
 * unsubscribing; endpoints outside the allowed ones are refused and never contacted; an endpoint
 * the service says is gone (404, 410) is removed, one it fails for (500) is kept and counted. Two replicas on one PostgreSQL send each reminder once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG } from '@portal/shared';
import type { AppConfig } from '../../src/config';
import { hkDay, upcomingBooking as booking } from '../helpers/bookings';
import { build, type Harness } from '../helpers/build';
import {
  decryptPush,
  startFakePushService,
  testSubscriber,
  verifyVapid,
  type FakePushService,
  type PushReceived,
  type TestSubscriber,
} from '../helpers/fake-push-service';
import { startPostgres, type PostgresCluster } from '../helpers/postgres';
import { vapidEnv } from '../helpers/vapid';
import { tempDir } from '../helpers/temp-dir';

let cluster: PostgresCluster;
let fake: FakePushService;
beforeAll(async () => {
  [cluster, fake] = await Promise.all([startPostgres(), startFakePushService()]);
}, 90_000);
afterAll(async () => {
  await fake?.close();
  cluster?.stop();
});

let dbCount = 0;
async function storeSettings(kind: 'SQLite' | 'PostgreSQL'): Promise<Partial<AppConfig>> {
  const dataDir = tempDir('bff-push-');
  if (kind === 'SQLite') return { dataDir };
  return { dataDir, databaseUrl: await cluster.createDatabase(`push_${++dbCount}`) };
}

function reminderSettings(): Partial<AppConfig> {
  return {
    // Far enough ahead that every upcoming booking here is due now.
    reminderLeadsMin: [100_000],
    reminderSweepMs: 200,
    pushEndpointAllow: [fake.origin],
  };
}

/** The messages received at one endpoint path. */
function at(path: string): PushReceived[] {
  return fake.received.filter((r) => r.path === path);
}

/** The reminders counted with `outcome` on the app's /metrics. */
async function reminderCount(h: Harness, outcome: string): Promise<number> {
  const res = await h.inject({ method: 'GET', url: '/metrics' });
  const line = new RegExp(`^bff_push_reminders_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm');
  return Number(line.exec(res.body)?.[1] ?? 0);
}

/** Checks one message as a browser and push service would, and returns its payload. */
function open(msg: PushReceived, sub: TestSubscriber, publicKey: string): Record<string, unknown> {
  expect(msg.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
  const claims = verifyVapid(msg.headers.authorization, publicKey);
  expect(claims.aud).toBe(fake.origin);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.sub).toMatch(/^(mailto:|https:)/);
  return JSON.parse(decryptPush(msg.body, sub)) as Record<string, unknown>;
}

describe.each(['SQLite', 'PostgreSQL'] as const)('reminders on %s', (kind) => {
  let h: Harness;
  let publicKey: string;
  beforeAll(async () => {
    h = await build({ ...(await storeSettings(kind)), ...reminderSettings() });
    const key = await h.inject({ method: 'GET', url: '/bff/push/key' });
    publicKey = key.json().data.publicKey;
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  it('publishes its VAPID key, and needs a session to subscribe', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const res = await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      payload: testSubscriber().json(`${fake.origin}/push/anon-${kind}`),
    });
    expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
  });

  it('refuses endpoints outside the allowed ones and never contacts them', async () => {
    const clientId = `CL-REFUSE-${kind}`;
    const cookie = await h.login(undefined, clientId);
    // A booking with its reminder due: any endpoint kept for this client would be sent it.
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: { code: 200, msg: 'success', data: booking(`SR-${kind}`, 2) },
    }));
    await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    const sub = testSubscriber();
    // The fake push service answers on localhost too: the refused endpoint it could be reached at
    // has a path of its own, as has the one with bad keys on the allowed origin.
    const onFake = `/push/refused-${kind}`;
    const refused = [
      'http://169.254.169.254/latest/meta-data',
      'https://internal.example.hk/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      `${fake.origin.replace('127.0.0.1', 'localhost')}${onFake}`,
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'not a url',
    ];
    for (const endpoint of refused) {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/push/subscription',
        headers: { cookie },
        payload: sub.json(endpoint),
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().code).toBe(400);
    }
    const badKeysPath = `/push/bad-keys-${kind}`;
    const badKeys = await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: { endpoint: `${fake.origin}${badKeysPath}`, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(badKeys.statusCode).toBe(400);
    // Bodies that are not a subscription at all: the same message, nothing kept.
    for (const payload of [
      { endpoint: 5, keys: { p256dh: 'x', auth: 'y' } },
      { endpoint: `${fake.origin}${badKeysPath}` },
      { endpoint: `${fake.origin}${badKeysPath}`, keys: 'x' },
      [],
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: '/bff/push/subscription',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '提醒訂閱資料無效，請重新開啟提醒' });
    }
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([]);
    // Full sweeps with the reminder due: none of them is contacted.
    await h.app.push.sweeper.sweep();
    await h.app.push.sweeper.sweep();
    expect(at(onFake)).toEqual([]);
    expect(at(badKeysPath)).toEqual([]);
    expect(fake.received.filter((r) => r.headers.host?.startsWith('localhost'))).toEqual([]);
  });

  it('delivers one encrypted, signed reminder per booking; none cancelled, none after unsubscribing', async () => {
    const clientId = `CL-REMIND-${kind}`;
    const cookie = await h.login(undefined, clientId);
    // The client reads the bookings list: two upcoming bookings, one cancelled, one past.
    h.stub.routes.set('/api/sckedule/getScheduleListByClientId', () => ({
      json: {
        code: 200,
        msg: 'success',
        data: {
          list: [
            booking(`S1-${kind}`, 2),
            booking(`S2-${kind}`, 3, { doctorname: '李小明', clinicname: '旺角中醫診所' }),
            booking(`SX-${kind}`, 4, { status: 'cancelled' }),
            booking(`SP-${kind}`, -2),
          ],
          total: 4,
        },
      },
    }));
    const list = await h.inject({
      method: 'GET',
      url: '/api/sckedule/getScheduleListByClientId?pageNo=1&pageSize=10',
      headers: { cookie },
    });
    expect(list.json().code).toBe(200);
    // It cancels the second through the portal.
    const cancel = await h.inject({
      method: 'POST',
      url: `/api/sckedule/deleteSchedule?scheduleID=S2-${kind}`,
      headers: { cookie },
    });
    expect(cancel.json().code).toBe(200);

    const sub = testSubscriber();
    const path = `/push/${kind}-one`;
    const before = fake.received.length;
    const res = await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: sub.json(`${fake.origin}${path}`),
    });
    expect(res.json()).toEqual({ code: 200, msg: 'success' });

    await fake.waitFor(before + 1, 15_000);
    // Two full sweeps more: anything else due would have gone out by now.
    await h.app.push.sweeper.sweep();
    await h.app.push.sweeper.sweep();
    const got = at(path);
    expect(got).toHaveLength(1);
    const payload = open(got[0]!, sub, publicKey);
    const [, month, day] = hkDay(2).split('-').map(Number);
    expect(payload).toEqual({
      title: '應診提醒',
      body: expect.stringContaining(`${month}月${day}日`),
      url: '/user/booking/order',
      tag: `S1-${kind}`,
    });
    expect(payload.body).toContain('10:30');
    expect(payload.body).toContain('陳大文醫師');
    expect(payload.body).toContain('灣仔中醫診所');

    // Unsubscribed: a booking made afterwards reminds nobody.
    const del = await h.inject({
      method: 'DELETE',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: { endpoint: `${fake.origin}${path}` },
    });
    expect(del.json()).toEqual({ code: 200, msg: 'success' });
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: { code: 200, msg: 'success', data: booking(`S3-${kind}`, 5) },
    }));
    const made = await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(5)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    expect(made.json().code).toBe(200);
    expect((await h.app.store.reminders.bookings(clientId)).map((b) => b.scheduleId)).toEqual([
      `S1-${kind}`,
      `S3-${kind}`,
    ]);
    await h.app.push.sweeper.sweep();
    await h.app.push.sweeper.sweep();
    expect(at(path)).toHaveLength(1);
  }, 30_000);

  it('writes in Simplified for a browser subscribed from the Simplified pages', async () => {
    const clientId = `CL-HANS-${kind}`;
    const cookie = await h.login(undefined, clientId);
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: { code: 200, msg: 'success', data: booking(`SH-${kind}`, 2) },
    }));
    await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    const sub = testSubscriber();
    const path = `/push/${kind}-hans`;
    const before = fake.received.length;
    await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie, 'x-page-path': '/zh-cn/user/booking/order' },
      payload: sub.json(`${fake.origin}${path}`),
    });
    await fake.waitFor(before + 1, 15_000);
    const payload = open(at(path)[0]!, sub, publicKey);
    expect(payload.title).toBe('应诊提醒');
    expect(payload.url).toBe('/zh-cn/user/booking/order');
    expect(payload.body).toContain('陈大文');
  }, 30_000);

  it('writes in English for a browser subscribed from the English pages', async () => {
    const clientId = `CL-EN-${kind}`;
    const cookie = await h.login(undefined, clientId);
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: { code: 200, msg: 'success', data: booking(`SEN-${kind}`, 2) },
    }));
    await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    const sub = testSubscriber();
    const path = `/push/${kind}-en`;
    const before = fake.received.length;
    await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie, 'x-page-path': '/en/user/booking/order' },
      payload: sub.json(`${fake.origin}${path}`),
    });
    await fake.waitFor(before + 1, 15_000);
    const payload = open(at(path)[0]!, sub, publicKey);
    expect(payload.title).toBe('Appointment reminder');
    expect(payload.url).toBe('/en/user/booking/order');
    expect(payload.body).toMatch(
      /^You have an appointment with 陳大文 on \w+ \d+ \w+, 10:30 at .+\. Please arrive on time\.$/,
    );
  }, 30_000);

  /** A client with one booking due, subscribed at `path` on the fake push service. */
  async function subscribeWithBooking(clientId: string, scheduleId: string, path: string) {
    const cookie = await h.login(undefined, clientId);
    h.stub.routes.set('/api/sckedule/saveSchedule', () => ({
      json: { code: 200, msg: 'success', data: booking(scheduleId, 2) },
    }));
    await h.inject({
      method: 'POST',
      url: `/api/sckedule/saveSchedule?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
      headers: { cookie },
    });
    const before = fake.received.length;
    const res = await h.inject({
      method: 'POST',
      url: '/bff/push/subscription',
      headers: { cookie },
      payload: testSubscriber().json(`${fake.origin}${path}`),
    });
    expect(res.json().code).toBe(200);
    await fake.waitFor(before + 1, 15_000);
    // The sweep that sent it has finished once the next one has run.
    await h.app.push.sweeper.sweep();
    await h.app.push.sweeper.sweep();
  }

  it.each([404, 410])(
    'removes an endpoint the push service answers %i for, and counts it',
    async (status) => {
      const clientId = `CL-GONE-${status}-${kind}`;
      const path = `/push/${kind}-gone-${status}`;
      fake.statusFor.set(path, status);
      const pruned = await reminderCount(h, 'pruned');
      await subscribeWithBooking(clientId, `SG${status}-${kind}`, path);
      expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([]);
      expect(at(path)).toHaveLength(1);
      expect(await reminderCount(h, 'pruned')).toBe(pruned + 1);
      expect(await reminderCount(h, 'sent')).toBeGreaterThan(0);
    },
    30_000,
  );

  it('counts a push service error as failed and keeps the subscription', async () => {
    const clientId = `CL-ERROR-${kind}`;
    const path = `/push/${kind}-error`;
    fake.statusFor.set(path, 500);
    const [failed, pruned] = [await reminderCount(h, 'failed'), await reminderCount(h, 'pruned')];
    await subscribeWithBooking(clientId, `SE-${kind}`, path);
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([`${fake.origin}${path}`]);
    // Tried once so far: the next try waits its turn.
    expect(at(path)).toHaveLength(1);
    expect(await reminderCount(h, 'failed')).toBe(failed + 1);
    expect(await reminderCount(h, 'pruned')).toBe(pruned);
  }, 30_000);
});

describe('two replicas on one PostgreSQL', () => {
  it('send each reminder once', async () => {
    const shared = await storeSettings('PostgreSQL');
    // Both replicas sign with one key, as production configures them.
    const env = vapidEnv('mailto:ops@example.hk');
    const vapid = {
      publicKey: env.VAPID_PUBLIC_KEY!,
      privateKey: env.VAPID_PRIVATE_KEY!,
      subject: env.VAPID_SUBJECT!,
    };
    const settings = {
      ...reminderSettings(),
      reminderSweepMs: 50,
      databaseUrl: shared.databaseUrl,
      vapid,
    };
    const a = await build({ ...settings, dataDir: tempDir('bff-a-') });
    const b = await build({ ...settings, dataDir: tempDir('bff-b-') });
    try {
      const clientId = 'CL-REPLICAS';
      const cookie = await a.login(undefined, clientId);
      const ids = Array.from({ length: 6 }, (_, i) => `SR${i}`);
      a.stub.routes.set('/api/sckedule/getScheduleListByClientId', () => ({
        json: {
          code: 200,
          msg: 'success',
          data: { list: ids.map((id, i) => booking(id, 1 + i)), total: ids.length },
        },
      }));
      await a.inject({
        method: 'GET',
        url: '/api/sckedule/getScheduleListByClientId?pageNo=1&pageSize=10',
        headers: { cookie },
      });
      const subs = [testSubscriber(), testSubscriber(), testSubscriber()];
      const paths = subs.map((_, i) => `/push/replica-${i}`);
      const before = fake.received.length;
      for (const [i, sub] of subs.entries()) {
        const res = await a.inject({
          method: 'POST',
          url: '/bff/push/subscription',
          headers: { cookie },
          payload: sub.json(`${fake.origin}${paths[i]}`),
        });
        expect(res.json().code).toBe(200);
      }
      const expected = ids.length * subs.length;
      await fake.waitFor(before + expected, 15_000);
      // Both keep sweeping, at once, several times: nothing more goes out.
      for (let i = 0; i < 3; i++) {
        await Promise.all([a.app.push.sweeper.sweep(), b.app.push.sweeper.sweep()]);
      }
      const got = fake.received.slice(before).filter((r) => paths.includes(r.path));
      expect(got).toHaveLength(expected);
      const seen = new Set<string>();
      for (const msg of got) {
        const sub = subs[paths.indexOf(msg.path)]!;
        const payload = open(msg, sub, vapid.publicKey);
        seen.add(`${msg.path} ${String(payload.tag)}`);
      }
      expect(seen.size).toBe(expected);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});
