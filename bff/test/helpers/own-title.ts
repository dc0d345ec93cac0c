/**
 * Whether a served detail page describes its own record: its `<title>` is not the one its route
 * has when nothing of the record is known, and it carries the record's own name, as the portal
 * API gives the record (converted to Simplified on the `/zh-cn` pages). The checks of the
 * idle-crawler and first-pages tests and of the bench's isolation section.
 */
import {
  RECORD_ID_PATTERN,
  appPath,
  calls,
  documentTitle,
  isHansPath,
  matchRoute,
  routeHead,
  type DetailDef,
} from '@portal/shared';
import { toSimplified } from '../../src/lib/chinese/simplified';

/** The page's `<title>`, its character references decoded. */
export function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The record a browser path shows on its own detail page (`/doctor/D1001`,
 * `/zh-cn/job/details/J1001`): its route's record and id. Null for anything else: lists
 * (`/doctor/list`), a record's sub-pages (`/doctor/D1001/ask`), other pages.
 */
export function detailOf(path: string): { detail: DetailDef; id: string } | null {
  const { route, params } = matchRoute(appPath(path));
  if (!route.detail || route.parent) return null;
  const id = params[route.detail.param] ?? '';
  return RECORD_ID_PATTERN.test(id) ? { detail: route.detail, id } : null;
}

/** The document title the path's page has from its route alone, in the path's script. */
export function genericTitle(path: string): string {
  const { route, params } = matchRoute(appPath(path));
  const title = documentTitle(routeHead(route, params).meta.title);
  return isHansPath(path) ? toSimplified(title) : title;
}

/** The portal API request that reads a detail path's record (as an anonymous visitor). */
export function recordRequest(path: string): {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, string>;
} {
  const found = detailOf(path);
  if (!found) throw new Error(`${path} is not a record's detail page`);
  const { detail, id } = found;
  const call = calls[detail.call];
  return call.method === 'GET'
    ? { method: 'GET', url: `${call.path}?${detail.idField}=${encodeURIComponent(id)}` }
    : { method: 'POST', url: call.path, body: { [detail.idField]: id } };
}

/** The record's own name or title, the part of a page title no other page has. */
function recordName(detail: DetailDef, record: unknown): string {
  const r = (typeof record === 'object' && record !== null ? record : {}) as Record<
    string,
    unknown
  >;
  const field = {
    doctor: 'username',
    news: 'title',
    ask: 'title',
    clinic: 'clinicname',
    job: 'title',
  }[detail.kind];
  const value = r[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Whether `html`, served for the detail path, carries its record's own title: not the route's
 * generic document title, and holding the record's name (`record` as the portal API answers it).
 */
export function ownTitle(path: string, html: string, record: unknown): boolean {
  const found = detailOf(path);
  if (!found) return false;
  const title = titleOf(html);
  const name = recordName(found.detail, record);
  if (title === '' || name === '' || title === genericTitle(path)) return false;
  return title.includes(isHansPath(path) ? toSimplified(name) : name);
}
