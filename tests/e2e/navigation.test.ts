/**
 * Where the portal's links lead, at 1280 and 375 px: the home page's quick links on one line, one
 * page for my questions (/my-ask), and only content pages in the sitemap; a link followed from the
 * phone menu takes focus to the page it opens.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations, settle } from '../helpers/axe';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, loginOnForm, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const shot = screenshots('narrowing-shots');

describe.each(WIDTHS)('at %i px', (width) => {
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

describe('a link followed from the phone menu (375 px)', () => {
  for (const prefix of ['', '/zh-cn']) {
    it(`moves focus to the page it opens (${prefix || '/'})`, async () => {
      const { page, errors } = await env.page({ width: 375 });
      await page.goto(`${prefix}/`);
      await waitForApp(page);
      const burger = page.getByRole('button', { name: /^(打開選單|打开选单|打开菜单)$/ });
      await burger.click();
      const menu = page.getByRole('navigation', { name: /主要導覽|主要导览/ });
      await menu.getByRole('link', { name: /^(健康資訊|健康资讯)$/ }).click();
      await page.waitForURL(`**${prefix}/news/list`);
      await menu.waitFor({ state: 'detached' });
      // Focus is on the new page (its heading), not back on the menu button.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active?.closest('main') ? active.tagName : `outside: ${active?.tagName}`;
          }),
        )
        .toBe('H1');
      expect(await burger.evaluate((el) => el === document.activeElement)).toBe(false);
      // Tab goes on from the page: the next stop is inside it, not in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
        true,
      );
      await shot(page, `menu-link-focus${prefix.replace('/', '-')}`, 375);
      expect(errors).toEqual([]);
    });
  }
});
