/**
 * Anti-forgery on every route type (api GET, api POST, upload, bff GET, bff
 * POST, page-view beacon), with evil and look-alike origins; the stub proves refused requests
 * never reach the upstream. Requests go through `app.inject` directly, so no default headers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { build, proofCookie, type Harness } from '../helpers/build';

const SITE = 'http://127.0.0.1:3000';
const NEWS = '/api/news/getWebNewsList?pageNo=1';
const CHILD = '/api/children/calcChildHealth';
const UPLOAD = '/api/file/uploadFile';
const BOUNDARY = '----portal-test';
const MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${BOUNDARY}--\r\n`;

const EVIL_ORIGINS = [
  'http://127.0.0.1:3000.evil.com',
  'http://127.0.0.1.evil.com:3000',
  'https://evil.example',
  'null',
  'http://127.0.0.1:3001',
  'https://127.0.0.1:3000',
  'http://localhost:3000',
  'http://127.0.0.1',
  'HTTP://127.0.0.1:3000',
  'http://127.0.0.1:3000/',
  '',
];

let h: Harness;

beforeAll(async () => {
  h = await build({ siteUrl: SITE, pageviewRateLimitMax: 5 });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
});

function send(opts: InjectOptions) {
  return h.app.inject(opts);
}

const good = { 'x-csrf': '1', origin: SITE };

describe('the anti-forgery header on every route type', () => {
  const cases: Array<[string, InjectOptions]> = [
    ['api GET', { method: 'GET', url: NEWS }],
    [
      'api POST',
      {
        method: 'POST',
        url: CHILD,
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: '{"sex":"M"}',
      },
    ],
    [
      'upload',
      {
        method: 'POST',
        url: UPLOAD,
        headers: { origin: SITE, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: MULTIPART,
      },
    ],
    ['bff GET /bff/session', { method: 'GET', url: '/bff/session' }],
    ['bff GET /bff/config', { method: 'GET', url: '/bff/config' }],
    [
      'bff POST',
      {
        method: 'POST',
        url: '/bff/session',
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: '{}',
      },
    ],
  ];

  for (const [name, opts] of cases) {
    it(`${name}: refused 403 without x-csrf, and with a wrong value`, async () => {
      for (const value of [undefined, '0', 'true', '1, 1']) {
        const headers = { ...(opts.headers as Record<string, string>) };
        if (value !== undefined) headers['x-csrf'] = value;
        const res = await send({ ...opts, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: expect.any(String) as string });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(h.stub.received).toEqual([]);
    });
  }

  it('lets the SPA through on each route type (header, same-site origin)', async () => {
    expect((await send({ method: 'GET', url: NEWS, headers: good })).statusCode).toBe(200);
    expect(
      (
        await send({
          method: 'POST',
          url: CHILD,
          headers: { ...good, 'content-type': 'application/json' },
          payload: '{"sex":"M"}',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send({
          method: 'POST',
          url: UPLOAD,
          headers: {
            ...good,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            cookie: proofCookie(),
          },
          payload: MULTIPART,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send({ method: 'GET', url: '/bff/session', headers: good })).statusCode).toBe(
      200,
    );
    expect(h.stub.received.map((r) => r.method + ' ' + r.url.split('?')[0])).toEqual([
      'GET /api/news/getWebNewsList',
      'POST /api/children/calcChildHealth',
      'POST /api/file/uploadFile',
    ]);
  });
});

describe('same-site origin on state-changing calls', () => {
  for (const origin of EVIL_ORIGINS) {
    it(`refuses Origin ${JSON.stringify(origin)} on api POST, upload and bff POST`, async () => {
      const json = { 'x-csrf': '1', origin, 'content-type': 'application/json' };
      const a = await send({ method: 'POST', url: CHILD, headers: json, payload: '{}' });
      const b = await send({
        method: 'POST',
        url: UPLOAD,
        headers: {
          'x-csrf': '1',
          origin,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: MULTIPART,
      });
      const c = await send({ method: 'POST', url: '/bff/session', headers: json, payload: '{}' });
      for (const res of [a, b, c]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403 });
      }
      expect(h.stub.received).toEqual([]);
    });
  }

  it('refuses a POST with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    for (const fetchSite of [undefined, 'cross-site', 'same-site', 'none']) {
      const headers: Record<string, string> = {
        'x-csrf': '1',
        'content-type': 'application/json',
      };
      if (fetchSite) headers['sec-fetch-site'] = fetchSite;
      const res = await send({ method: 'POST', url: CHILD, headers, payload: '{}' });
      expect(res.statusCode).toBe(403);
    }
    expect(h.stub.received).toEqual([]);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sent no Origin', async () => {
    const res = await send({
      method: 'POST',
      url: CHILD,
      headers: {
        'x-csrf': '1',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(1);
  });

  it('never trusts Sec-Fetch-Site over a foreign Origin', async () => {
    const res = await send({
      method: 'POST',
      url: CHILD,
      headers: {
        'x-csrf': '1',
        origin: 'https://evil.example',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(h.stub.received).toEqual([]);
  });

  it('GETs need only the header (a foreign Origin cannot read the answer without CORS)', async () => {
    const res = await send({
      method: 'GET',
      url: NEWS,
      headers: { 'x-csrf': '1', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('grants no CORS preflight to another origin', async () => {
    const res = await send({
      method: 'OPTIONS',
      url: CHILD,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-csrf, content-type',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    for (const name of Object.keys(res.headers)) expect(name).not.toMatch(/^access-control-/);
    expect(h.stub.received).toEqual([]);
  });
});

describe('POST body types', () => {
  const refused: Array<[string, string, string]> = [
    ['text/plain', 'text/plain;charset=UTF-8', '{"sex":"M"}'],
    ['a form', 'application/x-www-form-urlencoded', 'sex=M'],
    ['XML', 'application/xml', '<a/>'],
    ['multipart on a non-upload call', `multipart/form-data; boundary=${BOUNDARY}`, MULTIPART],
    ['JSON look-alike', 'application/json-patch+json', '{}'],
  ];
  for (const [name, type, payload] of refused) {
    it(`refuses ${name} with 415 before the upstream`, async () => {
      const res = await send({
        method: 'POST',
        url: CHILD,
        headers: { ...good, 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 415, msg: expect.any(String) as string });
      expect(h.stub.received).toEqual([]);
    });
  }

  it('refuses a body without a Content-Type', async () => {
    const res = await send({
      method: 'POST',
      url: CHILD,
      headers: { ...good, 'content-length': '2' },
      payload: Buffer.from('{}'),
    });
    expect(res.statusCode).toBe(415);
    expect(h.stub.received).toEqual([]);
  });

  it('accepts an empty POST (query-only calls such as getVCode) and JSON with a charset', async () => {
    const empty = await send({
      method: 'POST',
      url: '/api/vcode/getVCode?phone=91234567',
      headers: good,
    });
    expect(empty.statusCode).toBe(200);
    const json = await send({
      method: 'POST',
      url: CHILD,
      headers: { ...good, 'content-type': 'Application/JSON; charset=utf-8' },
      payload: '{"sex":"F"}',
    });
    expect(json.statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(2);
  });
});

describe('routes that need no header', () => {
  it('GET /files/* works without it (read-only, public images in <img>)', async () => {
    h.stub.fallback = () => ({ text: 'PNG', headers: { 'content-type': 'image/png' } });
    const res = await send({ method: 'GET', url: '/files/ask/a.png' });
    expect(res.statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(1);
  });

  it('HTML pages are plain navigations', async () => {
    const res = await send({ method: 'GET', url: '/news/list' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /bff/pageview (sendBeacon: text/plain, no custom headers)', () => {
  it('counts a same-origin beacon without the header, sets nothing, calls no upstream', async () => {
    const before = await h.app.metrics.pageViews.get('doctorDetail');
    const res = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      payload: JSON.stringify({ path: '/doctor/D1001' }),
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await h.app.metrics.pageViews.get('doctorDetail')).toBe(before + 1);
    expect(h.stub.received).toEqual([]);
    const line = h.logs.find((l) => l.includes('"page view"'));
    expect(line).toBeDefined();
    expect(line).toContain('"pageview":"doctorDetail"');
    expect(line).not.toContain('D1001');
    expect(line).not.toContain('10.0.0.1');
  });

  it('counts a visit to the not-found page as notFound, with no path logged', async () => {
    const before = await h.app.metrics.pageViews.get('notFound');
    const res = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      payload: JSON.stringify({ path: '/no/such/page/here' }),
      remoteAddress: '10.0.0.6',
    });
    expect(res.statusCode).toBe(204);
    expect(await h.app.metrics.pageViews.get('notFound')).toBe(before + 1);
    expect(h.logs.join('\n')).not.toContain('/no/such/page/here');
  });

  it('refuses other sites, big bodies and paths that are no site path', async () => {
    const evil = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain', origin: 'http://127.0.0.1:3000.evil.com' },
      payload: '{"path":"/"}',
      remoteAddress: '10.0.0.2',
    });
    expect(evil.statusCode).toBe(403);
    const crossSite = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      payload: '{"path":"/"}',
      remoteAddress: '10.0.0.2',
    });
    expect(crossSite.statusCode).toBe(403);
    const big = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ path: `/${'a'.repeat(1100)}` }),
      remoteAddress: '10.0.0.3',
    });
    expect(big.statusCode).toBe(413);
    for (const path of ['https://evil.example/', '//evil', '/a b', 5]) {
      const res = await send({
        method: 'POST',
        url: '/bff/pageview',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ path }),
        remoteAddress: '10.0.0.4',
      });
      expect(res.statusCode).toBe(400);
    }
    const form = await send({
      method: 'POST',
      url: '/bff/pageview',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path=/',
      remoteAddress: '10.0.0.5',
    });
    expect(form.statusCode).toBe(415);
    expect(h.stub.received).toEqual([]);
  });

  it('is rate-limited per client address (429 with Retry-After)', async () => {
    const beacon = (ip: string) =>
      send({
        method: 'POST',
        url: '/bff/pageview',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': `9.9.9.${Math.random()}` },
        payload: '{"path":"/"}',
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await beacon('10.0.1.1')).statusCode);
    expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await beacon('10.0.1.1');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 429 });
    expect((await beacon('10.0.1.2')).statusCode).toBe(204);
  });
});

describe('POST /bff/pageview in development', () => {
  it('accepts the origin the page was served from, like the other state-changing calls', async () => {
    const dev = await build({ siteUrl: SITE, nodeEnv: 'development' });
    try {
      const beacon = (origin: string) =>
        dev.app.inject({
          method: 'POST',
          url: '/bff/pageview',
          headers: { host: 'localhost:5173', 'content-type': 'text/plain', origin },
          payload: '{"path":"/"}',
        });
      expect((await beacon('http://localhost:5173')).statusCode).toBe(204);
      expect((await beacon('http://localhost:5173.evil.com')).statusCode).toBe(403);
      expect(dev.stub.received).toEqual([]);
    } finally {
      await dev.close();
    }
  });
});

describe('the anti-forgery guard reads the decoded path', () => {
  for (const url of [
    '/%62ff/session',
    '/b%66f/session',
    '/%62%66%66/session',
    '/%2562ff/session',
    '/%42FF/session',
    '/%61pi/news/getWebNewsList',
    '/%61pi/user/signOut',
    '/bff%2fsession',
    '/%zz/session',
  ]) {
    it(`refuses ${url} without the header`, async () => {
      for (const method of ['GET', 'POST'] as const) {
        // Straight to the app: the harness adds the header only to plain /api and /bff URLs.
        const res = await h.app.inject({ method, url });
        // A malformed escape never reaches the router (400); the others meet the guard (403).
        expect(res.statusCode).toBe(url.includes('%zz') ? 400 : 403);
        expect(res.json()).toMatchObject({ code: res.statusCode });
      }
      expect(h.stub.received).toEqual([]);
    });
  }

  it('still serves encoded pages and files paths that are neither', async () => {
    const res = await h.inject({ method: 'GET', url: '/%64octors' });
    expect(res.statusCode).not.toBe(403);
  });

  it('passes an encoded /bff path that carries the header', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/%62ff/session',
      headers: { 'x-csrf': '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loggedIn: false });
  });
});

describe('the development origin allowance', () => {
  let dev: Harness;
  beforeAll(async () => {
    dev = await build({ nodeEnv: 'development' });
  });
  afterAll(async () => {
    await dev.close();
  });

  const post = (host: string, origin: string) =>
    dev.app.inject({
      method: 'POST',
      url: '/api/doctorclinic/searchDoctor',
      headers: { host, origin, 'x-csrf': '1', 'content-type': 'application/json' },
      payload: '{}',
    });

  it('accepts loopback hosts only', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:3000', '[::1]:3000', 'app.localhost:5173']) {
      expect((await post(host, `http://${host}`)).statusCode, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      'evil.example:3000',
      '192.168.1.5:3000',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      '0.0.0.0:3000',
    ]) {
      expect((await post(host, `http://${host}`)).statusCode, host).toBe(403);
    }
    expect(dev.stub.received).toHaveLength(4);
  });
});
