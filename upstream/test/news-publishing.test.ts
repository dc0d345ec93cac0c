/**
 * Health news comes from doctors only (the demo doctor, or an account whose phone has an approved
 * sign-up), and an article's views count once per address per hour.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListData, NewsDetail, NewsSummary, UserInfo } from '@portal/shared';
import { DEMO, DOCTOR, NEWS_ARTICLE, SECOND, useHarness } from './helpers';
import { calls } from '@portal/shared';

const h = useHarness();

const HOUR = 3600_000;

async function newsList() {
  return (
    await h.call<ListData<NewsSummary>>('getWebNewsList', { query: { pageNo: 1, pageSize: 50 } })
  ).data;
}

describe('health news comes from doctors only', () => {
  it('a client is refused and nothing is listed', async () => {
    const before = await newsList();
    const token = await h.login();
    const r = await h.call('addNews', { token, body: NEWS_ARTICLE });
    expect(r).toMatchObject({ code: 403, msg: '只有醫師可以發表健康資訊' });
    const after = await newsList();
    expect(after.total).toBe(before.total);
    expect(after.list.map((n) => n.title)).not.toContain(NEWS_ARTICLE.title);
    const hot = await h.call<NewsSummary[]>('getHotNewsList', { query: { size: 20 } });
    expect(hot.data.map((n) => n.title)).not.toContain(NEWS_ARTICLE.title);
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
    const r = await h.call<NewsSummary>('addNews', { token, body: NEWS_ARTICLE });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      title: NEWS_ARTICLE.title,
      author: doctor.data.username,
      globaluserid: 'D1001',
    });
    expect((await newsList()).list[0]!.title).toBe(NEWS_ARTICLE.title);
    const own = await h.call<ListData<NewsSummary>>('getNewsListByGlobalUserId', {
      query: { globaluserid: 'D1001', pageNo: 1, pageSize: 10 },
    });
    expect(own.data.list.map((n) => n.newsid)).toContain(r.data.newsid);
  });

  it('an approved sign-up makes the phone’s account a doctor, publishing under the applied name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upstream-roles-'));
    await h.restart({ dataDir, inMemory: false });
    try {
      const client = await h.login(SECOND);
      expect((await h.call('addNews', { token: client, body: NEWS_ARTICLE })).code).toBe(403);
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
      const r = await h.call<NewsSummary>('addNews', { token, body: NEWS_ARTICLE });
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
    await h.restart({ clientKey: KEY });
  });
  const view = async (address: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${calls.getNewsDetail.path}?newsid=N1001`,
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
      url: `${calls.getNewsDetail.path}?newsid=N1001`,
      headers: { 'x-portal-client-address': '192.0.2.9', 'x-portal-client-key': 'x'.repeat(40) },
    });
    expect((res.json() as { data: NewsDetail }).data.viewcount).toBe(start + 3);
    expect(await view('192.0.2.9')).toBe(start + 4);
  });
});
