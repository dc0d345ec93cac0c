import dayjs from 'dayjs';
import type { OpeningHours } from './clinic';
import type { DoctorSummary } from './doctor';
import { monthDay, weekdayShort } from './dates';
import { addDays, weekdayOf } from './hk-time';
import type { MessageOptions } from './messages';
import * as m from './words';

/**
 * When doctors can next see a patient, as the BFF works it out from the upstream's per-doctor
 * schedule calls (`getDoctorWeekWorkDate`, `getDoctorWorkTimeSection`): the earliest free section
 * in the booking window, and the days known to have room (for the "free today / this week"
 * filters).
 */

/** How far ahead the BFF looks: today and the next 13 days (the booking window). */
export const AVAILABILITY_WINDOW_DAYS = 14;
/** Doctors one `GET /bff/availability` may ask about: a list page's (12). */
export const AVAILABILITY_MAX_DOCTORS = 12;

/** A doctor's earliest free section. */
export interface NextSlot {
  /** `YYYY-MM-DD` (Hong Kong day). */
  date: string;
  /** `HH:mm` */
  starttime: string;
  /** `HH:mm`; empty when the upstream did not say. */
  endtime: string;
  /** Empty when the upstream did not say which clinic. */
  clinicid: string;
  clinicname: string;
}

/**
 * `open`: a free section was found (`slot`); `full`: the schedule was read and nothing is free in
 * the window; `unknown`: no usable answer in time (the card then shows no time at all).
 */
export type AvailabilityStatus = 'open' | 'full' | 'unknown';

/** How many of the soonest free times a doctor card offers as buttons (all on `slot`'s day). */
export const SOONEST_TIMES = 3;

export interface DoctorAvailability {
  doctorId: string;
  status: AvailabilityStatus;
  slot?: NextSlot;
  /** The free sections of `slot`'s day at its clinic, soonest first (`slot` first), at most `SOONEST_TIMES`. */
  slots?: NextSlot[];
  /** Days (`YYYY-MM-DD`, ascending) known to have a free section. */
  freeDates: string[];
}

/** `GET /bff/availability?doctorIds=D1,D2`: one entry per asked doctor, in the order asked. */
export interface AvailabilityAnswer {
  /** Today in Hong Kong (`YYYY-MM-DD`), the day the answer was worked out for. */
  today: string;
  list: DoctorAvailability[];
}

/** The doctor list's "free when" filter (`/doctor/list?free=`). */
export const FREE_FILTERS = ['today', 'tomorrow', 'week'] as const;
export type FreeFilter = (typeof FREE_FILTERS)[number];
const FREE_FILTER_LABEL = {
  today: m.free_filter_today,
  tomorrow: m.free_filter_tomorrow,
  week: m.free_filter_week,
} satisfies Record<FreeFilter, unknown>;

/** A free-time filter's name: `本週有空`, `Available in the next 7 days`. */
export function freeFilterLabel(filter: FreeFilter, o?: MessageOptions): string {
  return FREE_FILTER_LABEL[filter]({}, o);
}

/** The doctor list's orders (`/doctor/list?order=`); absent means the upstream's own order. */
export const DOCTOR_ORDERS = ['soonest'] as const;
export type DoctorOrder = (typeof DOCTOR_ORDERS)[number];

/**
 * `GET /bff/doctors?order=distance&lat=&lng=`: doctors nearest first, by the nearest of their
 * clinics to the reader. Not one of the page's orders: the reader's position is sent to the BFF
 * for the one answer and never kept in the page's address.
 */
export const NEAR_ORDER = 'distance';

/** Largest page of the doctor search with availability filters (`GET /bff/doctors`). */
export const AVAILABLE_DOCTORS_PAGE_MAX = 50;

export interface AvailableDoctorsAnswer {
  list: DoctorSummary[];
  total: number;
  /** Availability of the doctors of `list`, in the same order. */
  availability: DoctorAvailability[];
  today: string;
  /** Matching doctors whose schedule was not read in time (not counted; ask again shortly). */
  pending: number;
  /** More doctors matched than the BFF checks (`checked` of them were): narrow the search. */
  truncated: boolean;
  checked: number;
  /**
   * With `order=distance`: the distance in kilometres each doctor of `list`'s card says, in the
   * same order (the list's order): to the clinic whose times the card offers first, else to the
   * nearest of their clinics; null when none of their clinics has a known place.
   */
  distanceKm?: (number | null)[];
  /** With `order=distance`: each doctor's clinics' distances by clinic id, in the same order. */
  clinicKm?: Record<string, number>[];
}

/** Days 本週有空 looks at: today and the six after it, whatever day of the week today is. */
const WEEK_FILTER_DAYS = 7;

/** The inclusive day range a filter asks about, seen from `today`. */
export function freeFilterRange(filter: FreeFilter, today: string): [string, string] {
  if (filter === 'today') return [today, today];
  if (filter === 'tomorrow') {
    const tomorrow = addDays(today, 1);
    return [tomorrow, tomorrow];
  }
  return [today, addDays(today, WEEK_FILTER_DAYS - 1)];
}

/** Whether a doctor has a free section on a day of the filter's range. */
export function matchesFreeFilter(
  a: DoctorAvailability,
  filter: FreeFilter,
  today: string,
): boolean {
  if (a.status !== 'open') return false;
  const [from, to] = freeFilterRange(filter, today);
  return a.freeDates.some((d) => d >= from && d <= to);
}

/** Sort key of the 最快可約 order: free doctors by their slot, then unknown, then full. */
export function soonestKey(a: DoctorAvailability | undefined): string {
  if (a?.status === 'open' && a.slot) return `0 ${a.slot.date} ${a.slot.starttime}`;
  return a?.status === 'full' ? '2' : '1';
}

/** `上午` (morning) before noon, `下午` (afternoon) before six, else `晚上` (evening). */
export function dayPart(starttime: string, o?: MessageOptions): string {
  if (starttime < '12:00') return m.day_part_morning({}, o);
  if (starttime < '18:00') return m.day_part_afternoon({}, o);
  return m.day_part_evening({}, o);
}

/**
 * The day, its weekday and the part of the day of a slot: `11月24日（二）上午`,
 * `Tue 24 Nov, morning`.
 */
export function nextSlotLabel(
  slot: Pick<NextSlot, 'date' | 'starttime'>,
  o?: MessageOptions,
): string {
  const d = dayjs(slot.date);
  return m.next_slot(
    {
      date: monthDay(d.month() + 1, d.date(), o),
      weekday: weekdayShort(d.day(), o),
      part: dayPart(slot.starttime, o),
    },
    o,
  );
}

/** Weekday of a `YYYY-MM-DD` day as opening hours count it: 1 = Monday … 7 = Sunday. */
/** Whether a clinic's opening hours say it is closed all of `date` (e.g. 星期日 休息). */
export function closedOn(
  hours: readonly Partial<OpeningHours>[] | undefined,
  date: string,
): boolean {
  return hours?.some((h) => h.weekday === weekdayOf(date) && h.closed === true) ?? false;
}

/**
 * Whether a clinic's opening hours allow a section of its schedule: false when they say the
 * clinic is closed that day (`closed`, e.g. 星期日 休息) or the section starts before it opens or
 * ends after it closes; true when the section lies within them; undefined when the hours say
 * nothing about that day (none given, or no times), so the schedule alone decides.
 */
export function openForSection(
  hours: readonly Partial<OpeningHours>[] | undefined,
  date: string,
  starttime: string,
  endtime = '',
): boolean | undefined {
  const day = hours?.find((h) => h.weekday === weekdayOf(date));
  if (!day) return undefined;
  if (closedOn(hours, date)) return false;
  const open = day.open ?? '';
  const close = day.close ?? '';
  if (!/^\d{2}:\d{2}$/.test(open) || !/^\d{2}:\d{2}$/.test(close)) return undefined;
  return starttime >= open && (endtime || starttime) <= close && starttime < close;
}
