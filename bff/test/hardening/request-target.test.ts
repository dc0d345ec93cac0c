/**
 * Every guard sees the path the router sees: an absolute-form request target is reduced to its
 * path once, other forms are refused, and redirects built from a path never leave the site.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { rawRequest } from '../helpers/raw-http';
import { originFormTarget, REFUSED_TARGET } from '../../src/lib/http/request-target';

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
