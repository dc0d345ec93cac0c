/**
 * The Simplified version (`/zh-cn/...`) as the BFF serves it, against a stub upstream: the same
 * routes, redirects and fallbacks under the prefix, head tags converted with hreflang pairs both
 * ways, upstream text converted for Simplified pages (once per cached answer) and left as
 * written for Traditional ones and for the records a form saves back, search words sent upstream in
 * Traditional, the reader's remembered choice, and the sitemap of both versions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { toSimplified } from '../../src/lib/chinese/simplified';
import { calls as catalogue } from '@portal/shared';
import { alternates } from '../helpers/alternates';

let h: Harness;
beforeAll(async () => {
  // A generous detail budget: a loaded machine must not turn a detail page into its fallback.
  h = await build({ microCacheTtlMs: 60_000, renderBudgetMs: 5000 });
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
  h.stub.routes.clear();
});

const SITE = 'https://www.example.hk';

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

describe('OpenCC Hong Kong to Simplified', () => {
  it('keeps names of people and places recognisable (demo seed names)', () => {
    expect(toSimplified('陳大文')).toBe('陈大文');
    expect(toSimplified('李卓賢 謝志明 何國強 麥家豪 曾淑儀 盧俊宏')).toBe(
      '李卓贤 谢志明 何国强 麦家豪 曾淑仪 卢俊宏',
    );
    expect(toSimplified('銅鑼灣 旺角 尖沙咀 觀塘 沙田 荃灣 中西區 油尖旺區')).toBe(
      '铜锣湾 旺角 尖沙咀 观塘 沙田 荃湾 中西区 油尖旺区',
    );
    // Phrases, not character by character: 頭髮 -> 头发, 乾燥 -> 干燥.
    expect(toSimplified('頭髮乾燥，針灸調理')).toBe('头发干燥，针灸调理');
  });
});

describe('Simplified pages', () => {
  it('serves the home page in Simplified with hreflang pairs both ways', async () => {
    const hant = await h.inject({ method: 'GET', url: '/' });
    const hans = await h.inject({ method: 'GET', url: '/zh-cn/' });
    expect(hans.statusCode).toBe(200);
    expect(hans.body).toMatch(/<html lang="zh-CN"/);
    expect(hant.body).toMatch(/<html lang="zh-HK"/);
    expect(hans.body).toContain('<title>香港中医网');
    expect(hans.body).toContain('<meta property="og:locale" content="zh_CN" />');
    const pair = {
      'zh-Hant-HK': `${SITE}/`,
      'zh-Hans': `${SITE}/zh-cn/`,
      en: `${SITE}/en/`,
      'x-default': `${SITE}/`,
    };
    expect(alternates(hant.body)).toEqual(pair);
    expect(alternates(hans.body)).toEqual(pair);
    expect(canonical(hant.body)).toBe(`${SITE}/`);
    expect(canonical(hans.body)).toBe(`${SITE}/zh-cn/`);
  });

  it('falls back as the Traditional pages do, inside /zh-cn', async () => {
    // The home page answers without the slash too (the app's home link), canonical with it.
    const home = await h.inject({ method: 'GET', url: '/zh-cn' });
    expect(home.statusCode).toBe(200);
    expect(canonical(home.body)).toBe(`${SITE}/zh-cn/`);
    const missing = await h.inject({ method: 'GET', url: '/zh-cn/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="zh-CN"/);
    // Private pages: the frame, never stored, in Simplified too.
    const user = await h.inject({ method: 'GET', url: '/zh-cn/user/userInfo' });
    expect(user.statusCode).toBe(200);
    expect(user.body).toMatch(/<html lang="zh-CN"/);
    expect(user.body).toContain('<meta name="robots" content="noindex" />');
    // An address under /zh-cn that only the API owns is not a page.
    const api = await h.inject({ method: 'GET', url: '/zh-cn/assets/nothing.js' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('takes a reader to the version they chose with the switch (the cookie), not others', async () => {
    const chose = await h.inject({
      method: 'GET',
      url: '/doctor/list?keyword=x',
      cookies: { zh_script: 'hans' },
    });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/zh-cn/doctor/list?keyword=x');
    const back = await h.inject({
      method: 'GET',
      url: '/zh-cn/doctor/list',
      cookies: { zh_script: 'hant' },
    });
    expect(back.headers.location).toBe('/doctor/list');
    // First visits (and search engines) get the page asked for, whatever they accept.
    const first = await h.inject({
      method: 'GET',
      url: '/doctor/list',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(first.statusCode).toBe(200);
  });

  it('remembers the switch (a link from the other version) and stays put within the site', async () => {
    const host = 'localhost:80';
    // 简 on /doctor/list: the Simplified page, and the choice kept for a year.
    const switched = await h.inject({
      method: 'GET',
      url: '/zh-cn/doctor/list',
      headers: { host, referer: `http://${host}/doctor/list` },
      cookies: { zh_script: 'hant', zh_offer: 'hans' },
    });
    expect(switched.statusCode).toBe(200);
    const set = switched.cookies.find((c) => c.name === 'zh_script');
    expect(set).toMatchObject({ value: 'hans', path: '/', maxAge: 31536000, sameSite: 'Lax' });
    expect(switched.cookies.find((c) => c.name === 'zh_offer')?.value).toBe('');
    // 繁 back: remembered the other way.
    const back = await h.inject({
      method: 'GET',
      url: '/doctor/list',
      headers: { host, referer: `http://${host}/zh-cn/doctor/list` },
      cookies: { zh_script: 'hans' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.cookies.find((c) => c.name === 'zh_script')?.value).toBe('hant');
    // A link within the same version, or a same-site navigation without a Referer: no redirect.
    for (const headers of [
      { host, referer: `http://${host}/news/list` },
      { host, 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await h.inject({
        method: 'GET',
        url: '/doctor/list',
        headers,
        cookies: { zh_script: 'hans' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toEqual([]);
    }
    // Another site's page linking here is not a choice.
    const elsewhere = await h.inject({
      method: 'GET',
      url: '/doctor/list',
      headers: { host, referer: 'https://search.example/zh-cn/x' },
      cookies: { zh_script: 'hans' },
    });
    expect(elsewhere.headers.location).toBe('/zh-cn/doctor/list');
  });

  it('marks the page for the banner when the browser prefers the other script', async () => {
    const offer = async (url: string, acceptLanguage: string, cookies = {}) => {
      const res = await h.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': acceptLanguage },
        cookies,
      });
      expect(res.statusCode).toBe(200);
      return res.cookies.find((c) => c.name === 'zh_offer');
    };
    expect(await offer('/', 'zh-CN,zh;q=0.9,en;q=0.8')).toMatchObject({
      value: 'hans',
      path: '/',
    });
    expect((await offer('/', 'zh-CN,zh;q=0.9'))?.maxAge).toBeUndefined();
    expect(await offer('/zh-cn/', 'en;q=0.5,zh-Hant-HK;q=0.9,zh-CN;q=0.4')).toMatchObject({
      value: 'hant',
    });
    // Preferring the page's own script, or no script named, or a choice made: no banner.
    expect(await offer('/', 'zh-HK,zh-CN;q=0.8')).toBeUndefined();
    expect(await offer('/zh-cn/', 'zh-SG,zh;q=0.9')).toBeUndefined();
    expect(await offer('/', 'zh,en')).toBeUndefined();
    expect(await offer('/', 'zh-CN', { zh_script: 'hant' })).toBeUndefined();
    // A reader whose languages changed loses the stale mark.
    expect((await offer('/', 'zh-HK', { zh_offer: 'hans' }))?.value).toBe('');
  });
});

describe('answers for Simplified pages', () => {
  const list = { list: [{ newsid: 'N1', title: '頭髮乾燥', cover: '/files/醫生.jpg' }], total: 1 };

  it('converts public answers once per cached answer, keeping file addresses', async () => {
    h.stub.routes.set(catalogue.getWebNewsList.path, () => ({
      json: { code: 200, msg: '成功', data: list },
    }));
    const ask = (page: string) =>
      h.inject({
        method: 'GET',
        url: `${catalogue.getWebNewsList.path}?pageNo=1&pageSize=9`,
        headers: { 'x-page-path': page },
      });
    const hans = await ask('/zh-cn/news/list');
    expect(hans.json()).toEqual({
      code: 200,
      msg: '成功',
      data: { list: [{ newsid: 'N1', title: '头发干燥', cover: '/files/醫生.jpg' }], total: 1 },
    });
    const etag = hans.headers.etag as string;
    expect(etag).toMatch(/-hans"$/);
    const again = await ask('/zh-cn/news/list');
    expect(again.body).toBe(hans.body);
    const notModified = await h.inject({
      method: 'GET',
      url: `${catalogue.getWebNewsList.path}?pageNo=1&pageSize=9`,
      headers: { 'x-page-path': '/zh-cn/news/list', 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    const hant = await ask('/news/list');
    expect(hant.json().data.list[0].title).toBe('頭髮乾燥');
    expect(hant.headers.etag).not.toBe(etag);
    // One upstream call for all of them (micro-cache), whatever the script.
    expect(h.stub.received).toHaveLength(1);
  });

  it('sends a Simplified search word upstream in Traditional', async () => {
    h.stub.routes.set(catalogue.searchDoctor.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: { list: [{ globaluserid: 'D1', username: '陳大文' }], total: 1 },
      },
    }));
    const res = await h.inject({
      method: 'POST',
      url: catalogue.searchDoctor.path,
      headers: { 'x-page-path': '/zh-cn/doctor/list', 'content-type': 'application/json' },
      payload: { keyword: '针灸', pageno: 1, pagesize: 12 },
    });
    expect(JSON.parse(h.stub.received[0]!.body.toString()).keyword).toBe('針灸');
    expect(res.json().data.list[0].username).toBe('陈大文');
    // The Simplified page's filter values are asked as the upstream writes them.
    h.stub.reset();
    await h.inject({
      method: 'POST',
      url: catalogue.searchDoctor.path,
      headers: { 'x-page-path': '/zh-cn/doctor/list', 'content-type': 'application/json' },
      payload: { language: '粤语', specialty: '针灸', pageno: 1, pagesize: 12 },
    });
    expect(JSON.parse(h.stub.received[0]!.body.toString())).toEqual({
      language: '粵語',
      specialty: '針灸',
      pageno: 1,
      pagesize: 12,
    });
  });

  it('converts the message of an answer the BFF replaces (the login), not the client details', async () => {
    h.stub.routes.set(catalogue.login.path, () => ({
      json: {
        code: 200,
        msg: '登入成功，歡迎回來',
        token: 'tok-hans-login-secret',
        data: { clientid: 'CL0001', username: '陳大文' },
      },
    }));
    const login = (headers: Record<string, string>) =>
      h.inject({
        method: 'POST',
        url: catalogue.login.path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: { phone: '91234567', password: 'Demo1234' },
      });
    const hans = await login({ 'x-page-path': '/zh-cn/login' });
    const hant = await login({ 'x-page-path': '/login' });
    h.stub.routes.delete(catalogue.login.path);
    expect(hans.json()).toMatchObject({ msg: '登录成功，欢迎回来', data: { username: '陳大文' } });
    expect(hant.json()).toMatchObject({ msg: '登入成功，歡迎回來', data: { username: '陳大文' } });
    for (const res of [hans, hant]) expect(res.body).not.toContain('tok-hans-login-secret');
  });

  it("converts a client's bookings for them alone, never from another client's copy", async () => {
    const cookie = await h.login();
    h.stub.reset();
    let clinic = '康和中醫館（上環）';
    h.stub.routes.set(catalogue.getScheduleListByClientId.path, () => ({
      json: {
        code: 200,
        msg: '查詢成功',
        data: {
          list: [{ scheduleid: 'S1', clinicname: clinic, note: '覆診，失眠情況' }],
          total: 1,
        },
      },
    }));
    const ask = () =>
      h.inject({
        method: 'GET',
        url: `${catalogue.getScheduleListByClientId.path}?clientId=CL0001&pageNo=1&pageSize=10`,
        headers: { cookie, 'x-page-path': '/zh-cn/user/booking/order' },
      });
    const first = await ask();
    expect(first.json()).toMatchObject({
      msg: '查询成功',
      data: { list: [{ clinicname: '康和中医馆（上环）', note: '覆诊，失眠情况' }] },
    });
    // Private: never stored for another request, and carries no shared validator.
    expect(first.headers.etag).toBeUndefined();
    clinic = '仁心中醫診所（旺角）';
    const second = await ask();
    expect(second.json()).toMatchObject({
      data: { list: [{ clinicname: '仁心中医诊所（旺角）' }] },
    });
    expect(h.stub.received.length).toBe(2);
    // The Traditional page gets the records as written.
    const hant = await h.inject({
      method: 'GET',
      url: `${catalogue.getScheduleListByClientId.path}?clientId=CL0001&pageNo=1&pageSize=10`,
      headers: { cookie, 'x-page-path': '/user/booking/order' },
    });
    expect(hant.json()).toMatchObject({ data: { list: [{ clinicname: '仁心中醫診所（旺角）' }] } });
  });

  it('leaves a record a form saves back (the profile) as written; only its message is converted', async () => {
    const cookie = await h.login();
    h.stub.reset();
    h.stub.routes.set(catalogue.getClientById.path, () => ({
      json: { code: 200, msg: '查詢成功', data: { clientid: 'CL0001', username: '陳大文' } },
    }));
    const res = await h.inject({
      method: 'GET',
      url: `${catalogue.getClientById.path}?clientid=CL0001`,
      headers: { cookie, 'x-page-path': '/zh-cn/user/info' },
    });
    expect(res.json()).toMatchObject({ msg: '查询成功', data: { username: '陳大文' } });
  });
});

describe('/sitemap.xml', () => {
  it('lists public pages and detail pages of every copy with their alternates, cached', async () => {
    h.stub.routes.set(catalogue.searchDoctor.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ globaluserid: 'D1001' }], total: 1 } },
    }));
    h.stub.routes.set(catalogue.getWebNewsList.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: { list: [{ newsid: 'N1001' }, { title: 'no id' }], total: 2 },
      },
    }));
    const res = await h.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/doctor/list', '/doctor/D1001', '/news/detail/N1001']) {
      expect(locs).toContain(`${SITE}${path}`);
      expect(locs).toContain(`${SITE}${path === '/' ? '/zh-cn/' : `/zh-cn${path}`}`);
      expect(locs).toContain(`${SITE}${path === '/' ? '/en/' : `/en${path}`}`);
    }
    expect(locs.some((l) => /\/user(?:\/|$)/.test(l ?? ''))).toBe(false);
    // Content pages only: no account or device pages.
    for (const path of ['/login', '/register', '/forgetPassword', '/my-saved', '/my-ask']) {
      expect(locs).not.toContain(`${SITE}${path}`);
      expect(locs).not.toContain(`${SITE}/zh-cn${path}`);
    }
    for (const path of ['/news/list', '/job/list', '/children/height', '/home/about'])
      expect(locs).toContain(`${SITE}${path}`);
    // Every entry names every copy and the default.
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g)!;
    expect(urls.length).toBe(locs.length);
    for (const url of urls) {
      expect(url.match(/hreflang="(zh-Hant-HK|zh-Hans|en|x-default)"/g)).toHaveLength(4);
    }
    const calls = h.stub.received.length;
    await h.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(h.stub.received.length).toBe(calls);
  });
});
