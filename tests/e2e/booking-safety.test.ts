/**
 * A booking that cannot double and a policy that is what the portal does, in real Chromium at 1280
 * and 375 px against the real BFF and embedded upstream: after 預約成功 the address names the
 * booking, so a reload shows the confirmation and never the picker; a second booking with the same
 * doctor that day asks first (keep both, or move the first one there); a booking inside the
 * cancellation cutoff cannot be cancelled online, and its card gives the clinic's phone instead;
 * every booking card carries the clinic's phone and directions.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  calls,
  hkToday,
  addDays,
  type Booking,
  type TimeSection,
  type WorkDate,
} from '@portal/shared';
import { waitForAnimations, waitForApp } from '../helpers/browser';
import { seriousViolations, settle } from '../helpers/axe';
import { WIDTHS, registerClient, useE2E } from '../helpers/e2e';
import { freeTimes, getData, offeredDays } from '../helpers/schedule';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('booking-safety-shots', false);
const HEADERS = { 'x-csrf': '1' };
const HOUR_MS = 3_600_000;

const startMs = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);

/**
 * The doctor's free sections, day by day, from the public schedule calls alone (a booking made by
 * a call needs no more; one made in the picker takes its days from helpers/schedule).
 */
async function scheduledSections(page: Page, doctorId: string) {
  const days = await getData<WorkDate[]>(
    page,
    `${calls.getDoctorWeekWorkDate.path}?doctorId=${doctorId}`,
  ).catch(() => []);
  const out: { date: string; clinicid: string; times: string[] }[] = [];
  for (const day of days.filter((d) => d.available !== false)) {
    const sections = await getData<TimeSection[]>(
      page,
      `${calls.getDoctorWorkTimeSection.path}?doctorId=${doctorId}&workDate=${day.date}&clinicId=${day.clinicid}`,
    );
    const times = sections.flatMap((s) =>
      s.available === true && s.starttime ? [s.starttime] : [],
    );
    if (times.length > 0) out.push({ date: day.date!, clinicid: day.clinicid!, times });
  }
  return out;
}

async function myBookings(page: Page): Promise<Booking[]> {
  const data = await getData<{ list: Booking[] }>(
    page,
    `${calls.getScheduleListByClientId.path}?pageNo=1&pageSize=50`,
  );
  return data.list.filter((b) => b.status === 'booked');
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

/** Opens the doctor's booking dialog on a section, and waits until the picker has chosen it. */
async function openOn(
  page: Page,
  doctorId: string,
  day: { date: string; clinicid: string },
  time: string,
) {
  await page.goto(
    `/doctor/${doctorId}?booking=1&clinic=${day.clinicid}&date=${day.date}&time=${encodeURIComponent(time)}`,
  );
  await waitForApp(page);
  const section = page
    .getByRole('group', { name: /選擇時段$/ })
    .locator(`button[aria-label^="${time} 至"]`);
  await expect.poll(() => section.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('a reload after 預約成功 shows the confirmation; a same-day booking asks, then moves the first', async () => {
    const { page } = await env.page({ width });
    await registerClient(page, env.portal, '黃小明');
    // A doctor's day two or more days ahead (outside the cutoff) with two free sections.
    const from = addDays(hkToday(), 2);
    let doctorId = '';
    let day: { date: string; clinicid: string; times: string[] } | undefined;
    for (const id of ['D1002', 'D1003', 'D1004', 'D1005', 'D1006']) {
      for (const d of await offeredDays(page, id)) {
        if (!d.available || d.date < from) continue;
        const times = await freeTimes(page, id, d);
        if (times.length >= 2) {
          day = { date: d.date, clinicid: d.clinicid, times };
          break;
        }
      }
      if (day) {
        doctorId = id;
        break;
      }
    }
    expect(day, 'a day with two free sections').toBeDefined();
    const { date, clinicid, times } = day!;
    const [first, second] = times as [string, string];

    await openOn(page, doctorId, { date, clinicid }, first);
    await page.getByRole('button', { name: '確認預約' }).click();
    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.waitFor({ timeout: 15_000 });
    // The address names the booking now, not the section.
    // (A change of address runs the page's loaders first, so it can follow the confirmation.)
    await expect
      .poll(() => new URL(page.url()).searchParams.get('booked') ?? '', { timeout: 10_000 })
      .toMatch(/\S/);
    expect(new URL(page.url()).searchParams.get('time')).toBeNull();

    await page.reload();
    await waitForApp(page);
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(first);
    expect(await page.getByTestId('booking-picker').count()).toBe(0);
    expect(await myBookings(page)).toHaveLength(1);

    // The same doctor, the same day, another time: the choice comes before any booking.
    await openOn(page, doctorId, { date, clinicid }, second);
    const clash = page.getByTestId('booking-clash');
    await clash.waitFor();
    expect(await clash.innerText()).toContain(first);
    expect(await page.getByRole('button', { name: '確認預約' }).count()).toBe(0);
    await clash.scrollIntoViewIfNeeded();
    await waitForAnimations(page);
    await expectAxeClean(page, 'booking clash choice');
    await shot(page, 'booking-clash', width);
    expect(await clash.isVisible()).toBe(true);
    await clash.getByRole('button', { name: '把原有預約改到這個時段' }).click();
    await page.getByText('已改期').first().waitFor({ timeout: 15_000 });
    const mine = await myBookings(page);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ scheduledate: date, starttime: second });

    // The booking card: the clinic's phone to call and directions.
    await page.goto('/user/booking/order');
    await settle(page);
    const card = page.getByTestId('booking-item').first();
    expect(await card.getByRole('link', { name: /^致電/ }).getAttribute('href')).toMatch(
      /^tel:\d{8}$/,
    );
    expect(await card.getByRole('link', { name: /路線/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await expectAxeClean(page, 'my bookings with phone and directions');
    await shot(page, 'booking-card-contact', width);
  });

  it('inside the cancellation cutoff a booking cannot be cancelled online: the card gives the clinic phone', async () => {
    const { page } = await env.page({ width });
    await registerClient(page, env.portal, '何美儀');
    // A free section starting within the cutoff, with any doctor.
    let found: { doctorId: string; date: string; time: string } | undefined;
    for (const id of ['D1006', 'D1007', 'D1008', 'D1009', 'D1010', 'D1011', 'D1012', 'D1003']) {
      for (const d of await scheduledSections(page, id)) {
        const time = d.times.find(
          (t) => startMs(d.date, t) - Date.now() < (BOOKING_CHANGE_CUTOFF_HOURS - 1) * HOUR_MS,
        );
        if (time) {
          found = { doctorId: id, date: d.date, time };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a free section inside the cutoff').toBeDefined();
    const { doctorId, date, time } = found!;
    const params = new URLSearchParams({
      doctorId,
      scheduleDate: `${date} ${time}`,
      sourceType: 'F',
    });
    const saved = (await (
      await page.request.post(`${calls.saveSchedule.path}?${params}`, {
        headers: { ...HEADERS, origin: env.portal.url },
      })
    ).json()) as { code: number; msg: string; data: Booking };
    expect(saved.code, saved.msg).toBe(200);

    await page.goto('/user/booking/order');
    await settle(page);
    const card = page.getByTestId('booking-item').filter({ hasText: saved.data.scheduleid ?? '' });
    const locked = card.getByTestId('booking-locked');
    await locked.waitFor();
    expect(await locked.innerText()).toContain(`應診前 ${BOOKING_CHANGE_CUTOFF_HOURS} 小時內`);
    expect(await locked.innerText()).toContain('請致電診所');
    expect(await card.getByRole('button', { name: '取消預約' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: '改期' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: /^致電/ }).getAttribute('href')).toMatch(/^tel:/);
    await expectAxeClean(page, 'a booking inside the cutoff');
    await shot(page, 'booking-locked', width);

    // The portal itself refuses, whatever a page offers.
    const cancel = (await (
      await page.request.post(
        `${calls.deleteSchedule.path}?scheduleID=${encodeURIComponent(saved.data.scheduleid ?? '')}`,
        { headers: { ...HEADERS, origin: env.portal.url } },
      )
    ).json()) as { code: number; msg: string };
    expect(cancel.code).toBe(403);
    expect(cancel.msg).toContain('請致電診所');
    expect(await myBookings(page)).toHaveLength(1);
  });

  it('doctor cards show their soonest times as buttons that open the picker on that time', async () => {
    const { page } = await env.page({ width });
    await page.goto('/doctor/list');
    await waitForApp(page);
    const times = page.getByTestId('slot-times').first();
    await times.waitFor();
    const buttons = times.getByRole('link');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const last = buttons.nth(count - 1);
    const time = ((await last.textContent()) ?? '').trim();
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(await last.getAttribute('aria-label')).toMatch(new RegExp(`^預約 .+ ${time}`));
    // Every time is visible on the card, not read to screen readers only.
    expect(await last.isVisible()).toBe(true);
    await shot(page, 'doctor-card-times', width);
    await last.click();
    await page.getByTestId('booking-picker').waitFor();
    const section = page
      .getByRole('group', { name: /選擇時段$/ })
      .locator(`button[aria-label^="${time} 至"]`);
    await expect.poll(() => section.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
  });
});
