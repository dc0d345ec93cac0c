/**
 * What a reminder says: the payload `{title, body, url, tag}` the service worker shows, in the
 * locale of the page the browser subscribed from (the catalogue's `bff_reminder_*`), and the
 * bookings the portal API reports as the store keeps them. The API's own text (a doctor's, a
 * clinic's name) is converted to Simplified for a Simplified reader, as the pages show it.
 */
import {
  COPIES,
  copyPath,
  hkInstant,
  href,
  monthDay,
  parsePatientNote,
  weekdayLong,
  type Booking,
} from '@portal/shared';
import type { SeenBooking } from '../../store/reminders';
import { toSimplified } from '../chinese/simplified';
import type { Locale } from '../i18n/locale';
import * as w from '../i18n/words';

export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The instant a booking starts (its day and start time are Hong Kong time), or null. */
function bookingStart(day: string, time: string): number | null {
  return hkInstant(day, time);
}

/** A booking from the portal API as the store keeps it, or null when it is not upcoming. */
export function seenBooking(b: Booking, now: number): SeenBooking | null {
  const scheduleId = b.scheduleid;
  if (!scheduleId || (b.status !== undefined && b.status !== 'booked')) return null;
  const day = b.scheduledate ?? '';
  const time = b.starttime ?? '';
  const startsAt = bookingStart(day, time);
  if (startsAt === null || startsAt <= now) return null;
  // Only the name of whom a booking for a family member is for: its reminder says it.
  const patientName = parsePatientNote(b.note).patient?.name;
  const endTime = (b.endtime ?? '').slice(0, 5);
  return {
    scheduleId,
    doctorName: b.doctorname ?? '',
    clinicName: b.clinicname ?? '',
    day,
    startTime: time.slice(0, 5),
    startsAt,
    ...(patientName ? { patientName } : {}),
    // For the e-mail's calendar file.
    ...(/^\d{2}:\d{2}$/.test(endTime) ? { endTime } : {}),
    ...(b.clinicaddress ? { clinicAddress: b.clinicaddress } : {}),
  };
}

/** A booking's day and start as the reminders word them: `12月8日（星期二）10:30`, `Tuesday 8 Dec, 10:30`. */
export function dateWords(b: Pick<SeenBooking, 'day' | 'startTime'>, locale: Locale): string {
  const [y, m, d] = b.day.split('-').map(Number) as [number, number, number];
  const o = { locale };
  return w.bff_reminder_when(
    {
      date: monthDay(m, d, o),
      weekday: weekdayLong(new Date(Date.UTC(y, m - 1, d)).getUTCDay(), o),
      time: b.startTime,
    },
    o,
  );
}

/**
 * Finished text as a reader of `locale` sees the pages: for the Simplified copy, in Simplified
 * characters throughout (the API's names and the site's name too, as the Simplified build shows
 * them; the catalogue's Simplified words come through unchanged); as it is for the others.
 */
export function inReaderScript(text: string, locale: Locale): string {
  return locale === 'zh-Hans' ? toSimplified(text) : text;
}

/** The doctor as the reminders name them: `陳醫師`, `陳` in English, or just a practitioner. */
export function doctorWords(b: Pick<SeenBooking, 'doctorName'>, locale: Locale): string {
  return b.doctorName
    ? w.bff_reminder_doctor({ name: b.doctorName }, { locale })
    : w.bff_reminder_doctor_unnamed({}, { locale });
}

/** A page of the reader's copy (`/en/booking/order`). */
export function pageIn(locale: Locale, path: string): string {
  return copyPath(COPIES.find((copy) => copy.locale === locale) ?? COPIES[0]!, path);
}

/**
 * The message for one booking; `tag` is its schedule id, so a later reminder replaces it. With
 * `private` (REMINDER_TEXT) it names neither doctor, clinic nor patient: a lock screen shows it to
 * anyone. A booking for a family member names them (and nothing else of theirs) in the full text.
 */
export function reminderPayload(
  b: SeenBooking,
  locale: Locale,
  detail: 'full' | 'private' = 'full',
): ReminderPayload {
  const o = { locale };
  const when = dateWords(b, locale);
  const doctor = doctorWords(b, locale);
  const clinic = b.clinicName;
  const patient = b.patientName ?? '';
  let body: string;
  if (detail === 'private') body = w.bff_reminder_private({ when }, o);
  else if (patient) {
    body = clinic
      ? w.bff_reminder_full_for_at({ patient, when, doctor, clinic }, o)
      : w.bff_reminder_full_for({ patient, when, doctor }, o);
  } else {
    body = clinic
      ? w.bff_reminder_full_at({ when, doctor, clinic }, o)
      : w.bff_reminder_full({ when, doctor }, o);
  }
  return {
    title: inReaderScript(w.bff_reminder_title({}, o), locale),
    body: inReaderScript(body, locale),
    url: pageIn(locale, href('bookingOrder')),
    tag: b.scheduleId,
  };
}
