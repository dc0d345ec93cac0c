import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadResult } from '@portal/shared';
import { TINY_PDF, TINY_PNG, harness, multipart, type Harness } from './helpers';
import type { Complete } from '../src/lib/complete';
import { calls } from '@portal/shared';

let h: Harness;
let token = '';
beforeEach(async () => {
  h = await harness();
  token = await h.login();
});
afterEach(async () => {
  await h.close();
});

async function upload(
  url: string,
  name: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const mp = multipart(name, content, type);
  const res = await h.app.inject({
    method: 'POST',
    url,
    payload: mp.payload,
    headers: { ...mp.headers, token },
  });
  return res.json() as { code: number; msg: string; data: Complete<UploadResult> };
}

describe('uploads', () => {
  it('stores a PNG under DATA_DIR and serves it back with its type', async () => {
    const r = await upload(
      `${calls.uploadImage.path}?imgCategory=avatar`,
      'me.png',
      TINY_PNG,
      'image/png',
    );
    expect(r.code).toBe(200);
    expect(r.data.url).toMatch(/^\/files\/uploads\/[0-9a-f]+\.png$/);
    expect(r.data).toMatchObject({
      mimetype: 'image/png',
      size: TINY_PNG.length,
      filename: 'me.png',
    });
    expect(existsSync(join(h.dataDir, 'uploads', r.data.url.split('/').pop()!))).toBe(true);
    const file = await h.app.inject({ method: 'GET', url: r.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('judges the type by content, not by name', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload(
      `${calls.uploadImage.path}?imgCategory=ask`,
      'cat.png',
      html,
      'image/png',
    );
    expect(fake.code).toBe(415);
    const pdfAsImage = await upload(
      `${calls.uploadImage.path}?imgCategory=ask`,
      'a.pdf',
      TINY_PDF,
      'application/pdf',
    );
    expect(pdfAsImage.code).toBe(415);
    const pdf = await upload(calls.uploadFile.path, 'licence.bin', TINY_PDF);
    expect(pdf.code).toBe(200);
    expect(pdf.data.url).toMatch(/\.pdf$/);
    expect(pdf.data.mimetype).toBe('application/pdf');
    // rejected files leave nothing behind
    expect(readdirSync(join(h.dataDir, 'uploads')).filter((f) => !f.endsWith('.pdf'))).toEqual([]);
  });

  it('refuses files over 10 MB, empty files, missing files and a bad category', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10);
    TINY_PNG.copy(big);
    const tooBig = await upload(
      `${calls.uploadImage.path}?imgCategory=ask`,
      'big.png',
      big,
      'image/png',
    );
    expect(tooBig.code).toBe(413);
    expect((await upload(calls.uploadFile.path, 'empty.png', Buffer.alloc(0))).code).toBe(400);
    const none = await h.app.inject({
      method: 'POST',
      url: calls.uploadFile.path,
      payload: {},
      headers: { token },
    });
    expect(none.json().code).toBe(400);
    expect(
      (await upload(`${calls.uploadImage.path}?imgCategory=evil`, 'a.png', TINY_PNG)).code,
    ).toBe(400);
    expect(readdirSync(join(h.dataDir, 'uploads'))).toEqual([]);
  });
});

describe('serving /files', () => {
  it('serves seed SVGs with their type and nosniff', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/files/seed/doctors/D1001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
  });

  it('answers 404 for unknown files and path tricks', async () => {
    for (const url of [
      '/files/seed/doctors/nope.svg',
      '/files/seed/../../package.json',
      '/files/etc/passwd',
      '/files/seed/doctors/%2e%2e/x.svg',
    ]) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('every image URL in the seed data is served', async () => {
    const urls = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string' && v.startsWith('/files/')) urls.add(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    for (const url of [
      `${calls.getRandomClinicList.path}?size=50`,
      `${calls.getWebNewsList.path}?pageSize=100`,
      `${calls.getAssociationListByReviewd.path}?pageSize=100`,
      `${calls.getWebActivityList.path}?pageSize=100`,
    ]) {
      collect((await h.app.inject({ method: 'GET', url })).json());
    }
    collect(
      (
        await h.app.inject({
          method: 'POST',
          url: calls.searchDoctor.path,
          payload: { pagesize: 100 },
        })
      ).json(),
    );
    collect(
      (
        await h.app.inject({
          method: 'POST',
          url: calls.queryJobList.path,
          payload: { pagesize: 100 },
        })
      ).json(),
    );
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls)
      expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('sniff', () => {
  it('recognises the accepted types by their first bytes', async () => {
    const { sniff } = await import('../src/routes/files');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mimetype).toBe('image/jpeg');
    expect(sniff(TINY_PNG)?.mimetype).toBe('image/png');
    expect(sniff(Buffer.from('GIF89a......'))?.mimetype).toBe('image/gif');
    expect(sniff(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mimetype).toBe(
      'image/webp',
    );
    expect(sniff(TINY_PDF)?.mimetype).toBe('application/pdf');
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
  });
});
