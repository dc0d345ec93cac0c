import { monthDay, type TimeSection, type WorkDate } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export type SectionState = 'open' | 'full' | 'past';

/** Why a section can or cannot be chosen: past sections first, then full ones. */
export function sectionState(section: TimeSection): SectionState {
  if (section.past) return 'past';
  if (!section.available) return 'full';
  // Capacity and bookings are extensions a portal API may leave out: then `available` decides.
  if (typeof section.capacity === 'number' && typeof section.booked === 'number') {
    if (section.booked >= section.capacity) return 'full';
  }
  return 'open';
}

/** Places left in an open section, or null when the section does not say. */
export function placesLeft(section: TimeSection): number | null {
  if (typeof section.capacity !== 'number' || typeof section.booked !== 'number') return null;
  return Math.max(0, section.capacity - section.booked);
}

/** A work day that can be offered: its date, and its clinic ('' when the day names none). */
export type OfferedDay = WorkDate & { date: string; clinicid: string };

/**
 * The work days that can be offered: a day's fields are extensions of the portal API, and a day
 * without its date can be neither shown nor asked for. A day naming no clinic is any clinic's
 * (''), the same as the choice of it, so it compares equal to that choice.
 */
export function offeredDays(days: readonly WorkDate[]): OfferedDay[] {
  return days.flatMap((d) => (d.date ? [{ ...d, date: d.date, clinicid: d.clinicid ?? '' }] : []));
}

/** The sections that can be offered: one without its start time cannot be booked. */
export function timedSections(
  sections: readonly TimeSection[],
): (TimeSection & { starttime: string })[] {
  return sections.filter((s): s is TimeSection & { starttime: string } => Boolean(s.starttime));
}

/** Why a section cannot be chosen, as its button says it. */
export function sectionLabel(state: Exclude<SectionState, 'open'>, o: MessageOptions): string {
  return state === 'full' ? m.booking_section_full({}, o) : m.booking_section_past({}, o);
}

/** `saveSchedule`'s `scheduleDate`: the day and the section's start, `YYYY-MM-DD HH:mm`. */
export function scheduleDateOf(date: string, starttime: string): string {
  return `${date} ${starttime}`;
}

const WEEKDAY_NAMES = [
  m.booking_weekday_1,
  m.booking_weekday_2,
  m.booking_weekday_3,
  m.booking_weekday_4,
  m.booking_weekday_5,
  m.booking_weekday_6,
  m.booking_weekday_7,
];

/**
 * 1 = Monday … 7 = Sunday (`週一`). Without `o` (outside a render) in the source locale, like every
 * message.
 */
export function weekdayName(weekday: number, o?: MessageOptions): string {
  return WEEKDAY_NAMES[(weekday - 1 + 7) % 7]?.({}, o) ?? '';
}

/** `2026-11-24` -> `11月24日`, `24 Nov` (`o` as for `weekdayName`); other text as it is. */
export function shortDate(date: string, o?: MessageOptions): string {
  const [, month, day] = date.split('-');
  return (month && day && monthDay(Number(month), Number(day), o)) || date;
}
