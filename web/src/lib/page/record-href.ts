import { href, type RouteName, type RouteParams, type RouteQuery } from '@portal/shared';

/**
 * The address of a record's page, or undefined when the record lacks an id the address needs: a
 * real portal API may leave ids out of list records, and `/doctor/undefined` would only lead to
 * the not-found notice.
 */
export function recordHref<N extends RouteName>(
  name: N,
  params: { [K in keyof RouteParams<N>]: string | null | undefined },
  query?: RouteQuery,
): string | undefined {
  const values = Object.values(params) as unknown[];
  if (!values.every((value) => typeof value === 'string' && value !== '')) return undefined;
  return (href as (n: string, p: unknown, q?: RouteQuery) => string)(name, params, query);
}
