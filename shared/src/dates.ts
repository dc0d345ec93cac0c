/** How the portal names a day in each locale: `12月9日`, `9 Dec`; `二`, `Tue`; `星期二`, `Tuesday`. */
import type { MessageOptions } from './messages';
import * as m from './words';

const MONTH_NAMES = [
  m.date_month_1,
  m.date_month_2,
  m.date_month_3,
  m.date_month_4,
  m.date_month_5,
  m.date_month_6,
  m.date_month_7,
  m.date_month_8,
  m.date_month_9,
  m.date_month_10,
  m.date_month_11,
  m.date_month_12,
];

/** Short weekday names, Sunday first as `Date.getDay` and dayjs count them: `日`, `Sun`. */
const WEEKDAY_SHORT = [
  m.date_weekday_short_7,
  m.date_weekday_short_1,
  m.date_weekday_short_2,
  m.date_weekday_short_3,
  m.date_weekday_short_4,
  m.date_weekday_short_5,
  m.date_weekday_short_6,
];

/** Whole weekday names, Sunday first: `星期日`, `Sunday`. */
const WEEKDAY_LONG = [
  m.date_weekday_long_7,
  m.date_weekday_long_1,
  m.date_weekday_long_2,
  m.date_weekday_long_3,
  m.date_weekday_long_4,
  m.date_weekday_long_5,
  m.date_weekday_long_6,
];

/**
 * A day of the year by its month (1-12) and day: `11月24日`, in English `24 Nov`; '' for a month
 * out of range. Without `o` (outside a render) in the source locale, like every message.
 */
export function monthDay(month: number, day: number, o?: MessageOptions): string {
  const name = MONTH_NAMES[month - 1];
  return name ? m.date_month_day({ month: name({}, o), day }, o) : '';
}

/** A weekday's short name, 0 = Sunday … 6 = Saturday: `二`, `Tue` ('' out of range). */
export function weekdayShort(day: number, o?: MessageOptions): string {
  return WEEKDAY_SHORT[day]?.({}, o) ?? '';
}

/** A weekday's whole name, 0 = Sunday … 6 = Saturday: `星期二`, `Tuesday` ('' out of range). */
export function weekdayLong(day: number, o?: MessageOptions): string {
  return WEEKDAY_LONG[day]?.({}, o) ?? '';
}
