/**
 * Hostile inputs against the anti-forgery guard, the catalogue's methods, JSON nesting, the
 * development origin allowance and `/files` headers, each proving what the upstream saw.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { nestsDeeperThan } from '../../src/plugins/app/json-body';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => h.stub.reset());

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

describe('catalogue calls accept only their method', () => {
  it('GET /api/user/signOut is 405 and the session lives on', async () => {
    const cookie = await h.login('tok-get-signout-secret');
    h.stub.reset();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const) {
      const res = await h.inject({
        method,
        url: '/api/user/signOut?clientId=CL0001',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['clear-site-data']).toBeUndefined();
      if (method !== 'HEAD') expect(res.json()).toMatchObject({ code: 405 });
    }
    expect(h.stub.received).toEqual([]);
    const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: true, clientId: 'CL0001' });
  });

  it('POST to a GET call and GET to a POST call are 405 and reach no upstream', async () => {
    const cookie = await h.login('tok-methods-secret');
    h.stub.reset();
    const cases = [
      ['POST', '/api/user/getClientById', 'GET'],
      ['POST', '/api/user/searchOSClientByPhone?phone=91234567', 'GET'],
      ['GET', '/api/user/updatePwd?oldPwd=a&newPwd=b', 'POST'],
      ['GET', '/api/sckedule/deleteSchedule?scheduleid=1', 'POST'],
      ['GET', '/api/user/login', 'POST'],
    ] as const;
    for (const [method, url, allow] of cases) {
      const res = await h.inject({ method, url, headers: { cookie }, payload: undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
    }
    // Another case is not the catalogue path at all.
    const upper = await h.inject({ method: 'GET', url: '/API/USER/SIGNOUT', headers: { cookie } });
    expect(upper.statusCode).toBe(404);
    expect(h.stub.received).toEqual([]);
  });
});

describe('JSON nesting', () => {
  it('5,000-deep JSON is a 400 before it is parsed, and reaches no upstream', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const payload = open.repeat(5000) + '1' + close.repeat(5000);
      const res = await h.inject({
        method: 'POST',
        url: '/api/doctorclinic/searchDoctor',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '請求內容的層次過多' });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('65 levels are refused, 64 pass, and brackets inside strings do not count', async () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const post = (payload: string) =>
      h.inject({
        method: 'POST',
        url: '/api/doctorclinic/searchDoctor',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post(`{"a":${nested(64)}}`)).statusCode).toBe(400);
    expect((await post(`{"a":${nested(63)}}`)).statusCode).toBe(200);
    expect((await post(JSON.stringify({ q: '['.repeat(500), r: '\\"[[' }))).statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(2);
  });

  it('the scanner skips escaped quotes inside strings', () => {
    expect(nestsDeeperThan('["\\"[[[[", 1]', 1)).toBe(false);
    expect(nestsDeeperThan('[[1]]', 1)).toBe(true);
  });

  it('hostile bodies answer 4xx, never 5xx', async () => {
    for (const payload of [
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{',
      '"' + 'a'.repeat(10_000),
      ']]]]]]]]',
      '\u0000',
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: '/api/doctorclinic/searchDoctor',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeLessThan(500);
    }
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

describe('/files headers', () => {
  it('non-image files are attachments with a sandbox policy; images stay inline', async () => {
    h.stub.fallback = () => ({ text: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } });
    const pdf = await h.inject({ method: 'GET', url: '/files/uploads/abc.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment');
    expect(pdf.headers['content-security-policy']).toMatch(/\bsandbox\b/);

    h.stub.fallback = () => ({ text: 'x', headers: { 'content-type': 'text/plain' } });
    const txt = await h.inject({ method: 'GET', url: '/files/uploads/a.txt' });
    expect(txt.headers['content-type']).toBe('application/octet-stream');
    expect(txt.headers['content-disposition']).toBe('attachment');
    expect(txt.headers['content-security-policy']).toMatch(/\bsandbox\b/);

    h.stub.fallback = () => ({ text: 'png', headers: { 'content-type': 'image/png' } });
    const png = await h.inject({ method: 'GET', url: '/files/uploads/a.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBeUndefined();
    expect(png.headers['content-security-policy']).toMatch(/\bsandbox\b/);
  });
});

describe('uploads', () => {
  const BOUNDARY = '----upload-limit';
  const body = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\npng\r\n--${BOUNDARY}--\r\n`,
  );
  const upload = (harness: Harness, url: string, extra: Record<string, string> = {}) =>
    harness.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...extra },
      payload: body,
    });

  it('an image upload needs a session: 211 and nothing stored without one', async () => {
    const res = await upload(h, '/api/file/uploadImage?imgCategory=avatar');
    expect(res.json()).toMatchObject({ code: 211 });
    expect(h.stub.received).toEqual([]);
    const cookie = await h.login('tok-upload-secret');
    h.stub.reset();
    const ok = await upload(h, '/api/file/uploadImage?imgCategory=avatar', { cookie });
    expect(ok.json()).toMatchObject({ code: 200 });
    expect(h.stub.received).toHaveLength(1);
  });

  it('60 quick uploads from one client hit a 429 with Retry-After', async () => {
    const limited = await build({ uploadRateLimitMax: 20, uploadDailyQuota: 1000 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++)
        codes.push((await upload(limited, '/api/file/uploadFile')).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes.slice(20).every((c) => c === 429)).toBe(true);
      const refused = await upload(limited, '/api/file/uploadFile');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 429 });
      expect(limited.stub.received).toHaveLength(20);
    } finally {
      await limited.close();
    }
  });

  it('a daily quota holds beyond the short window', async () => {
    const limited = await build({
      uploadRateLimitMax: 100,
      uploadDailyQuota: 3,
      rateLimitWindowMs: 100,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await upload(limited, '/api/file/uploadFile')).statusCode);
        await new Promise((r) => setTimeout(r, 120));
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stub.received).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('phone lookups', () => {
  it('never pass a client id on, and are rate-limited per client address', async () => {
    const limited = await build({ rateLimitMax: 3 });
    try {
      limited.stub.fallback = () => ({
        json: {
          code: 200,
          msg: 'success',
          data: { exists: true, clientid: 'CL0001', maskedName: '陳**' },
        },
      });
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.inject({
          method: 'GET',
          url: `/api/user/searchOSClientByPhone?phone=9123456${i}`,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 200) {
          expect(res.body).not.toContain('CL0001');
          expect(res.json().data).toEqual({ exists: true, clientid: '', maskedName: '陳**' });
        }
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stub.received).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
