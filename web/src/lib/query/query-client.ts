import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ResponseCode } from '@portal/shared';
import { ApiError, NetworkError } from '../http/http';
import { m } from '../i18n/messages';
import { notice } from '../notify/notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set to false when the component shows the mutation's error itself. */
      notifyError?: boolean;
    };
  }
}

/** Message for an error a page shows to the user. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return m.http_timeout();
  }
  return m.http_network_problem();
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // An answer with a business code will not change on retry; a network failure might.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
      },
      // Offline, a change fails at once with a clear message (http.ts) instead of waiting to be
      // sent by itself when the network returns: a booking made underground must not turn up
      // unseen an hour later.
      mutations: { networkMode: 'always' },
    },
    // Failed mutations (form submits) show the upstream's message as a warning notice, unless the
    // mutation opts out with `meta: { notifyError: false }`. Codes 211/401 send the user to /login
    // instead (see session-guard.ts). Queries show their errors in the page (ErrorState).
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.notifyError === false) return;
        if (error instanceof ApiError && error.code === ResponseCode.NOT_LOGGED_IN) return;
        notice.warning(errorMessage(error));
      },
    }),
  });
}

export const queryClient = createQueryClient();
