/**
 * Every field that stores a file URL takes only `/files/` and a safe name; anything else is a 400
 * that reaches no upstream.
 */
import { describe, expect, it } from 'vitest';
import { proofCookie, useHarness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness();

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
        post(calls.updateClientInfo.path, { avatar: bad }),
        post(calls.updateClientInfo.path, { AVATAR: bad }),
        post(calls.updateClientInfo.path, { avatar: [bad] }),
        post(calls.addAsk.path, { title: 't', images: ['/files/uploads/ok.png', bad] }),
        post(calls.addNews.path, { title: 't', cover: bad }),
        post(`${calls.updateRegAttachment.path}?activityregid=AR1&attachment=${e}`),
        post(`${calls.updateRegAttachment.path}?attachment=/files/a.png&Attachment=${e}`),
        h.inject({
          method: 'POST',
          url: calls.doctorClinicSignup.path,
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
      await post(calls.updateClientInfo.path, { avatar: { url: '/files/a.png' } }),
    ).toMatchObject({ statusCode: 400 });
    expect(h.stub.received).toEqual([]);

    // Safe ones (and a cleared field) pass unchanged, beside the session's client id.
    await post(calls.updateClientInfo.path, { avatar: '/files/uploads/0a1b.png' });
    await post(calls.updateClientInfo.path, { avatar: '' });
    await post(`${calls.updateRegAttachment.path}?attachment=%2Ffiles%2Fuploads%2Fp.pdf`);
    expect(h.stub.received.map((r) => r.body.toString() || r.url)).toEqual([
      '{"avatar":"/files/uploads/0a1b.png","clientid":"CL0001"}',
      '{"avatar":"","clientid":"CL0001"}',
      `${calls.updateRegAttachment.path}?attachment=%2Ffiles%2Fuploads%2Fp.pdf&clientid=CL0001`,
    ]);
  });
});
