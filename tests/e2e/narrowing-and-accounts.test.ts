/**
 * A patient's third round, in real Chromium at 1280 and 375 px against the real BFF and embedded
 * upstream: search that narrows (失眠 旺角, news for 失眠), the Simplified personal centre in
 * Simplified characters, saved items kept per account with the offer after login, the growth tools
 * (one percentile, months checked, sex and age kept), the sitemap of content pages, the one
 * questions page, and axe on each of these pages. Screenshots land in the temp folder for a person
 * to look at.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { seriousViolations, settle } from '../helpers/axe';
import { useE2E } from '../helpers/e2e';
import { calls } from '@portal/shared';

const env = useE2E();

const DEMO_PHONE = '91234567';
const DEMO_PASSWORD = 'Demo1234';
const WIDTHS = [1280, 375] as const;
const SHOTS = join(tmpdir(), 'narrowing-shots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Characters written differently in Simplified: none may be left on a Simplified page's records. */
const TRADITIONAL_ONLY =
  /[醫館診環會廳號門電話時間師療藥處劑費記錄備註單經體氣約預東區灣龍價維護說們這個點車樓]/u;

async function loginOnForm(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  const form = page.locator('form[aria-label="登入表單"], form[aria-label="登录表单"]');
  await form.getByLabel(/手機號碼|手机号码/).fill(DEMO_PHONE);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('失眠 旺角 finds the doctors that fit both; news search for 失眠 lists articles', async () => {
    const { page, errors } = await env.page({ width });
    const count = async () => {
      const line = page.getByText(/找到 \d+ 位醫師/);
      await line.waitFor();
      return Number(/找到 (\d+) 位醫師/.exec((await line.textContent())!)![1]);
    };
    await page.goto('/doctor/list?keyword=失眠');
    await settle(page);
    const insomnia = await count();
    await page.goto(`/doctor/list?keyword=${encodeURIComponent('失眠 旺角')}`);
    await settle(page);
    const both = await count();
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(insomnia);
    const cards = page.getByTestId('doctor-card');
    for (const card of await cards.all()) expect(await card.textContent()).toContain('油尖旺區');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'doctor-search-mongkok', width);

    // Simplified input on the Simplified pages narrows the same way.
    await page.goto(`/zh-cn/doctor/list?keyword=${encodeURIComponent('失眠 旺角')}`);
    await settle(page);
    const hans = page.getByText(/找到 \d+ 位医师/);
    await hans.waitFor();
    expect(Number(/找到 (\d+)/.exec((await hans.textContent())!)![1])).toBe(both);

    await page.goto('/news/list');
    await settle(page);
    const search = page.getByRole('search', { name: '搜尋健康資訊' }).getByRole('textbox');
    await search.fill('失眠');
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === '失眠');
    await settle(page);
    const articles = page.getByTestId('news-card');
    await expect.poll(() => articles.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByText('找不到相關文章').count()).toBe(0);
    await expect.poll(() => page.locator('main').innerText()).toContain('改善睡眠的六個生活習慣');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'news-search-insomnia', width);
    expect(errors).toEqual([]);
  });

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

  it('saves made before login are offered to the account, never shown as its own', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/doctor/D1002');
    await settle(page);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();

    await loginOnForm(page);
    await page.goto('/my-saved');
    await settle(page);
    // Inside the personal-centre frame, its menu at either width.
    if (width === 375) {
      await page.getByRole('combobox', { name: '個人中心選單' }).waitFor();
    } else {
      await page.getByRole('complementary', { name: '個人中心選單' }).waitFor();
    }
    const offer = page.getByTestId('saved-merge-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('1 項');
    // Not in the account's list until accepted.
    const removes = page.locator('main').getByRole('button', { name: /^取消收藏/ });
    await page.locator('main').getByText('還沒有收藏').waitFor();
    expect(await removes.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'saved-offer', width);
    await offer.getByRole('button', { name: '加入我的收藏' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect.poll(() => removes.count()).toBe(1);
    await shot(page, 'saved-merged', width);

    // Logged out, the device's anonymous list is empty: the save went to the account.
    await page.evaluate(() =>
      fetch(calls.signOut.path, { method: 'POST', headers: { 'x-csrf': '1' } }),
    );
    await page.goto('/my-saved');
    await settle(page);
    await page.getByText('還沒有收藏').waitFor();
    expect(errors).toEqual([]);
  });

  it('growth tool: one percentile everywhere, months checked, sex and age kept across tools', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/children/height');
    await settle(page);
    const form = page.locator('form[aria-label="兒童身高評估"]');
    await form.getByLabel('女孩').check();
    await form.getByText('年齡', { exact: true }).click();
    await form.getByRole('textbox', { name: /^個月/ }).fill('15');
    await form.getByRole('textbox', { name: /^身高/ }).fill('68');
    await form.getByRole('button', { name: '計算' }).click();
    await page.getByText('月數須為 0 至 11 的整數').waitFor();
    // A 6-month-old: months alone.
    await form.getByRole('textbox', { name: /^個月/ }).fill('6');
    await form.getByRole('button', { name: '計算' }).click();
    const headline = page.getByTestId('child-percentile');
    await headline.waitFor();
    const rank = (await headline.textContent())!.trim();
    expect(rank).toMatch(/第 [\d.]+ 百分位/);
    expect(await page.getByTestId('child-bandtext').textContent()).toContain(rank);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'growth-height', width);

    await page.getByRole('link', { name: /體重/ }).first().click();
    await page.waitForURL(/\/children\/weight$/);
    const weight = page.locator('form[aria-label="兒童體重評估"]');
    await expect.poll(() => weight.getByLabel('女孩').isChecked()).toBe(true);
    expect(await weight.getByRole('textbox', { name: /^個月/ }).inputValue()).toBe('6');
    expect(errors).toEqual([]);
  });

  it('one page for my questions, content pages only in the sitemap, quick links on one line', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/');
    await settle(page);
    const quick = page.getByRole('navigation', { name: '常用功能' });
    for (const link of await quick.getByRole('link').all()) {
      const lines = await link.locator('span').evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, (await link.textContent()) ?? '').toBe(1);
    }
    await shot(page, 'home', width);

    await loginOnForm(page);
    await page.goto('/my-ask');
    await page.waitForURL(/\/user\/aq-news\/question$/);
    await settle(page);
    await page.getByRole('heading', { level: 1, name: '我的問答' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'my-questions', width);

    const xml = await (await fetch(new URL('/sitemap.xml', env.portal.url))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/news/list');
    for (const path of ['/login', '/register', '/forgetPassword', '/my-saved', '/my-ask'])
      expect(locs).not.toContain(path);
    expect(errors).toEqual([]);
  });
});
