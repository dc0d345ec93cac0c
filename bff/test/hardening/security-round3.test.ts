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
import { build, proofCookie, type Harness } from '../helpers/build';
import { rawRequest } from '../helpers/raw-http';
import { originFormTarget, REFUSED_TARGET } from '../../src/lib/request-target';
import { FileRevocations } from '../../src/lib/session-revocations';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await build({ rateLimitMax: 3 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => h.stub.reset());

function raw(method: string, target: string, headers: string[] = [], body = '') {
  return rawRequest(
    port,
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
    const headers = ['x-csrf: 1', `Origin: ${h.config.siteUrl}`, 'Content-Type: application/json'];
    const body = JSON.stringify({ phone: '91234567', password: 'wrong-pass1' });
    const statuses: number[] = [];
    for (const target of [...forms('/api/user/login'), 'http://x/api/user/login']) {
      statuses.push((await raw('POST', target, headers, body)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(h.stub.received).toHaveLength(3);
    for (const r of h.stub.received) expect(r.url).toBe('/api/user/login');
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
