/**
 * Content and community pages in real Chromium against the real BFF and embedded upstream, at
 * 1280 and 375 px: read a news item from the list; post a question as the demo user and find it
 * in 我的問答; work out a 3-year-old's height percentile and see the growth chart; filter jobs,
 * open one and read its JobPosting JSON-LD from the served HTML (and from the page after SPA
 * navigation); apply for a job with the demo user's resume. Screenshots go to /tmp/content-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOB_SALARY_CURRENCY, JOB_SALARY_UNIT } from '@portal/shared';
import { DEMO_PASSWORD, DEMO_PHONE, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';
import { saveShot } from '../helpers/shots';

const env = useE2E();

/** A 1×1 PNG (the upstream checks uploads by content, not by name). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string, width: number): Promise<void> {
  await saveShot(page, `/tmp/content-${name}-${width}.png`, true);
}

/** Logs in through the login form the page was sent to, and waits to be sent back. */
async function loginOnForm(page: Page, backTo: RegExp): Promise<void> {
  await page.waitForURL(/\/login\?redirect=/);
  await page.getByRole('textbox', { name: '手機號碼' }).fill(DEMO_PHONE);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(backTo);
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of a native select (the list pages' filters) by its label. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** JSON-LD objects in an HTML string. */
function jsonLdIn(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const m of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    out.push(JSON.parse(m[1]!) as Record<string, unknown>);
  }
  return out;
}

/** Birth date of a child who is 3 years and 2 months old today (Hong Kong time). */
function birthdayOfThreeYearOld(): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCFullYear(d.getUTCFullYear() - 3, d.getUTCMonth() - 2, 1);
  return d.toISOString().slice(0, 10);
}

for (const width of [1280, 375] as const) {
  describe(`content and community at ${width} px`, () => {
    it('reads a news item from the list, by category and page', async () => {
      const { page, errors } = await env.page({ width });
      await page.goto('/news/list');
      await waitForApp(page);
      await page.getByTestId('news-card').first().waitFor();
      // Category names are Traditional Chinese (B5) like the rest of the portal.
      const categories = page.getByRole('radiogroup', { name: '資訊分類' });
      await categories.getByText('養生保健', { exact: true }).waitFor();
      await shot(page, 'news-list', width);

      await categories.getByText('食療湯水', { exact: true }).click();
      await page.waitForURL(/category=NC04/);
      // The address changes a moment before the list does: wait for the category's own page.
      const listShown = (notFirst: string) =>
        page.waitForFunction(
          ({ notFirst }) => {
            const list = document.querySelector('[data-testid="news-list"]');
            const cards = [...document.querySelectorAll('[data-testid="news-card"]')];
            return (
              list?.getAttribute('aria-busy') === 'false' &&
              cards.length > 0 &&
              cards.every((c) => c.textContent?.includes('食療湯水')) &&
              cards[0]!.getAttribute('href') !== notFirst
            );
          },
          { notFirst },
        );
      await listShown('');
      const firstOfPageOne = await page.getByTestId('news-card').first().getAttribute('href');
      const secondPage = page.waitForResponse((r) => /pageNo=2/.test(r.url()));
      await page.getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL(/category=NC04.*page=2|page=2.*category=NC04/);
      await secondPage;
      // The previous page stays on screen (marked busy) until the new one has arrived.
      await listShown(firstOfPageOne!);

      const href = (await page.getByTestId('news-card').first().getAttribute('href'))!;
      expect(href).toMatch(/^\/news\/detail\/N\d+$/);
      const card = page.locator(`[data-testid="news-card"][href="${href}"]`);
      const title = (await card.locator('h3').innerText()).trim();
      await card.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('news-body').locator('p').count()).toBeGreaterThan(0);
      const tags = await page
        .getByRole('list', { name: '標籤' })
        .getByRole('listitem')
        .allInnerTexts();
      expect(tags.length).toBeGreaterThan(0);
      expect(new Set(tags).size).toBe(tags.length);
      await page.waitForFunction((t) => document.title.startsWith(t), title);
      await page.getByRole('heading', { name: '相關資訊' }).waitFor();
      await shot(page, 'news-detail', width);

      // The other spelling of the detail route shows the same item.
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.goto(`/news/details/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // A missing item sends the reader to the list, which says why.
      await page.goto('/news/detail/N0000000');
      await page.waitForURL(/\/news\/list\?missing=news$/);
      await page.getByText('找不到這篇健康資訊，可能已更新或移除。').waitFor();
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });

    it('posts a question as the demo user and finds it in 我的問答', async () => {
      const { page } = await env.page({ width });
      await page.goto(`/login?redirect=${encodeURIComponent('/ask/postnew')}`);
      await loginOnForm(page, /\/ask\/postnew$/);
      const notice = await page.getByTestId('ask-notice').innerText();
      expect(notice).toContain('公開');
      expect(notice).toContain('不構成診斷');
      expect(notice).toContain('999');
      await page.getByTestId('collection-statement').waitFor();

      await page.getByRole('button', { name: '提交問題' }).click();
      await page.getByText('請輸入問題標題').waitFor();
      await page.getByText('請選擇病症分類').waitFor();

      const title = `測試提問：晚上咳嗽（${width}px ${Date.now()}）`;
      await page.getByRole('textbox', { name: /問題標題/ }).fill(title);
      await choose(page, /病症分類/, '感冒咳嗽');
      await page
        .getByRole('textbox', { name: /詳細描述/ })
        .fill('三歲女兒晚上咳嗽兩星期，有少量白痰，沒有發燒，胃口正常。');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'throat.png', mimeType: 'image/png', buffer: PNG_1PX });
      await page.getByRole('img', { name: '已上載圖片 1' }).waitFor();
      await page.getByRole('button', { name: '提交問題' }).click();

      await page.waitForURL(/\/user\/aq-news\/question$/);
      const mine = page.getByTestId('my-question-list');
      await mine.getByText(title).waitFor();
      await mine.getByText(title).click();
      await page.waitForURL(/\/ask\/detail\/[A-Za-z0-9_-]+$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('暫時未有醫師解答', { exact: false }).waitFor();
    });

    it('shows a question with doctors’ answers linking to each doctor', async () => {
      const { page } = await env.page({ width });
      await page.goto('/ask/list');
      // The search is the app's (in the URL, without a page load): wait until it has taken over.
      await waitForApp(page);
      await pick(page, '病症分類', '感冒咳嗽');
      await page.waitForURL(/category=IC01/);
      await page.getByRole('textbox', { name: '搜尋問題' }).fill('咳');
      await page.getByRole('button', { name: '搜尋' }).click();
      // The keyword joins the category chosen before it.
      await page.waitForURL((u) => u.searchParams.get('keyword') === '咳');
      expect(new URL(page.url()).searchParams.get('category')).toBe('IC01');
      const answered = page.getByTestId('ask-card').filter({ hasText: '位醫師解答' }).first();
      await answered.click();
      await page.getByTestId('ask-answer').first().waitFor();
      const href = await page
        .getByTestId('ask-answer')
        .first()
        .getByRole('link')
        .first()
        .getAttribute('href');
      expect(href).toMatch(/^\/doctor\/D\d+$/);
      await shot(page, 'ask-detail', width);
    });

    it('works out a 3-year-old’s height percentile and draws the chart', async () => {
      const { page } = await env.page({ width });
      await page.goto('/children');
      await page.getByRole('link', { name: /身高/ }).first().click();
      await page.waitForURL(/\/children\/height$/);
      // The form is checked by the app: a click before hydration would go nowhere.
      await waitForApp(page);

      await page.getByRole('button', { name: '計算' }).click();
      await page.getByText('請選擇性別').waitFor();
      await page.getByText('請輸入出生日期').waitFor();

      await page.getByLabel('男孩').check();
      await page.getByRole('textbox', { name: /出生日期/ }).fill(birthdayOfThreeYearOld());
      await page.getByRole('textbox', { name: /^身高/ }).fill('250');
      await page.getByRole('button', { name: '計算' }).click();
      await page.getByText('身高須介乎 40 至 200 cm').waitFor();

      await page.getByRole('textbox', { name: /^身高/ }).fill('97.5');
      await page.getByRole('button', { name: '計算' }).click();
      const result = page.getByTestId('child-result');
      await result.waitFor();
      expect(await page.getByTestId('child-percentile').innerText()).toMatch(/第 \d+/);
      await page.getByTestId('child-band').waitFor();
      expect(await page.getByTestId('child-reference').innerText()).toMatch(/WHO/);
      const chart = page.getByTestId('growth-chart');
      await chart.waitFor();
      expect(await chart.locator('path[data-centile]').count()).toBe(5);
      await chart.getByTestId('child-point').waitFor();
      await shot(page, 'child-height', width);
    });

    it('filters jobs, opens one and carries JobPosting JSON-LD', async () => {
      const { page } = await env.page({ width });
      await page.goto('/job/list');
      // The filters are the app's: a server-rendered select clicked before hydration stays shut.
      await waitForApp(page);
      await page.getByTestId('job-card').first().waitFor();
      await shot(page, 'job-list', width);

      await pick(page, '工作類型', '全職');
      await page.waitForURL(/type=ET01/);
      await pick(page, '地區', '九龍');
      await page.waitForURL(/area1=2/);
      // The previous list stays on screen until the filtered one arrives.
      await expect
        .poll(async () => {
          const cards = await page.getByTestId('job-card').allInnerTexts();
          return cards.length > 0 && cards.every((text) => text.includes('全職'));
        })
        .toBe(true);
      // The district list is in Traditional Chinese (B5) and follows the region.
      const district = page.getByRole('combobox', { name: '分區', exact: true });
      await expect.poll(() => district.locator('option').allInnerTexts()).toContain('油尖旺區');

      const card = page.getByTestId('job-card').first();
      const title = (await card.locator('h3').innerText()).trim();
      await card.click();
      await page.waitForURL(/\/job\/details\/J\d+$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId('job-facts').getByText('截止日期').waitFor();
      await page.getByRole('link', { name: '登入後應徵' }).waitFor();

      // After SPA navigation the page itself carries one JobPosting.
      const inPage = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>,
        ),
      );
      expect(inPage.filter((d) => d['@type'] === 'JobPosting')).toHaveLength(1);
      expect(inPage[0]!.title).toBe(title);

      // The served HTML carries it too.
      const path = new URL(page.url()).pathname;
      const res = await fetch(`${env.portal.url}${path}`);
      expect(res.status).toBe(200);
      const posting = jsonLdIn(await res.text()).find((d) => d['@type'] === 'JobPosting');
      expect(posting).toBeDefined();
      expect(posting!.title).toBe(title);
      expect(posting).toMatchObject({
        directApply: true,
        identifier: { '@type': 'PropertyValue' },
      });
      // A salary goes out only with its amount, in the spec's currency and unit.
      const salary = posting!.baseSalary as
        { currency: string; value: { value: number; unitText: string } } | undefined;
      if (salary) {
        expect(salary.currency).toBe(JOB_SALARY_CURRENCY);
        expect(salary.value.unitText).toBe(JOB_SALARY_UNIT);
        expect(salary.value.value).toBeGreaterThan(0);
      }
      await shot(page, 'job-detail', width);
    });
  });
}

describe('job application', () => {
  it('applies with the demo user’s resume and shows the job as applied', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto('/job/details/J1001');
    await page.getByRole('link', { name: '登入後應徵' }).click();
    await loginOnForm(page, /\/job\/details\/J1001$/);
    // Find a job the demo user has not applied for yet.
    for (let n = 1001; n <= 1032; n += 1) {
      await page.goto(`/job/details/J${n}`);
      await page.getByTestId('job-facts').waitFor();
      const apply = page.getByRole('button', { name: '投遞履歷' });
      const applied = page.getByTestId('job-applied');
      await apply.or(applied).or(page.getByText('已截止招聘')).first().waitFor();
      if (!(await apply.isVisible())) continue;
      await apply.click();
      await page
        .getByRole('dialog', { name: '確認投遞履歷' })
        .getByRole('button', { name: '確認投遞' })
        .click();
      await applied.waitFor().catch(async (e: unknown) => {
        await page.screenshot({ path: '/tmp/content-apply-failed.png', fullPage: true });
        throw e;
      });
      const jobJson = await page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { jobJson?: string })
            .jobJson,
      );
      expect(JSON.parse(jobJson ?? '{}').jobid).toBe(`J${n}`);
      return;
    }
    throw new Error('no job left to apply for');
  });
});
