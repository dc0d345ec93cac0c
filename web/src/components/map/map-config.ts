import { queryOptions } from '@tanstack/react-query';
import type { BffConfig } from '@portal/shared';
import { request } from '../../lib/api-client';

/** The BFF's run-time config (the Maps key is never baked into the build). */
export const bffConfigQuery = queryOptions({
  queryKey: ['bff', 'config'],
  queryFn: () => request<BffConfig>('/bff/config'),
  staleTime: Infinity,
  retry: false,
});
