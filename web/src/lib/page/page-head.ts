/**
 * A page's head (title, keywords, description, canonical, alternates, robots, Open Graph and
 * structured data), the whole way:
 * - Where it comes from: the page's route module. A detail page exports
 *   `head = detailHead(<its record query>)` (doctor-detail.tsx: `detailHead(doctorQueries.detail)`);
 *   `detailHead` (detail-page.ts) reads the record its loader put in the query cache and hands it to
 *   `recordHead` (shared meta.ts: the words and JSON-LD per kind of record, e.g. a doctor's
 *   `Physician` and `BreadcrumbList`). Without a usable record, or for a page with no `head`
 *   export, the route table's `routeHead` (shared head.ts) stands in. The router keeps each
 *   module's `head` on its route's `handle` (`PageHandle`, router.tsx).
 * - `pageHead` (below) works it out from the matched routes and the query cache, alike on both
 *   sides, so the head served is the head after hydration.
 * - Server: `render()` in entry-server.tsx calls `pageHead`; the BFF (routes/pages.ts) hands that
 *   head to `PageHtml.head()` (plugins/app/page-html.ts), which writes the tags (the title through
 *   shared `documentTitle`, which adds ` | 香港中醫網`; the JSON-LD as ld+json scripts with the
 *   nonce; Simplified text on /zh-cn/ pages). The English copy's head text is English where the
 *   portal writes it (`routeHead` and `recordHead` take the copy's `lang`; records stay as sent). A page served without a render (busy, over budget)
 *   still gets its record's head from entry-server's `head()`, which runs the loaders only; the
 *   route table's head when even that fails.
 * - Browser: on every navigation `useRouteEntry` (root-layout.tsx) loads this module (with the
 *   route table's head text) once the first page is up and calls `writePageHead`, whose
 *   `applyHead` writes the title, keywords, description, robots, canonical, alternates and
 *   JSON-LD into the document (Open Graph tags stay as served: link previews read the HTML).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  MOBILE_ALTERNATE_MEDIA,
  copyAlternates,
  copyPath,
  documentTitle,
  getRoute,
  routeHead,
  type BffConfig,
  type PageHead,
  type RouteDef,
  type SiteAddress,
  type SiteCopy,
} from '@portal/shared';
import { bffConfigQuery, fallbackConfig } from '../http/bff-config';
import { COPY } from '../i18n/script';

interface HeadArgs {
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

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The site's addresses in this copy of the app (Traditional or Simplified). */
export function siteAddress(config: Pick<BffConfig, 'siteUrl'>): SiteAddress {
  return {
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    siteHref: (path) => joinUrl(config.siteUrl, copyPath(COPY, path)),
    lang: COPY.lang,
  };
}

/** The run-time settings in `client` (the root loader reads them), or same-origin defaults. */
export function configIn(client: QueryClient): BffConfig {
  return client.getQueryData(bffConfigQuery.queryKey) ?? fallbackConfig();
}

/** The head of the innermost matched page: its module's `head`, else its route table entry. */
export function pageHead(matches: readonly HeadMatch[], client: QueryClient): PageHead {
  const page = matches.findLast((m) => (m.handle as PageHandle | undefined)?.routeId);
  const handle = page?.handle as PageHandle | undefined;
  const route = getRoute(handle?.routeId ?? 'notFound');
  // Matched parameters are all defined (react-router types them as possibly absent).
  const params = (page?.params ?? {}) as Record<string, string>;
  try {
    if (handle?.head) {
      return handle.head({ route, params, client, site: siteAddress(configIn(client)) });
    }
  } catch {
    // The builders take any subset of a record's fields; this only guards the unforeseen.
  }
  return routeHead(route, params, COPY.lang);
}

/**
 * Writes the head of the page `matches` show, with the run-time settings (read once per page
 * load; same-origin defaults if they cannot be had), unless `current` says a later route entry
 * has taken its place meanwhile.
 */
export async function writePageHead(
  matches: readonly HeadMatch[],
  client: QueryClient,
  current: () => boolean,
): Promise<void> {
  const config = await client.ensureQueryData(bffConfigQuery).catch(() => fallbackConfig());
  if (current()) applyHead(pageHead(matches, client), config);
}

/** The head's own element for `selector`: updated, added, or (given null) removed. */
function setTag(
  tag: 'meta' | 'link',
  selector: string,
  attrs: Record<string, string> | null,
): void {
  const found = document.head.querySelector(selector);
  if (!attrs) return found?.remove();
  const el = found ?? document.head.appendChild(document.createElement(tag));
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/**
 * Writes `head` into the document, updating the tags the BFF served rather than adding more.
 * (Open Graph tags are for link previews, which read the served HTML: they stay as served.)
 */
export function applyHead(head: PageHead, config: Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'>) {
  document.title = documentTitle(head.meta.title);
  const meta = (name: string, content: string | null) =>
    setTag('meta', `meta[name="${name}"]`, content === null ? null : { name, content });
  meta('keywords', head.meta.keywords);
  meta('description', head.meta.description);
  meta('robots', head.noindex ? 'noindex' : null);
  const path = head.canonicalPath;
  const at = (base: string, copy: SiteCopy) =>
    path === undefined ? null : joinUrl(base, copyPath(copy, path));
  const link = (selector: string, href: string | null, attrs: Record<string, string>) =>
    setTag('link', selector, href === null ? null : { ...attrs, href });
  link('link[rel="canonical"]', at(config.siteUrl, COPY), { rel: 'canonical' });
  link('link[rel="alternate"][media]', at(config.mobileSiteUrl || config.siteUrl, COPY), {
    rel: 'alternate',
    media: MOBILE_ALTERNATE_MEDIA,
  });
  // Every copy of the page by its language, and x-default (shared copies.ts, as the BFF names them).
  for (const [hreflang, alternate] of copyAlternates(path ?? '/')) {
    link(
      `link[hreflang="${hreflang}"]`,
      path === undefined ? null : joinUrl(config.siteUrl, alternate),
      {
        rel: 'alternate',
        hreflang,
      },
    );
  }
  for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) {
    el.remove();
  }
  for (const ld of head.jsonLd) {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = JSON.stringify(ld);
    document.head.appendChild(el);
  }
}
