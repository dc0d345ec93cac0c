/**
 * Availability that is honest, in real Chromium at 1280 and 375 px, on a portal whose clock the
 * test sets to a Sunday morning (so the answer does not depend on the day the test runs; the demo
 * schedules are weekly, seeded relative to that day):
 * - 本週有空 is the next seven days: it finds the doctors free on Monday too, not the same doctors
 *   as 今日有空, and its empty state never suggests the filter already chosen (in Simplified too);
 * - no time is offered while the clinic's opening hours say it is closed (most demo clinics rest
 *   on Sunday, while some doctors' weekly schedules still name Sunday there): neither on the
 *   doctor cards nor in the booking picker, and the BFF says so in its log once per clinic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calls,
  closedOn,
  hkToday,
  openForSection,
  type ApiResponse,
  type AvailableDoctorsAnswer,
  type Clinic,
  type WorkDate,
} from '@portal/shared';
import { newPage, waitForApp } from '../helpers/browser';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { startPortal, type Portal } from '../helpers/portal';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('honest-availability-shots', false);

/** The next Sunday after today in Hong Kong, 08:00 there: before any section of the day. */
function comingSunday(): string {
  const today = hkToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 7 - weekday);
}
const SUNDAY = comingSunday();
const MONDAY = addDays(SUNDAY, 1);

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ clockAt: Date.parse(`${SUNDAY}T08:00:00+08:00`) });
}, 90_000);
afterAll(async () => {
  await portal?.stop();
});

async function apiData<T>(path: string): Promise<T> {
  const res = await fetch(`${portal.url}${path}`, { headers: { 'x-csrf': '1' } });
  const answer = (await res.json()) as ApiResponse<T>;
  expect(answer.code, answer.msg).toBe(200);
  return answer.data!;
}

/** The doctor's clinics (with their opening hours), by clinic id. */
async function clinicsOf(doctorId: string): Promise<Map<string, Clinic>> {
  const list = await apiData<Clinic[]>(
    `${calls.getClinicListByDocGlobalId.path}?doctorglobaluserid=${doctorId}`,
  );
  return new Map(list.map((c) => [c.clinicid ?? '', c]));
}

/** The BFF's answer for a filter once every matching doctor's schedule has been read. */
async function settled(query: string): Promise<AvailableDoctorsAnswer> {
  let data: AvailableDoctorsAnswer | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${portal.url}/bff/doctors?${query}&pagesize=50`, {
          headers: { 'x-csrf': '1' },
        });
        data = ((await res.json()) as ApiResponse<AvailableDoctorsAnswer>).data;
        return data?.pending;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(0);
  return data!;
}

describe('本週有空 on a Sunday', () => {
  it('the portal runs on the chosen Sunday', async () => {
    const today = await settled('free=today');
    expect(today.today).toBe(SUNDAY);
  });

  it.each(WIDTHS)('finds Monday’s free doctors too, at %i px', async (width) => {
    const today = await settled('free=today');
    const week = await settled('free=week');
    // Some doctors are free on Monday and not today: the week finds more than today.
    const mondayOnly = week.availability.filter((a) => a.slot?.date === MONDAY);
    expect(mondayOnly.length).toBeGreaterThan(0);
    expect(week.total).toBeGreaterThan(today.total);
    // Nothing past the seventh day.
    const last = addDays(SUNDAY, 6);
    for (const a of week.availability) expect(a.freeDates.some((d) => d <= last)).toBe(true);

    const t = await newPage(env.browser(), { width, baseURL: portal.url });
    try {
      await t.page.goto('/doctor/list?free=week');
      await waitForApp(t.page);
      await t.page.locator('[data-testid="doctor-results"][aria-busy="false"]').waitFor();
      await expect
        .poll(() => t.page.getByText(/^找到 \d+ 位本週有空的醫師/).innerText(), {
          timeout: 15_000,
        })
        .toContain(`找到 ${week.total} 位`);
      // A card offers Monday (（一）), which 今日有空 would never show.
      expect(
        await t.page.getByTestId('next-slot').filter({ hasText: '（一）' }).count(),
      ).toBeGreaterThan(0);
      await shot(t.page, 'week-on-sunday', width);
    } finally {
      await t.close();
    }
  });

  it.each(WIDTHS)('an empty week suggests a wider choice, not itself, at %i px', async (width) => {
    const t = await newPage(env.browser(), { width, baseURL: portal.url });
    try {
      for (const [prefix, chosen] of [
        ['', '本週有空'],
        ['/zh-cn', '本周有空'],
      ] as const) {
        await t.page.goto(
          `${prefix}/doctor/list?free=week&keyword=${encodeURIComponent('查無此人')}`,
        );
        await waitForApp(t.page);
        const empty = t.page.getByText(/放寬應診時間|改為「不限」|改为「不限」/);
        await empty.waitFor({ timeout: 15_000 });
        const text = await empty.innerText();
        expect(text).not.toContain(`「${chosen}」`);
        expect(text).toMatch(/「不限」/);
        await shot(t.page, `week-empty${prefix.replace('/', '-')}`, width);
      }
    } finally {
      await t.close();
    }
  });
});

describe('no time while the clinic says it is closed', () => {
  /**
   * A doctor whose weekly schedule names today (Sunday) at a clinic whose hours say 休息: the
   * demo data has such doctors (盧俊宏 at 天和中醫診所（長沙灣）among them).
   */
  async function doctorScheduledWhileClosed(): Promise<{ doctorId: string; clinicid: string }> {
    const doctors = (await settled('free=week')).list.map((d) => d.globaluserid);
    const all = await apiData<{ list: { globaluserid: string }[] }>(`/bff/doctors?pagesize=50`);
    for (const doctorId of new Set([...doctors, ...all.list.map((d) => d.globaluserid)])) {
      const days = await apiData<WorkDate[]>(
        `${calls.getDoctorWeekWorkDate.path}?doctorId=${doctorId}`,
      );
      const clinics = await clinicsOf(doctorId);
      const sunday = days.find(
        (d) => d.date === SUNDAY && closedOn(clinics.get(d.clinicid ?? '')?.openinghours, SUNDAY),
      );
      if (sunday) return { doctorId, clinicid: sunday.clinicid! };
    }
    throw new Error('no doctor scheduled on a Sunday at a clinic closed on Sundays');
  }

  it('the cards offer no time outside the clinic’s hours, and the BFF logs it once per clinic', async () => {
    const { doctorId, clinicid } = await doctorScheduledWhileClosed();
    const week = await settled('free=week');
    for (const a of week.availability) {
      const clinics = await clinicsOf(a.doctorId);
      for (const t of a.slots ?? []) {
        const hours = clinics.get(t.clinicid)?.openinghours;
        expect(
          openForSection(hours, t.date, t.starttime, t.endtime),
          `${a.doctorId} ${t.date} ${t.starttime} at ${t.clinicid}`,
        ).not.toBe(false);
      }
    }
    const mine = week.availability.find((a) => a.doctorId === doctorId);
    if (mine?.slot)
      expect(`${mine.slot.date} ${mine.slot.clinicid}`).not.toBe(`${SUNDAY} ${clinicid}`);
    const said = portal
      .lines()
      .filter((l) => l.includes('the clinic is closed') && l.includes(`"clinicid":"${clinicid}"`));
    expect(said).toHaveLength(1);
  });

  it.each(WIDTHS)(
    'the booking picker offers no day the clinic is closed, at %i px',
    async (width) => {
      const { doctorId, clinicid } = await doctorScheduledWhileClosed();
      const t = await newPage(env.browser(), { width, baseURL: portal.url });
      try {
        await t.page.goto(`/doctor/${doctorId}?booking=1`);
        await waitForApp(t.page);
        const days = t.page.getByRole('group', { name: /選擇日期$/ }).locator('[data-key]');
        await days.first().waitFor({ timeout: 15_000 });
        const keys = await days.evaluateAll((els) =>
          els.map((e) => e.getAttribute('data-key') ?? ''),
        );
        expect(keys.length).toBeGreaterThan(0);
        expect(keys).not.toContain(`${SUNDAY}|${clinicid}`);
        const clinics = await clinicsOf(doctorId);
        for (const key of keys) {
          const [date = '', clinic = ''] = key.split('|');
          expect(closedOn(clinics.get(clinic)?.openinghours, date), key).toBe(false);
        }
        await shot(t.page, 'picker-closed-days', width);
      } finally {
        await t.close();
      }
    },
  );
});
