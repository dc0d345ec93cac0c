/**
 * What a reminder says: the payload `{title, body, url, tag}` the service worker shows, in plain
 * Traditional Chinese (Simplified for a browser that subscribed from the Simplified pages), and
 * the bookings the portal API reports as the store keeps them.
 */
import { HANS_PREFIX, hkInstant, href, parsePatientNote, type Booking } from '@portal/shared';
import type { SeenBooking } from '../../store/reminders';
import { toSimplified } from '../chinese/simplified';

export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

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

/** A booking's day and start as the reminders word them: `12月8日（星期二）10:30`. */
export function dateWords(b: Pick<SeenBooking, 'day' | 'startTime'>): string {
  const [y, m, d] = b.day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}月${d}日（星期${weekday}）${b.startTime}`;
}

/**
 * The message for one booking; `tag` is its schedule id, so a later reminder replaces it. With
 * `private` (REMINDER_TEXT) it names neither doctor, clinic nor patient: a lock screen shows it to
 * anyone. A booking for a family member names them (and nothing else of theirs) in the full text.
 */
export function reminderPayload(
  b: SeenBooking,
  script: 'hant' | 'hans',
  detail: 'full' | 'private' = 'full',
): ReminderPayload {
  const who = b.doctorName ? `${b.doctorName}醫師` : '醫師';
  const where = b.clinicName ? `，地點：${b.clinicName}` : '';
  const text: ReminderPayload = {
    title: '應診提醒',
    body:
      detail === 'private'
        ? `你有一個中醫預約：${dateWords(b)}。詳情請在「我的預約」查看。`
        : `你已${b.patientName ? `為${b.patientName}` : ''}預約 ${dateWords(b)} 見${who}${where}。請準時到達。`,
    url: href('bookingOrder'),
    tag: b.scheduleId,
  };
  if (script === 'hant') return text;
  return {
    title: toSimplified(text.title),
    body: toSimplified(text.body),
    url: `${HANS_PREFIX}${text.url}`,
    tag: text.tag,
  };
}
