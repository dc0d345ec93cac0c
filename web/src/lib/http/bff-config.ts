import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BffConfig } from '@portal/shared';
import { requestBff } from './http';

/** Run-time settings from the BFF (site URLs, maps key); fetched once per page load. */
export const bffConfigQuery = queryOptions({
  queryKey: ['bff', 'config'] as const,
  queryFn: () => requestBff<BffConfig>('/bff/config'),
  staleTime: Infinity,
  gcTime: Infinity,
});

let fallback: BffConfig | undefined;

/** Same-origin defaults (one stable object, so effects depending on it do not re-run). */
export function fallbackConfig(): BffConfig {
  if (!fallback) {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    fallback = {
      googleMapsApiKey: '',
      siteUrl: origin,
      mobileSiteUrl: origin,
      appStoreUrl: '',
      googlePlayUrl: '',
    };
  }
  return fallback;
}

/** The BFF config, or same-origin defaults until it has loaded (or if it failed). */
export function useBffConfig(): BffConfig {
  const { data } = useQuery(bffConfigQuery);
  return data ?? fallbackConfig();
}
