import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, googleCalendarUrl, hongKongToUtc } from './ics';

const event = {
  uid: 'S1001@hk-tcm-portal',
  start: '2026-11-24 09:30',
  end: '2026-11-24 10:00',
  summary: '中醫預約：陳醫師',
  location: '仁心中醫診所, 中環皇后大道中1號; 3樓',
  description: '備註：頭痛\n請帶備身份證',
  now: new Date(Date.UTC(2026, 10, 21, 12, 0, 5)),
};

describe('buildIcs', () => {
  const text = buildIcs(event);
  const lines = text.split('\r\n');

  it('is one VCALENDAR with one VEVENT, CRLF line endings throughout', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  });

  it('carries UID, DTSTAMP and Hong Kong times converted to UTC', () => {
    expect(lines).toContain('UID:S1001@hk-tcm-portal');
    expect(lines).toContain('DTSTAMP:20261121T120005Z');
    expect(lines).toContain('DTSTART:20261124T013000Z');
    expect(lines).toContain('DTEND:20261124T020000Z');
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    expect(lines).toContain('SUMMARY:中醫預約：陳醫師');
    expect(text).toContain('LOCATION:仁心中醫診所\\, 中環皇后大道中1號\\; 3樓');
    expect(text).toContain('DESCRIPTION:備註：頭痛\\n請帶備身份證');
    expect(escapeText('a\\b,c;d')).toBe('a\\\\b\\,c\\;d');
  });

  it('folds long lines at 75 octets without breaking characters', () => {
    const long = `SUMMARY:${'預約'.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
  });

  it('handles the day boundary when converting to UTC', () => {
    expect(hongKongToUtc('2026-01-01 07:00')).toBe('20251231T230000Z');
    expect(() => hongKongToUtc('tomorrow')).toThrow();
  });
});

describe('googleCalendarUrl', () => {
  it('opens Google Calendar with the event in UTC, its place and notes', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261124T013000Z/20261124T020000Z');
    expect(url.searchParams.get('text')).toBe('中醫預約：陳醫師');
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toBe(event.description);
  });
});
