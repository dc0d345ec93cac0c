/**
 * Contract of `/api/*`: what the upstream sees for hostile browser
 * input, the 211 rule, client ids pinned to the session, and upstream faults.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG, calls } from '@portal/shared';
import { build, findLeaks, proofCookie, type Harness } from '../helpers/build';
import { rawGet, rawRequest } from '../helpers/raw-http';
import { headerValues } from '../helpers/stub-upstream';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await build();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => h.stub.reset());

const NEWS = calls.getWebNewsList.path;

describe('headers to the upstream', () => {
  it('sends exactly one session token and sourcetype F, whatever the browser forged', async () => {
    const cookie = await h.login('tok-forge-test-secret');
    h.stub.reset();
    const res = await rawRequest(
      port,
      [
        `GET ${NEWS}?pageNo=1 HTTP/1.1`,
        'Host: 127.0.0.1',
        'token: forged-lower',
        'Token: forged-title',
        'TOKEN: forged-upper',
        'sourceType: X',
        'SOURCETYPE: Y',
        'sourcetype: Z',
        `Cookie: ${cookie}; other=1`,
        'Authorization: Bearer abc',
        'x-csrf: 1',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    expect(res.status).toBe(200);
    expect(h.stub.received).toHaveLength(1);
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'token')).toEqual(['tok-forge-test-secret']);
    expect(headerValues(seen, 'sourcetype')).toEqual(['F']);
    expect(headerValues(seen, 'cookie')).toEqual([]);
    expect(headerValues(seen, 'authorization')).toEqual([]);
    expect(seen.url).toBe(`${NEWS}?pageNo=1`);
  });

  it('sends no token header at all without a session', async () => {
    const res = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { token: 'forged', sourcetype: 'X', cookie: 'portal_session=garbage' },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'token')).toEqual([]);
    expect(headerValues(seen, 'sourcetype')).toEqual(['F']);
    expect(headerValues(seen, 'cookie')).toEqual([]);
  });

  it('a client Connection header cannot remove the headers the BFF adds', async () => {
    const cookie = await h.login('tok-connection-secret');
    h.stub.reset();
    const res = await rawRequest(
      port,
      [
        `GET ${NEWS} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Connection: token, sourcetype, keep-alive',
        'Keep-Alive: timeout=5',
        'TE: trailers',
        'Trailer: x-evil',
        'Upgrade: websocket',
        'Proxy-Authorization: Basic eA==',
        'Proxy-Connection: keep-alive',
        'x-csrf: 1',
        `Cookie: ${cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
    expect(res.status).toBe(200);
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'token')).toEqual(['tok-connection-secret']);
    expect(headerValues(seen, 'sourcetype')).toEqual(['F']);
    for (const hop of ['keep-alive', 'te', 'trailer', 'upgrade', 'proxy-authorization']) {
      expect(headerValues(seen, hop)).toEqual([]);
    }
    expect(headerValues(seen, 'connection')).not.toContain('token, sourcetype, keep-alive');
  });

  it('never passes upstream set-cookie or x-powered-by to the browser', async () => {
    h.stub.fallback = () => ({
      json: { code: 200, msg: 'ok', data: [] },
      headers: { 'set-cookie': ['JSESSIONID=abc; Path=/'], 'x-powered-by': 'Express' },
    });
    const res = await h.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('paths', () => {
  const refused = [
    '/api/../bff/session',
    '/api/news/../../etc/passwd',
    '/api/%2e%2e/bff/session',
    '/api/news/%2E%2E/x',
    '/api/user%2Flogin',
    '/api/user%2flogin',
    '/api/news/..%2f..%2fx',
    '/api//news/getWebNewsList',
    '/api/news/getWebNewsList/',
    '/api/news\\getWebNewsList',
    '/api/news/./getWebNewsList',
    '/api/news;x=1/getWebNewsList',
    '/api',
    '/api/',
    '/apix/news/getWebNewsList',
    '/apix',
    '/API/news/getWebNewsList',
    '//evil.example/api/news/getWebNewsList',
  ];
  for (const target of refused) {
    it(`refuses ${target} before any upstream call`, async () => {
      const res = await rawGet(port, target, ['x-csrf: 1']);
      expect([400, 404]).toContain(res.status);
      expect(h.stub.received).toEqual([]);
      // A protocol-relative path is an (unknown) page: the SPA's 404, still nothing upstream.
      if (target.startsWith('//')) return;
      expect(res.head.toLowerCase()).toContain('content-type: application/json');
      const body = JSON.parse(res.body) as { code: number; msg: string };
      expect([400, 404]).toContain(body.code);
      expect(body.msg).toBeTruthy();
      expect(h.stub.received).toEqual([]);
    });
  }

  it('passes a plain /api/ path and its query through unchanged', async () => {
    const res = await rawGet(port, `${NEWS}?pageNo=2&keyword=%E9%87%9D%E7%81%B8`, ['x-csrf: 1']);
    expect(res.status).toBe(200);
    expect(h.stub.received.map((r) => r.url)).toEqual([
      `${NEWS}?pageNo=2&keyword=%E9%87%9D%E7%81%B8`,
    ]);
  });

  it('answers other methods with 405 (404 off the catalogue) and sends nothing upstream', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      const res = await h.inject({ method, url: NEWS });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET');
      expect(res.json()).toMatchObject({ code: 405 });
      const other = await h.inject({ method, url: '/api/not/inTheCatalogue' });
      if (method !== 'POST') expect(other.json()).toMatchObject({ code: 404 });
    }
    expect(h.stub.received.filter((r) => !r.url.startsWith('/api/not/'))).toEqual([]);
  });
});

describe('uploads', () => {
  it('streams a multipart body to the upstream before the browser has finished sending', async () => {
    h.stub.routes.set(calls.uploadFile.path, (r) => ({
      json: { code: 200, msg: 'ok', data: { size: r.body.length } },
    }));
    const boundary = '----portal-test-boundary';
    const part = Buffer.alloc(512 * 1024, 0x61);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunks = 8;
    const total = head.length + part.length * chunks + tail.length;

    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: calls.uploadFile.path,
          headers: {
            cookie: proofCookie(),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(total),
            'x-csrf': '1',
            origin: h.config.siteUrl,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(part);
      // The rest is sent only once the upstream has seen bytes: a buffering proxy would hang here.
      const started = Date.now();
      const wait = setInterval(() => {
        if (h.stub.bytesSeen > 0) {
          clearInterval(wait);
          for (let i = 1; i < chunks; i++) req.write(part);
          req.end(tail);
        } else if (Date.now() - started > 4000) {
          clearInterval(wait);
          req.destroy(new Error('upstream saw nothing before the upload finished'));
        }
      }, 5);
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ code: 200, data: { size: total } });
    const seen = h.stub.received[0]!;
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(seen.body.length).toBe(total);
  });
});

describe('the 211 rule', () => {
  it('answers 211 for a session-only call without a session and sends nothing', async () => {
    for (const url of [
      `${calls.getClientById.path}?clientid=CL0002`,
      `${calls.getScheduleListByClientId.path}?clientId=CL0002`,
      '/api/USER/getClientById',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    const post = await h.inject({
      method: 'POST',
      url: calls.getClientResume.path,
      payload: { clientid: 'CL0002' },
    });
    expect(post.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect(h.stub.received).toEqual([]);
  });

  it('answers 211 for any call made from a /user page without a session', async () => {
    const fromHeader = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { 'x-page-path': '/user/booking/order' },
    });
    expect(fromHeader.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    const fromReferer = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { referer: 'https://www.example.hk/user/userInfo?x=1' },
    });
    expect(fromReferer.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    const rootUser = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { 'x-page-path': '/user' },
    });
    expect(rootUser.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect(h.stub.received).toEqual([]);
  });

  it('treats a tampered or foreign cookie as no session', async () => {
    const cookie = await h.login('tok-tamper-secret');
    h.stub.reset();
    const [name, value] = cookie.split('=') as [string, string];
    const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    for (const bad of [flipped, value.slice(0, -4), `${value}AA`, 'x', '']) {
      const res = await h.inject({
        method: 'GET',
        url: calls.getClientById.path,
        headers: { cookie: `${name}=${bad}` },
      });
      expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('lets public calls from public pages through anonymously', async () => {
    const res = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { 'x-page-path': '/news/list', referer: 'https://www.example.hk/users' },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(h.stub.received).toHaveLength(1);
  });

  it('believes the page the app names over the Referer (a public page loading on the way from a personal one)', async () => {
    const res = await h.inject({
      method: 'GET',
      url: NEWS,
      headers: { 'x-page-path': '/', referer: 'https://www.example.hk/user/userInfo' },
    });
    expect(res.json()).toMatchObject({ code: 200 });
  });
});

describe('client ids pinned to the session', () => {
  it('sets every clientId/clientid/clientID query field to the session client', async () => {
    const cookie = await h.login('tok-pin-secret', 'CL0001');
    h.stub.reset();
    await h.inject({
      method: 'GET',
      url: `${calls.getScheduleListByClientId.path}?clientId=CL0002&clientid=CL0003&clientID=CL0004&CLIENTID=CL0005&pageNo=1`,
      headers: { cookie },
    });
    const params = new URL(h.stub.received[0]!.url, 'http://x').searchParams;
    expect(params.getAll('clientId')).toEqual(['CL0001']);
    expect(params.getAll('clientid')).toEqual(['CL0001']);
    expect(params.getAll('clientID')).toEqual(['CL0001']);
    expect(params.getAll('CLIENTID')).toEqual(['CL0001']);
    expect(params.get('pageNo')).toBe('1');
    // Percent-encoded names are decoded like the upstream decodes them.
    await h.inject({
      method: 'GET',
      url: `${calls.getClientById.path}?client%69d=CL0009`,
      headers: { cookie },
    });
    expect(new URL(h.stub.received[1]!.url, 'http://x').searchParams.get('clientid')).toBe(
      'CL0001',
    );
  });

  it('sets client ids in JSON bodies, nested ones too', async () => {
    const cookie = await h.login('tok-pin-body-secret', 'CL0001');
    h.stub.reset();
    await h.inject({
      method: 'POST',
      url: calls.resumeModify.path,
      headers: { cookie },
      payload: { clientid: 'CL0002', resume: { clientId: 'CL0003' }, list: [{ clientID: 'X' }] },
    });
    expect(JSON.parse(h.stub.received[0]!.body.toString())).toEqual({
      clientid: 'CL0001',
      resume: { clientId: 'CL0001' },
      list: [{ clientID: 'CL0001' }],
    });
  });

  it('removes client ids from anonymous calls', async () => {
    await h.inject({ method: 'GET', url: `${calls.getNewsDetail.path}?newsid=N1&clientid=CL0002` });
    await h.inject({
      method: 'POST',
      url: calls.queryJobDetail.path,
      payload: { jobId: 'J1', clientId: 'CL0002' },
    });
    expect(h.stub.received[0]!.url).toBe(`${calls.getNewsDetail.path}?newsid=N1`);
    expect(JSON.parse(h.stub.received[1]!.body.toString())).toEqual({ jobId: 'J1' });
  });
});

describe('upstream faults', () => {
  it('answers 502 when the upstream resets the connection', async () => {
    h.stub.fallback = () => ({ reset: true });
    const res = await h.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 502, msg: '服務暫時未能使用，請稍後再試' });
  });

  it('answers 502 for non-JSON, HTML and code-less answers', async () => {
    const answers = [
      { text: 'not json at all' },
      { text: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } },
      { json: ['no', 'envelope'] },
      { json: { msg: 'no code' } },
      { text: '{"code":200,"msg":"trunc' },
    ];
    for (const answer of answers) {
      h.stub.fallback = () => answer;
      const res = await h.inject({ method: 'GET', url: NEWS });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 502 });
      expect(res.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('answers 504 past UPSTREAM_TIMEOUT_MS and keeps serving', async () => {
    const slow = await build({ upstreamTimeoutMs: 150 });
    slow.stub.fallback = () => ({ delayMs: 1000, then: { json: { code: 200, msg: 'late' } } });
    const started = Date.now();
    const res = await slow.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ code: 504, msg: '服務回應逾時，請稍後再試' });
    expect(Date.now() - started).toBeLessThan(900);
    const health = await slow.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    await slow.close();
  });

  it('answers 502 when nothing listens upstream', async () => {
    const dead = await build();
    const url = dead.stub.url;
    await dead.stub.close();
    expect(dead.config.upstreamUrl).toBe(url);
    const res = await dead.inject({ method: 'GET', url: NEWS });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 502, msg: '服務暫時未能使用，請稍後再試' });
    await dead.app.close();
  });
});
