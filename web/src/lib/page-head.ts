/**
 * A page's head (title, keywords, description, canonical, alternates, robots, Open Graph and
 * structured data) comes from its route module: `export const head: RouteHead` when the page
 * has more to say than the route table (a detail page's record), else the route table's entry.
 * `pageHead` works it out from the matched routes and the query cache, alike in the server render
 * (whose head the BFF writes into the HTML) and in the browser (where `applyHead` writes it into
 * the document on every navigation), so the head served is the head after hydration.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  MOBILE_ALTERNATE_MEDIA,
  SCRIPT_LANG,
  SITE_NAME,
  documentTitle,
  getRoute,
  routeHead,
  scriptPath,
  type BffConfig,
  type JsonLd,
  type PageHead,
  type RouteDef,
  type SiteAddress,
} from '@portal/shared';
import { bffConfigQuery, fallbackConfig } from './bff-config';
import { SCRIPT } from './script';

export interface HeadArgs {
  /** The route entry of the page (a route that shares its module gives its own). */
  route: RouteDef;
  params: Record<string, string>;
  /** The query cache the page was loaded into. */
  client: QueryClient;
  site: SiteAddress;
}

/** A route module's head: from what its loader put in the cache. */
export type RouteHead = (args: HeadArgs) => PageHead;

/** What the router keeps on each page route (`handle`). */
export interface PageHandle {
  routeId: string;
  head?: RouteHead;
}

/** A matched route, as the static handler's context and `useMatches` both give it. */
export interface HeadMatch {
  params: Readonly<Record<string, string | undefined>>;
  handle?: unknown;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof (handle as PageHandle | undefined)?.routeId === 'string';
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The site's addresses in this copy of the app (Traditional or Simplified). */
export function siteAddress(config: Pick<BffConfig, 'siteUrl'>): SiteAddress {
  return {
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    siteHref: (path) => joinUrl(config.siteUrl, scriptPath(SCRIPT, path)),
    lang: SCRIPT_LANG[SCRIPT],
  };
}

/** The run-time settings in `client` (the root loader reads them), or same-origin defaults. */
export function configIn(client: QueryClient): BffConfig {
  return client.getQueryData(bffConfigQuery.queryKey) ?? fallbackConfig();
}

/** The head of the innermost matched page: its module's `head`, else its route table entry. */
export function pageHead(matches: readonly HeadMatch[], client: QueryClient): PageHead {
  let page: { handle: PageHandle; params: Record<string, string> } | undefined;
  for (const match of matches) {
    if (isPageHandle(match.handle)) {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(match.params)) if (v !== undefined) params[k] = v;
      page = { handle: match.handle, params };
    }
  }
  const route = getRoute(page?.handle.routeId ?? 'notFound');
  const params = page?.params ?? {};
  if (!page?.handle.head) return routeHead(route, params);
  try {
    return page.handle.head({ route, params, client, site: siteAddress(configIn(client)) });
  } catch {
    // The builders take any subset of a record's fields; this only guards the unforeseen.
    return routeHead(route, params);
  }
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLink(selector: string, attrs: Record<string, string> | null): void {
  const found = document.head.querySelector<HTMLLinkElement>(selector);
  if (!attrs) {
    found?.remove();
    return;
  }
  const el = found ?? document.head.appendChild(document.createElement('link'));
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/** Replaces the page's structured data when it says something else. */
function setJsonLd(items: readonly JsonLd[]): void {
  const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  const next = items.map((ld) => JSON.stringify(ld));
  const same =
    scripts.length === next.length &&
    scripts.every((el, i) => {
      try {
        return JSON.stringify(JSON.parse(el.textContent ?? '')) === next[i];
      } catch {
        return false;
      }
    });
  if (same) return;
  for (const el of scripts) el.remove();
  for (const text of next) {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = text;
    document.head.appendChild(el);
  }
}

/** Writes `head` into the document, updating the tags the BFF served rather than adding more. */
export function applyHead(head: PageHead, config: Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'>) {
  const title = documentTitle(head.meta.title);
  document.title = title;
  setMeta('name', 'keywords', head.meta.keywords);
  setMeta('name', 'description', head.meta.description);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:type', head.ogType);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', head.meta.description);
  const path = head.canonicalPath;
  const site = (script: 'hant' | 'hans') =>
    path === undefined ? null : joinUrl(config.siteUrl, scriptPath(script, path));
  const own = site(SCRIPT);
  setLink('link[rel="canonical"]', own === null ? null : { rel: 'canonical', href: own });
  setLink(
    'link[rel="alternate"][media]',
    path === undefined
      ? null
      : {
          rel: 'alternate',
          media: MOBILE_ALTERNATE_MEDIA,
          href: joinUrl(config.mobileSiteUrl || config.siteUrl, scriptPath(SCRIPT, path)),
        },
  );
  const hant = site('hant');
  const hans = site('hans');
  const alternate = (hreflang: string, href: string | null) =>
    href === null ? null : { rel: 'alternate', hreflang, href };
  setLink('link[hreflang="zh-HK"]', alternate('zh-HK', hant));
  setLink('link[hreflang="zh-CN"]', alternate('zh-CN', hans));
  setLink('link[hreflang="x-default"]', alternate('x-default', hant));
  const ogUrl = document.head.querySelector('meta[property="og:url"]');
  if (own === null) ogUrl?.remove();
  else setMeta('property', 'og:url', own);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex) setMeta('name', 'robots', 'noindex');
  else robots?.remove();
  setJsonLd(head.jsonLd);
}
