/**
 * The BFF's own messages speak the reader's locale, as the page the call is for names it (the
 * page path header): English for `/en/...`, Simplified for `/zh-cn/...`, Traditional otherwise,
 * in the same `{code,msg}` envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG, PAGE_PATH_HEADER, calls } from '@portal/shared';
import { build, type Harness } from '../helpers/build';

let h: Harness;
beforeAll(async () => {
  h = await build({ rateLimitMax: 1, rateLimitWindowMs: 60_000 });
});
afterAll(async () => {
  await h.close();
});

const PAGES = [
  [undefined, 'zh-Hant-HK'],
  ['/doctor/list', 'zh-Hant-HK'],
  ['/zh-cn/doctor/list', 'zh-Hans'],
  ['/en/doctor/list', 'en'],
] as const;

const pageHeader = (page: string | undefined) => (page ? { [PAGE_PATH_HEADER]: page } : {});

describe('the envelope’s message in the reader’s locale', () => {
  it('400: a bad position', async () => {
    const said: Record<string, string> = {};
    for (const [page, locale] of PAGES) {
      const res = await h.inject({
        method: 'GET',
        url: '/bff/doctors?order=distance',
        headers: pageHeader(page),
      });
      expect(res.statusCode).toBe(400);
      said[locale] = res.json().msg;
    }
    expect(said).toEqual({
      'zh-Hant-HK': '位置資料無效，請重新按「按距離排序」取得你的位置',
      'zh-Hans': '位置资料无效，请重新按「按距离排序」取得你的位置',
      en: 'We could not read your location. Please press “Sort by distance” again to share it.',
    });
  });

  it('429: too many requests', async () => {
    let n = 0;
    for (const [page, locale] of PAGES) {
      const remoteAddress = `10.9.0.${++n}`;
      const ask = () =>
        h.inject({
          method: 'POST',
          url: calls.login.path,
          remoteAddress,
          headers: { 'content-type': 'application/json', ...pageHeader(page) },
          payload: '{"phone":"91234567","password":"x"}',
        });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 429,
        msg: {
          'zh-Hant-HK': '請求過於頻繁，請稍後再試',
          'zh-Hans': '请求过于频繁，请稍后再试',
          en: 'Too many requests. Please try again in a moment.',
        }[locale],
      });
    }
  });

  it('404: a call the catalogue does not have, and the Referer when the header is missing', async () => {
    const en = await h.inject({
      method: 'GET',
      url: '/api/no/such/call',
      headers: pageHeader('/en/'),
    });
    expect(en.json()).toEqual({ code: 404, msg: 'We couldn’t find what you asked for.' });
    const byReferer = await h.inject({
      method: 'GET',
      url: '/api/no/such/call',
      headers: { referer: 'https://www.example.hk/zh-cn/news/list' },
    });
    expect(byReferer.json()).toEqual({ code: 404, msg: '找不到请求的资源' });
    const plain = await h.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(plain.json()).toEqual({ code: 404, msg: '找不到請求的資源' });
  });

  it('211: not logged in', async () => {
    const ask = (page?: string) =>
      h.inject({ method: 'GET', url: '/bff/saved', headers: pageHeader(page) });
    expect((await ask()).json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    expect((await ask('/zh-cn/my/saved')).json()).toEqual({ code: 211, msg: '未登录，请先登录' });
    expect((await ask('/en/my/saved')).json()).toEqual({
      code: 211,
      msg: 'You are not logged in. Please log in first.',
    });
  });

  it('the logout answer', async () => {
    const cookie = await h.login();
    const res = await h.inject({
      method: 'POST',
      url: calls.signOut.path,
      headers: { cookie, ...pageHeader('/en/user') },
    });
    expect(res.json()).toMatchObject({ msg: 'You have logged out.' });
  });
});
