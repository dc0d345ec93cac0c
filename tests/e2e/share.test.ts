/**
 * Sharing in real Chromium at 1280 and 375 px: news, doctor and clinic pages have a 分享 button
 * (the share sheet where the browser has one, else copy link and WhatsApp), a preview picture for
 * chat apps (`og:image`, absolute), and a news item's tags are searches of the news.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls, splitNewsTags, type NewsSummary } from '@portal/shared';
import { waitForAnimations, waitForApp } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('share-shots', false);

async function ogImage(page: Page): Promise<string> {
  return (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('a news item shares by copy link or WhatsApp, previews with a picture, and its tags search', async () => {
    const { page } = await env.page({ width });
    const res = await page.request.get(`${calls.getWebNewsList.path}?pageNo=1&pageSize=20`, {
      headers: { 'x-csrf': '1' },
    });
    const list = ((await res.json()) as { data: { list: NewsSummary[] } }).data.list;
    const item = list.find((n) => splitNewsTags(n.tag).length > 0)!;
    expect(item, 'a news item with tags').toBeDefined();
    await page.goto(`/news/detail/${item.newsid}`);
    await waitForApp(page);
    expect(await ogImage(page)).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp|svg)/);

    await page.getByRole('button', { name: '分享' }).click();
    const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
    await whatsApp.waitFor();
    const wa = decodeURIComponent((await whatsApp.getAttribute('href')) ?? '');
    expect(wa).toContain(`/news/detail/${item.newsid}`);
    expect(wa.startsWith('https://wa.me/?text=')).toBe(true);
    await waitForAnimations(page);
    expect(await seriousViolations(page), 'share menu').toEqual([]);
    await shot(page, 'news-share', width);
    await page.keyboard.press('Escape');

    const tag = splitNewsTags(item.tag)[0]!;
    const tagLink = page.getByRole('link', { name: `搜尋標籤「${tag}」的文章` });
    expect(await tagLink.innerText()).toBe(`#${tag}`);
    await tagLink.click();
    await page.waitForURL(
      (u) => u.pathname === '/news/list' && u.searchParams.get('keyword') === tag,
    );
  });

  it('doctor and clinic pages have 分享 and a preview picture', async () => {
    const { page } = await env.page({ width });
    for (const path of ['/doctor/D1001', '/hospital/detail/C101']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await ogImage(page), path).toMatch(/^https?:\/\//);
      const share = page.getByRole('button', { name: '分享' });
      expect(await share.isVisible(), path).toBe(true);
    }
  });
});
