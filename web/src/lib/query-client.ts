import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // An answer with a business code will not change on retry; a network failure might.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
    },
  },
});
