/**
 * Sessions that end: sign-out, a password change and an upstream 401 end the session for every
 * copy of its cookie; the record survives a BFF restart; `/bff/session` re-validates with the
 * upstream at most once per interval, so a password change elsewhere ends other sessions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, DEMO_USER, findLeaks, type Harness } from '../helpers/build';
import { headerValues, type Received } from '../helpers/stub-upstream';
import { FileRevocations } from '../../src/lib/identity/session-revocations';
import { calls } from '@portal/shared';
import { tempDir } from '../helpers/temp-dir';

const INTERVAL_MS = 300;

let h: Harness;
beforeAll(async () => {
  h = await build({ sessionRevalidateMs: INTERVAL_MS });
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => h.stub.reset());

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const v = res.headers['set-cookie'];
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The upstream's side: tokens it no longer accepts answer 401 on session calls. */
function upstreamWithTokens(harness: Harness, dead: Set<string>): void {
  harness.stub.fallback = (req: Received) => {
    const token = headerValues(req, 'token')[0];
    if (token && dead.has(token)) return { json: { code: 401, msg: '登入已失效，請重新登入' } };
    if (req.url.startsWith(calls.getClientById.path)) {
      return {
        json: { code: 200, msg: 'success', data: { ...DEMO_USER, username: '陳大文（新）' } },
      };
    }
    return { json: { code: 200, msg: 'success', data: { rows: [{ private: 'visit' }] } } };
  };
}

function callsTo(harness: Harness, path: string): Received[] {
  return harness.stub.received.filter((r) => r.url.split('?')[0] === path);
}

async function replay(harness: Harness, cookie: string) {
  const data = await harness.inject({
    method: 'GET',
    url: `${calls.getUserVisitRecord.path}?clientid=CL0001`,
    headers: { cookie },
  });
  const session = await harness.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
  return { data, session };
}

describe('sign-out ends every copy of the cookie', () => {
  it('a copied cookie replayed after sign-out gets code 211 and no data', async () => {
    const cookie = await h.login('tok-copy-secret');
    const copy = cookie;
    const out = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(out.json()).toMatchObject({ code: 200 });
    h.stub.reset();
    upstreamWithTokens(h, new Set());

    const { data, session } = await replay(h, copy);
    expect(data.json()).toEqual({ code: 211, msg: '未登錄，請先登錄' });
    expect(data.body).not.toContain('private');
    expect(setCookies(data)[0]).toMatch(/^portal_session=;/);
    expect(session.json()).toEqual({
      loggedIn: false,
      clientId: '',
      userInfo: null,
      doctor: false,
    });
    expect(setCookies(session)[0]).toMatch(/^portal_session=;/);
    // The replayed cookie reached no upstream: not the data call, not a validation.
    expect(h.stub.received).toEqual([]);
  });

  it('a sign-out with an ended cookie still clears it and reaches no upstream', async () => {
    const cookie = await h.login('tok-twice-secret');
    await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    h.stub.reset();
    const again = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(again.json()).toMatchObject({ code: 211 });
    expect(setCookies(again)[0]).toMatch(/^portal_session=;/);
    expect(again.headers['clear-site-data']).toBe('"storage", "cache"');
    expect(h.stub.received).toEqual([]);
  });

  it('other sessions of the same client live on', async () => {
    const mine = await h.login('tok-mine-secret');
    const other = await h.login('tok-other-secret');
    await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie: mine } });
    upstreamWithTokens(h, new Set());
    const { data, session } = await replay(h, other);
    expect(data.json()).toMatchObject({ code: 200 });
    expect(session.json()).toMatchObject({ loggedIn: true, clientId: 'CL0001' });
  });
});

describe('an upstream 401 ends every copy of the cookie', () => {
  it('after one 401 a copy gets 211 without reaching the upstream', async () => {
    const cookie = await h.login('tok-dead-secret');
    upstreamWithTokens(h, new Set(['tok-dead-secret']));
    const first = await h.inject({
      method: 'GET',
      url: `${calls.getUserVisitRecord.path}?clientid=CL0001`,
      headers: { cookie },
    });
    expect(first.json()).toMatchObject({ code: 401 });
    h.stub.received.length = 0;
    const { data, session } = await replay(h, cookie);
    expect(data.json()).toMatchObject({ code: 211 });
    expect(session.json()).toMatchObject({ loggedIn: false, userInfo: null });
    expect(h.stub.received).toEqual([]);
  });
});

describe('a password change', () => {
  it('in session A ends session B at once, without asking the upstream', async () => {
    const dead = new Set<string>();
    upstreamWithTokens(h, dead);
    const a = await h.login('tok-pwd-a-secret');
    const b = await h.login('tok-pwd-b-secret');
    // Freshly logged in: B is valid and answered without asking the upstream.
    const before = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie: b } });
    expect(before.json()).toMatchObject({ loggedIn: true, clientId: 'CL0001' });
    expect(callsTo(h, calls.getClientById.path)).toHaveLength(0);

    // A changes the password; the upstream revokes every other token of the client.
    h.stub.routes.set(calls.updatePwd.path, () => {
      dead.add('tok-pwd-b-secret');
      return { json: { code: 200, msg: '密碼已更新', data: null } };
    });
    const changed = await h.inject({
      method: 'POST',
      url: `${calls.updatePwd.path}?clientId=CL0001&oldPwd=Demo1234&newPwd=Demo5678`,
      headers: { cookie: a },
    });
    expect(changed.json()).toMatchObject({ code: 200 });
    // A continues under a new cookie; copies of A's old cookie are ended.
    const renewed = setCookies(changed)[0]!.split(';')[0]!;
    expect(renewed).toMatch(/^portal_session=[A-Za-z0-9_-]+$/);
    expect(renewed).not.toBe(a);
    expect((await replay(h, a)).data.json()).toMatchObject({ code: 211 });
    expect((await replay(h, renewed)).session.json()).toMatchObject({ loggedIn: true });

    // B is ended in the BFF itself, within the validation interval: no upstream call.
    h.stub.received.length = 0;
    const after = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie: b } });
    expect(after.json()).toEqual({ loggedIn: false, clientId: '', userInfo: null, doctor: false });
    expect(setCookies(after)[0]).toMatch(/^portal_session=;/);
    expect((await replay(h, b)).data.json()).toMatchObject({ code: 211 });
    expect(h.stub.received).toEqual([]);
  });

  it('that fails leaves the cookie alone', async () => {
    const cookie = await h.login('tok-pwd-fail-secret');
    h.stub.routes.set(calls.updatePwd.path, () => ({ json: { code: 400, msg: '原密碼不正確' } }));
    const res = await h.inject({
      method: 'POST',
      url: `${calls.updatePwd.path}?oldPwd=Wrong123&newPwd=Demo5678`,
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ code: 400 });
    expect(setCookies(res)).toEqual([]);
    upstreamWithTokens(h, new Set());
    expect((await replay(h, cookie)).data.json()).toMatchObject({ code: 200 });
  });
});

describe('/bff/session re-validation', () => {
  it('asks the upstream at most once per interval, and answers with its profile', async () => {
    upstreamWithTokens(h, new Set());
    const cookie = await h.login('tok-revalidate-secret');
    await sleep(INTERVAL_MS + 50);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } }),
      ),
    );
    for (const res of answers) expect(res.json()).toMatchObject({ loggedIn: true });
    expect(callsTo(h, calls.getClientById.path)).toHaveLength(1);
    const validated = answers.find((r) => r.json().userInfo?.username === '陳大文（新）');
    expect(validated?.json().userInfo).toMatchObject({ clientid: 'CL0001', phone: '91234567' });
    const seen = callsTo(h, calls.getClientById.path)[0]!;
    expect(new URL(seen.url, 'http://x').searchParams.get('clientid')).toBe('CL0001');
  });

  it('gives no personal data while the upstream cannot say, and asks again next time', async () => {
    const cookie = await h.login('tok-down-secret');
    await sleep(INTERVAL_MS + 50);
    h.stub.fallback = () => ({ reset: true });
    const down = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(down.json()).toEqual({
      loggedIn: true,
      clientId: 'CL0001',
      userInfo: null,
      doctor: false,
    });
    expect(setCookies(down)).toEqual([]);
    upstreamWithTokens(h, new Set());
    h.stub.received.length = 0;
    const back = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(back.json()).toMatchObject({ loggedIn: true, userInfo: { phone: '91234567' } });
    expect(callsTo(h, calls.getClientById.path)).toHaveLength(1);
  });
});

describe('without Redis, ended sessions survive a restart', () => {
  let dir: string;
  const harnesses: Harness[] = [];
  beforeAll(() => {
    dir = tempDir('bff-revocations-');
  });
  afterEach(async () => {
    for (const x of harnesses.splice(0)) await x.close();
  });

  it('a cookie signed out before the restart is refused after it', async () => {
    const first = await build({ dataDir: dir });
    harnesses.push(first);
    const cookie = await first.login('tok-restart-secret');
    const kept = await first.login('tok-restart-kept-secret');
    await first.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    await first.close();
    harnesses.length = 0;

    const second = await build({ dataDir: dir });
    harnesses.push(second);
    upstreamWithTokens(second, new Set());
    const { data, session } = await replay(second, cookie);
    expect(data.json()).toMatchObject({ code: 211 });
    expect(session.json()).toMatchObject({ loggedIn: false });
    expect(callsTo(second, calls.getUserVisitRecord.path)).toHaveLength(0);
    // A session nobody ended carries on after the restart.
    expect((await replay(second, kept)).data.json()).toMatchObject({ code: 200 });
  });
});

describe('the record of ended sessions', () => {
  it('is compacted while running, keeping every session still to refuse', async () => {
    const file = join(tempDir('revocations-'), 'revocations.log');
    const log = { warn: () => undefined };
    const store = await FileRevocations.open(file, log, { compactAfter: 5 });
    const now = Date.now();
    const live = ['live-session-000001', 'live-session-000002'];
    await store.revoke(live[0]!, now + 60_000);
    // Sessions whose cookies have expired since: nothing left to refuse.
    for (let i = 0; i < 30; i++) {
      await store.revoke(`gone-session-${String(i).padStart(6, '0')}`, now - 1);
    }
    await store.revoke(live[1]!, now + 60_000);
    await store.close();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(6);
    for (const sid of live) expect(lines.some((l) => l.startsWith(`${sid} `))).toBe(true);

    const reopened = await FileRevocations.open(file, log);
    for (const sid of live) expect(await reopened.isRevoked(sid)).toBe(true);
    await reopened.close();
  });
});
