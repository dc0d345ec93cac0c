/**
 * What a server-rendered page depends on, and so what its cached HTML is keyed by: its route, the
 * route's parameters and only the query parameters the route says its page reads (first value of
 * each, empty ones dropped, sorted by name). Anything else in the address (`utm_source`, `ref`,
 * a random `x` meant to defeat the cache) neither changes the page nor causes a new render: the
 * page is rendered from this target, never from the raw request URL.
 */
import { fillRoute, type RouteDef } from '@portal/shared';

/** The page's own query string (`?a=1&b=2`, or '' when it reads none of what was sent). */
export function pageQuery(route: Pick<RouteDef, 'query'>, search: string): string {
  const names = route.query;
  if (!names || names.length === 0 || search.length < 2) return '';
  const sent = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    const value = sent.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const qs = kept.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The address a page is rendered from (and cached under): the route's path with its parameters
 * filled in, so case or encoding variants of one page share one render, and the page's own query.
 */
export function pageTarget(
  route: Pick<RouteDef, 'path' | 'query'>,
  params: Record<string, string>,
  search: string,
  prefix = '',
): string {
  return prefix + fillRoute(route.path, params) + pageQuery(route, search);
}
