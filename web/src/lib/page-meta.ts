/**
 * Head tags on client-side navigation: title, keywords, description, canonical and
 * mobile-alternate links. The route table gives the defaults (applied by the root layout on every
 * route entry); a detail page overrides them with its record's meta through `usePageMeta`.
 *
 * ```tsx
 * const { data } = useQuery(doctorQueries.detail(id));
 * usePageMeta(data ? detailMeta('doctor', data) : undefined);
 * ```
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, matchRoute, type BffConfig, type PageMeta } from '@portal/shared';
import { SCRIPT, scriptHref } from './script';

/** Media query of the mobile-alternate link (the usual one for separate mobile URLs). */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLink(selector: string, attrs: Record<string, string>): void {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    document.head.appendChild(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Writes the head tags for `pathname` (search is left out of canonical URLs on purpose). */
export function applyPageMeta(
  meta: PageMeta,
  pathname: string,
  config: Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'>,
): void {
  document.title = documentTitle(meta.title);
  setMeta('keywords', meta.keywords);
  setMeta('description', meta.description);
  const own = scriptHref(SCRIPT, pathname);
  setLink('link[rel="canonical"]', { rel: 'canonical', href: joinUrl(config.siteUrl, own) });
  setLink(`link[rel="alternate"][media]`, {
    rel: 'alternate',
    media: MOBILE_ALTERNATE_MEDIA,
    href: joinUrl(config.mobileSiteUrl || config.siteUrl, own),
  });
  // The server's HTML names both versions of the page (hreflang): they follow the page.
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[hreflang]')) {
    link.href = joinUrl(
      config.siteUrl,
      scriptHref(link.hreflang === 'zh-CN' ? 'hans' : 'hant', pathname),
    );
  }
}

/** Meta of the route table entry for a pathname. */
export function routeMeta(pathname: string): PageMeta {
  const { route } = matchRoute(pathname);
  return { title: route.title, keywords: route.keywords, description: route.description };
}

let override: { pathname: string; meta: PageMeta } | null = null;
let currentConfig: Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'> | null = null;

function configOrOrigin(): Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'> {
  return (
    currentConfig ?? { siteUrl: window.location.origin, mobileSiteUrl: window.location.origin }
  );
}

/** Applies the meta for the current page: a page's override if it set one, else the route's. */
export function applyRouteMeta(
  pathname: string,
  config?: Pick<BffConfig, 'siteUrl' | 'mobileSiteUrl'>,
): void {
  if (config) currentConfig = config;
  const meta = override?.pathname === pathname ? override.meta : routeMeta(pathname);
  applyPageMeta(meta, pathname, configOrOrigin());
}

/**
 * Overrides the route's head tags with a record's meta while the calling page is shown. Pass
 * `undefined` until the record has loaded.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const { pathname } = useLocation();
  const title = meta?.title;
  const keywords = meta?.keywords;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    override = {
      pathname,
      meta: { title, keywords: keywords ?? '', description: description ?? '' },
    };
    applyRouteMeta(pathname);
    return () => {
      if (override?.pathname === pathname) override = null;
    };
  }, [pathname, title, keywords, description]);
}
