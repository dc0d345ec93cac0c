/**
 * 按距離排序 names the clinic of every time, in real Chromium at 1280 and 375 px (and in
 * Simplified) against the real BFF and embedded upstream: each card's times stand under their
 * clinic's name and distance, the card's distance is that clinic's when it offers times (said as
 * 可約診所…, else 最近診所…), the list runs nearest first by what the cards say, and the 排序
 * select says the order by distance while it is on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from '../helpers/axe';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('distance-order-shots', false);

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

const SCRIPTS = [
  { prefix: '', sort: '按距離排序', offered: '可約診所', nearest: '最近診所', usual: '預設排序' },
  {
    prefix: '/zh-cn',
    sort: '按距离排序',
    offered: '可约诊所',
    nearest: '最近诊所',
    usual: '默认排序',
  },
] as const;
const CASES = WIDTHS.flatMap((width) => SCRIPTS.map((script) => ({ width, script })));

/** `約 350 米` / `约 1.2 公里` as kilometres. */
function km(text: string): number {
  const n = Number(/[\d.]+/.exec(text)![0]);
  return /公里/.test(text) ? n : n / 1000;
}

/** The distance phrase at the end of a text (`約 1.2 公里`). */
function distanceIn(text: string): string {
  return /[約约] [\d.]+ (公里|米)/.exec(text)?.[0] ?? '';
}

/** What each card says, read in one go (the list may still reorder as late doctors come in). */
function cards(page: Page) {
  return page.getByTestId('doctor-card').evaluateAll((els) =>
    els.map((card) => ({
      badge: card.querySelector('[data-testid="distance"]')?.textContent ?? '',
      clinics: [...card.querySelectorAll('[data-testid="slot-clinic"]')].map(
        (e) => e.textContent ?? '',
      ),
      groups: card.querySelectorAll('[data-testid="slot-times"]').length,
    })),
  );
}

describe.each(CASES)('by distance at $width px ($script.prefix)', ({ width, script }) => {
  it('each card’s times name their clinic and its distance; the select says the order', async () => {
    const { page, context } = await env.page({ width });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MONG_KOK);
    await page.goto(`${script.prefix}/doctor/list`);
    await settle(page);
    // On a phone the select is folded under 篩選: found while hidden.
    const order = page.getByRole('combobox', { name: '排序', includeHidden: true });
    expect(await order.locator('option:checked').innerText()).toBe(script.usual);

    await page.getByRole('button', { name: script.sort }).click();
    await page.getByTestId('distance').first().waitFor();
    // Every doctor placed and their times read: the list no longer changes under the reader.
    await expect
      .poll(() => page.getByText(/仍在查詢|仍在查询/).count(), { timeout: 20_000 })
      .toBe(0);
    await page.locator('[data-testid="doctor-results"][aria-busy="false"]').waitFor();
    await settle(page);
    expect(await order.locator('option:checked').innerText()).toBe(script.sort);

    const shown = await cards(page);
    const withTimes = shown.filter((c) => c.groups > 0);
    expect(withTimes.length).toBeGreaterThan(0);
    for (const c of withTimes) {
      // One name-and-distance line per group of times.
      expect(c.clinics).toHaveLength(c.groups);
      for (const line of c.clinics) expect(distanceIn(line), line).not.toBe('');
      // The card's distance is that of the clinic whose times come first.
      expect(c.badge.startsWith(script.offered), c.badge).toBe(true);
      expect(distanceIn(c.badge)).toBe(distanceIn(c.clinics[0]!));
    }
    for (const c of shown.filter((x) => x.groups === 0 && x.badge)) {
      expect(c.badge.startsWith(script.nearest), c.badge).toBe(true);
    }
    // Nearest first, by what the cards say.
    const said = shown.filter((c) => c.badge).map((c) => km(c.badge));
    expect([...said].sort((a, b) => a - b)).toEqual(said);
    await shot(page, `distance-order${script.prefix.replace('/', '-')}`, width);

    // Another order from the select leaves the order by distance (on a phone, under 篩選).
    if (width === 375) await page.getByTestId('filters-toggle').click();
    await order.selectOption('soonest');
    await expect.poll(() => page.getByTestId('distance').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('order')).toBe('soonest');
  });
});
