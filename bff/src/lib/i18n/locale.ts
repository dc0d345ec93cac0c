/**
 * The locale of the reader a request is for, which chooses the words of what the BFF says itself
 * (its `{code,msg}` envelopes, a reminder subscription's later messages): the address decides.
 * A page's own address names its copy by its prefix (`/zh-cn/...`, `/en/...`, the Traditional
 * copy at the root); a call the SPA makes (`/api/*`, `/bff/*`) names its page in the page path
 * header, or else in its Referer. Nothing else (no `Accept-Language`): the reader chose the copy.
 */
import type { FastifyRequest } from 'fastify';
import { COPIES, PAGE_PATH_HEADER, copyOfPath, type SiteCopy } from '@portal/shared';

export type Locale = SiteCopy['locale'];

/** The source locale, for a request that names no copy (and for rows stored before locales). */
export const DEFAULT_LOCALE: Locale = COPIES[0]!.locale;

/** Paths the SPA calls: their own address names no page. */
const CALL_PATH = /^\/(?:api|bff)(?:\/|$)/;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '';
  }
}

/** The locale of a browser path by its copy's prefix (`/en/doctor/D1` -> `en`). */
export function localeOfPath(path: string): Locale {
  return copyOfPath(path).locale;
}

/** The locale of the reader of this request (see above). */
export function localeOfRequest(request: FastifyRequest): Locale {
  const page = request.headers[PAGE_PATH_HEADER];
  if (typeof page === 'string' && page) return localeOfPath(pathOf(page));
  const own = pathOf(request.url);
  if (!CALL_PATH.test(own)) return localeOfPath(own);
  const referer = request.headers.referer;
  return typeof referer === 'string' ? localeOfPath(pathOf(referer)) : DEFAULT_LOCALE;
}

/** The message options of the shared code's words for this request's reader (`FAMILY_MSG.full(o)`). */
export function messageOptionsOf(request: FastifyRequest): { locale: Locale } {
  return { locale: localeOfRequest(request) };
}
