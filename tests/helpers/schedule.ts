/**
 * A doctor's schedule as the booking picker offers it. The picker leaves out the days a clinic's
 * opening hours say it is closed and the sections outside its hours (some demo doctors' weekly
 * schedules name Sunday, or 09:30, at a clinic that rests on Sunday or opens at 10:00). A test
 * that takes a section from the schedule calls alone would ask the picker for one it never shows,
 * and fail only on the days of the week where the two differ.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  calls,
  closedOn,
  openForSection,
  type Clinic,
  type OpeningHours,
  type TimeSection,
  type WorkDate,
} from '@portal/shared';

const HEADERS = { 'x-csrf': '1' };

/** The `data` of a portal GET made with the page's cookies, failing the test unless code 200. */
export async function getData<T>(page: Page, path: string): Promise<T> {
  const answer = (await (await page.request.get(path, { headers: HEADERS })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

export interface OfferedDay {
  date: string;
  clinicid: string;
  /** Whether the schedule says a section of the day is free (the picker's day buttons). */
  available: boolean;
  hours: readonly Partial<OpeningHours>[] | undefined;
}

export type OfferedSection = TimeSection & { starttime: string };

/** The doctor's coming work days the picker offers, in the schedule's order. */
export async function offeredDays(page: Page, doctorId: string): Promise<OfferedDay[]> {
  const [days, clinics] = await Promise.all([
    getData<WorkDate[]>(page, `${calls.getDoctorWeekWorkDate.path}?doctorId=${doctorId}`),
    getData<Clinic[]>(
      page,
      `${calls.getClinicListByDocGlobalId.path}?doctorglobaluserid=${doctorId}`,
    ),
  ]);
  const hours = new Map(clinics.map((c) => [c.clinicid ?? '', c.openinghours]));
  return days.flatMap((d) => {
    if (!d.date) return [];
    const clinicid = d.clinicid ?? '';
    const dayHours = hours.get(clinicid);
    if (closedOn(dayHours, d.date)) return [];
    return [{ date: d.date, clinicid, available: d.available !== false, hours: dayHours }];
  });
}

/** The day's sections the picker shows (free or not), within the clinic's opening hours. */
export async function offeredSections(
  page: Page,
  doctorId: string,
  day: OfferedDay,
): Promise<OfferedSection[]> {
  const sections = await getData<TimeSection[]>(
    page,
    `${calls.getDoctorWorkTimeSection.path}?doctorId=${doctorId}&workDate=${day.date}&clinicId=${day.clinicid}`,
  );
  return sections.filter(
    (s): s is OfferedSection =>
      Boolean(s.starttime) &&
      openForSection(day.hours, day.date, s.starttime!, s.endtime) !== false,
  );
}

/** The start times of the day's sections the picker offers and a client can book. */
export async function freeTimes(page: Page, doctorId: string, day: OfferedDay): Promise<string[]> {
  return (await offeredSections(page, doctorId, day))
    .filter((s) => s.available === true && !s.past)
    .map((s) => s.starttime);
}
