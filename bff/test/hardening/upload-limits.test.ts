/**
 * Uploads need a session or a phone proof, and are limited per client: a short window and a daily quota.
 */
import { describe, expect, it } from 'vitest';
import { build, proofCookie, useHarness, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness();

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
    const res = await upload(h, `${calls.uploadImage.path}?imgCategory=avatar`);
    expect(res.json()).toMatchObject({ code: 211 });
    expect(h.stub.received).toEqual([]);
    const cookie = await h.login('tok-upload-secret');
    h.stub.reset();
    const ok = await upload(h, `${calls.uploadImage.path}?imgCategory=avatar`, { cookie });
    expect(ok.json()).toMatchObject({ code: 200 });
    expect(h.stub.received).toHaveLength(1);
  });

  it('a document upload with a cookie that opens nothing gets 211 and the cookie cleared', async () => {
    const cookie = await h.login('tok-upload-ended-secret');
    await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    h.stub.reset();
    const res = await upload(h, calls.uploadFile.path, { cookie });
    expect(res.json()).toMatchObject({ code: 211 });
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_session=;/);
    expect(h.stub.received).toEqual([]);
  });

  it('60 quick uploads from one client hit a 429 with Retry-After', async () => {
    const limited = await build({ uploadRateLimitMax: 20, uploadDailyQuota: 1000 });
    const cookie = await limited.login('tok-quick-uploads-secret');
    limited.stub.reset();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++)
        codes.push((await upload(limited, calls.uploadFile.path, { cookie })).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes.slice(20).every((c) => c === 429)).toBe(true);
      const refused = await upload(limited, calls.uploadFile.path, { cookie });
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
        codes.push((await upload(limited, calls.uploadFile.path, { cookie })).statusCode);
        await new Promise((r) => setTimeout(r, 120));
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stub.received).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
