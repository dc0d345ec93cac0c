import type { Static } from 'typebox';
import type * as S from './schemas';
export type SystemStatistic = Static<typeof S.SystemStatisticSchema>;

export type FeedbackResult = Static<typeof S.FeedbackResultSchema>;

export const FEEDBACK_MAX = 500;
/** How a visitor giving feedback can be reached (a phone number or an e-mail address). */
export const FEEDBACK_CONTACT_MAX = 100;

/**
 * The length of a text as the API's schemas count it: JSON Schema's `maxLength` counts characters,
 * not UTF-16 units, so a name with a supplementary character (such as 𠝹 in Hong Kong names)
 * counts it once. Forms compare this, not `.length`, with the shared limits.
 */
export function textLength(text: string): number {
  let n = 0;
  for (const _char of text) n += 1;
  return n;
}

export type UploadResult = Static<typeof S.UploadResultSchema>;

/**
 * A stored file URL: `/files/` and plain name segments (letters, digits, `_`, `-`, one optional
 * extension at the end). No `..`, dot-files, escapes, queries or empty segments, so a stored URL
 * can only ever name a file and never another path of the site.
 */
export const FILE_URL_MAX = 300;
const FILE_URL_BODY = '/files(?:/[A-Za-z0-9_-]+)+(?:\\.[A-Za-z0-9]{1,8})?';
export const FILE_URL_PATTERN = `^${FILE_URL_BODY}$`;
/** The same, or '' (a field that may be cleared). */
export const FILE_URL_OR_EMPTY_PATTERN = `^(?:${FILE_URL_BODY})?$`;
const FILE_URL_RE = new RegExp(FILE_URL_PATTERN);
export function isSafeFileUrl(url: unknown): url is string {
  return typeof url === 'string' && url.length <= FILE_URL_MAX && FILE_URL_RE.test(url);
}

/** Accepted upload types (checked by content, not name). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const FILE_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The six friendly links of the footer: each body by its own Chinese name and, for the English
 * copy, by the short English name it is known by in Hong Kong (the full names take two lines
 * each on a phone).
 */
export const FRIENDLY_LINKS: readonly { title: string; english: string; url: string }[] = [
  {
    title: '香港中醫藥管理委員會',
    english: 'Chinese Medicine Council of Hong Kong',
    url: 'https://www.cmchk.org.hk/',
  },
  {
    title: '衞生署中醫藥規管辦公室',
    english: 'Chinese Medicine Regulatory Office',
    url: 'https://www.cmro.gov.hk/',
  },
  { title: '醫院管理局', english: 'Hospital Authority', url: 'https://www.ha.org.hk/' },
  {
    title: '香港浸會大學中醫藥學院',
    english: 'HKBU School of Chinese Medicine',
    url: 'https://scm.hkbu.edu.hk/',
  },
  {
    title: '香港中文大學中醫學院',
    english: 'CUHK School of Chinese Medicine',
    url: 'https://www.scm.cuhk.edu.hk/',
  },
  {
    title: '香港大學中醫藥學院',
    english: 'HKU School of Chinese Medicine',
    url: 'https://scm.hku.hk/',
  },
];
