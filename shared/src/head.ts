/**
 * A page's head as data, and what the route table alone says of a page (with the text of
 * route-text.ts). The browser loads it with the head code after the first view (the served HTML
 * has the page's head); what a record adds is in meta.ts, loaded with the pages that show records.
 */
import type { SiteCopy } from './copies';
import { routeText } from './route-text';
import { fillRoute, getRoute, type RouteDef } from './routes';

/** A page's title, keywords and description meta tags. */
export interface PageMeta {
  title: string;
  keywords: string;
  description: string;
}

/** One schema.org JSON-LD object of a page. */
export type JsonLd = Record<string, unknown>;

/**
 * Everything a page's head says, as data: built once per page by its route module (the same
 * function on the server and in the browser), then written as tags by the BFF into the HTML it
 * serves and by the app into the document on navigation.
 */
export interface PageHead {
  meta: PageMeta;
  /** In-app path of the canonical page; none for the not-found page. */
  canonicalPath?: string;
  jsonLd: JsonLd[];
  noindex: boolean;
  ogType: 'website' | 'article' | 'profile';
}

/** Media query of the mobile-alternate link (the usual one for separate mobile URLs). */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';

/** Where the head's absolute URLs point: the site, and an in-app path's address in it. */
export interface SiteAddress {
  siteUrl: string;
  /** The absolute URL of an in-app path in the version (script) of the site being read. */
  siteHref(path: string): string;
  /**
   * The language of that copy (`zh-HK`, `zh-CN`, `en`): its head text's, and what its structured
   * data says its articles and questions are in.
   */
  lang: SiteCopy['lang'];
}

/** The canonical path of a route: the page's own route when several routes share one page. */
export function canonicalPath(route: RouteDef, params: Record<string, string>): string | undefined {
  if (route.path === '*') return undefined;
  const own = route.page ? getRoute(route.page) : route;
  const filled = fillRoute(own.path, params);
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

/**
 * The head of a route from the route table alone (a page that says nothing more of itself), in
 * the language of a copy of the site (`lang`: Traditional Chinese unless said).
 */
export function routeHead(
  route: RouteDef,
  params: Record<string, string>,
  lang: SiteCopy['lang'] = 'zh-HK',
): PageHead {
  return {
    meta: routeText(route, lang),
    canonicalPath: canonicalPath(route, params),
    jsonLd: [],
    noindex: route.session === true || route.noindex === true || route.path === '*',
    ogType: 'website',
  };
}
