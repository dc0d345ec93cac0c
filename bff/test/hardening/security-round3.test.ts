/**
 * Third red-team round, BFF side: every guard sees the path the router sees (absolute-form
 * targets), news only from doctors' sessions, private documents only for their owner, the phone
 * lookup only after the phone was proved, and the device proof passed to the upstream.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER, build, proofCookie, type Harness } from '../helpers/build';
import { rawRequest } from '../helpers/raw-http';
import { headerValues } from '../helpers/stub-upstream';
import { originFormTarget, REFUSED_TARGET } from '../../src/lib/request-target';
import { FileRevocations } from '../../src/lib/session-revocations';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await build({ upstreamClientKey: 'k'.repeat(40) });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => h.stub.reset());

function raw(method: string, target: string, headers: string[] = [], body = '', to = port) {
  return rawRequest(
    to,
    [
      `${method} ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      ...headers,
      ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

describe('one parse of the request target', () => {
  it('reduces the absolute form to its path and refuses other forms', () => {
    expect(originFormTarget('/bff/session?x=1')).toBe('/bff/session?x=1');
    expect(originFormTarget('http://host/bff/session')).toBe('/bff/session');
    expect(originFormTarget('HTTPS://host:8443/api/a?b=1')).toBe('/api/a?b=1');
    expect(originFormTarget('http://host')).toBe('/');
    expect(originFormTarget('http://host?x')).toBe('/?x');
    expect(originFormTarget('*')).toBe(REFUSED_TARGET);
    expect(originFormTarget('host:443')).toBe(REFUSED_TARGET);
  });

  const forms = (path: string) => [path, `http://127.0.0.1${path}`, `http://evil.example${path}`];

  it('the anti-forgery guard answers both forms alike', async () => {
    for (const target of forms('/bff/session')) {
      expect((await raw('GET', target)).status, target).toBe(403);
      expect((await raw('GET', target, ['x-csrf: 1'])).status, target).toBe(200);
    }
    for (const target of forms('/api/user/signOut')) {
      const res = await raw('POST', target, ['x-csrf: 1', 'Origin: https://evil.example']);
      expect(res.status, target).toBe(403);
    }
    expect(h.stub.received).toEqual([]);
  });

  it('the rate limit counts both forms on one counter', async () => {
    const limited = await build({ rateLimitMax: 3 });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const to = (limited.app.server.address() as AddressInfo).port;
      const headers = [
        'x-csrf: 1',
        `Origin: ${limited.config.siteUrl}`,
        'Content-Type: application/json',
      ];
      const body = JSON.stringify({ phone: '91234567', password: 'wrong-pass1' });
      const statuses: number[] = [];
      for (const target of [...forms('/api/user/login'), 'http://x/api/user/login']) {
        statuses.push((await raw('POST', target, headers, body, to)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(limited.stub.received).toHaveLength(3);
      for (const r of limited.stub.received) expect(r.url).toBe('/api/user/login');
    } finally {
      await limited.close();
    }
  });

  it('an absolute-form /api call reaches the upstream as its path, like the origin form', async () => {
    for (const target of forms('/api/news/getWebNewsList?pageNo=2')) {
      const res = await raw('GET', target, ['x-csrf: 1']);
      expect(res.status, target).toBe(200);
    }
    expect(h.stub.received.map((r) => r.url)).toEqual(
      Array(3).fill('/api/news/getWebNewsList?pageNo=2'),
    );
  });

  it('asterisk and authority forms get the 400 envelope', async () => {
    const res = await raw('GET', '*', ['x-csrf: 1']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 400 });
  });
});

describe('redirects built from paths', () => {
  it('the script switch never sends a reader to another host', async () => {
    for (const target of ['/zh-cn/\\evil.example', '/zh-cn//evil.example']) {
      const res = await raw('GET', target, ['Cookie: zh_script=hant']);
      expect(res.head, target).not.toMatch(/\r\nlocation:\s*\/[\\/]/i);
      expect(res.status, target).toBe(404);
    }
  });

  it('an escaped tab stays an escape (a path on this site)', async () => {
    const res = await raw('GET', '/zh-cn/%09/evil', ['Cookie: zh_script=hant']);
    expect(res.head).toMatch(/\r\nlocation: \/%09\/evil\r\n/i);
  });

  it('still takes a reader who chose Traditional to the Traditional page', async () => {
    const res = await raw('GET', '/zh-cn/news/list', ['Cookie: zh_script=hant']);
    expect(res.status).toBe(302);
    expect(res.head).toMatch(/\r\nlocation: \/news\/list\r\n/i);
  });
});

describe('the record of ended sessions', () => {
  it('is compacted while running, keeping every session still to refuse', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'revocations-')), 'revocations.log');
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

describe('the phone lookup', () => {
  const url = '/api/user/searchOSClientByPhone?phone=61234567';
  const answer = { exists: true, clientid: 'CL0009', maskedName: '陳**' };

  it('answers alike for every number without a proof of that phone, asking no upstream', async () => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: answer } });
    for (const headers of [{}, { cookie: proofCookie('69999999') }]) {
      const res = await h.inject({ method: 'GET', url, headers });
      expect(res.json()).toMatchObject({
        code: 200,
        data: { exists: false, clientid: '', maskedName: '' },
      });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('asks the upstream with the checked code for the proven phone', async () => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: answer } });
    const res = await h.inject({
      method: 'GET',
      url: `${url}&codeKey=Kforged`,
      headers: { cookie: proofCookie('61234567', 'Kproof0001') },
    });
    expect(res.json().data).toEqual({ exists: true, clientid: '', maskedName: '陳**' });
    expect(h.stub.received).toHaveLength(1);
    const asked = new URL(h.stub.received[0]!.url, 'http://x').searchParams;
    expect(asked.getAll('codeKey')).toEqual(['Kproof0001']);
  });
});

describe('health news only from a doctor’s session', () => {
  const article = {
    title: '冬季進補',
    category: 'NC01',
    introduce: '因人而異',
    content: '先看體質。',
  };

  async function loginAs(role: 'client' | 'doctor' | undefined): Promise<string> {
    h.stub.routes.set('/api/user/login', () => ({
      json: {
        code: 200,
        msg: 'success',
        token: `tok-${role ?? 'none'}-${Math.random().toString(36).slice(2)}`,
        data: { ...DEMO_USER, ...(role ? { role } : {}) },
      },
    }));
    const res = await h.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone: '91234567', password: 'Demo1234' },
    });
    h.stub.reset();
    const set = res.headers['set-cookie'];
    return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
  }

  it("refuses a client's addNews (and a session whose role is unknown) without asking the upstream", async () => {
    for (const role of ['client', undefined] as const) {
      const cookie = await loginAs(role);
      const res = await h.inject({
        method: 'POST',
        url: '/api/news/addNews',
        headers: { cookie },
        payload: article,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '只有醫師可以發表健康資訊' });
      const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ loggedIn: true, doctor: false });
    }
    expect(h.stub.received).toEqual([]);
    const anonymous = await h.inject({
      method: 'POST',
      url: '/api/news/addNews',
      payload: article,
    });
    expect(anonymous.json()).toMatchObject({ code: 211 });
  });

  it("forwards a doctor's article and tells the SPA the session is a doctor's", async () => {
    const cookie = await loginAs('doctor');
    const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: true, doctor: true });
    h.stub.reset();
    const res = await h.inject({
      method: 'POST',
      url: '/api/news/addNews',
      headers: { cookie },
      payload: article,
    });
    expect(res.statusCode).toBe(200);
    expect(h.stub.received.map((r) => r.url)).toEqual(['/api/news/addNews']);
  });

  it('names the reader’s address (with the shared key) when an article is read', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/news/getNewsDetail?newsid=N1001' });
    expect(res.statusCode).toBe(200);
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'x-portal-client-address')).toEqual(['127.0.0.1']);
    expect(headerValues(seen, 'x-portal-client-key')).toEqual([h.config.upstreamClientKey]);
  });
});

describe('private uploads', () => {
  const DOC = '/files/uploads/0a1b2c.pdf';
  const PDF = Buffer.from('%PDF-1.4\n');
  /** The stub upstream serves the document to the owner's token alone, as the real one must. */
  function serveTo(token: string) {
    h.stub.fallback = (r) =>
      headerValues(r, 'token')[0] === token
        ? {
            text: PDF,
            headers: { 'content-type': 'application/pdf', 'cache-control': 'private, no-store' },
          }
        : { status: 404, json: { code: 404, msg: '找不到該檔案' } };
  }

  it('names the reader to the upstream: the owner gets it private, no-store; others get 404', async () => {
    const owner = await h.login('tok-doc-owner-secret', 'CL0001');
    const other = await h.login('tok-doc-other-secret', 'CL0002');
    h.stub.reset();
    serveTo('tok-doc-owner-secret');
    const mine = await h.inject({ method: 'GET', url: DOC, headers: { cookie: owner } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toBe('attachment');
    for (const headers of [{ cookie: other }, {}]) {
      const res = await h.inject({ method: 'GET', url: DOC, headers });
      expect(res.statusCode).toBe(404);
    }
    expect(h.stub.received.map((r) => headerValues(r, 'token'))).toEqual([
      ['tok-doc-owner-secret'],
      ['tok-doc-other-secret'],
      [],
    ]);
  });

  it('an ended session reads nothing, though its cookie is still genuine', async () => {
    const cookie = await h.login('tok-doc-ended-secret');
    await h.inject({ method: 'POST', url: '/api/user/signOut', headers: { cookie } });
    h.stub.reset();
    serveTo('tok-doc-ended-secret');
    const res = await h.inject({ method: 'GET', url: DOC, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(headerValues(h.stub.received[0]!, 'token')).toEqual([]);
  });

  it('keeps an upload private when the upstream does not say it is public', async () => {
    h.stub.fallback = () => ({ text: PDF, headers: { 'content-type': 'application/pdf' } });
    const res = await h.inject({ method: 'GET', url: DOC });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("passes a doctor applicant's phone proof, never a token, for uploads only", async () => {
    const cookie = proofCookie('61234567', 'Kproof0002');
    await h.inject({ method: 'GET', url: DOC, headers: { cookie } });
    await h.inject({ method: 'GET', url: '/files/seed/a.png', headers: { cookie } });
    const [upload, seed] = h.stub.received;
    expect(headerValues(upload!, 'x-portal-proof-phone')).toEqual(['61234567']);
    expect(headerValues(upload!, 'x-portal-proof-codekey')).toEqual(['Kproof0002']);
    expect(headerValues(seed!, 'x-portal-proof-phone')).toEqual([]);
    expect(headerValues(seed!, 'token')).toEqual([]);
  });
});

describe('the login device cookie', () => {
  const login = (cookie?: string, phone = '91234567') =>
    h.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone, password: 'Demo1234' },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const all = res.headers['set-cookie'];
    const list = (Array.isArray(all) ? all : [all]).map(String);
    return list.find((c) => c.startsWith('portal_device='));
  };

  it('is given on a successful login (signed, httpOnly, strict) and named to the upstream after', async () => {
    h.stub.routes.set('/api/user/login', () => ({
      json: { code: 200, msg: 'success', token: 'tok-device-secret-1', data: DEMO_USER },
    }));
    const first = await login();
    const set = deviceCookie(first)!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(headerValues(h.stub.received[0]!, 'x-portal-device')).toEqual([]);
    const cookie = set.split(';')[0]!;
    h.stub.received.length = 0;
    await login(cookie);
    const [seen] = h.stub.received;
    const device = headerValues(seen!, 'x-portal-device');
    expect(device).toHaveLength(1);
    expect(device[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(headerValues(seen!, 'x-portal-client-key')).toEqual([h.config.upstreamClientKey]);
    // The same device is named when this browser asks for a code for that phone.
    await h.inject({
      method: 'POST',
      url: '/api/vcode/getVCode?codeType=resetPwd&phoneNumber=91234567',
      headers: { cookie },
    });
    expect(headerValues(h.stub.received[1]!, 'x-portal-device')).toEqual(device);
  });

  it('names no device for another phone, a failed login, or a forged cookie', async () => {
    h.stub.routes.set('/api/user/login', () => ({
      json: { code: 200, msg: 'success', token: 'tok-device-secret-2', data: DEMO_USER },
    }));
    const cookie = deviceCookie(await login())!.split(';')[0]!;
    h.stub.routes.set('/api/user/login', () => ({
      json: { code: 400, msg: '手機號碼或密碼不正確' },
    }));
    h.stub.received.length = 0;
    const failed = await login(cookie, '92345678');
    expect(deviceCookie(failed)).toBeUndefined();
    const [value] = cookie.split('=').slice(1);
    const forged = `portal_device=${value!.slice(0, -2)}xx`;
    await login(forged);
    expect(h.stub.received.map((r) => headerValues(r, 'x-portal-device'))).toEqual([[], []]);
  });
});
