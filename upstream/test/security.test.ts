/**
 * Hostile inputs against the embedded upstream: who may upload, uploads no record uses, stored
 * file URLs, the reset flow's answers, the login lock and the doctor sign-up rules.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRegistration, ListData, UploadResult, VCodeResult } from '@portal/shared';
import {
  DEMO,
  SECOND,
  TINY_PDF,
  TINY_PNG,
  harness,
  multipart,
  useHarness,
  type Harness,
} from './helpers';
import type { Complete } from '../src/lib/complete';
import { calls } from '@portal/shared';

const h = useHarness();

const HOUR = 3600_000;

async function upload(
  url: string,
  opts: { token?: string; content?: Buffer; type?: string } = {},
): Promise<{ code: number; msg: string; data: Complete<UploadResult> }> {
  const mp = multipart('doc.pdf', opts.content ?? TINY_PDF, opts.type ?? 'application/pdf');
  const res = await h.app.inject({
    method: 'POST',
    url,
    payload: mp.payload,
    headers: { ...mp.headers, ...(opts.token ? { token: opts.token } : {}) },
  });
  return res.json();
}

const uploadsDir = () => join(h.dataDir, 'uploads');
const stored = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const fileName = (url: string) => url.split('/').pop()!;

/** Issues a code for `phone` and returns its key and the code sent. */
async function issue(phone: string, codeType: string) {
  const r = await h.call<VCodeResult>('getVCode', { query: { codeType, phoneNumber: phone } });
  expect(r.code, r.msg).toBe(200);
  return { codeKey: r.data.codeKey, numcode: h.codes.at(-1)!.code };
}

/** A sign-up code for `phone`, checked so the phone counts as verified. */
async function verified(phone: string) {
  const code = await issue(phone, 'signup');
  const r = await h.call<{ expiresIn: number }>('checkVCode', {
    query: { codeType: 'signup', phoneNumber: phone, ...code },
  });
  expect(r.code, r.msg).toBe(200);
  return code;
}

describe('who may upload', () => {
  it('without a token or a verified phone nothing is stored', async () => {
    expect((await upload(calls.uploadFile.path)).code).toBe(401);
    expect((await upload(calls.uploadFile.path, { token: 'forged-token' })).code).toBe(401);
    const image = await upload(`${calls.uploadImage.path}?imgCategory=avatar`, {
      content: TINY_PNG,
      type: 'image/png',
    });
    expect(image.code).toBe(401);
    expect(stored()).toEqual([]);
  });

  it('an applicant uploads only with a checked sign-up code for that very phone', async () => {
    const phone = '61230001';
    const code = await issue(phone, 'signup');
    // Issued but not yet checked.
    const unchecked = await upload(
      `${calls.uploadFile.path}?codeKey=${code.codeKey}&phone=${phone}`,
    );
    expect(unchecked.code).toBe(403);
    // A wrong code checks nothing.
    const wrong = await h.call('checkVCode', {
      query: { codeType: 'signup', phoneNumber: phone, codeKey: code.codeKey, numcode: '000000' },
    });
    expect(wrong.code).toBe(400);
    // Codes for other purposes are not sign-up codes.
    const register = await issue('61230002', 'register');
    expect(
      (
        await h.call('checkVCode', {
          query: { codeType: 'register', phoneNumber: '61230002', ...register },
        })
      ).code,
    ).toBe(400);
    await h.call('checkVCode', { query: { codeType: 'signup', phoneNumber: phone, ...code } });
    // The key with another phone, or half of the pair, is refused.
    for (const q of [`codeKey=${code.codeKey}&phone=61239999`, `codeKey=${code.codeKey}`]) {
      expect((await upload(`${calls.uploadFile.path}?${q}`)).code, q).toBe(403);
    }
    expect(stored()).toEqual([]);
    const ok = await upload(`${calls.uploadFile.path}?codeKey=${code.codeKey}&phone=${phone}`);
    expect(ok.code).toBe(200);
    // The verification lasts 30 minutes.
    h.advance(31 * 60_000);
    const late = await upload(`${calls.uploadFile.path}?codeKey=${code.codeKey}&phone=${phone}`);
    expect(late.code).toBe(403);
    expect(stored()).toEqual([fileName(ok.data.url)]);
  });
});

describe('uploads no record uses', () => {
  it('are removed after 24 hours; used ones stay', async () => {
    const token = await h.login();
    const png = { token, content: TINY_PNG, type: 'image/png' };
    const orphan = await upload(`${calls.uploadImage.path}?imgCategory=avatar`, png);
    const avatar = await upload(`${calls.uploadImage.path}?imgCategory=avatar`, png);
    expect(orphan.code).toBe(200);
    const set = await h.call('updateClientInfo', { token, body: { avatar: avatar.data.url } });
    expect(set.code).toBe(200);
    writeFileSync(join(uploadsDir(), 'tmp-abandoned.part'), 'x');

    h.advance(23 * HOUR);
    expect(await h.app.sweepUploads()).toEqual([]);
    h.advance(2 * HOUR);
    const removed = await h.app.sweepUploads();
    expect(removed).toContain(fileName(orphan.data.url));
    // An unfinished part without a record is judged by its file time, as old by this clock.
    expect(removed).toContain('tmp-abandoned.part');
    expect(stored()).toEqual([fileName(avatar.data.url)]);
    expect((await h.app.inject({ method: 'GET', url: orphan.data.url })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: avatar.data.url })).statusCode).toBe(200);
  });

  it('are swept when the upstream starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upstream-sweep-'));
    try {
      const first = await harness({ dataDir, inMemory: false });
      const token = await first.login();
      const mp = multipart('a.pdf', TINY_PDF, 'application/pdf');
      const res = await first.app.inject({
        method: 'POST',
        url: calls.uploadFile.path,
        payload: mp.payload,
        headers: { ...mp.headers, token },
      });
      const name = fileName((res.json() as { data: Complete<UploadResult> }).data.url);
      await first.close();
      expect(readdirSync(join(dataDir, 'uploads'))).toEqual([name]);
      // A day and a bit later, by the upstream's injectable clock.
      const later = await harness({ dataDir, inMemory: false, now: () => Date.now() + 25 * HOUR });
      expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
      await later.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('stored file URLs', () => {
  const HOSTILE = [
    '/files/../api/user/signOut',
    '/files/uploads/../../api/user/signOut',
    '/files/uploads/./a.png',
    '/files/uploads/.hidden',
    '/files//uploads/a.png',
    '/files/uploads/a.png?x=1',
    '/files/uploads/%2e%2e/a.png',
    '/files/uploads/a\\b.png',
    calls.signOut.path,
    'https://evil.example/a.png',
    'javascript:alert(1)',
    '/files/uploads/a..png',
    `/files/${'a'.repeat(300)}.png`,
  ];

  it('every field refuses anything but /files/ and a safe name, and stores nothing', async () => {
    const token = await h.login();
    for (const url of HOSTILE) {
      const avatar = await h.call('updateClientInfo', { token, body: { avatar: url } });
      expect(avatar.code, url).toBe(400);
      expect(avatar.msg, url).toMatch(/^參數錯誤：avatar /);
      const ask = await h.call('addAsk', {
        token,
        body: { title: '頭痛', illnesscategorycode: 'IC01', note: '經常頭痛', images: [url] },
      });
      expect(ask.code, url).toBe(400);
      expect(ask.msg, url).toMatch(/^參數錯誤：images\.0 /);
      const news = await h.call('addNews', {
        token,
        body: { title: 't', category: 'NC01', introduce: 'i', content: 'c', cover: url },
      });
      expect(news.code, url).toBe(400);
      expect(news.msg, url).toMatch(/^參數錯誤：cover /);
      const attach = await h.call('updateRegAttachment', {
        token,
        query: { activityregid: 'AR1001', attachment: url, paytime: '2024-06-01 12:00' },
      });
      expect(attach.code, url).toBe(400);
      expect(attach.msg, url).toMatch(/^參數錯誤：attachment /);
    }
    const me = await h.call<{ avatar: string }>('getClientById', { token });
    expect(me.data.avatar).toBe('');
  });

  it('an activity attachment must be the same client’s own upload', async () => {
    const demo = await h.login();
    const second = await h.login(SECOND);
    const png = { content: TINY_PNG, type: 'image/png' };
    const theirs = await upload(`${calls.uploadImage.path}?imgCategory=attachment`, {
      ...png,
      token: second,
    });
    const mine = await upload(`${calls.uploadImage.path}?imgCategory=attachment`, {
      ...png,
      token: demo,
    });
    const joined = await h.call<ListData<ActivityRegistration>>('getMyJoined', { token: demo });
    const unpaid = joined.data.list.find((a) => a.paystatus === 'unpaid')!;
    const attach = (attachment: string) =>
      h.call<ActivityRegistration>('updateRegAttachment', {
        token: demo,
        query: { activityregid: unpaid.activityregid, attachment, paytime: '2024-06-01 12:00' },
      });
    for (const url of [theirs.data.url, '/files/seed/activities/activity-1.svg']) {
      const r = await attach(url);
      expect(r.code, url).toBe(400);
    }
    const ok = await attach(mine.data.url);
    expect(ok.code).toBe(200);
    expect(ok.data.attachment).toBe(mine.data.url);
  });
});

describe('the reset flow does not tell registered numbers apart', () => {
  it('answers a code request alike, sends only to a registered number, throttles both', async () => {
    const registered = await h.call<VCodeResult>('getVCode', {
      query: { codeType: 'resetPwd', phoneNumber: DEMO.phone },
    });
    const unknown = await h.call<VCodeResult>('getVCode', {
      query: { codeType: 'resetPwd', phoneNumber: '64000001' },
    });
    for (const r of [registered, unknown]) {
      expect(r.code).toBe(200);
      expect(r.msg).toBe('如此號碼已註冊，驗證碼已發送');
      expect(Object.keys(r.data).sort()).toEqual(['codeKey', 'expiresIn', 'resendAfter']);
      expect(r.data.codeKey).toMatch(/^[A-Za-z0-9]+$/);
    }
    expect(unknown.data.codeKey.length).toBe(registered.data.codeKey.length);
    expect(h.codes.map((c) => c.phone)).toEqual([DEMO.phone]);
    // Asking again at once is throttled the same way.
    const again = await Promise.all(
      [DEMO.phone, '64000001'].map((phoneNumber) =>
        h.call('getVCode', { query: { codeType: 'resetPwd', phoneNumber } }),
      ),
    );
    expect(again[0]).toEqual({ ...again[1], msg: again[0]!.msg });
    expect(again.map((r) => r.code)).toEqual([429, 429]);
  });

  it('a reset with a wrong code answers the same for both', async () => {
    h.advance(2 * 60_000);
    const a = await h.call<VCodeResult>('getVCode', {
      query: { codeType: 'resetPwd', phoneNumber: DEMO.phone },
    });
    const b = await h.call<VCodeResult>('getVCode', {
      query: { codeType: 'resetPwd', phoneNumber: '64000002' },
    });
    const reset = (phone: string, codeKey: string) =>
      h.call('resetPwd', { query: { phone, codeKey, numcode: '123456', newPwd: 'Reset1234' } });
    const ra = await reset(DEMO.phone, a.data.codeKey);
    const rb = await reset('64000002', b.data.codeKey);
    expect(rb).toEqual(ra);
    expect(ra.code).toBe(400);
    // The owner's password is unchanged.
    await h.login();
  });
});

describe('login lock', () => {
  const KEY = 'k'.repeat(40);
  let lh: Harness;
  beforeEach(async () => {
    lh = await harness({ clientKey: KEY });
  });
  afterEach(async () => {
    await lh.close();
  });
  const login = (password: string, address?: string, key = KEY) =>
    lh.app
      .inject({
        method: 'POST',
        url: calls.login.path,
        payload: { phone: DEMO.phone, password },
        headers: address ? { 'x-portal-client-address': address, 'x-portal-client-key': key } : {},
      })
      .then((r) => r.json() as { code: number; msg: string });

  it('locks the phone for the guessing address only; the owner elsewhere still logs in', async () => {
    for (let i = 0; i < 5; i++) expect((await login('Wrong1234', '203.0.113.9')).code).toBe(400);
    expect((await login(DEMO.password, '203.0.113.9')).code).toBe(429);
    expect((await login(DEMO.password, '198.51.100.7')).code).toBe(200);
    // The lock of the guessing address outlives the owner's login; 15 minutes end it.
    expect((await login(DEMO.password, '203.0.113.9')).code).toBe(429);
    lh.advance(16 * 60_000);
    expect((await login(DEMO.password, '203.0.113.9')).code).toBe(200);
  });

  it('slows unknown devices down for the phone, then refuses them for 15 minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('Wrong1234', `203.0.113.${i}`)).code).toBe(400);
    }
    // From the 4th failure on, each attempt waits longer, up to the cap.
    expect(lh.sleeps.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    expect(Math.max(...lh.sleeps)).toBe(4000);
    expect(lh.sleeps).toHaveLength(10 - 3);
    // Ten failures from devices the phone never logged in on: every unknown device waits.
    expect((await login('Wrong1234', '203.0.113.50')).code).toBe(429);
    expect((await login(DEMO.password, '198.51.100.7')).code).toBe(429);
    lh.advance(16 * 60_000);
    expect((await login(DEMO.password, '198.51.100.7')).code).toBe(200);
  });

  it('believes the address header only with the BFF’s key', async () => {
    // A caller without the key cannot pick fresh addresses: all its guesses count as one.
    for (let i = 0; i < 5; i++) {
      expect((await login('Wrong1234', `203.0.113.${i}`, 'x'.repeat(40))).code).toBe(400);
    }
    expect((await login(DEMO.password, '203.0.113.99', 'wrong')).code).toBe(429);
    expect((await login(DEMO.password)).code).toBe(429);
    expect((await login(DEMO.password, '198.51.100.7')).code).toBe(200);
  });
});

describe('doctor sign-up', () => {
  const base = {
    name: '林醫師',
    regno: '004321',
    clinicname: '林氏中醫診所',
    arealevel1id: '2',
    arealevel2id: '201',
    specialty: '針灸',
    email: 'lam@example.com',
    note: '',
  };

  async function apply(phone: string, extra: Record<string, unknown> = {}) {
    const code = await verified(phone);
    const doc = await upload(`${calls.uploadFile.path}?codeKey=${code.codeKey}&phone=${phone}`);
    expect(doc.code).toBe(200);
    return {
      code,
      doc: doc.data.url,
      send: (more: Record<string, unknown> = {}) =>
        h.call<{ applicationid: string; status: string }>('doctorClinicSignup', {
          body: { ...base, phone, documents: [doc.data.url], ...code, ...extra, ...more },
        }),
    };
  }

  it('needs the phone’s own sign-up code and its own uploads', async () => {
    const a = await apply('65432109');
    const { codeKey: _k, numcode: _n, ...noCode } = { ...base, phone: '65432109', ...a.code };
    expect((await h.call('doctorClinicSignup', { body: { ...noCode, documents: [] } })).code).toBe(
      400,
    );
    expect((await a.send({ numcode: '000000' })).code).toBe(400);
    // Someone else's code for this phone, or this code for another phone.
    const other = await verified('65432100');
    expect((await a.send({ codeKey: other.codeKey })).code).toBe(400);
    // Documents that are not this applicant's uploads.
    const token = await h.login();
    const clients = await upload(calls.uploadFile.path, { token });
    for (const documents of [
      [clients.data.url],
      ['/files/seed/activities/activity-1.svg'],
      ['/files/uploads/../../api/user/signOut'],
    ]) {
      expect((await a.send({ documents })).code, documents[0]).toBe(400);
    }
    const ok = await a.send();
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.status).toBe('pending');
    // The code is used up.
    expect((await a.send({ regno: '004322' })).code).toBe(400);
  });

  it('a pending application blocks only the same phone; a shared number is flagged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upstream-signup-'));
    await h.restart({ dataDir, inMemory: false });
    try {
      const real = await apply('65432109');
      // The same phone verified again before the first application is sent.
      h.advance(61_000);
      const again = await apply('65432109');
      expect((await real.send()).code).toBe(200);
      // Sent, even for another number: refused while pending.
      const refused = await again.send({ regno: '004322' });
      expect(refused.code).toBe(409);
      expect(refused.msg).toContain('正在審核');
      // A new check of the phone is refused at once, at the phone step, before any upload; a
      // wrong code learns nothing about the phone.
      h.advance(61_000);
      const code = await issue('65432109', 'signup');
      const check = (numcode: string) =>
        h.call('checkVCode', {
          query: { codeType: 'signup', phoneNumber: '65432109', codeKey: code.codeKey, numcode },
        });
      const wrong = await check(code.numcode === '000000' ? '111111' : '000000');
      expect(wrong.code).toBe(400);
      const early = await check(code.numcode);
      expect(early.code).toBe(409);
      expect(early.msg).toBe(refused.msg);
      // Someone else with the same (public) registration number: kept, not refused.
      const other = await apply('65432100');
      const second = await other.send();
      expect(second.code).toBe(200);
      const third = await (await apply('65432111')).send();
      expect(third.code).toBe(200);
      const db = new Database(join(dataDir, 'portal.sqlite'), { readonly: true });
      const rows = db
        .prepare('SELECT phone, regno, status, reviewflag FROM doctor_signups ORDER BY phone')
        .all();
      db.close();
      expect(rows).toEqual(
        ['65432100', '65432109', '65432111'].map((phone) => ({
          phone,
          regno: '004321',
          status: 'pending',
          reviewflag: 'regno-contested',
        })),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
