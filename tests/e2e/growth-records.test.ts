/**
 * Growth records per child at 1280 and 375 px, in real Chromium against the real BFF and embedded
 * upstream: a visitor is offered 登入後可儲存 under a growth tool's result; a signed-in parent with
 * a child saves the tool's measurements to the child (儲存到家庭成員的成長紀錄), opens the child's
 * 成長紀錄 from 家庭成員, and sees each measurement with the z-score the tool gave, the trend in
 * words and the chart; downloads them as CSV, deletes one after asking, and prints without the
 * site's frame. A record of ten measurements prints on one A4 page.
 */
import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAMILY_PATH, hkToday } from '@portal/shared';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForApp } from '../helpers/browser';
import { SHOTS_WANTED, screenshots } from '../helpers/shots';
import { WIDTHS, registerClient, useE2E, type SharedPortal } from '../helpers/e2e';
import { TEN_VISITS, addChildWithRecords } from '../helpers/family';

const env = useE2E();

const shot = screenshots();

/** What the browser tests send with the API calls they make from a page (as the helpers do). */
function apiHeaders(portal: SharedPortal): Record<string, string> {
  return { 'x-csrf': '1', 'content-type': 'application/json', origin: portal.url };
}

/** Fills a growth tool's form for a girl born on `birthDate`, computes, and returns its z-score. */
async function compute(
  page: Page,
  tool: string,
  birthDate: string,
  value: string,
): Promise<string> {
  await page.goto(`/children/${tool}`);
  await waitForApp(page);
  const form = page.locator('form[aria-label^="兒童"]');
  await form.getByLabel('女孩').check();
  await form.getByRole('textbox', { name: '出生日期' }).fill(birthDate);
  await form.getByRole('textbox', { name: /^(身高|體重)/ }).fill(value);
  await form.getByRole('button', { name: '計算' }).click();
  const result = page.getByTestId('child-result');
  await result.getByTestId('child-percentile').waitFor();
  const z = /Z 分數 (-?\d+\.\d\d)/.exec((await result.textContent()) ?? '');
  expect(z, 'the tool shows a z-score').not.toBeNull();
  return z![1]!;
}

/** The pages of a PDF Chromium made: its page objects (`/Type /Page`, not the `/Pages` tree). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('saves the tools’ measurements to a child and shows them with scores, trend, CSV and print', async () => {
    const { page, errors } = await env.page({ width });
    const today = hkToday();
    const year = Number(today.slice(0, 4));
    const birthDate = `${year - 3}-01-15`;

    // A visitor is told that signing in lets them keep the result, and nothing more.
    await compute(page, 'height', birthDate, '95.5');
    await page.getByRole('link', { name: '登入後可儲存到家庭成員的成長紀錄' }).waitFor();
    expect(await page.getByTestId('save-growth-record').count()).toBe(0);

    await registerClient(page, env.portal, '黃美玲');
    const added = await page.request.post(FAMILY_PATH, {
      headers: apiHeaders(env.portal),
      data: { name: '黃小晴', relation: '子女', birthDate, sex: 'F', phone: '' },
    });
    const member = ((await added.json()) as { data: { member: { id: string } } }).data.member;

    // 1: the height tool's result, saved for today (the date it starts with).
    const toolZ = await compute(page, 'height', birthDate, '95.5');
    const save = page.getByTestId('save-growth-record');
    await expect
      .poll(() => save.getByLabel('家庭成員', { exact: true }).inputValue())
      .toBe(member.id);
    expect(await save.getByLabel('量度日期').inputValue()).toBe(today);
    await shot(page, 'growth-save', width);
    await save.getByRole('button', { name: '儲存' }).click();
    await save
      .getByTestId('growth-record-saved')
      .getByText('已儲存到 黃小晴 的成長紀錄。')
      .waitFor();

    // 2: the weight tool’s result, saved as measured a year ago.
    await compute(page, 'weight', birthDate, '13.6');
    const earlier = `${year - 1}-${today.slice(5, 7) === '02' && today.slice(8) === '29' ? '02-28' : today.slice(5)}`;
    await save.getByLabel('量度日期').fill(earlier);
    await save.getByRole('button', { name: '儲存' }).click();
    await save.getByTestId('growth-record-saved').waitFor();

    // 3: an older visit's measurements, through the API.
    const third = await page.request.post(`${FAMILY_PATH}/${member.id}/measurements`, {
      headers: apiHeaders(env.portal),
      data: { date: `${year - 2}-01-20`, heightCm: 76.5, weightKg: 9.8, headCm: 45.5, chestCm: 47 },
    });
    expect(third.status()).toBe(200);

    // From 家庭成員 to the child's page.
    await page.goto('/user/family');
    await waitForApp(page);
    await page.getByRole('link', { name: '黃小晴的成長紀錄' }).click();
    await page.waitForURL(`**/user/family/${member.id}/growth`);
    await page.getByRole('heading', { name: '黃小晴的成長紀錄' }).waitFor();
    const rows = page.getByTestId('growth-row');
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first; every measure with a reference has its z-score.
    const newest = rows.filter({ hasText: today });
    await expect
      .poll(() => newest.getByTestId('score-heightCm').textContent())
      .toMatch(/^Z -?\d+\.\d\d・第 [\d.]+ 百分位$/);
    // The same entry scores the same on the page as in the tool.
    expect(await newest.getByTestId('score-heightCm').textContent()).toContain(`Z ${toolZ}・`);
    for (const field of ['heightCm', 'weightKg', 'headCm']) {
      expect(await rows.last().getByTestId(`score-${field}`).textContent()).toMatch(/^Z -?\d/);
    }
    expect(await rows.last().getByTestId('score-chestCm').textContent()).toBe('沒有參考標準');

    const trends = page.getByTestId('growth-trend');
    await expect.poll(() => trends.count()).toBe(4);
    expect(await trends.first().textContent()).toMatch(
      /^身高(大致沿着自己的成長曲線|由第 .+ 百分位(上升|下降)至第 .+ 百分位，跨越了兩條)/,
    );
    expect(await page.getByText('胸圍沒有世界衞生組織的參考標準').count()).toBe(1);
    await expect.poll(() => page.getByTestId('growth-record-chart').count()).toBe(3);
    expect(
      await page
        .getByTestId('growth-record-chart')
        .first()
        .locator('[data-testid="child-series"] circle')
        .count(),
    ).toBe(2);

    await shot(page, 'growth-records', width);

    // CSV: a byte order mark, a header and a row per measurement.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下載 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`growth-${today}.csv`);
    const bytes = await buffer(await download.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.startsWith('日期,月齡,身高（cm）,身高 Z 分數')).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]!.startsWith(`${today},`)).toBe(true);
    expect(lines[3]).toContain(`,95.5,${toolZ},`);

    // On paper: the records without the site's header, menu or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('button', { name: '下載 CSV' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByTestId('growth-table').isVisible()).toBe(true);
    if (SHOTS_WANTED && width === 1280) {
      await page.pdf({
        path: join(tmpdir(), 'portal-e2e-shots', 'growth-records.pdf'),
        format: 'A4',
      });
    }
    await page.emulateMedia({ media: 'screen' });

    // Delete after asking: cancelling keeps it.
    await rows.last().getByRole('button', { name: /^刪除/ }).click();
    await rows.last().getByRole('button', { name: '取消' }).click();
    expect(await rows.count()).toBe(3);
    await rows.last().getByRole('button', { name: /^刪除/ }).click();
    await rows.last().getByRole('button', { name: '確定刪除' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(errors).toEqual([]);
  });
});

describe('on paper', () => {
  it('a child’s record of ten measurements prints on one A4 page, the charts three across', async () => {
    // Paper is laid out at the page's width, not the window's: one width is enough.
    const { page, errors } = await env.page({ width: 1280 });
    await registerClient(page, env.portal, '何美儀');
    const child = await addChildWithRecords(page, env.portal.url, {
      name: '何小晴',
      visits: TEN_VISITS,
    });
    await page.goto(child.growthPath);
    await waitForApp(page);
    await expect.poll(() => page.getByTestId('growth-row').count()).toBe(10);
    // Every score is in once the charts are drawn (they are drawn from the answers).
    await expect.poll(() => page.getByTestId('growth-record-chart').count()).toBe(3);

    await page.emulateMedia({ media: 'print' });
    // The smaller drawings in place of the screen's charts.
    expect(await page.getByTestId('growth-record-chart').first().isVisible()).toBe(false);
    const printed = page.getByTestId('growth-print-chart');
    expect(await printed.count()).toBe(3);
    expect(await printed.first().isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPages(pdf)).toBe(1);
    if (SHOTS_WANTED) {
      writeFileSync(join(tmpdir(), 'portal-e2e-shots', 'growth-records-ten.pdf'), pdf);
    }
    expect(errors).toEqual([]);
  });
});
