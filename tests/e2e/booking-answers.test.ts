/**
 * A booking answer that is true, in real Chromium at 1280 and 375 px against the real BFF and
 * embedded upstream: a double tap on 確認預約 books once and shows that booking's number; the
 * confirmation keeps its 備註 after a reload; a link back to the booked section shows the booking
 * instead of offering 保留兩個預約; the answer to booking it again says 你, never 您; the note never
 * reaches the portal's log; the cancel question names the day as every other place does (12月9日).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, calls, hkToday, type Booking } from '@portal/shared';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, registerClient, useE2E } from '../helpers/e2e';
import { freeTimes, getData, offeredDays } from '../helpers/schedule';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('booking-answers-shots', false);
const HEADERS = { 'x-csrf': '1' };

/** A day two or more days ahead (outside the cancellation cutoff) with a section the picker offers. */
async function freeSection(page: Page, doctorIds: readonly string[]) {
  const from = addDays(hkToday(), 2);
  for (const doctorId of doctorIds) {
    for (const day of (await offeredDays(page, doctorId)).filter(
      (d) => d.available && d.date >= from,
    )) {
      const [time] = await freeTimes(page, doctorId, day);
      if (time) return { doctorId, date: day.date, clinicid: day.clinicid, time };
    }
  }
  return undefined;
}

async function myBookings(page: Page): Promise<Booking[]> {
  const data = await getData<{ list: Booking[] }>(
    page,
    `${calls.getScheduleListByClientId.path}?pageNo=1&pageSize=50`,
  );
  return data.list.filter((b) => b.status === 'booked');
}

/** `12月9日`: how the portal writes a day everywhere. */
function monthDay(date: string): string {
  const [, m, d] = date.split('-');
  return `${Number(m)}月${Number(d)}日`;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('a double tap books once and confirms it; the note survives a reload; the booked section shows the booking', async () => {
    const { page } = await env.page({ width });
    await registerClient(page, env.portal, '馮雅琳');
    // Doctors no other booking test uses, a different run of them per width.
    const ids = Array.from({ length: 10 }, (_, i) => `D${1014 + i + (width === 375 ? 10 : 0)}`);
    const found = await freeSection(page, ids);
    expect(found, 'a free section two or more days ahead').toBeDefined();
    const { doctorId, date, clinicid, time } = found!;

    const picker = `/doctor/${doctorId}?booking=1&clinic=${clinicid}&date=${date}&time=${encodeURIComponent(time)}`;
    await page.goto(picker);
    await waitForApp(page);
    const section = page
      .getByRole('group', { name: /選擇時段$/ })
      .locator(`button[aria-label^="${time} 至"]`);
    await expect.poll(() => section.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    const note = '腰痛兩星期，請安排針灸';
    await page.getByRole('textbox', { name: /備註/ }).fill(note);

    // Two taps as quick as a finger's: one booking, and its confirmation with its number.
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes(calls.saveSchedule.path),
    );
    await page.getByRole('button', { name: '確認預約' }).dblclick();
    const booking = await sent;
    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.waitFor({ timeout: 15_000 });
    const held = (await myBookings(page)).filter(
      (b) => b.doctorid === doctorId && b.scheduledate === date && b.starttime === time,
    );
    expect(held).toHaveLength(1);
    expect(await confirmation.innerText()).toContain(`預約編號 ${held[0]!.scheduleid}`);
    expect(await page.getByText('未能預約這個時段').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /預約/ }).count()).toBe(0);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('booked') ?? '', { timeout: 10_000 })
      .toBe(held[0]!.scheduleid);
    await shot(page, 'double-tap-confirmed', width);

    // The same request once more is refused as a section already held: the upstream's words, as
    // the client receives them, speak to the patient as 你.
    const again = (await (
      await page.request.post(booking.url(), {
        headers: { ...HEADERS, origin: env.portal.url },
      })
    ).json()) as { code: number; msg: string };
    expect(again.code, again.msg).toBe(409);
    expect(again.msg).toContain('你');
    expect(again.msg).not.toContain('您');

    // The note travels in the booking's query (the API's design), and the portal's log never
    // carries it, as written or URL-encoded. Both requests' lines are waited for first: the log
    // is written in batches, after each answer.
    const bookingLines = () =>
      env.portal
        .lines()
        .filter(
          (line) => line.includes(calls.saveSchedule.path) && line.includes(`doctorId=${doctorId}`),
        );
    await expect.poll(() => bookingLines().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const noteForms = [note, encodeURIComponent(note)].map((form) => form.toUpperCase());
    expect(
      env.portal.lines().filter((line) => noteForms.some((f) => line.toUpperCase().includes(f))),
    ).toEqual([]);

    // A reload of the confirmation still says what the client wrote.
    await page.reload();
    await waitForApp(page);
    await confirmation.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => confirmation.innerText(), { timeout: 10_000 })
      .toContain(`備註：${note}`);

    // Back to a page whose link still names the section just booked (a card's time button,
    // the login's way back, another tab): the booking is shown, a second one is not offered.
    await page.goto(picker);
    await waitForApp(page);
    const heldNotice = page.getByTestId('booking-held');
    await heldNotice.waitFor({ timeout: 15_000 });
    expect(await heldNotice.innerText()).toContain(held[0]!.scheduleid!);
    expect(await page.getByRole('button', { name: '保留兩個預約' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '確認預約' }).count()).toBe(0);
    await shot(page, 'back-to-booked-section', width);
    await heldNotice.getByRole('button', { name: '查看預約確認' }).click();
    await confirmation.waitFor();
    expect(await myBookings(page)).toHaveLength(1);

    // The cancel question names the day as 12月9日, like the card above it.
    await page.goto('/user/booking/order');
    await waitForApp(page);
    const card = page.getByTestId('booking-item').filter({ hasText: held[0]!.scheduleid! });
    await card.getByRole('button', { name: '取消預約' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const question = await dialog.innerText();
    expect(question).toContain(`${monthDay(date)} ${time}`);
    expect(question).not.toContain(date);
    await shot(page, 'cancel-question', width);
  });
});
