/**
 * Calendar helpers in Hong Kong time (UTC+8 all year, no daylight saving), so "today" and section
 * times mean what a visitor in Hong Kong expects whatever the server's time zone.
 */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function shifted(ms: number): Date {
  return new Date(ms + HK_OFFSET_MS);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the Hong Kong day containing `ms`. */
export function hkDate(ms: number): string {
  const d = shifted(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `HH:mm` in Hong Kong time. */
function hkTime(ms: number): string {
  const d = shifted(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `YYYY-MM-DD HH:mm` in Hong Kong time. */
export function hkDateTime(ms: number): string {
  return `${hkDate(ms)} ${hkTime(ms)}`;
}

/** 1 = Monday ... 7 = Sunday for a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Epoch milliseconds of a Hong Kong wall-clock time. */
export function hkToMs(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time}:00Z`) - HK_OFFSET_MS;
}

/** Whether `date` is a real calendar date written `YYYY-MM-DD`. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Whether `time` is a wall-clock time written `HH:mm`. */
export function isValidTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

export { DAY_MS };
