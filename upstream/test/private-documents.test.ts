/**
 * Uploads belong to their owner: a private document is served to its owner (or the applicant who
 * proved the phone) only, never cached; public images stay public, and public pages show only
 * the uploader's own images.
 */
import { describe, expect, it } from 'vitest';
import type { UploadResult } from '@portal/shared';
import { DOCTOR, NEWS_ARTICLE, SECOND, TINY_PDF, TINY_PNG, multipart, useHarness } from './helpers';
import type { Complete } from '../src/lib/complete';
import { calls } from '@portal/shared';

const h = useHarness();

describe('uploads belong to their owner', () => {
  async function upload(url: string, token: string | undefined, kind: 'pdf' | 'png') {
    const mp =
      kind === 'pdf'
        ? multipart('doc.pdf', TINY_PDF, 'application/pdf')
        : multipart('a.png', TINY_PNG, 'image/png');
    const res = await h.app.inject({
      method: 'POST',
      url,
      payload: mp.payload,
      headers: { ...mp.headers, ...(token ? { token } : {}) },
    });
    const body = res.json() as { code: number; data: Complete<UploadResult> };
    expect(body.code).toBe(200);
    return body.data.url;
  }
  const read = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });

  it('a private document is served to its owner only, never stored by caches', async () => {
    const owner = await h.login();
    const other = await h.login(SECOND);
    for (const url of [
      await upload(calls.uploadFile.path, owner, 'pdf'),
      await upload(`${calls.uploadImage.path}?imgCategory=attachment`, owner, 'png'),
    ]) {
      const strangers: Record<string, string>[] = [{}, { token: other }, { token: 'f'.repeat(64) }];
      for (const headers of strangers) {
        const res = await read(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('PDF');
      }
      const mine = await read(url, { token: owner });
      expect(mine.statusCode, url).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("a doctor applicant's document is served with the applicant's proof of the phone", async () => {
    const phone = '61234567';
    const r = await h.call<{ codeKey: string }>('getVCode', {
      query: { codeType: 'signup', phoneNumber: phone },
    });
    const codeKey = r.data.codeKey;
    const code = h.codes.at(-1)!.code;
    await h.call('checkVCode', {
      query: { codeType: 'signup', phoneNumber: phone, codeKey, numcode: code },
    });
    const url = await upload(
      `${calls.uploadFile.path}?codeKey=${codeKey}&phone=${phone}`,
      undefined,
      'pdf',
    );
    expect((await read(url)).statusCode).toBe(404);
    const wrong = { 'x-portal-proof-phone': '69999999', 'x-portal-proof-codekey': codeKey };
    expect((await read(url, wrong)).statusCode).toBe(404);
    const proof = { 'x-portal-proof-phone': phone, 'x-portal-proof-codekey': codeKey };
    const res = await read(url, proof);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('public images stay public', async () => {
    const token = await h.login();
    const url = await upload(`${calls.uploadImage.path}?imgCategory=avatar`, token, 'png');
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it("public pages show only the uploader's own public images", async () => {
    const demo = await h.login();
    const second = await h.login(SECOND);
    const doctor = await h.login(DOCTOR);
    const theirs = await upload(`${calls.uploadImage.path}?imgCategory=ask`, second, 'png');
    const privateDoc = await upload(calls.uploadFile.path, demo, 'pdf');
    const mine = await upload(`${calls.uploadImage.path}?imgCategory=ask`, demo, 'png');
    const ask = (images: string[]) =>
      h.call('addAsk', {
        token: demo,
        body: { title: '頭痛', illnesscategorycode: 'IC01', note: '經常頭痛', images },
      });
    for (const url of [theirs, privateDoc, '/files/seed/doctors/D1001.svg']) {
      expect((await ask([url])).code, url).toBe(400);
      const avatar = await h.call('updateClientInfo', { token: demo, body: { avatar: url } });
      expect(avatar.code, url).toBe(400);
    }
    expect((await ask([mine])).code).toBe(200);
    expect((await h.call('updateClientInfo', { token: demo, body: { avatar: mine } })).code).toBe(
      200,
    );
    const cover = (url: string) =>
      h.call('addNews', { token: doctor, body: { ...NEWS_ARTICLE, cover: url } });
    expect((await cover(theirs)).code).toBe(400);
    const own = await upload(`${calls.uploadImage.path}?imgCategory=news`, doctor, 'png');
    expect((await cover(own)).code).toBe(200);
  });
});
