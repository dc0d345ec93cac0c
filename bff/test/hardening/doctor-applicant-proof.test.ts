/**
 * A doctor applicant's uploads and application need a phone proved by an SMS code: the upstream
 * is told the proved phone and code key, never the ones the browser sent.
 */
import { describe, expect, it } from 'vitest';
import { proofCookie, useHarness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness();

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
      const res = await upload(`${calls.uploadFile.path}?codeKey=Kguess&phone=61234567`, cookie);
      expect(res.json(), String(cookie)).toMatchObject({ code: 211 });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('with a proof, the upstream is told the proved code and phone, never the browser’s', async () => {
    const cookie = proofCookie('61234567', 'Kproved1');
    const res = await upload(
      `${calls.uploadFile.path}?codeKey=Kevil&phone=90000000&CODEKEY=x&Phone=91234567`,
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
    const res = await upload(`${calls.uploadFile.path}?codeKey=Kevil&phone=90000000`, cookie);
    expect(res.json()).toMatchObject({ code: 200 });
    expect([...query().keys()]).toEqual([]);
    expect(h.stub.received[0]!.headers.token).toBe('tok-upload-client-secret');
  });

  it('a checked sign-up code sets the proof; other answers and odd queries do not', async () => {
    const check = (q: string) => h.inject({ method: 'POST', url: `${calls.checkVCode.path}?${q}` });
    const good = 'codeType=signup&phoneNumber=61234567&codeKey=Kchecked1&numcode=123456';
    h.stub.routes.set(calls.checkVCode.path, () => ({
      json: { code: 400, msg: '驗證碼不正確' },
    }));
    expect((await check(good)).headers['set-cookie']).toBeUndefined();
    h.stub.routes.set(calls.checkVCode.path, () => ({
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
    expect((await upload(calls.uploadFile.path, cookie)).json()).toMatchObject({ code: 200 });
    expect(query().get('codeKey')).toBe('Kchecked1');
    expect(query().get('phone')).toBe('61234567');
  });

  it('the application goes on only for the proved phone, with the proved code key', async () => {
    const apply = (payload: object, cookie?: string) =>
      h.inject({
        method: 'POST',
        url: calls.doctorClinicSignup.path,
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
    h.stub.routes.set(calls.doctorClinicSignup.path, () => ({
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
