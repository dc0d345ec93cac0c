/**
 * The 最快可約 line in real Chromium against the real BFF and embedded upstream: a doctor card's
 * line opens the booking picker on exactly that section, and a visitor books it, logging in half
 * way; the 今日有空 filter and the 最快可約 order change the list, live in the URL and survive a
 * reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hkToday, nextSlotLabel, calls } from '@portal/shared';
import { useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

/** The second demo client (the first one books in find-book.test.ts). */
const CLIENT = { phone: '92345678', password: 'Demo1234' };

interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

async function myBookings(
  page: Page,
): Promise<{ doctorid: string; scheduledate: string; starttime: string }[]> {
  // The path goes in as an argument: the function runs in the page.
  const answer = await page.evaluate(async (path) => {
    const res = await fetch(`${path}?pageNo=1&pageSize=50`, {
      credentials: 'same-origin',
      headers: { 'x-csrf': '1', 'x-page-path': '/user/booking/order' },
    });
    return (await res.json()) as Envelope<{
      list: { doctorid: string; scheduledate: string; starttime: string }[];
    }>;
  }, calls.getScheduleListByClientId.path);
  return answer.data?.list ?? [];
}

/**
 * The names on the cards once the list shown is the answer for the current URL; none when the
 * answer is empty (late in the day no doctor is free today, and the list gives way to a notice).
 */
async function cardNames(page: Page): Promise<string[]> {
  await page
    .locator('[data-testid="doctor-results"][aria-busy="false"]')
    .or(page.getByText('暫時找不到今日有空的醫師'))
    .first()
    .waitFor();
  return page.getByTestId('doctor-card').locator('h3').allTextContents();
}

/** The earliest free sections on the cards, as `YYYY-MM-DD HH:mm`, from their links. */
async function slotsShown(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('next-slot')
    .and(page.locator('a'))
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => {
    const q = new URL(h, 'http://x').searchParams;
    return `${q.get('date')} ${q.get('time')}`;
  });
}

describe('最快可約 on the doctor cards', () => {
  it('opens the picker on the card’s section, and a visitor books it after logging in', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto('/doctor/list');
    await waitForApp(page);
    // The first line that is not the demo doctor's (find-book.test.ts books there).
    const line = page
      .getByTestId('next-slot')
      .and(page.locator('a'))
      .and(page.locator(':not([href*="/doctor/D1001?"])'))
      .first();
    await line.waitFor();
    const href = (await line.getAttribute('href')) ?? '';
    const url = new URL(href, env.portal.url);
    const doctorId = url.pathname.split('/').pop() ?? '';
    const date = url.searchParams.get('date') ?? '';
    const time = url.searchParams.get('time') ?? '';
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(await line.textContent()).toBe(`最快可約：${nextSlotLabel({ date, starttime: time })}`);

    await line.click();
    const picker = page.getByTestId('booking-picker');
    await picker.waitFor();
    // That very day and section are chosen, and the summary names them.
    const [, month, day] = date.split('-');
    const dayButton = page
      .getByRole('group', { name: /選擇日期$/ })
      .getByRole('button', { pressed: true });
    expect(await dayButton.textContent()).toContain(`${Number(month)}月${Number(day)}日`);
    const section = page
      .getByRole('group', { name: /選擇時段$/ })
      .locator(`button[aria-label^="${time} 至"]`);
    await expect.poll(() => section.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('booking-summary').textContent()).toContain(time);

    // A visitor: log in half way, come back to the same section, book it.
    await page.getByRole('button', { name: '登入後確認預約' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('手機號碼').fill(CLIENT.phone);
    await page.getByLabel(/^密碼/).fill(CLIENT.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/doctor/${doctorId}`);
    await expect.poll(() => section.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.getByText('預約成功').first().waitFor({ timeout: 15_000 });
    const booked = await myBookings(page);
    expect(booked).toContainEqual(
      expect.objectContaining({ doctorid: doctorId, scheduledate: date, starttime: time }),
    );
  });

  it('filters by 今日有空 and orders by 最快可約, in the URL and across a reload', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/doctor/list');
    await waitForApp(page);
    await cardNames(page);
    const countText = page.getByText(/^找到 \d+ 位/);
    const totalBefore = Number(/\d+/.exec((await countText.textContent()) ?? '')?.[0]);

    // On a phone the filters fold away behind 篩選.
    await page.getByTestId('filters-toggle').click();
    await page.getByText('今日有空', { exact: true }).click();
    await page.waitForURL(/[?&]free=today/);
    await page.getByText(/^找到 \d+ 位今日有空的醫師$/).waitFor();
    const todayLabel = nextSlotLabel({ date: hkToday(), starttime: '00:00' }).slice(0, -2);
    const filteredTotal = Number(/\d+/.exec((await countText.textContent()) ?? '')?.[0]);
    expect(filteredTotal).toBeLessThanOrEqual(totalBefore);
    if (filteredTotal === 0) {
      await page.getByText('暫時找不到今日有空的醫師').waitFor();
    } else {
      // Every doctor shown has a free section today, so their earliest one is today.
      const lines = await page.getByTestId('next-slot').allTextContents();
      expect(lines.length).toBe(Math.min(filteredTotal, 12));
      for (const text of lines) expect(text).toContain(todayLabel);
    }

    // Folded under 篩選 again after the reload: found while hidden.
    const order = page.getByRole('combobox', { name: '排序', exact: true, includeHidden: true });
    await order.selectOption({ label: '最快可約' });
    await page.waitForURL(/[?&]order=soonest/);
    // The old list stays on screen until the new order's answer arrives: wait for the re-sort
    // instead of reading the cards of the previous order.
    await expect
      .poll(
        async () => {
          await cardNames(page);
          const slots = await slotsShown(page);
          return slots.join('|') === [...slots].sort().join('|');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const search = new URL(page.url()).search;

    // A reload keeps the filter and the order: the same URL, the same choices, a list that is
    // still today's and soonest first (the times themselves may move as people book).
    await page.reload();
    await waitForApp(page);
    expect(new URL(page.url()).search).toBe(search);
    await cardNames(page);
    expect(
      await page.getByRole('radio', { name: '今日有空', includeHidden: true }).isChecked(),
    ).toBe(true);
    expect(await order.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
      '最快可約',
    );
    const reloaded = await slotsShown(page);
    expect(reloaded).toEqual([...reloaded].sort());
    for (const slot of reloaded) expect(slot.startsWith(hkToday())).toBe(true);
    if (filteredTotal > 0) expect(reloaded.length).toBeGreaterThan(0);
  });
});
