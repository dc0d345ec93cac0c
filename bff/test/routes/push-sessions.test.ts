/**
 * What a copy of a session cookie can still do with the BFF's own routes (`/bff/saved`,
 * `/bff/push/*`), which never reach the upstream: nothing once the owner changed or reset the
 * password, or once the upstream refused the token. A push subscription belongs to the session
 * that made it: it goes when that session signs out, expires or is ended by a password change,
 * and the personal centre lists the client's browsers (never their endpoints) and removes them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, NOT_LOGGED_IN_MSG } from '@portal/shared';
import { DAY, hkDay, upcomingBooking } from '../helpers/bookings';
import { build, type Harness } from '../helpers/build';
import {
  startFakePushService,
  testSubscriber,
  type FakePushService,
} from '../helpers/fake-push-service';
import { tempDir } from '../helpers/temp-dir';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const booking = (id: string, days: number) =>
  upcomingBooking(id, days, { doctorname: '李卓賢', clinicname: '仁心中醫診所（中環）' });

let fake: FakePushService;
let h: Harness;
beforeAll(async () => {
  fake = await startFakePushService();
  h = await build({
    dataDir: tempDir('bff-push-sessions-'),
    reminderLeadsMin: [100_000],
    // Sweeps only when a test asks: what was sent is counted exactly.
    reminderSweepMs: 3_600_000,
    pushEndpointAllow: [fake.origin],
    sessionRevalidateMs: 60_000,
  });
}, 30_000);
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => h.stub.reset());

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const v = res.headers['set-cookie'];
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

/** Logs `clientId` in, with one booking due, through the portal as the SPA would. */
async function loginWithBooking(clientId: string, scheduleId: string): Promise<string> {
  const cookie = await h.login(undefined, clientId);
  h.stub.routes.set(calls.saveSchedule.path, () => ({
    json: { code: 200, msg: 'success', data: booking(scheduleId, 2) },
  }));
  const made = await h.inject({
    method: 'POST',
    url: `${calls.saveSchedule.path}?doctorId=DOC1&scheduleDate=${hkDay(2)}%2010:30&scheduleID=`,
    headers: { cookie },
  });
  expect(made.json().code).toBe(200);
  return cookie;
}

async function subscribe(cookie: string, path: string, ua = CHROME_UA) {
  return h.inject({
    method: 'POST',
    url: '/bff/push/subscription',
    headers: { cookie, 'user-agent': ua },
    payload: testSubscriber().json(`${fake.origin}${path}`),
  });
}

async function sweepTwice(): Promise<void> {
  await h.app.push.sweeper.sweep();
  await h.app.push.sweeper.sweep();
}

function at(path: string) {
  return fake.received.filter((r) => r.path === path);
}

describe('a password change through the portal', () => {
  it("ends the client's other sessions for /bff/saved and /bff/push at once, and their subscriptions", async () => {
    const clientId = 'CL-PWD-H1';
    const owner = await loginWithBooking(clientId, 'S-PWD-1');
    const stolen = await h.login(undefined, clientId);
    // The copy registers its own endpoint, as the owner does theirs.
    expect((await subscribe(owner, '/push/h1-owner')).json().code).toBe(200);
    expect((await subscribe(stolen, '/push/h1-thief')).json().code).toBe(200);
    await sweepTwice();
    expect(at('/push/h1-thief')).toHaveLength(1);

    h.stub.routes.set(calls.updatePwd.path, () => ({
      json: { code: 200, msg: '密碼已更新', data: null },
    }));
    const changed = await h.inject({
      method: 'POST',
      url: `${calls.updatePwd.path}?oldPwd=Demo1234&newPwd=Demo5678`,
      headers: { cookie: owner },
    });
    expect(changed.json().code).toBe(200);
    const renewed = setCookies(changed)[0]!.split(';')[0]!;

    h.stub.received.length = 0;
    const saved = await h.inject({
      method: 'PUT',
      url: '/bff/saved',
      headers: { cookie: stolen },
      payload: { kind: 'doctor', id: 'D1001' },
    });
    expect(saved.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    const again = await subscribe(stolen, '/push/h1-thief-2');
    expect(again.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    const list = await h.inject({
      method: 'GET',
      url: '/bff/push/subscriptions',
      headers: { cookie: stolen },
    });
    expect(list.json().code).toBe(211);
    // Ended in the BFF itself: nothing was asked of the upstream.
    expect(h.stub.received).toEqual([]);

    // The thief's endpoints are gone; the owner's browser, which changed the password, keeps its.
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([
      `${fake.origin}/push/h1-owner`,
    ]);
    h.stub.routes.set(calls.saveSchedule.path, () => ({
      json: { code: 200, msg: 'success', data: booking('S-PWD-2', 3) },
    }));
    await h.inject({
      method: 'POST',
      url: `${calls.saveSchedule.path}?doctorId=DOC1&scheduleDate=${hkDay(3)}%2010:30&scheduleID=`,
      headers: { cookie: renewed },
    });
    await sweepTwice();
    expect(at('/push/h1-thief')).toHaveLength(1);
    expect(at('/push/h1-thief-2')).toEqual([]);
    expect(at('/push/h1-owner')).toHaveLength(2);
    // The owner's renewed session still lists and changes its own things.
    const mine = await h.inject({
      method: 'GET',
      url: '/bff/push/subscriptions',
      headers: { cookie: renewed },
    });
    expect(mine.json().data.items).toEqual([
      { id: expect.any(String), browser: 'Chrome', addedAt: expect.any(Number), current: true },
    ]);
  }, 30_000);
});

describe('a password reset through the portal', () => {
  it('ends every session logged in with the phone, and their subscriptions', async () => {
    const clientId = 'CL-RESET-H1';
    const stolen = await loginWithBooking(clientId, 'S-RESET-1');
    expect((await subscribe(stolen, '/push/h1-reset')).json().code).toBe(200);
    await sweepTwice();
    expect(at('/push/h1-reset')).toHaveLength(1);
    h.stub.routes.set(calls.resetPwd.path, () => ({
      json: { code: 200, msg: '密碼已重設', data: null },
    }));
    const reset = await h.inject({
      method: 'POST',
      url: `${calls.resetPwd.path}?phone=91234567&codeKey=K123456&numcode=123456&newPwd=Demo5678`,
    });
    expect(reset.json().code).toBe(200);
    h.stub.received.length = 0;
    const saved = await h.inject({
      method: 'PUT',
      url: '/bff/saved',
      headers: { cookie: stolen },
      payload: { kind: 'doctor', id: 'D1001' },
    });
    expect(saved.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect(h.stub.received).toEqual([]);
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([]);
    // A booking made since would remind nobody.
    await h.app.store.reminders.forget(clientId, ['S-RESET-1']);
    await h.app.store.reminders.seen(
      clientId,
      [
        {
          scheduleId: 'S-RESET-2',
          doctorName: '李卓賢',
          clinicName: '仁心中醫診所（中環）',
          day: hkDay(3),
          startTime: '10:30',
          startsAt: Date.now() + 3 * DAY,
        },
      ],
      false,
      Date.now(),
    );
    await sweepTwice();
    expect(at('/push/h1-reset')).toHaveLength(1);
  }, 30_000);
});

describe('a token the upstream refuses', () => {
  it.each([401, 211])(
    'with %i ends the session for the BFF routes too, and its subscription',
    async (code) => {
      const clientId = `CL-REFUSED-${code}`;
      const cookie = await loginWithBooking(clientId, `S-REFUSED-${code}`);
      expect((await subscribe(cookie, `/push/h1-refused-${code}`)).json().code).toBe(200);
      // Past the validation interval (a session not checked for a while), the upstream says no.
      await h.app.sessionRevocations.releaseValidation(
        h.app.sessionCodec.open(decodeURIComponent(cookie.split('=')[1]!))!.sid,
      );
      h.stub.routes.set(calls.getClientById.path, () => ({
        json: { code, msg: '登入已失效，請重新登入' },
      }));
      const saved = await h.inject({
        method: 'PUT',
        url: '/bff/saved',
        headers: { cookie },
        payload: { kind: 'doctor', id: 'D1001' },
      });
      expect(saved.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
      expect(setCookies(saved)[0]).toMatch(/^portal_session=;/);
      expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([]);
      // Ended everywhere: the next call is refused without asking.
      h.stub.received.length = 0;
      const list = await h.inject({ method: 'GET', url: '/bff/saved', headers: { cookie } });
      expect(list.json().code).toBe(211);
      expect(h.stub.received).toEqual([]);
    },
    30_000,
  );

  it('with 211 on a proxied call ends the session for the BFF routes', async () => {
    const cookie = await h.login(undefined, 'CL-PROXY-211');
    h.stub.routes.set(calls.getUserVisitRecord.path, () => ({
      json: { code: 211, msg: '未登錄，請先登錄' },
    }));
    const res = await h.inject({
      method: 'GET',
      url: `${calls.getUserVisitRecord.path}?clientid=CL-PROXY-211`,
      headers: { cookie },
    });
    expect(res.json().code).toBe(211);
    h.stub.received.length = 0;
    const saved = await h.inject({ method: 'GET', url: '/bff/saved', headers: { cookie } });
    expect(saved.json().code).toBe(211);
    expect(h.stub.received).toEqual([]);
  });
});

describe('a subscription belongs to its session', () => {
  it('goes when that session signs out', async () => {
    const clientId = 'CL-SIGNOUT-H1';
    const cookie = await loginWithBooking(clientId, 'S-OUT-1');
    const other = await h.login(undefined, clientId);
    expect((await subscribe(cookie, '/push/h1-out')).json().code).toBe(200);
    expect((await subscribe(other, '/push/h1-stays')).json().code).toBe(200);
    const out = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(out.json().code).toBe(200);
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([
      `${fake.origin}/push/h1-stays`,
    ]);
  });

  it('goes when that session expires', async () => {
    const store = h.app.store.reminders;
    const now = Date.now();
    await store.seen(
      'CL-EXPIRED',
      [
        {
          scheduleId: 'S-EXP',
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
    await store.subscribe(
      {
        endpoint: `${fake.origin}/push/h1-expired`,
        clientId: 'CL-EXPIRED',
        ...testSubscriber().json('x').keys,
        locale: 'zh-Hant-HK',
        session: { sid: 'expired-session-0001', iat: now - DAY, pk: '', expires: now - 1 },
      },
      'Chrome',
      now - DAY,
      10,
    );
    await sweepTwice();
    expect(at('/push/h1-expired')).toEqual([]);
    expect(await store.subscriptions('CL-EXPIRED')).toEqual([]);
  });

  it('the personal centre lists browsers (never endpoints) and removes one or all', async () => {
    const clientId = 'CL-DEVICES';
    const cookie = await h.login(undefined, clientId);
    const other = await h.login(undefined, clientId);
    expect((await subscribe(cookie, '/push/dev-a', CHROME_UA)).json().code).toBe(200);
    expect((await subscribe(other, '/push/dev-b', SAFARI_UA)).json().code).toBe(200);
    expect((await subscribe(other, '/push/dev-c', 'curl/8.0')).json().code).toBe(200);
    const res = await h.inject({
      method: 'GET',
      url: '/bff/push/subscriptions',
      headers: { cookie },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('/push/dev-');
    expect(res.body).not.toContain(fake.origin);
    const items = res.json().data.items as {
      id: string;
      browser: string;
      addedAt: number;
      current: boolean;
    }[];
    expect(items.map((d) => [d.browser, d.current]).sort()).toEqual([
      ['', false],
      ['Chrome', true],
      ['Safari', false],
    ]);
    for (const d of items) expect(d.addedAt).toBeGreaterThan(Date.now() - 60_000);

    const safari = items.find((d) => d.browser === 'Safari')!;
    const one = await h.inject({
      method: 'DELETE',
      url: '/bff/push/subscriptions',
      headers: { cookie },
      payload: { id: safari.id },
    });
    expect(
      one
        .json()
        .data.items.map((d: { browser: string }) => d.browser)
        .sort(),
    ).toEqual(['', 'Chrome']);
    // Neither one browser by its id nor all of them: refused, and nothing is removed.
    for (const payload of [
      { all: 'yes' },
      { all: false },
      { id: 5 },
      { id: safari.id, all: true },
      {},
      [],
    ]) {
      const bad = await h.inject({
        method: 'DELETE',
        url: '/bff/push/subscriptions',
        headers: { cookie },
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toEqual({ code: 400, msg: '請選擇要移除的裝置' });
    }
    expect(await h.app.store.reminders.subscriptions(clientId)).toHaveLength(2);
    const all = await h.inject({
      method: 'DELETE',
      url: '/bff/push/subscriptions',
      headers: { cookie },
      payload: { all: true },
    });
    expect(all.json().data.items).toEqual([]);
    expect(await h.app.store.reminders.subscriptions(clientId)).toEqual([]);
  });
});
