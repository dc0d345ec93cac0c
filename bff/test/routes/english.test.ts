/**
 * The English copy (`/en/...`) as the BFF serves it, against a stub upstream: the same routes,
 * redirects and fallbacks under its prefix, `<html lang="en">`, every copy named in the head, and
 * no redirect by the Chinese script cookie (the address decides the language). The fixture build
 * has no English folder: the pages use the Traditional template marked English, as a deployment
 * without the English build would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { alternates } from '../helpers/alternates';

let h: Harness;
beforeAll(async () => {
  h = await build({ microCacheTtlMs: 0, renderBudgetMs: 5000 });
});
afterAll(async () => {
  await h.close();
});

const SITE = 'https://www.example.hk';

describe('English pages', () => {
  it('serves the home page under /en/ in English, naming every copy', async () => {
    for (const url of ['/en/', '/en']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(/<html lang="en"/);
      expect(res.body).toContain(`<link rel="canonical" href="${SITE}/en/" />`);
      expect(res.body).toContain('<meta property="og:locale" content="en" />');
      // The head's words are English (the site keeps its Chinese name).
      expect(res.body).toContain(
        '<title>香港中醫網: find a Chinese medicine practitioner and book online</title>',
      );
      expect(res.body).toMatch(/<meta name="description" content="香港中醫網 helps you find /);
      expect(alternates(res.body)).toEqual({
        'zh-Hant-HK': `${SITE}/`,
        'zh-Hans': `${SITE}/zh-cn/`,
        en: `${SITE}/en/`,
        'x-default': `${SITE}/`,
      });
    }
  });

  it('follows the route table under /en: redirects, not found, private frames', async () => {
    const redirect = await h.inject({ method: 'GET', url: '/en/doctor' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/en/doctor/list');
    const missing = await h.inject({ method: 'GET', url: '/en/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="en"/);
    expect(missing.body).toContain('<title>Page not found | 香港中醫網</title>');
    const user = await h.inject({ method: 'GET', url: '/en/user/userInfo' });
    expect(user.statusCode).toBe(200);
    expect(user.body).toContain('<meta name="robots" content="noindex" />');
    // An address under /en that only the build owns is not a page.
    const asset = await h.inject({ method: 'GET', url: '/en/assets/nothing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('is never left for a Chinese copy by cookie, nor sets one', async () => {
    for (const zh_script of ['hans', 'hant']) {
      const res = await h.inject({
        method: 'GET',
        url: '/en/doctor/list?keyword=x',
        cookies: { zh_script },
        headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets a link from an English page to a Chinese one land there, and remembers that script', async () => {
    for (const [url, zh_script, chosen] of [
      ['/doctor/list', 'hans', 'hant'],
      ['/zh-cn/doctor/list', 'hant', 'hans'],
    ] as const) {
      const res = await h.inject({
        method: 'GET',
        url,
        cookies: { zh_script },
        headers: {
          host: 'www.example.hk',
          referer: 'https://www.example.hk/en/doctor/list',
          'sec-fetch-site': 'same-origin',
        },
      });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['set-cookie']), url).toContain(`zh_script=${chosen};`);
    }
  });
});
