import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BffConfig } from '@portal/shared';
import { request } from './api-client';

/** Run-time settings from the BFF (site URLs, maps key); fetched once per page load. */
export const bffConfigQuery = queryOptions({
  queryKey: ['bff', 'config'] as const,
  queryFn: () => request<BffConfig>('/bff/config'),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function fallbackConfig(): BffConfig {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return { googleMapsApiKey: '', siteUrl: origin, mobileSiteUrl: origin };
}

/** The BFF config, or same-origin defaults until it has loaded (or if it failed). */
export function useBffConfig(): BffConfig {
  const { data } = useQuery(bffConfigQuery);
  return data ?? fallbackConfig();
}
