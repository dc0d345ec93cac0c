/**
 * The one HTTP client of the SPA. It talks to the BFF only (same origin), never sees a token,
 * sends the anti-forgery header and the current page path, and unwraps `{code,msg,data}`.
 *
 * The transport lives in http.ts (what the app frame needs at startup); this module adds the
 * typed catalogue of upstream calls, which only pages use, so it stays out of the initial JS.
 */
import {
  calls,
  type CallBody,
  type CallName,
  type CallQuery,
  type CallResponse,
} from '@portal/shared';
import { request, type QueryValue } from './http';

export * from './http';

export interface CallParams<N extends CallName> {
  query?: CallQuery<N>;
  body?: CallBody<N> | FormData;
  signal?: AbortSignal;
  /** See RequestOptions.quiet. */
  quiet?: boolean;
}

/** Calls an upstream endpoint of the catalogue by name, typed end to end. */
export function callApi<N extends CallName>(
  name: N,
  params: CallParams<N> = {},
): Promise<CallResponse<N>> {
  const def = calls[name];
  return request<CallResponse<N>>(def.path, {
    method: def.method,
    query: params.query as Record<string, QueryValue> | undefined,
    body: params.body,
    signal: params.signal,
    quiet: params.quiet,
  });
}
