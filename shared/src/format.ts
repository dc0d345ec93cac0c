import dayjs from 'dayjs';
import { HK_OFFSET_MIN } from './hk-time';

/** The portal's rule for a timestamp written out in full. */
export const TIMESTAMP_PATTERN = 'YYYY-MM-DD HH:mm:ss';
/**
 * How pages show a date and time: to the minute. Records are kept to the second, but 10:30:00
 * reads as noise to a patient; every time shown is a whole minute anyway.
 */
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm';
/** How the whole site writes a day. */
export const DATE_PATTERN = 'YYYY-MM-DD';

/**
 * Formats a timestamp in Hong Kong time (`YYYY-MM-DD HH:mm:ss` unless another pattern is given),
 * wherever it runs: the server renders pages in UTC, and the browser hydrating them must print the
 * same text. A 13-digit value is milliseconds, any other length seconds. Accepts numbers and
 * numeric strings; returns '' for anything else.
 */
export function formatTimestamp(
  value: number | string | null | undefined,
  pattern = TIMESTAMP_PATTERN,
): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return '';
  const n = Number(text);
  const ms = text.length === 13 ? n : n * 1000;
  // Shifted so that formatting in the local time zone prints the Hong Kong wall-clock time.
  const d = dayjs(ms + (HK_OFFSET_MIN + new Date(ms).getTimezoneOffset()) * 60_000);
  return d.isValid() ? d.format(pattern) : '';
}

/** Hong Kong wall-clock text: `2026-11-23`, `2026/11/23 9:05`, `2026-11-23T09:05:30` and the like. */
const WALL_CLOCK_RE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** Text that names its own offset from UTC, so it is a moment rather than a Hong Kong wall clock. */
const ZONED_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const pad = (n: string) => n.padStart(2, '0');

function formatValue(value: number | string | null | undefined, withTime: boolean): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (!text) return '';
  const pattern = withTime ? DATE_TIME_PATTERN : DATE_PATTERN;
  if (/^\d+$/.test(text)) return formatTimestamp(text, pattern);
  if (ZONED_RE.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return formatTimestamp(ms, pattern);
  }
  const m = WALL_CLOCK_RE.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi] = m;
  const day = `${y}-${pad(mo!)}-${pad(d!)}`;
  if (!dayjs(day).isValid() || dayjs(day).format(DATE_PATTERN) !== day) return text;
  return withTime && h !== undefined ? `${day} ${pad(h)}:${mi}` : day;
}

/**
 * A date and time as every page shows it, `YYYY-MM-DD HH:mm` in Hong Kong time. Takes a timestamp
 * (number or digits, see `formatTimestamp`), Hong Kong wall-clock text with or without seconds, or
 * ISO text with an offset. Text that holds only a day stays a day. Text it cannot read is shown as
 * it came, so nothing the record says is lost; missing values give ''.
 */
export function formatDateTime(value: number | string | null | undefined): string {
  return formatValue(value, true);
}

/** A day as every page shows it, `YYYY-MM-DD` (Hong Kong); takes what `formatDateTime` takes. */
export function formatDate(value: number | string | null | undefined): string {
  return formatValue(value, false);
}

/** Splits a news `tag` string on `|`, `,` and `，`, trimming and dropping empty and repeated tags. */
export function splitNewsTags(tag: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of String(tag ?? '').split(/[|,，]/)) {
    const t = part.trim();
    if (t) seen.add(t);
  }
  return [...seen];
}

/**
 * Digits, decimal point and signs typed with a Chinese input method (full width: `８８．５`, `－`)
 * as their ASCII forms, so `８８` counts as 88 wherever a number is typed.
 */
export function halfWidthNumber(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0D\u2212]/g, '-')
    .replace(/\uFF0B/g, '+')
    .replace(/\u3000/g, ' ');
}
