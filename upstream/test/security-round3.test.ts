/**
 * Third red-team round against the embedded upstream: who may publish health news, how views
 * are counted, who may read an upload and which images a public page may show.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListData, NewsDetail, NewsSummary, UploadResult, UserInfo } from '@portal/shared';
import {
  DEMO,
  DOCTOR,
  SECOND,
  TINY_PDF,
  TINY_PNG,
  harness,
  multipart,
  type Harness,
} from './helpers';
import type { Complete } from '../src/lib/complete';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

const HOUR = 3600_000;
const article = {
  title: '冬季進補小貼士',
  category: 'NC01',
  tag: '養生|冬季',
  introduce: '冬天進補要因人而異',
  content: '先看體質，再選湯水。',
};

async function newsList() {
  return (
    await h.call<ListData<NewsSummary>>('getWebNewsList', { query: { pageNo: 1, pageSize: 50 } })
  ).data;
}

describe('health news comes from doctors only', () => {
  it('a client is refused and nothing is listed', async () => {
    const before = await newsList();
    const token = await h.login();
    const r = await h.call('addNews', { token, body: article });
    expect(r).toMatchObject({ code: 403, msg: '只有醫師可以發表健康資訊' });
    const after = await newsList();
    expect(after.total).toBe(before.total);
    expect(after.list.map((n) => n.title)).not.toContain(article.title);
    const hot = await h.call<NewsSummary[]>('getHotNewsList', { query: { size: 20 } });
    expect(hot.data.map((n) => n.title)).not.toContain(article.title);
  });

  it('the login says who is a doctor', async () => {
    const client = await h.call<UserInfo>('login', { body: DEMO });
    expect(client.data).toMatchObject({ role: 'client', doctorid: '' });
    const doctor = await h.call<UserInfo>('login', { body: DOCTOR });
    expect(doctor.data).toMatchObject({ role: 'doctor', doctorid: 'D1001' });
  });

  it("a doctor's article is accepted, names the doctor and is listed on their page", async () => {
    const token = await h.login(DOCTOR);
    const doctor = await h.call<{ username: string }>('getDocDetailByGlobalUserID', {
      query: { globaluserid: 'D1001' },
    });
    const r = await h.call<NewsSummary>('addNews', { token, body: article });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      title: article.title,
      author: doctor.data.username,
      globaluserid: 'D1001',
    });
    expect((await newsList()).list[0]!.title).toBe(article.title);
    const own = await h.call<ListData<NewsSummary>>('getNewsListByGlobalUserId', {
      query: { globaluserid: 'D1001', pageNo: 1, pageSize: 10 },
    });
    expect(own.data.list.map((n) => n.newsid)).toContain(r.data.newsid);
  });

  it('an approved sign-up makes the phone’s account a doctor, publishing under the applied name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upstream-roles-'));
    await h.close();
    h = await harness({ dataDir, inMemory: false });
    try {
      const client = await h.login(SECOND);
      expect((await h.call('addNews', { token: client, body: article })).code).toBe(403);
      const db = new Database(join(dataDir, 'portal.sqlite'));
      db.prepare(
        `INSERT INTO doctor_signups (applicationid, name, phone, regno, clinicname, arealevel1id,
          arealevel2id, specialty, email, documents, note, status, createtime)
         VALUES ('OS1', '李醫師', ?, '003456', '李氏診所', '2', '21', '', 'a@b.hk', '[]', '', 'approved', ?)`,
      ).run(SECOND.phone, Date.now());
      db.close();
      const token = await h.login(SECOND);
      const me = await h.call<UserInfo>('getClientById', { token });
      expect(me.data.role).toBe('doctor');
      const r = await h.call<NewsSummary>('addNews', { token, body: article });
      expect(r.code).toBe(200);
      expect(r.data.author).toBe('李醫師');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('news views', () => {
  const KEY = 'v'.repeat(40);
  beforeEach(async () => {
    await h.close();
    h = await harness({ clientKey: KEY });
  });
  const view = async (address: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/news/getNewsDetail?newsid=N1001',
      headers: { 'x-portal-client-address': address, 'x-portal-client-key': KEY },
    });
    return (res.json() as { data: NewsDetail }).data.viewcount ?? 0;
  };

  it('count once per address per article per hour', async () => {
    const start = await view('203.0.113.1');
    // One address asking thousands of times is one view.
    await Promise.all(Array.from({ length: 300 }, () => view('203.0.113.1')));
    expect(await view('203.0.113.1')).toBe(start);
    // Another reader counts.
    expect(await view('198.51.100.2')).toBe(start + 1);
    h.advance(HOUR + 1);
    expect(await view('203.0.113.1')).toBe(start + 2);
    // A forged address without the key is the caller's own socket address.
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/news/getNewsDetail?newsid=N1001',
      headers: { 'x-portal-client-address': '192.0.2.9', 'x-portal-client-key': 'x'.repeat(40) },
    });
    expect((res.json() as { data: NewsDetail }).data.viewcount).toBe(start + 3);
    expect(await view('192.0.2.9')).toBe(start + 4);
  });
});

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
      await upload('/api/file/uploadFile', owner, 'pdf'),
      await upload('/api/file/uploadImage?imgCategory=attachment', owner, 'png'),
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
      `/api/file/uploadFile?codeKey=${codeKey}&phone=${phone}`,
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
    const url = await upload('/api/file/uploadImage?imgCategory=avatar', token, 'png');
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it("public pages show only the uploader's own public images", async () => {
    const demo = await h.login();
    const second = await h.login(SECOND);
    const doctor = await h.login(DOCTOR);
    const theirs = await upload('/api/file/uploadImage?imgCategory=ask', second, 'png');
    const privateDoc = await upload('/api/file/uploadFile', demo, 'pdf');
    const mine = await upload('/api/file/uploadImage?imgCategory=ask', demo, 'png');
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
      h.call('addNews', { token: doctor, body: { ...article, cover: url } });
    expect((await cover(theirs)).code).toBe(400);
    const own = await upload('/api/file/uploadImage?imgCategory=news', doctor, 'png');
    expect((await cover(own)).code).toBe(200);
  });
});

describe('password guessing bounded per phone; the owner’s device not locked out', () => {
  const KEY = 'd'.repeat(40);
  const OWNER_DEVICE = 'owner-device-0000000001';
  beforeEach(async () => {
    await h.close();
    h = await harness({ clientKey: KEY });
  });
  const login = (password: string, address: string, device?: string) =>
    h.app
      .inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { phone: DEMO.phone, password },
        headers: {
          'x-portal-client-address': address,
          'x-portal-client-key': KEY,
          ...(device ? { 'x-portal-device': device } : {}),
        },
      })
      .then((r) => (r.json() as { code: number }).code);

  it('100 concurrent guesses from 20 addresses: at most 20 checked, the owner logs in meanwhile and after', async () => {
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login(`Guess${String(i).padStart(4, '0')}`, `203.0.113.${i % 20}`),
    );
    const owner = login(DEMO.password, '198.51.100.7', OWNER_DEVICE);
    const codes = await Promise.all(guesses);
    // 400: the password was checked (and wrong); 429: refused unchecked.
    const checked = codes.filter((c) => c === 400).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(codes.filter((c) => c === 429).length).toBe(100 - checked);
    expect(await owner).toBe(200);
    expect(await login(DEMO.password, '198.51.100.7', OWNER_DEVICE)).toBe(200);
    // A device header without the BFF's key is no device at all.
    const forged = await h.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { phone: DEMO.phone, password: DEMO.password },
      headers: { 'x-portal-device': OWNER_DEVICE },
    });
    expect((forged.json() as { code: number }).code).toBe(429);
  });

  it('a known device has its own limit, which locks that device only', async () => {
    for (let i = 0; i < 5; i++)
      expect(await login('Wrong1234', '198.51.100.7', OWNER_DEVICE)).toBe(400);
    expect(await login(DEMO.password, '198.51.100.8', OWNER_DEVICE)).toBe(429);
    expect(await login(DEMO.password, '198.51.100.8', 'other-device-00000000001')).toBe(200);
    expect(await login(DEMO.password, '198.51.100.9')).toBe(200);
  });
});

describe('codes the owner can always get', () => {
  const KEY = 'c'.repeat(40);
  const OWNER_DEVICE = 'owner-device-0000000002';
  beforeEach(async () => {
    await h.close();
    h = await harness({ clientKey: KEY });
  });
  const ask = (address: string, device?: string, codeType = 'resetPwd') =>
    h.app
      .inject({
        method: 'POST',
        url: `/api/vcode/getVCode?codeType=${codeType}&phoneNumber=${DEMO.phone}`,
        headers: {
          'x-portal-client-address': address,
          'x-portal-client-key': KEY,
          ...(device ? { 'x-portal-device': device } : {}),
        },
      })
      .then((r) => (r.json() as { code: number }).code);
  const sent = () => h.codes.filter((c) => c.phone === DEMO.phone).length;

  it('another address using up its requests does not block the owner', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await ask('203.0.113.1')).toBe(200);
      h.advance(61_000);
    }
    expect(await ask('203.0.113.1')).toBe(429);
    expect(await ask('198.51.100.7')).toBe(200);
    expect(await ask('198.51.100.8', OWNER_DEVICE)).toBe(200);
  });

  it('many addresses together send at most 10 an hour; the owner’s device still gets its code', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push(await ask(`203.0.113.${i}`));
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(sent()).toBe(10);
    expect(await ask('198.51.100.7')).toBe(429);
    expect(await ask('198.51.100.7', OWNER_DEVICE)).toBe(200);
    expect(sent()).toBe(11);
    h.advance(3600_000 + 1);
    expect(await ask('198.51.100.7')).toBe(200);
  });
});
