/**
 * The upstream client's vocabulary, shared by the client, its transport and everyone who calls
 * it: a request, its answer (streamed or read whole as JSON), the faults, and what the hardening
 * plugins hang on the client.
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { ApiResponse, CallName } from '@portal/shared';
import type { MessageKey } from '../http/messages';

/**
 * `circuit-open`: refused by the circuit breaker without calling the upstream (503).
 * `saturated`: no connection of its lane came free in time (503; the BFF's own bound, never
 * counted against the upstream).
 */
export type UpstreamFaultKind =
  'unavailable' | 'timeout' | 'bad-response' | 'circuit-open' | 'saturated';

/** An upstream fault, with the HTTP status and `{code,msg}` the BFF answers with. */
export class UpstreamError extends Error {
  readonly kind: UpstreamFaultKind;
  readonly statusCode: number;
  /** The message the answer says (in the reader's locale: `say`, lib/http/messages). */
  readonly messageKey: MessageKey;
  /** Seconds for a `Retry-After` header (set when the circuit is open). */
  readonly retryAfterS: number | undefined;
  constructor(kind: UpstreamFaultKind, cause?: unknown, retryAfterS?: number) {
    super(`upstream ${kind}`, { cause });
    this.name = 'UpstreamError';
    this.kind = kind;
    this.retryAfterS = retryAfterS;
    this.statusCode =
      kind === 'timeout' ? 504 : kind === 'circuit-open' || kind === 'saturated' ? 503 : 502;
    this.messageKey =
      kind === 'timeout'
        ? 'timeout'
        : kind === 'bad-response'
          ? 'badResponse'
          : kind === 'saturated'
            ? 'busy'
            : 'unavailable';
  }
}

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'HEAD';
  /** Path on the upstream, `/api/...` or `/files/...` (already validated by the caller). */
  path: string;
  /** Raw query string without `?`. */
  query?: string;
  /** Extra headers; `token`, `sourcetype`, `cookie` and `host` given here are ignored. */
  headers?: Record<string, string>;
  /** The session's token; absent for anonymous calls. */
  token?: string;
  body?: string | Buffer | Readable | null;
  /** Headers and body timeout; defaults to UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A public answer the micro-cache may serve (`json()` only; never with a token). */
  cache?: boolean;
  /**
   * Asked before the micro-cache loads the answer from the upstream (a miss, not a hit or a
   * shared load): false refuses with `LoadRefusedError`.
   */
  admitLoad?: () => boolean | Promise<boolean>;
}

/**
 * A micro-cache miss refused by its request's `admitLoad`. Requests that joined that load share
 * the refusal: `request` tells whose it was.
 */
export class LoadRefusedError extends Error {
  constructor(readonly request: UpstreamRequest) {
    super('upstream load refused by its budget');
    this.name = 'LoadRefusedError';
  }
}

export interface UpstreamResponse {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  /** The answer as it arrives; read it to the end or `resume()` it, so the connection is freed. */
  body: Readable;
}

export interface UpstreamJson<T = unknown> {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  /** The bytes as received (send these on when the envelope was not changed). */
  raw: Buffer;
  envelope: ApiResponse<T> & Record<string, unknown>;
  /** Set when the answer came through the micro-cache: its validator for `If-None-Match`. */
  etag?: string;
}

/**
 * What the hardening plugins hang on the client (the breaker and its metrics): `admit`
 * may refuse an attempt before it is sent (an open circuit), `settle` hears every attempt's
 * outcome (its status code or fault kind) and duration, and whether the attempt ran on a
 * deadline of the BFF's own, shorter than UPSTREAM_TIMEOUT_MS (a render's or look-up's budget):
 * such a timeout says the BFF stopped waiting, not that the upstream failed.
 */
export interface UpstreamObserver {
  admit?(): void;
  settle?(outcome: number | UpstreamFaultKind, ms: number, ownDeadline: boolean): void;
}

/** Told each checked answer of a catalogue call (its envelope as forwarded). */
export type AnswerListener = (call: CallName, envelope: Record<string, unknown>) => void;

/** The micro-cache (lib/upstream/micro-cache.ts) as `json()` sees it. */
export interface UpstreamCache {
  fetch<T>(key: string, load: () => Promise<UpstreamJson<T>>): Promise<UpstreamJson<T>>;
}

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** See `UpstreamRequest.cache`. */
  cache?: boolean;
}
