import dayjs from 'dayjs';
import { HOME_CLINICS_COUNT, HOME_CLINICS_PER_ROW, TOP_ASK_DOCTORS_LIMIT } from './codes';

/**
 * Masks a phone number, showing only its first 3 and last 4 digits (`912****78` style for longer
 * numbers). Numbers of 7 digits or fewer have nothing to hide behind the mask and are masked
 * entirely but for the last 4, so no digit is shown twice. Non-digits are dropped first.
 */
export function maskPhone(phone: string | null | undefined): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 4) return '*'.repeat(digits.length);
  if (digits.length <= 7) return '*'.repeat(digits.length - 4) + digits.slice(-4);
  return digits.slice(0, 3) + '*'.repeat(digits.length - 7) + digits.slice(-4);
}

/** Hong Kong's offset from UTC in minutes (no daylight saving time). */
const HONG_KONG_OFFSET_MIN = 8 * 60;

/** How the whole site writes a date and time (the portal's rule for timestamps). */
/**
 * A whole count with thousands separators (`12,345`), as Hong Kong writes it. Written out rather
 * than through `toLocaleString`: the first locale-aware format in a page loads the browser's
 * locale data, tens of milliseconds of main thread on a phone, during the page's first load.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in Hong Kong dollars, the one way every page writes it: `HK$3,000`, `HK$1,280.50`
 * (cents only when there are some), `HK$0`. '' for anything that is not a number.
 */
export function formatHkd(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = formatCount(Math.trunc(cents / 100));
  const rest = cents % 100;
  return `${amount < 0 ? '-' : ''}HK$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

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
  const d = dayjs(ms + (HONG_KONG_OFFSET_MIN + new Date(ms).getTimezoneOffset()) * 60_000);
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
 * The home clinic list in rows of 3, used only when exactly 15 clinics arrive; any other count
 * gives no rows (the home page then hides the section).
 */
export function homeClinicRows<T>(clinics: readonly T[] | null | undefined): T[][] {
  if (!clinics || clinics.length !== HOME_CLINICS_COUNT) return [];
  const rows: T[][] = [];
  for (let i = 0; i < clinics.length; i += HOME_CLINICS_PER_ROW) {
    rows.push(clinics.slice(i, i + HOME_CLINICS_PER_ROW));
  }
  return rows;
}

/** The top answering doctors, cut to the first 10. */
export function topAskDoctors<T>(doctors: readonly T[] | null | undefined): T[] {
  return (doctors ?? []).slice(0, TOP_ASK_DOCTORS_LIMIT);
}
