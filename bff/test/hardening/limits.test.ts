/**
 * Body limits (JSON 1 MiB with and without Content-Length, chunked; uploads
 * counted while streaming), rate limits with spoofed forwarding headers, trustProxy.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, proofCookie, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

const MIB = 1024 * 1024;
const CHILD = calls.calcChildHealth.path;
const UPLOAD = calls.uploadFile.path;
const BOUNDARY = '----portal-limit';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await build({ uploadLimitBytes: 64 * 1024, rateLimitMax: 3, rateLimitWindowMs: 60_000 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
});

/** A POST over real HTTP, body written in chunks; `chunked` leaves out Content-Length. */
function post(
  path: string,
  body: Buffer,
  opts: { type: string; chunked: boolean; chunk?: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': opts.type,
      'x-csrf': '1',
      origin: h.config.siteUrl,
      // Uploads need a session or a doctor applicant's verified phone.
      cookie: proofCookie(),
    };
    if (!opts.chunked) headers['content-length'] = String(body.length);
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The server may answer and close before the whole body is written.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE' || err.code === 'ECONNRESET') return;
      reject(err);
    });
    const size = opts.chunk ?? 16 * 1024;
    for (let i = 0; i < body.length; i += size) req.write(body.subarray(i, i + size));
    req.end();
  });
}

function jsonOf(size: number): Buffer {
  const prefix = '{"pad":"';
  const suffix = '"}';
  return Buffer.from(prefix + 'x'.repeat(size - prefix.length - suffix.length) + suffix);
}

describe('JSON body limit: 1 MiB', () => {
  for (const chunked of [false, true]) {
    const how = chunked ? 'chunked, no Content-Length' : 'with Content-Length';
    it(`accepts exactly 1 MiB (${how})`, async () => {
      const res = await post(CHILD, jsonOf(MIB), { type: 'application/json', chunked });
      expect(res.status).toBe(200);
      expect(h.stub.received).toHaveLength(1);
    });

    it(`refuses 1 MiB + 1 with 413 before the upstream (${how})`, async () => {
      const res = await post(CHILD, jsonOf(MIB + 1), { type: 'application/json', chunked });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ code: 413, msg: expect.any(String) as string });
      expect(h.stub.received).toEqual([]);
      expect(h.stub.bytesSeen).toBe(0);
    });
  }
});

describe('upload limit (UPLOAD_LIMIT_BYTES, here 64 KiB)', () => {
  function multipart(size: number): Buffer {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    return Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(size - head.length - tail.length, 7),
      Buffer.from(tail),
    ]);
  }
  const type = `multipart/form-data; boundary=${BOUNDARY}`;

  it('streams an upload within the limit', async () => {
    const res = await post(UPLOAD, multipart(60 * 1024), { type, chunked: true });
    expect(res.status).toBe(200);
    expect(h.stub.received[0]?.body.length).toBe(60 * 1024);
  });

  it('refuses a declared length over the limit before any upstream call', async () => {
    const res = await post(UPLOAD, multipart(64 * 1024 + 1), { type, chunked: false });
    expect(res.status).toBe(413);
    expect(h.stub.bytesSeen).toBe(0);
  });

  it('stops a chunked upload at the limit: 413, and the upstream never gets more', async () => {
    const res = await post(UPLOAD, multipart(1024 * 1024), { type, chunked: true, chunk: 8192 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 413 });
    // Whatever reached the stub before the cut is at most the limit, and no full request.
    expect(h.stub.bytesSeen).toBeLessThanOrEqual(64 * 1024);
    expect(h.stub.received.filter((r) => r.body.length > 64 * 1024)).toEqual([]);
  });
});

describe('rate limits on the abuse-prone calls', () => {
  const limited = [
    ['login', calls.login.path, '{"phone":"91234567","password":"x"}'],
    ['getVCode', `${calls.getVCode.path}?phone=91234567`, undefined],
    ['clientRegister', calls.clientRegister.path, '{}'],
    ['resetPwd', `${calls.resetPwd.path}?phone=1`, undefined],
    ['submitWebFeedback', `${calls.submitWebFeedback.path}?content=x`, undefined],
    ['doctorClinicSignup', calls.doctorClinicSignup.path, '{"phone":"61234567"}'],
  ] as const;

  for (const [name, url, payload] of limited) {
    it(`${name}: 429 with Retry-After after the limit; spoofed X-Forwarded-For does not reset it`, async () => {
      const ip = `10.1.${limited.findIndex((l) => l[0] === name)}.1`;
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 6; i++) {
        last = await h.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: {
            'x-forwarded-for': `203.0.113.${i}`,
            'x-real-ip': `198.51.100.${i}`,
            forwarded: `for=192.0.2.${i}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(name === 'doctorClinicSignup' ? { cookie: proofCookie() } : {}),
          },
          ...(payload ? { payload } : {}),
        });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
      expect(last?.json()).toEqual({ code: 429, msg: expect.any(String) as string });
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(h.stub.received).toHaveLength(3);
      // Another client address has its own counter.
      const other = await h.inject({
        method: 'POST',
        url,
        remoteAddress: `${ip}0`,
        ...(payload
          ? {
              headers: {
                'content-type': 'application/json',
                ...(name === 'doctorClinicSignup' ? { cookie: proofCookie() } : {}),
              },
              payload,
            }
          : {}),
      });
      expect(other.statusCode).toBe(200);
    });
  }

  it('does not count by case or query tricks, nor limit public reads', async () => {
    const ip = '10.9.9.9';
    const urls = [calls.login.path, '/api/USER/LOGIN', `${calls.login.path}?x=1`];
    const codes: number[] = [];
    for (const url of [...urls, calls.login.path]) {
      const res = await h.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      codes.push(res.statusCode);
    }
    expect(codes[3]).toBe(429);
    for (let i = 0; i < 6; i++) {
      const res = await h.inject({
        method: 'GET',
        url: calls.getWebNewsList.path,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: request.ip is the socket address whatever X-Forwarded-For says', async () => {
    expect(h.config.trustProxy).toBe(false);
    const res = await h.inject({
      method: 'POST',
      url: calls.login.path,
      remoteAddress: '10.7.7.7',
      headers: { 'x-forwarded-for': '1.2.3.4', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(h.logs.some((l) => l.includes('"remoteAddress":"10.7.7.7"'))).toBe(true);
  });

  it('with one trusted hop, a forged leading X-Forwarded-For entry does not reset the counter', async () => {
    const proxied = await build({ trustProxy: 1, rateLimitMax: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await proxied.inject({
          method: 'POST',
          url: calls.login.path,
          remoteAddress: '10.0.0.254',
          // The client forges the first entry; the trusted proxy appends the real address.
          headers: {
            'x-forwarded-for': `6.6.6.${i}, 198.51.100.7`,
            'content-type': 'application/json',
          },
          payload: '{}',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
