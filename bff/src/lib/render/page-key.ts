/**
 * What a server-rendered page depends on, and so what its cached HTML is keyed by: its route, the
 * route's parameters and only the query parameters the route says its page reads (first value of
 * each, empty ones dropped, sorted by name). Anything else in the address (`utm_source`, `ref`,
 * a random `x` meant to defeat the cache) neither changes the page nor causes a new render: the
 * page is rendered from this target, never from the raw request URL.
 */
import { fillRoute, type RouteDef } from '@portal/shared';

/**
 * The page's own query string (`?a=1&b=2`, or '' when it reads none of what was sent). A name is
 * recognised in any case and kept as sent: the page reads the address it is rendered from as the
 * browser reads the visitor's, so both see the same parameters.
 */
export function pageQuery(route: Pick<RouteDef, 'query'>, search: string): string {
  const names = route.query;
  if (!names || names.length === 0 || search.length < 2) return '';
  const declared = new Set(names.map((name) => name.toLowerCase()));
  const seen = new Set<string>();
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    const known = name.toLowerCase();
    if (!declared.has(known) || seen.has(known)) continue;
    seen.add(known);
    if (value !== '') kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const qs = new URLSearchParams(kept).toString();
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
