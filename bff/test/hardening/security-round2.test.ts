/**
 * Hostile inputs against the anti-forgery guard, the catalogue's methods, JSON nesting, the
 * development origin allowance and `/files` headers, each proving what the upstream saw.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, proofCookie, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
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
    const cookie = await limited.login('tok-quick-uploads-secret');
    limited.stub.reset();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++)
        codes.push((await upload(limited, '/api/file/uploadFile', { cookie })).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes.slice(20).every((c) => c === 429)).toBe(true);
      const refused = await upload(limited, '/api/file/uploadFile', { cookie });
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
        const cookie = proofCookie();
        codes.push((await upload(limited, '/api/file/uploadFile', { cookie })).statusCode);
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
          // Without a proof of the phone: the neutral answer, the upstream never asked.
          expect(res.json().data).toEqual({ exists: false, clientid: '', maskedName: '' });
        }
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stub.received).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('doctor applicants: uploads and the application need a verified phone', () => {
  const BOUNDARY = '----applicant';
  const body = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
  );
  const upload = (url: string, cookie?: string) =>
    h.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(cookie ? { cookie } : {}),
      },
      payload: body,
    });
  const query = (i = 0) => new URL(h.stub.received[i]!.url, 'http://x').searchParams;

  it('an anonymous upload without a proof is 211 and reaches no upstream', async () => {
    // Another phone's payload under this proof's signature.
    const [, sig] = proofCookie().split('.');
    const [other] = proofCookie('69999999').split('.');
    const tampered = `${other}.${sig}`;
    const foreign = `portal_signup=${proofCookie().split('=')[1]!.split('.')[0]}.AAAA`;
    const expired = proofCookie('61234567', 'Kold', Date.now() - 1);
    const tooLong = proofCookie('61234567', 'Klong', Date.now() + 3 * 3600_000);
    for (const cookie of [undefined, tampered, foreign, expired, tooLong]) {
      const res = await upload('/api/file/uploadFile?codeKey=Kguess&phone=61234567', cookie);
      expect(res.json(), String(cookie)).toMatchObject({ code: 211 });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('with a proof, the upstream is told the proved code and phone, never the browser’s', async () => {
    const cookie = proofCookie('61234567', 'Kproved1');
    const res = await upload(
      '/api/file/uploadFile?codeKey=Kevil&phone=90000000&CODEKEY=x&Phone=91234567',
      cookie,
    );
    expect(res.json()).toMatchObject({ code: 200 });
    const q = query();
    expect([...q.keys()].sort()).toEqual(['codeKey', 'phone']);
    expect(q.get('codeKey')).toBe('Kproved1');
    expect(q.get('phone')).toBe('61234567');
  });

  it('a logged-in client’s upload carries no applicant fields', async () => {
    const cookie = await h.login('tok-upload-client-secret');
    h.stub.reset();
    const res = await upload('/api/file/uploadFile?codeKey=Kevil&phone=90000000', cookie);
    expect(res.json()).toMatchObject({ code: 200 });
    expect([...query().keys()]).toEqual([]);
    expect(h.stub.received[0]!.headers.token).toBe('tok-upload-client-secret');
  });

  it('a checked sign-up code sets the proof; other answers and odd queries do not', async () => {
    const check = (q: string) => h.inject({ method: 'POST', url: `/api/vcode/checkVCode?${q}` });
    const good = 'codeType=signup&phoneNumber=61234567&codeKey=Kchecked1&numcode=123456';
    h.stub.routes.set('/api/vcode/checkVCode', () => ({
      json: { code: 400, msg: '驗證碼不正確' },
    }));
    expect((await check(good)).headers['set-cookie']).toBeUndefined();
    h.stub.routes.set('/api/vcode/checkVCode', () => ({
      json: { code: 200, msg: '手機號碼已驗證', data: { expiresIn: 1800 } },
    }));
    for (const odd of [
      good.replace('signup', 'register'),
      `${good}&phoneNumber=62345678`,
      good.replace('Kchecked1', 'K%2F..'),
      good.replace('61234567', '6123456'),
    ]) {
      expect((await check(odd)).headers['set-cookie'], odd).toBeUndefined();
    }
    const res = await check(good);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_signup=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=(17\d\d|1800)/);
    h.stub.reset();
    const cookie = setCookie.split(';')[0]!;
    expect((await upload('/api/file/uploadFile', cookie)).json()).toMatchObject({ code: 200 });
    expect(query().get('codeKey')).toBe('Kchecked1');
    expect(query().get('phone')).toBe('61234567');
  });

  it('the application goes on only for the proved phone, with the proved code key', async () => {
    const apply = (payload: object, cookie?: string) =>
      h.inject({
        method: 'POST',
        url: '/api/os/doctorClinicSignup',
        headers: cookie ? { cookie } : {},
        payload,
      });
    const application = {
      name: '林醫師',
      phone: '61234567',
      regno: '004321',
      documents: ['/files/uploads/abc.pdf'],
      codeKey: 'Kbrowser',
      numcode: '123456',
    };
    const cookie = proofCookie('61234567', 'Kproved2');
    for (const [payload, c] of [
      [application, undefined],
      [{ ...application, phone: '62345678' }, cookie],
      [{ ...application, phone: ['61234567'] }, cookie],
    ] as const) {
      const res = await apply(payload, c);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '請先以短訊驗證碼驗證手機號碼' });
    }
    expect(h.stub.received).toEqual([]);
    h.stub.routes.set('/api/os/doctorClinicSignup', () => ({
      json: { code: 200, msg: '申請已提交', data: { applicationid: 'OS1', status: 'pending' } },
    }));
    const res = await apply(application, cookie);
    expect(res.json()).toMatchObject({ code: 200 });
    const sent = JSON.parse(h.stub.received[0]!.body.toString()) as Record<string, unknown>;
    expect(sent).toMatchObject({ phone: '61234567', codeKey: 'Kproved2', numcode: '123456' });
    // Used up: the proof cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_signup=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('stored file URLs', () => {
  const HOSTILE = [
    '/files/../api/user/signOut',
    '/files/uploads/../../api/user/signOut',
    '/files/%2e%2e/api/user/signOut',
    '/files/uploads/.hidden',
    '/files//a.png',
    '/files/a.png?x=1',
    '/files/a\\b.png',
    'https://evil.example/a.png',
    '//evil.example/a.png',
    'javascript:alert(1)',
    '/api/user/signOut',
    `/files/${'a'.repeat(300)}.png`,
  ];

  it('every file-URL field refuses anything but /files/ and a safe name', async () => {
    const cookie = await h.login('tok-file-urls-secret');
    h.stub.reset();
    const post = (url: string, payload?: object) =>
      h.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const applicant = proofCookie('61234567', 'Kfiles');
    for (const bad of HOSTILE) {
      const e = encodeURIComponent(bad);
      const attempts = [
        post('/api/user/updateClientInfo', { avatar: bad }),
        post('/api/user/updateClientInfo', { AVATAR: bad }),
        post('/api/user/updateClientInfo', { avatar: [bad] }),
        post('/api/ask/addAsk', { title: 't', images: ['/files/uploads/ok.png', bad] }),
        post('/api/news/addNews', { title: 't', cover: bad }),
        post(`/api/activity/updateRegAttachment?activityregid=AR1&attachment=${e}`),
        post(`/api/activity/updateRegAttachment?attachment=/files/a.png&Attachment=${e}`),
        h.inject({
          method: 'POST',
          url: '/api/os/doctorClinicSignup',
          headers: { cookie: applicant },
          payload: { phone: '61234567', documents: [bad] },
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg: '檔案網址無效，請重新上載檔案' });
      }
    }
    expect(
      await post('/api/user/updateClientInfo', { avatar: { url: '/files/a.png' } }),
    ).toMatchObject({ statusCode: 400 });
    expect(h.stub.received).toEqual([]);

    // Safe ones (and a cleared field) pass unchanged, beside the session's client id.
    await post('/api/user/updateClientInfo', { avatar: '/files/uploads/0a1b.png' });
    await post('/api/user/updateClientInfo', { avatar: '' });
    await post('/api/activity/updateRegAttachment?attachment=%2Ffiles%2Fuploads%2Fp.pdf');
    expect(h.stub.received.map((r) => r.body.toString() || r.url)).toEqual([
      '{"avatar":"/files/uploads/0a1b.png","clientid":"CL0001"}',
      '{"avatar":"","clientid":"CL0001"}',
      '/api/activity/updateRegAttachment?attachment=%2Ffiles%2Fuploads%2Fp.pdf&clientid=CL0001',
    ]);
  });
});

describe('the reset flow', () => {
  it('a reset code request answers the same words whatever the upstream said', async () => {
    h.stub.routes.set('/api/vcode/getVCode', () => ({
      json: { code: 200, msg: '驗證碼已發送至 9123****', data: { codeKey: 'K1' } },
    }));
    const reset = await h.inject({
      method: 'POST',
      url: '/api/vcode/getVCode?codeType=resetPwd&phoneNumber=91234567',
    });
    expect(reset.json()).toEqual({
      code: 200,
      msg: '如此號碼已註冊，驗證碼已發送',
      data: { codeKey: 'K1' },
    });
    const register = await h.inject({
      method: 'POST',
      url: '/api/vcode/getVCode?codeType=register&phoneNumber=91234567',
    });
    expect(register.json().msg).toBe('驗證碼已發送至 9123****');
  });
});

describe('the login lock sees the browser’s address', () => {
  const KEY = 'client-key-0123456789abcdefghijklmnopqrstuvwxyz';
  const login = (harness: Harness, remoteAddress: string) =>
    harness.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: {
        // What a browser might send to pick an address or borrow the key: never passed on.
        'x-portal-client-address': '192.0.2.1',
        'x-portal-client-key': 'guess',
      },
      payload: { phone: '91234567', password: 'Wrong1234' },
    });

  it('names the client address with the shared key on login calls only', async () => {
    const keyed = await build({ upstreamClientKey: KEY });
    try {
      await login(keyed, '203.0.113.7');
      await keyed.inject({ method: 'POST', url: '/api/doctorclinic/searchDoctor', payload: {} });
      const [sent, other] = keyed.stub.received;
      expect(headerValues(sent!, 'x-portal-client-address')).toEqual(['203.0.113.7']);
      expect(headerValues(sent!, 'x-portal-client-key')).toEqual([KEY]);
      expect(headerValues(other!, 'x-portal-client-address')).toEqual([]);
      expect(headerValues(other!, 'x-portal-client-key')).toEqual([]);
      // The key never goes back to the browser or into the logs.
      expect([...keyed.bodies, ...keyed.logs].some((t) => t.includes(KEY))).toBe(false);
    } finally {
      await keyed.close();
    }
  });

  it('without a key nothing about the address is sent', async () => {
    await login(h, '203.0.113.8');
    const sent = h.stub.received[0]!;
    expect(headerValues(sent, 'x-portal-client-address')).toEqual([]);
    expect(headerValues(sent, 'x-portal-client-key')).toEqual([]);
  });
});
