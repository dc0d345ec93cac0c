/**
 * The reference API's words for Hong Kong time, on the portal's one Hong Kong calendar
 * (`hk-time` in @portal/shared): "today" and section times mean what a visitor in Hong Kong
 * expects whatever the server's time zone.
 */
import { hkClock, hkInstant, hkToday } from '@portal/shared';

export {
  DAY_MS,
  addDays,
  hkToday as hkDate,
  isValidDate,
  isValidTime,
  weekdayOf,
} from '@portal/shared';

/** `YYYY-MM-DD HH:mm` in Hong Kong time. */
export function hkDateTime(ms: number): string {
  return `${hkToday(ms)} ${hkClock(ms)}`;
}

/** Epoch milliseconds of a Hong Kong wall-clock time (NaN when it is not one). */
export function hkToMs(date: string, time = '00:00'): number {
  return hkInstant(date, time) ?? Number.NaN;
}
