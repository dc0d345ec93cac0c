/** `GET /files/*`: anonymous, only clean paths, safe types inline, no upstream cookies. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, findLeaks, type Harness } from '../helpers/build';
import { rawGet } from '../helpers/raw-http';
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

const PNG = Buffer.from('89504e470d0a1a0a0000', 'hex');

describe('/files proxy', () => {
  it('streams an image anonymously with cache headers and nothing from upstream cookies', async () => {
    h.stub.fallback = () => ({
      text: PNG,
      headers: {
        'content-type': 'image/png',
        etag: '"abc"',
        'set-cookie': 'a=b',
        'x-powered-by': 'Express',
      },
    });
    const cookie = await h.login('tok-files-secret');
    h.stub.received.length = 0;
    const res = await h.inject({
      method: 'GET',
      url: '/files/seed/doctor-1.png',
      headers: { cookie, token: 'forged' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.etag).toBe('"abc"');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    const seen = h.stub.received[0]!;
    expect(seen.url).toBe('/files/seed/doctor-1.png');
    expect(headerValues(seen, 'token')).toEqual([]);
    expect(headerValues(seen, 'cookie')).toEqual([]);
  });

  it('serves SVG images sandboxed, and anything but images and PDF as a download', async () => {
    h.stub.fallback = () => ({
      text: '<svg onload="alert(1)"/>',
      headers: { 'content-type': 'image/svg+xml' },
    });
    const svg = await h.inject({ method: 'GET', url: '/files/seed/doctors/D1001.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    h.stub.fallback = () => ({ text: '<html>', headers: { 'content-type': 'text/html' } });
    const res = await h.inject({ method: 'GET', url: '/files/x.html' });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it('passes 404 and conditional 304 on', async () => {
    h.stub.fallback = (r) =>
      r.headers['if-none-match'] === '"abc"'
        ? { status: 304, text: '' }
        : { status: 404, text: 'missing' };
    expect((await h.inject({ method: 'GET', url: '/files/none.png' })).statusCode).toBe(404);
    const cached = await h.inject({
      method: 'GET',
      url: '/files/a.png',
      headers: { 'if-none-match': '"abc"' },
    });
    expect(cached.statusCode).toBe(304);
  });

  for (const target of [
    '/files/../api/user/getClientById',
    '/files/%2e%2e/api/x',
    '/files/a/..%2F..%2Fapi',
    '/files/.env',
    '/files//etc/passwd',
    '/files/a%00.png',
    '/files/a\\b.png',
  ]) {
    it(`refuses ${target} without calling the upstream`, async () => {
      const res = await rawGet(port, target);
      expect([400, 404]).toContain(res.status);
      expect(h.stub.received).toEqual([]);
    });
  }

  it('answers 502 when the upstream is down', async () => {
    h.stub.fallback = () => ({ reset: true });
    const res = await h.inject({ method: 'GET', url: '/files/a.png' });
    expect(res.statusCode).toBe(502);
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
