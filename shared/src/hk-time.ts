/**
 * Hong Kong's calendar and clock, wherever the code runs (a server in UTC, a browser anywhere):
 * Hong Kong keeps UTC+8 all year, with no daylight saving, so a fixed offset is exact. Every
 * "today", weekday and wall-clock time of the portal comes from here.
 */

/** Hong Kong's offset from UTC, in minutes. */
export const HK_OFFSET_MIN = 8 * 60;
const HK_OFFSET_MS = HK_OFFSET_MIN * 60_000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `YYYY-MM-DD` of the Hong Kong day containing `ms`. */
export function hkToday(ms: number = Date.now()): string {
  return new Date(ms + HK_OFFSET_MS).toISOString().slice(0, 10);
}

/** `HH:mm` in Hong Kong at `ms`. */
export function hkClock(ms: number = Date.now()): string {
  return new Date(ms + HK_OFFSET_MS).toISOString().slice(11, 16);
}

/** Whether `date` is a real calendar date written `YYYY-MM-DD`. */
export function isValidDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Whether `time` is a wall-clock time written `HH:mm`. */
export function isValidTime(time: string): boolean {
  return TIME.test(time);
}

/** 1 = Monday … 7 = Sunday of a `YYYY-MM-DD` day (0 when it is not a date). */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? 0 : ((d.getUTCDay() + 6) % 7) + 1;
}

/** 1 = Monday … 7 = Sunday of the Hong Kong day containing `ms`. */
export function hkWeekday(ms: number = Date.now()): number {
  return weekdayOf(hkToday(ms));
}

/** The date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant of a Hong Kong wall-clock time: `date` is `YYYY-MM-DD`, `time` starts `HH:mm`
 * (seconds after it are ignored). Null when either is not a real date or time.
 */
export function hkInstant(date: string, time = '00:00'): number | null {
  const hhmm = time.slice(0, 5);
  if (!isValidDate(date) || !isValidTime(hhmm)) return null;
  return Date.parse(`${date}T${hhmm}:00Z`) - HK_OFFSET_MS;
}
