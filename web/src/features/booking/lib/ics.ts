/**
 * A one-event iCalendar file (RFC 5545) for "add to calendar". Times are Hong Kong local time
 * (UTC+8, no daylight saving) written as UTC (`...Z`), so no VTIMEZONE block is needed.
 */
import { downloadFile } from '../../../lib/browser/download-file';

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

const encoder = new TextEncoder();

/**
 * Folds a content line so no line is longer than 75 octets (RFC 5545 §3.1), never splitting a
 * UTF-8 character; continuation lines start with one space.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
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

/** Saves the calendar file through a temporary link (the browser's download). */
export function downloadIcs(filename: string, text: string): void {
  downloadFile(filename, text, 'text/calendar;charset=utf-8');
}

/**
 * The same event as an "add to Google Calendar" address (its event template), for a phone
 * without a calendar app that opens .ics files. Times go as UTC, like the .ics file.
 */
export function googleCalendarUrl(
  event: Pick<IcsEvent, 'start' | 'end' | 'summary' | 'location' | 'description'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${hongKongToUtc(event.start)}/${hongKongToUtc(event.end)}`,
    ctz: 'Asia/Hong_Kong',
  });
  if (event.location) params.set('location', event.location);
  if (event.description) params.set('details', event.description);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
