/**
 * Searching at 1280 and 375 px: doctors by illness, Simplified input and romanised name (with a way
 * out of an empty result); clinics, news and questions by what is asked; words that narrow
 * (失眠 旺角 finds the doctors that fit both, and so does `insomnia Mong Kok`), with axe on the
 * result pages.
 */
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';
import { seriousViolations, settle } from '../helpers/axe';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('doctor search finds by illness, Simplified input and romanised name; no result offers to clear filters', async () => {
    const { page, errors } = await env.open(width, '/doctor/list');
    const form = page.getByRole('search', { name: '搜尋醫師' });
    const keyword = form.getByLabel('關鍵字');
    const count = async () => {
      await page.getByText(/找到 \d+ 位醫師/).waitFor();
      return Number(
        /找到 (\d+) 位醫師/.exec((await page.getByText(/找到 \d+ 位醫師/).textContent())!)![1],
      );
    };
    const all = await count();
    const search = async (word: string) => {
      await keyword.fill(word);
      await keyword.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('keyword') === word);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    };

    // The previous results stay on screen while the next arrive: wait for the count to change.
    await search('失眠');
    await expect.poll(count).toBeLessThan(all);
    expect(await count()).toBeGreaterThan(0);

    await search('针灸');
    await expect.poll(count).toBeLessThan(all / 2);
    expect(await count()).toBeGreaterThan(0);
    await shot(page, 'doctor-search-simplified', width);

    await search('Lee Cheuk Yin');
    await expect.poll(count).toBe(1);
    expect(await page.getByTestId('doctor-card').first().textContent()).toContain('李卓賢');

    await search('沒有這樣的醫師');
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await shot(page, 'doctor-search-empty', width);
    await empty.getByRole('button', { name: '清除所有篩選條件' }).click();
    await page.waitForURL((u) => !u.searchParams.has('keyword'));
    await expect.poll(count).toBe(all);
    expect(errors).toEqual([]);
  });

  it('clinic, news and question searches find what is asked, Simplified too', async () => {
    const { page, errors } = await env.open(
      width,
      '/hospital/list?keyword=' + encodeURIComponent('针灸'),
    );
    await page.getByText(/找到 [1-9]\d* 間診所/).waitFor();

    await page.goto('/news/list');
    await waitForApp(page);
    const news = page.getByRole('search', { name: '搜尋健康資訊' });
    await news.getByRole('textbox').fill('睡眠');
    await news.getByRole('textbox').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === '睡眠');
    await expect
      .poll(() => page.getByTestId('news-list').locator('> *').count())
      .toBeGreaterThan(0);
    await shot(page, 'news-search', width);

    await page.goto('/ask/list?keyword=' + encodeURIComponent('酸枣仁'));
    await waitForApp(page);
    await expect.poll(() => page.getByTestId('ask-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('失眠 旺角 (or insomnia Mong Kok) finds the doctors that fit both; news search for 失眠 lists articles', async () => {
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

    // In English too: the BFF asks the upstream for the names' Chinese.
    await page.goto(`/doctor/list?keyword=${encodeURIComponent('insomnia  mong KOK')}`);
    await settle(page);
    expect(await count()).toBe(both);

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
});
