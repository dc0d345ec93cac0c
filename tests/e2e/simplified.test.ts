/**
 * The Simplified Chinese version (`/zh-cn/...`) in real Chromium: every public page type is
 * served rendered in Simplified characters (readable with JavaScript off), its head names every
 * copy (Traditional, Simplified, English: hreflang all ways), the SPA hydrates it and stays under
 * /zh-cn; the 繁/简 switch keeps the page both ways and is remembered; a browser preferring the
 * other script is offered it, not redirected; search takes either script; a booking is made from
 * a Simplified page; the sitemap lists every copy; the Simplified personal centre shows its
 * records in Simplified characters. Screenshots go to /tmp/zh-cn-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, loginOnForm, registerClient, useE2E } from '../helpers/e2e';
import { saveShot, screenshots } from '../helpers/shots';
import { noScriptContext, waitForApp, waitForNetworkQuiet } from '../helpers/browser';
import { seriousViolations, settle } from '../helpers/axe';

const env = useE2E();

const LISTS = ['/', '/doctor/list', '/hospital/list', '/news/list', '/ask/list', '/job/list'];
const DETAIL_LINKS: Record<string, string> = {
  '/doctor/list': 'a[href^="/zh-cn/doctor/"][href*="D"]',
  '/hospital/list': 'a[href^="/zh-cn/hospital/detail/"]',
  '/news/list': 'a[href^="/zh-cn/news/detail/"]',
  '/ask/list': 'a[href^="/zh-cn/ask/detail/"]',
  '/job/list': 'a[href^="/zh-cn/job/details/"]',
};
/** Traditional characters of the portal's own words that must not survive on a Simplified page. */
const TRADITIONAL = /[醫網診預約資訊師證書區號碼聯絡時間問職]/;

/** In-app paths of one record of every kind (read from the Simplified lists). */
const details: string[] = [];

beforeAll(async () => {
  // Only the records' addresses are needed here, so they are read from the app in the browser,
  // which fetches a list's data itself when the served page came without it (a render that ran
  // out of its budget on a busy machine): the links are waited for, never asked for again.
  const { page } = await env.page({ width: 1280 });
  for (const [list, selector] of Object.entries(DETAIL_LINKS)) {
    await page.goto(`/zh-cn${list}`);
    const link = page.locator(`main ${selector}`).first();
    await link.waitFor({ timeout: 30_000 });
    const href = await link.getAttribute('href');
    if (!href) throw new Error(`no record link on /zh-cn${list}`);
    details.push(new URL(href, env.portal.url).pathname.slice('/zh-cn'.length));
  }
});

function hans(path: string): string {
  return path === '/' ? '/zh-cn/' : `/zh-cn${path}`;
}

describe('Simplified pages without JavaScript', () => {
  it('links every list to records of its kind under /zh-cn', () => {
    expect(details.map((d) => d.split('/')[1])).toEqual([
      'doctor',
      'hospital',
      'news',
      'ask',
      'job',
    ]);
  });

  // The page as served is the same at every width; the phone's is the narrower layout to read.
  for (const width of [375]) {
    it(`shows every public page type rendered in Simplified at ${width} px`, async () => {
      const context = await noScriptContext(env.browser(), width, 'zh-CN');
      const page = await context.newPage();
      for (const path of [...LISTS, ...details]) {
        const url = hans(path);
        const res = await page.goto(env.portal.url + url);
        expect(res?.status(), url).toBe(200);
        expect(new URL(page.url()).pathname, url).toBe(url);
        expect(await page.locator('html').getAttribute('lang'), url).toBe('zh-CN');
        const main = page.locator('main');
        const text = (await main.innerText()).replace(/\s+/g, '');
        expect(text.length, url).toBeGreaterThan(60);
        expect(await main.locator('[aria-busy="true"]').count(), url).toBe(0);
        // The app's words and the records' text are both converted.
        expect(text.match(TRADITIONAL)?.[0] ?? null, url).toBeNull();
        expect(await page.title(), url).toContain('香港中医网');
        // Links stay in the Simplified version.
        const hrefs = await main
          .locator('a[href^="/"]')
          .evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
        expect(
          hrefs.filter(
            (h) => h !== '/zh-cn' && !h.startsWith('/zh-cn/') && !h.startsWith('/files/'),
          ),
          url,
        ).toEqual([]);
        await saveShot(page, `/tmp/zh-cn-nojs${path.replace(/\W+/g, '-')}-${width}.png`);
      }
      await context.close();
    });
  }
});

/** `<link rel=alternate hreflang>` and canonical of a served page. */
function headLinks(html: string): { canonical: string; alternates: Record<string, string> } {
  const alternates: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)) {
    alternates[m[1]!] = m[2]!;
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  return { canonical, alternates };
}

describe('hreflang', () => {
  it('names every copy of every page type in each of them, with x-default', async () => {
    for (const path of [...LISTS, ...details, '/home/about', '/login']) {
      const hant = await servedHtml(env.portal.url + path);
      const simp = await servedHtml(env.portal.url + hans(path));
      const english = await servedHtml(`${env.portal.url}/en${path}`);
      const a = headLinks(hant);
      const b = headLinks(simp);
      const c = headLinks(english);
      expect(a.alternates, path).toEqual(b.alternates);
      expect(c.alternates, path).toEqual(a.alternates);
      expect(Object.keys(a.alternates).sort(), path).toEqual([
        'en',
        'x-default',
        'zh-Hans',
        'zh-Hant-HK',
      ]);
      // Each copy's canonical is the alternate of its own language.
      expect(a.alternates['zh-Hant-HK'], path).toBe(a.canonical);
      expect(b.alternates['zh-Hans'], path).toBe(b.canonical);
      expect(c.alternates.en, path).toBe(c.canonical);
      expect(a.alternates['x-default'], path).toBe(a.canonical);
      expect(new URL(b.canonical).pathname, path).toBe(
        path === '/' ? '/zh-cn/' : hans(new URL(a.canonical).pathname),
      );
      expect(new URL(c.canonical).pathname, path).toBe(
        path === '/' ? '/en/' : `/en${new URL(a.canonical).pathname}`,
      );
      expect(hant, path).toMatch(/<html lang="zh-HK"/);
      expect(simp, path).toMatch(/<html lang="zh-CN"/);
      expect(english, path).toMatch(/<html lang="en"/);
    }
  });

  it('marks the language of articles and questions in their JSON-LD', async () => {
    for (const path of details.filter((d) => /^\/(?:news|ask)\//.test(d))) {
      const simp = await servedHtml(env.portal.url + hans(path));
      const ld = [...simp.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)</g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const main = ld.find((d) => d['@type'] === 'NewsArticle' || d['@type'] === 'QAPage');
      expect(main?.inLanguage, path).toBe('zh-CN');
      expect(JSON.stringify(main)).not.toMatch(TRADITIONAL);
    }
  });
});

describe('Simplified pages with JavaScript', () => {
  // At 375 px every public route of the Simplified copy is hydrated in ssr.test.ts's sweep.
  for (const width of [1280] as const) {
    it(`hydrates every public page type at ${width} px`, async () => {
      const { page, errors } = await env.page({ width });
      for (const path of [...LISTS, ...details]) {
        await page.goto(hans(path));
        await waitForApp(page);
        await waitForNetworkQuiet(page);
        expect(await page.locator('#root[data-ssr]').count(), path).toBe(1);
        expect(new URL(page.url()).pathname, path).toBe(hans(path));
        await saveShot(page, `/tmp/zh-cn-js${path.replace(/\W+/g, '-')}-${width}.png`);
      }
      expect(errors, JSON.stringify(errors)).toEqual([]);
    });
  }

  it('navigates inside the Simplified version and fetches Simplified answers', async () => {
    const { page, errors } = await env.page();
    await page.goto('/zh-cn/news/list');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    await page.locator('main a[href^="/zh-cn/news/detail/"]').first().click();
    await page.waitForURL(/\/zh-cn\/news\/detail\//);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    // A page reached in the browser (its data fetched through /api) is Simplified too.
    await page.locator('header a[href="/zh-cn/doctor/list"]').first().click();
    await page.waitForURL(/\/zh-cn\/doctor\/list$/);
    await page.locator('main a[href^="/zh-cn/doctor/"]').first().waitFor();
    const text = (await page.locator('main').innerText()).replace(/\s+/g, '');
    expect(text.match(TRADITIONAL)?.[0] ?? null).toBeNull();
    expect(errors).toEqual([]);
  });
});

/** A page (or the sitemap) as the portal serves it. */
async function servedHtml(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status, url).toBeLessThan(400);
  return res.text();
}

describe('the language switch', () => {
  it('goes to the same page in the other script and back, remembering the choice (1280 px)', async () => {
    const { page, context, errors } = await env.page({ width: 1280 });
    await page.goto('/news/list?page=1');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    await page.getByTestId('script-switch').getByRole('link', { name: '转用简体中文' }).click();
    await page.waitForURL(/\/zh-cn\/news\/list\?page=1$/);
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: '健康资讯' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'zh_script')?.value).toBe('hans');
    // Remembered: the Traditional address now leads to the Simplified page.
    await page.goto('/doctor/list');
    await page.waitForURL(/\/zh-cn\/doctor\/list$/);
    await waitForApp(page);
    await page.getByTestId('script-switch').getByRole('link', { name: '转用繁体中文' }).click();
    await page.waitForURL((url) => url.pathname === '/doctor/list');
    await page.locator('html[lang="zh-HK"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: '搵中醫師' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'zh_script')?.value).toBe('hant');
    expect(errors).toEqual([]);
  });

  it('is in the phone drawer too (375 px)', async () => {
    const { page, errors } = await env.page({ width: 375 });
    await page.goto('/zh-cn/hospital/list');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    await page.getByRole('button', { name: '打开选单' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: '转用繁体中文' }).click();
    await page.waitForURL((url) => url.pathname === '/hospital/list');
    await page.getByRole('heading', { level: 1, name: '中醫診所' }).waitFor();
    // The switch loaded a new server-rendered page: its menu button opens nothing until hydrated.
    await waitForApp(page);
    await saveShot(page, '/tmp/zh-cn-switched-375.png');
    await page.getByRole('button', { name: '打開選單' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '转用简体中文' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-cn/hospital/list');
    await page.getByRole('heading', { level: 1, name: '中医诊所' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('offers the other script in a banner when the browser prefers it, never redirecting', async () => {
    const context = await env.browser().newContext({
      baseURL: env.portal.url,
      locale: 'zh-CN',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const res = await page.goto('/doctor/list');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/doctor/list');
    const offer = page.getByRole('region', { name: '这个网页也有简体中文版。' });
    await offer.waitFor();
    await saveShot(page, '/tmp/zh-cn-offer-1280.png');
    await offer.getByRole('link', { name: '转用简体' }).click();
    await page.waitForURL(/\/zh-cn\/doctor\/list$/);
    // Chosen: no banner on the Simplified page.
    await waitForApp(page);
    expect(await page.getByRole('region', { name: /中文版/ }).count()).toBe(0);
    await context.close();
  });
});

describe('search and booking on Simplified pages', () => {
  it('finds doctors with a keyword or filter in either script', async () => {
    const context = await noScriptContext(env.browser(), 1280, 'zh-CN');
    const page = await context.newPage();
    const cards = page.locator('main a[href^="/zh-cn/doctor/D"]');
    const counts: Record<string, number> = {};
    for (const query of ['keyword=针灸', 'keyword=針灸', 'language=粤语', 'language=粵語']) {
      await page.goto(`${env.portal.url}/zh-cn/doctor/list?${encodeURI(query)}`);
      counts[query] = await cards.count();
    }
    expect(counts['keyword=针灸']).toBeGreaterThan(0);
    expect(counts['keyword=针灸']).toBe(counts['keyword=針灸']);
    expect(counts['language=粤语']).toBeGreaterThan(0);
    expect(counts['language=粤语']).toBe(counts['language=粵語']);
    await context.close();
  });

  for (const width of [1280, 375] as const) {
    it(`books from a Simplified doctor page with login half way (${width} px)`, async () => {
      const doctor = width === 1280 ? 'D1007' : 'D1008';
      const { page, context, errors } = await env.page({ width });
      // A client of its own: the demo account may already hold a booking with this doctor on the
      // first free day (another file's, or the seed's), and the picker then rightly asks whether
      // to keep both instead of offering 确认预约.
      const account = await registerClient(page, env.portal, '简体测试');
      await context.clearCookies();
      await page.goto(`/zh-cn/doctor/${doctor}`);
      await waitForApp(page);
      await page.getByRole('link', { name: '网上预约' }).click();
      await page.getByTestId('booking-picker').waitFor();
      const days = page.getByRole('group', { name: /选择日期$/ }).getByRole('button');
      await days.and(page.locator(':enabled')).first().click();
      const open = page
        .getByRole('group', { name: /选择时段$/ })
        .getByRole('button')
        .and(page.locator(':enabled'));
      await open.first().waitFor();
      const label = (await open.first().getAttribute('aria-label')) ?? '';
      const time = label.slice(0, 5);
      await open.first().click();
      await page.getByLabel(/备注/).fill('简体页面预约');
      await page.getByRole('button', { name: '登录后确认预约' }).click();

      await page.waitForURL(/\/zh-cn\/login\?redirect=/);
      await page.getByLabel('手机号码').fill(account.phone);
      await page.getByLabel(/^密码/).fill(account.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();

      await page.waitForURL(new RegExp(`/zh-cn/doctor/${doctor}\\?booking=1`));
      await page.waitForFunction(
        (t) =>
          Array.from(document.querySelectorAll('[aria-pressed="true"]')).some((b) =>
            b.textContent?.startsWith(t),
          ),
        time,
      );
      await page.getByRole('button', { name: '确认预约' }).click();
      const confirmation = page.getByTestId('booking-confirmation');
      await confirmation.getByText('预约成功').waitFor();
      expect(await confirmation.textContent()).toContain(time);
      await saveShot(page, `/tmp/zh-cn-booked-${width}.png`);
      await confirmation.getByRole('link', { name: '查看我的预约' }).click();
      await page.waitForURL(/\/zh-cn\/user\/booking\/order$/);
      await page
        .getByTestId('booking-item')
        .filter({ hasText: time })
        .filter({ hasText: '简体页面预约' })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    });
  }
});

describe('/sitemap.xml', () => {
  it('lists the public pages of every copy with their alternates', async () => {
    const xml = await servedHtml(`${env.portal.url}/sitemap.xml`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1]!);
    const site = new URL(locs[0]!).origin;
    for (const path of [...LISTS, ...details]) {
      expect(locs, path).toContain(site + path);
      expect(locs, path).toContain(site + hans(path));
      expect(locs, path).toContain(`${site}/en${path}`);
    }
    for (const entry of entries) {
      const alt = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      expect(Object.keys(alt).sort()).toEqual(['en', 'x-default', 'zh-Hans', 'zh-Hant-HK']);
      expect([alt['zh-Hant-HK'], alt['zh-Hans'], alt.en]).toContain(loc);
      expect(alt['x-default']).toBe(alt['zh-Hant-HK']);
    }
    expect(locs.filter((l) => /\/user(?:\/|$)/.test(l))).toEqual([]);
  });
});

const shot = screenshots('narrowing-shots');

/** Characters written differently in Simplified: none may be left on a Simplified page's records. */
const TRADITIONAL_ONLY =
  /[醫館診環會廳號門電話時間師療藥處劑費記錄備註單經體氣約預東區灣龍價維護說們這個點車樓]/u;

describe.each(WIDTHS)('at %i px', (width) => {
  it('the Simplified personal centre shows records in Simplified characters', async () => {
    const { page, errors } = await env.page({ width });
    await loginOnForm(page, '/zh-cn/login');
    const pages: [string, string][] = [
      ['hans-bookings', '/zh-cn/user/booking/order'],
      ['hans-visit', '/zh-cn/user/booking/record/detail/R20001'],
      ['hans-activities', '/zh-cn/user/association/myActivity'],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await settle(page);
      const main = page.locator('main');
      await expect.poll(() => main.innerText(), { timeout: 15_000 }).toMatch(/\d{4}|\d+月/);
      const text = await main.innerText();
      expect(text.match(TRADITIONAL_ONLY), `${path}: ${text.slice(0, 300)}`).toBeNull();
      // Mainland wording in the interface.
      expect(await page.locator('body').innerText()).not.toMatch(/登入|私隱|揾/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, name, width);
    }
    expect(errors).toEqual([]);
  });
});
