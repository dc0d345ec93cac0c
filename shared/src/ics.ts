/**
 * A one-event iCalendar file (RFC 5545) for a booking: the SPA's "add to calendar" and the .ics
 * the BFF attaches to an e-mail reminder are the same file, its words in the reader's locale. Times are Hong Kong local time (UTC+8,
 * no daylight saving) written as UTC (`...Z`), so no VTIMEZONE block is needed.
 */
import type { MessageOptions } from './messages';
import { SITE_NAME } from './routes';
import * as m from './words';

export interface IcsEvent {
  /** Globally unique id of the event (stable for one booking). */
  uid: string;
  /** Hong Kong local start and end, `YYYY-MM-DD HH:mm`. */
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Creation time of the file (DTSTAMP); defaults to now. */
  now?: Date;
}

const HONG_KONG_OFFSET_HOURS = 8;
const CRLF = '\r\n';
const PRODID = '-//HK TCM Portal//Booking//ZH-HK';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function utcStamp(d: Date): string {
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** `YYYY-MM-DD HH:mm` in Hong Kong to a UTC date-time value (`YYYYMMDDTHHMMSSZ`). */
export function hongKongToUtc(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) throw new Error(`Invalid local time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return utcStamp(new Date(Date.UTC(y, mo - 1, d, h - HONG_KONG_OFFSET_HOURS, mi)));
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one character in UTF-8 (the package runs in the browser and Node alike). */
function utf8Length(ch: string): number {
  const c = ch.codePointAt(0) ?? 0;
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line so no line is longer than 75 octets (RFC 5545 §3.1), never splitting a
 * UTF-8 character; continuation lines start with one space.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The calendar file text, lines ending in CRLF. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    `DTSTART:${hongKongToUtc(event.start)}`,
    `DTEND:${hongKongToUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A booking as its calendar event needs it (from the portal API's record, or as the BFF keeps it). */
export interface BookingEventInput {
  scheduleId: string;
  /** `YYYY-MM-DD` and `HH:mm`, Hong Kong time. */
  day: string;
  startTime: string;
  endTime: string;
  doctorName: string;
  clinicName: string;
  clinicAddress: string;
  /** Whom the visit is for, as written after 就診人：, when not the client. */
  patient?: string;
  /** What the client typed with the booking. */
  note?: string;
}

/**
 * The calendar event of a booking, the same in the SPA's download and the e-mail reminder's
 * attachment. The patient line goes only where asked (`withPatient`): a file that stays with the
 * client, never an address a third party receives. Its words are in the locale of `o`.
 */
export function bookingCalendarEvent(
  b: BookingEventInput,
  withPatient = true,
  o?: MessageOptions,
): Omit<IcsEvent, 'now'> {
  return {
    uid: `${b.scheduleId}@hk-tcm-portal`,
    start: `${b.day} ${b.startTime}`,
    end: `${b.day} ${b.endTime}`,
    summary: m.calendar_event_summary({ doctor: b.doctorName, clinic: b.clinicName }, o),
    location: [b.clinicName, b.clinicAddress].filter(Boolean).join(', '),
    description: [
      m.calendar_event_booking_no({ id: b.scheduleId }, o),
      b.patient && withPatient ? m.calendar_event_patient({ patient: b.patient }, o) : '',
      b.note ? m.calendar_event_note({ note: b.note }, o) : '',
      m.calendar_event_arrive({ siteName: SITE_NAME }, o),
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
