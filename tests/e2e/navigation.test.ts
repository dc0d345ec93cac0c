/**
 * Where the portal's links lead, at 1280 and 375 px: the home page's quick links on one line, one
 * page for my questions (/my-ask), and only content pages in the sitemap.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { seriousViolations, settle } from '../helpers/axe';
import { useE2E } from '../helpers/e2e';

const env = useE2E();

const DEMO_PHONE = '91234567';
const DEMO_PASSWORD = 'Demo1234';
const WIDTHS = [1280, 375] as const;
const SHOTS = join(tmpdir(), 'narrowing-shots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

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
