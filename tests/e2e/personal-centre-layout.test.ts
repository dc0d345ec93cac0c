/**
 * The personal centre fits the screen at 1280 and 375 px: card usage and its HK$ total, visit records
 * and prescriptions, one-line dates, and the resume form (公開/不公開, started from the profile).
 * Screenshots land in the temp folder for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp, type TestPage } from '../helpers/browser';
import { WIDTHS, logInThroughApi, registerClient, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';
import { calls } from '@portal/shared';

const env = useE2E();

const shot = screenshots();

const API_HEADERS = { 'x-csrf': '1', 'content-type': 'application/json' };

/** True when nothing on the page sticks out sideways (no horizontal scrolling needed). */
function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  let member: TestPage | undefined;
  /**
   * The demo client's page at this width, logged in once for the tests that only read (each
   * goes to its own page first). Its errors start empty for each test.
   */
  async function memberPage(): Promise<{ page: Page; errors: string[] }> {
    if (!member) {
      member = await env.page({ width, keep: true });
      await logInThroughApi(member.page, env.portal);
    }
    member.errors.length = 0;
    return member;
  }

  it('card usage: amounts and the HK$ total are visible without sideways scrolling', async () => {
    const { page } = await memberPage();
    await page.goto('/user/card/service');
    await expect
      .poll(() => page.getByTestId('card-item').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('card-item').first().getByRole('button', { name: '使用記錄' }).click();
    const dialog = page.getByRole('dialog');
    const total = dialog.getByTestId('usage-total');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/HK\$/);
    const viewport = page.viewportSize()!;
    const box = await total.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    const amounts = dialog.locator('td[data-label="扣減金額"]');
    expect(await amounts.count()).toBeGreaterThan(0);
    for (const cell of await amounts.all()) {
      const b = await cell.boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(viewport.width);
      expect(await cell.textContent()).toMatch(/HK\$/);
    }
    const scrolls = await dialog
      .locator('table')
      .evaluate((t) => (t.parentElement as HTMLElement).scrollWidth > t.parentElement!.clientWidth);
    expect(scrolls).toBe(false);
    await shot(page, 'card-usage', width);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  it('visit records and a prescription fit the screen: dosages, doses and fee in view, no sideways scrolling', async () => {
    const { page, errors } = await memberPage();
    const viewport = page.viewportSize()!;
    /** Every match lies inside the viewport's width (nothing cut off on the right). */
    const allInView = async (cells: ReturnType<Page['locator']>) => {
      expect(await cells.count()).toBeGreaterThan(0);
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
    };

    await page.goto('/user/booking/record');
    const items = page.getByTestId('visit-item');
    await items.first().waitFor({ timeout: 15_000 });
    await allInView(items);
    expect(await items.first().textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!:)/);
    await shot(page, 'visit-records', width);
    expect(await noSidewaysScroll(page)).toBe(true);

    await items.first().getByRole('link').first().click();
    await page.waitForURL(/\/user\/booking\/record\/detail\//);
    const prescription = page.getByTestId('prescription').first();
    await prescription.waitFor({ timeout: 15_000 });
    const table = prescription.getByRole('table');
    const dosages = table.locator('td[data-label="每劑用量"]');
    await allInView(dosages);
    for (const cell of await dosages.all()) expect(await cell.textContent()).toMatch(/\d/);
    await allInView(table.locator('td[data-label="藥材"]'));
    const shape = await table.evaluate((t) => ({
      row: getComputedStyle(t.querySelector('tbody tr')!).display,
      columns: getComputedStyle(t.querySelector('tbody')!).gridTemplateColumns.split(' ').length,
      scrolls: t.parentElement!.scrollWidth > t.parentElement!.clientWidth,
    }));
    expect(shape.scrolls).toBe(false);
    if (width === 375) {
      // Two herbs a line, each with its dose, as a prescription is written on paper.
      expect(shape.row).toBe('flex');
      expect(shape.columns).toBe(2);
    } else {
      expect(shape.row).toBe('table-row');
      expect(await table.getByRole('columnheader', { name: '每劑用量' }).isVisible()).toBe(true);
    }
    await allInView(page.getByText(/^\d+ 劑$/).first());
    await allInView(page.getByText(/^HK\$\d/).first());
    await shot(page, 'visit-detail', width);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('dates fit on one line in the personal centre lists, with no sideways scrolling', async () => {
    const { page, errors } = await memberPage();
    const MINUTES = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!:)/;
    // Bookings show the day (11月24日) and the section's hours; the others a time to the minute.
    const pages: [string, string, RegExp][] = [
      ['bookings', '/user/booking/order', /\d{1,2}月\d{1,2}日/],
      ['my-questions', '/user/aq-news/question', MINUTES],
      ['applications', '/user/applyJobs', MINUTES],
      ['my-activities', '/user/association/myActivity', MINUTES],
    ];
    for (const [name, path, shown] of pages) {
      await page.goto(path);
      await waitForApp(page);
      const main = page.locator('main');
      await expect.poll(() => main.innerText(), { timeout: 15_000 }).toMatch(shown);
      // Each date (with its time) is drawn on a single line: a split "HH:mm:ss" reads badly.
      const wrapped = await page.evaluate(() => {
        const out: string[] = [];
        const main = document.querySelector('main')!;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          const m = /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?/.exec(text);
          if (!m) continue;
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(text);
        }
        return out;
      });
      expect(wrapped, `${path}: dates split over lines`).toEqual([]);
      await shot(page, `dates-${name}`, width);
      expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('resume: asks 公開/不公開 (private unless chosen) and starts from the profile', async () => {
    const { page, errors } = await env.page({ width });
    await registerClient(page, env.portal, '何美玲');
    const headers = { ...API_HEADERS, origin: env.portal.url };
    const profile = await (
      await page.request.post(calls.updateClientInfo.path, {
        headers,
        data: { sex: 'F', birthday: '1990-05-06', email: 'meiling.ho@mail.hk' },
      })
    ).json();
    expect(profile.code, profile.msg).toBe(200);

    await page.goto('/user/resume');
    await waitForApp(page);
    await page.getByRole('button', { name: '建立履歷' }).click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '儲存履歷' }) });
    await form.waitFor();
    expect(await form.getByLabel('姓名').inputValue()).toBe('何美玲');
    expect(await form.getByRole('radio', { name: '女' }).isChecked()).toBe(true);
    expect(await form.getByLabel('出生日期').inputValue()).toBe('1990-05-06');
    expect(await form.getByLabel('電郵地址').inputValue()).toBe('meiling.ho@mail.hk');
    const closed = form.getByRole('radio', { name: /^不公開/ });
    const open = form.getByRole('radio', { name: /^公開/ });
    expect(await closed.isChecked()).toBe(true);
    expect(await open.isChecked()).toBe(false);
    for (const label of [/學歷/, /工作年資/, /希望工作類型/]) {
      await form.getByRole('combobox', { name: label }).first().click();
      await page.getByRole('option').first().click();
    }
    await shot(page, 'resume-form', width);
    await form.getByRole('button', { name: '儲存履歷' }).click();

    // Saved as chosen: private, and still so after a reload (the API kept it, not the page).
    const toggle = page.getByRole('switch', { name: '公開履歷' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await shot(page, 'resume-saved', width);

    // Made public from the form: the saved resume's own values are kept.
    await page.getByRole('button', { name: '編輯' }).click();
    await form.waitFor();
    await expect.poll(() => closed.isChecked()).toBe(true);
    await open.check();
    await form.getByLabel('電郵地址').fill('meiling.work@mail.hk');
    await form.getByRole('button', { name: '儲存履歷' }).click();
    await toggle.waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('meiling.work@mail.hk');
    await page.getByRole('button', { name: '編輯' }).click();
    await form.waitFor();
    await expect.poll(() => form.getByLabel('電郵地址').inputValue()).toBe('meiling.work@mail.hk');
    expect(await open.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
