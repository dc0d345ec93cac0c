/**
 * The one client that talks to the upstream portal API: an undici keep-alive pool, explicit
 * timeouts, and faults turned into `UpstreamError`s (502/504). Every request carries
 * `sourcetype: F`; a token is sent only when the caller passes one. Hardening (circuit breaker,
 * retries, micro-cache) wraps `request()` / `call()` here rather than touching the routes.
 */
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { Pool, type Dispatcher } from 'undici';
import {
  SOURCE_TYPE,
  SOURCE_TYPE_HEADER,
  TOKEN_HEADER,
  calls,
  findCallByPath,
  type ApiResponse,
  type CallName,
  type CallResponse,
} from '@portal/shared';
import type { AppConfig } from '../../config';
import { AnswerBoundary, requestParams } from '../../lib/answer-boundary';
import { BodyTooLargeError } from '../../lib/body-limit';
import { cacheKey } from '../../lib/micro-cache';
import { MSG } from '../../lib/messages';

/** `circuit-open`: refused by the circuit breaker without calling the upstream (503). */
export type UpstreamFaultKind = 'unavailable' | 'timeout' | 'bad-response' | 'circuit-open';

/** An upstream fault, with the HTTP status and `{code,msg}` the BFF answers with. */
export class UpstreamError extends Error {
  readonly kind: UpstreamFaultKind;
  readonly statusCode: number;
  readonly publicMessage: string;
  /** Seconds for a `Retry-After` header (set when the circuit is open). */
  readonly retryAfterS: number | undefined;
  constructor(kind: UpstreamFaultKind, cause?: unknown, retryAfterS?: number) {
    super(`upstream ${kind}`, { cause });
    this.name = 'UpstreamError';
    this.kind = kind;
    this.retryAfterS = retryAfterS;
    this.statusCode = kind === 'timeout' ? 504 : kind === 'circuit-open' ? 503 : 502;
    this.publicMessage =
      kind === 'timeout'
        ? MSG.timeout
        : kind === 'bad-response'
          ? MSG.badResponse
          : MSG.unavailable;
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
}

export interface UpstreamResponse {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  body: Dispatcher.ResponseData['body'];
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
 * What the hardening plugins hang on the client (plugins/app/breaker.ts, metrics.ts): `admit`
 * may refuse an attempt before it is sent (an open circuit), `settle` hears every attempt's
 * outcome (its status code or fault kind) and duration.
 */
export interface UpstreamObserver {
  admit?(): void;
  settle?(outcome: number | UpstreamFaultKind, ms: number): void;
}

/** Told each checked answer of a catalogue call (its envelope as forwarded). */
export type AnswerListener = (call: CallName, envelope: Record<string, unknown>) => void;

/** The micro-cache (plugins/app/micro-cache.ts) as `json()` sees it. */
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

const IGNORED_HEADERS = new Set([TOKEN_HEADER, SOURCE_TYPE_HEADER, 'cookie', 'host']);
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Budgets shorter than this get an exact timer (undici's are coarse). */
const PRECISE_TIMEOUT_BELOW_MS = 3000;
/** Upstream JSON answers are small; anything bigger is not what the BFF expects. */
const MAX_JSON_BYTES = 32 * 1024 * 1024;

function toUpstreamError(err: unknown, signal: AbortSignal | undefined): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return new UpstreamError('timeout', err);
  const reason: unknown = signal?.aborted ? signal.reason : undefined;
  if (reason instanceof DOMException && reason.name === 'TimeoutError') {
    return new UpstreamError('timeout', err);
  }
  if ((err as { name?: unknown } | null)?.name === 'TimeoutError') {
    return new UpstreamError('timeout', err);
  }
  return new UpstreamError('unavailable', err);
}

/**
 * Passes a caller's abort on to the request's own controller. A factory (its closure unnamed)
 * rather than a named arrow in `send`: tsx names every named closure when it is created.
 */
function abortOnOuter(own: AbortController, outer: AbortSignal): () => void {
  return () => own.abort(outer.reason);
}

/** The observers' `settle` for a buffered exchange, called when its headers arrive. */
function settleOnHeaders(
  observers: readonly UpstreamObserver[],
  started: number,
  mark: () => void,
): HeadersSeen {
  return (statusCode) => {
    mark();
    const ms = performance.now() - started;
    for (const o of observers) o.settle?.(statusCode, ms);
  };
}

function isEnvelope(v: unknown): v is ApiResponse & Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    typeof (v as { code?: unknown }).code === 'number'
  );
}

/** A JSON answer read whole. */
interface BufferedAnswer {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  raw: Buffer;
}

/** What a buffered exchange does when the upstream's headers arrive (see `attempt`). */
type HeadersSeen = (statusCode: number) => void;

/**
 * One JSON exchange read straight off undici's dispatcher into a Buffer. `pool.request()` wraps
 * every answer in a Node stream (and an async resource) only for `json()` to read it back whole:
 * per proxied call that machinery cost more CPU than the answer check. The timeouts, the caller's
 * signal, the size limit and the fault mapping are those of `send` and the former stream read:
 * the exact timer and the caller's signal cover the wait for headers, undici's body timeout the
 * rest.
 */
class BufferedExchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  /** Set when the request was aborted before undici started it. */
  private pendingAbort: Error | null = null;
  private headersSeen = false;
  private statusCode = 0;
  private headers: Dispatcher.ResponseData['headers'] = {};
  private chunks: Buffer[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;
  private onOuterAbort: (() => void) | undefined;

  constructor(
    private readonly resolve: (answer: BufferedAnswer) => void,
    private readonly reject: (err: unknown) => void,
    private readonly outer: AbortSignal | undefined,
    private readonly seen: HeadersSeen | undefined,
  ) {}

  /** Arms the exact timer (short budgets) and the caller's signal, as `send` does. */
  arm(timeoutMs: number): void {
    const outer = this.outer;
    if (timeoutMs < PRECISE_TIMEOUT_BELOW_MS || outer) {
      this.timer = setTimeout(onExchangeTimeout, timeoutMs, this);
    }
    if (outer) {
      this.onOuterAbort = abortExchangeOnOuter(this, outer);
      if (outer.aborted) this.onOuterAbort();
      else outer.addEventListener('abort', this.onOuterAbort, { once: true });
    }
  }

  abort(reason: Error, timedOut = false): void {
    if (this.headersSeen) return;
    if (timedOut) this.timedOut = true;
    if (this.controller) this.controller.abort(reason);
    else this.pendingAbort ??= reason;
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.onOuterAbort) this.outer?.removeEventListener('abort', this.onOuterAbort);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.pendingAbort) controller.abort(this.pendingAbort);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Dispatcher.ResponseData['headers'],
  ): void {
    this.headersSeen = true;
    this.disarm();
    this.statusCode = statusCode;
    this.headers = headers;
    this.seen?.(statusCode);
    if (Number(headers['content-length'] ?? 0) > MAX_JSON_BYTES) {
      controller.abort(new UpstreamError('bad-response'));
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.bytes += chunk.length;
    // Also without a declared length: an answer never grows past the limit in memory.
    if (this.bytes > MAX_JSON_BYTES) {
      controller.abort(new UpstreamError('bad-response'));
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    const chunks = this.chunks;
    const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.bytes);
    this.resolve({ statusCode: this.statusCode, headers: this.headers, raw });
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    if (this.headersSeen) {
      this.reject(toUpstreamError(err, this.outer));
      return;
    }
    this.disarm();
    // The browser's upload was too large: its fault, not the upstream's.
    if (err instanceof BodyTooLargeError) this.reject(err);
    else if (this.timedOut) this.reject(new UpstreamError('timeout', err));
    else this.reject(toUpstreamError(err, this.outer));
  }
}

function onExchangeTimeout(exchange: BufferedExchange): void {
  exchange.abort(new DOMException('This operation was aborted', 'AbortError'), true);
}

/** The caller's abort, passed on (a factory: its closure is unnamed, see abortOnOuter). */
function abortExchangeOnOuter(exchange: BufferedExchange, outer: AbortSignal): () => void {
  return () =>
    exchange.abort(
      outer.reason instanceof Error
        ? outer.reason
        : new DOMException('This operation was aborted', 'AbortError'),
    );
}

export class UpstreamClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly pool: Pool;
  private readonly timeoutMs: number;
  private readonly observers: UpstreamObserver[] = [];
  private cache: UpstreamCache | null = null;
  private boundary: AnswerBoundary | null = null;
  private readonly answerListeners: AnswerListener[] = [];

  constructor(baseUrl: string, options: { timeoutMs: number; connections: number }) {
    const url = new URL(baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.pool = new Pool(this.origin, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    });
  }

  observe(observer: UpstreamObserver): void {
    this.observers.push(observer);
  }

  useCache(cache: UpstreamCache): void {
    this.cache = cache;
  }

  /** Hears every JSON answer of a catalogue call once checked (e.g. to note the doctors named). */
  onAnswer(listener: AnswerListener): void {
    this.answerListeners.push(listener);
  }

  /** Checks and normalises every JSON answer of a catalogue call (see lib/answer-boundary.ts). */
  useBoundary(boundary: AnswerBoundary): void {
    this.boundary = boundary;
  }

  /**
   * Sends one request and returns the streaming answer. Throws `UpstreamError` on faults. A GET
   * answered 503 (an upstream instance restarting behind its balancer) is retried once.
   */
  async request(req: UpstreamRequest): Promise<UpstreamResponse> {
    const res = await this.attempt(req);
    if (res.statusCode !== 503 || req.method === 'POST') return res;
    res.body.resume();
    return this.attempt(req);
  }

  private async attempt(req: UpstreamRequest): Promise<UpstreamResponse> {
    const observers = this.observers;
    if (observers.length === 0) return this.send(req);
    for (const o of observers) o.admit?.();
    const started = performance.now();
    try {
      const res = await this.send(req);
      const ms = performance.now() - started;
      for (const o of observers) o.settle?.(res.statusCode, ms);
      return res;
    } catch (err) {
      if (err instanceof UpstreamError) {
        const ms = performance.now() - started;
        for (const o of observers) o.settle?.(err.kind, ms);
      }
      throw err;
    }
  }

  /** The headers sent: the caller's (lower-cased, never token/sourcetype/cookie/host) and ours. */
  private static headersFor(req: UpstreamRequest): Record<string, string> {
    const headers: Record<string, string> = {};
    const given = req.headers;
    if (given) {
      for (const name in given) {
        const lower = name.toLowerCase();
        if (!IGNORED_HEADERS.has(lower)) headers[lower] = given[name]!;
      }
    }
    headers[SOURCE_TYPE_HEADER] = SOURCE_TYPE;
    if (req.token) headers[TOKEN_HEADER] = req.token;
    return headers;
  }

  /** One attempt of a JSON exchange, read whole (see BufferedExchange); observed like `attempt`. */
  private attemptBuffered(req: UpstreamRequest): Promise<BufferedAnswer> {
    const observers = this.observers;
    if (observers.length === 0) return this.sendBuffered(req, undefined);
    for (const o of observers) o.admit?.();
    const started = performance.now();
    let settled = false;
    // Settled when the headers arrive, as `attempt` is: the duration is the time to headers.
    const seen: HeadersSeen = settleOnHeaders(observers, started, () => {
      settled = true;
    });
    return this.sendBuffered(req, seen).catch((err: unknown) => {
      if (!settled && err instanceof UpstreamError) {
        const ms = performance.now() - started;
        for (const o of observers) o.settle?.(err.kind, ms);
      }
      throw err;
    });
  }

  private sendBuffered(
    req: UpstreamRequest,
    seen: HeadersSeen | undefined,
  ): Promise<BufferedAnswer> {
    const timeout = req.timeoutMs ?? this.timeoutMs;
    return new Promise<BufferedAnswer>((resolve, reject) => {
      const exchange = new BufferedExchange(resolve, reject, req.signal, seen);
      exchange.arm(timeout);
      this.pool.dispatch(this.dispatchOptions(req, timeout), exchange);
    });
  }

  /** What undici is asked for a call, streamed or buffered alike. */
  private dispatchOptions(req: UpstreamRequest, timeout: number) {
    return {
      origin: this.origin,
      method: req.method,
      path: this.basePath + req.path + (req.query ? `?${req.query}` : ''),
      headers: UpstreamClient.headersFor(req),
      body: req.body ?? null,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    };
  }

  private async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    const timeout = req.timeoutMs ?? this.timeoutMs;
    // undici's own timers tick about once a second: fine for the 10 s default, too coarse for
    // short budgets, which get an exact timer of their own (as do callers with a signal).
    let controller: AbortController | undefined;
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const outer = req.signal;
    // Made only for a caller's signal (the proxy passes none): see abortOnOuter.
    let onOuterAbort: (() => void) | undefined;
    if (outer || timeout < PRECISE_TIMEOUT_BELOW_MS) {
      const own = new AbortController();
      controller = own;
      timer = setTimeout(() => {
        timedOut = true;
        own.abort();
      }, timeout);
      if (outer) {
        onOuterAbort = abortOnOuter(own, outer);
        if (outer.aborted) onOuterAbort();
        else outer.addEventListener('abort', onOuterAbort, { once: true });
      }
    }
    try {
      const res = await this.pool.request({
        ...this.dispatchOptions(req, timeout),
        signal: controller?.signal,
      });
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    } catch (err) {
      // The browser's upload was too large: its fault, not the upstream's.
      if (err instanceof BodyTooLargeError) throw err;
      throw timedOut ? new UpstreamError('timeout', err) : toUpstreamError(err, outer);
    } finally {
      if (timer) clearTimeout(timer);
      if (onOuterAbort) outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  /**
   * Sends a request and reads a `{code,msg,...}` JSON answer; anything else is `bad-response`.
   * With `cache` (and no token) the micro-cache may answer, keyed by method, path, canonical
   * query and a digest of a string body (see `cacheKey`).
   */
  json<T = unknown>(req: UpstreamRequest): Promise<UpstreamJson<T>> {
    const cache = this.cache;
    if (cache && req.cache && !req.token && (req.body == null || typeof req.body === 'string')) {
      const key = cacheKey(req.method, req.path, req.query ?? '', req.body ?? null);
      return cache.fetch(key, () => this.fetchJson<T>(req));
    }
    return this.fetchJson<T>(req);
  }

  private async fetchJson<T>(req: UpstreamRequest): Promise<UpstreamJson<T>> {
    const asked: UpstreamRequest = {
      ...req,
      headers: { accept: 'application/json', ...req.headers, 'accept-encoding': 'identity' },
    };
    // As `request()`: a GET answered 503 (an upstream instance restarting) is asked again once.
    let res = await this.attemptBuffered(asked);
    if (res.statusCode === 503 && req.method !== 'POST') res = await this.attemptBuffered(asked);
    let raw = res.raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch (err) {
      throw new UpstreamError('bad-response', err);
    }
    if (!isEnvelope(parsed)) throw new UpstreamError('bad-response');
    let envelope: Record<string, unknown> = parsed;
    const call =
      this.boundary || this.answerListeners.length > 0 ? findCallByPath(req.path) : undefined;
    if (call && this.boundary) {
      const checked = this.boundary.apply(call, envelope, requestParams(req.query, req.body));
      // Answers that needed no change go on as the bytes received, never re-serialised.
      if (checked.changed) {
        envelope = checked.envelope;
        raw = Buffer.from(JSON.stringify(envelope));
      }
    }
    if (call) for (const listener of this.answerListeners) listener(call, envelope);
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      raw,
      envelope: envelope as UpstreamJson<T>['envelope'],
    };
  }

  /** A typed call of the catalogue (used by the BFF itself, e.g. for detail pages). */
  call<N extends CallName>(
    name: N,
    options: CallOptions = {},
  ): Promise<UpstreamJson<CallResponse<N>>> {
    const def = calls[name];
    const query = options.query ? new URLSearchParams(options.query).toString() : '';
    const hasBody = def.method === 'POST' && options.body !== undefined;
    return this.json<CallResponse<N>>({
      method: def.method,
      path: def.path,
      query,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(options.body) : null,
      token: options.token,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      cache: options.cache,
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (!opts.config.upstreamUrl) throw new Error('upstreamUrl is not configured');
    const client = new UpstreamClient(opts.config.upstreamUrl, {
      timeoutMs: opts.config.upstreamTimeoutMs,
      connections: opts.config.upstreamConnections,
    });
    // Drift (answers that do not fit their call's schema) is counted and logged once per call
    // and field path; the answer itself is still handed on.
    const warned = new Set<string>();
    client.useBoundary(
      new AnswerBoundary({
        drift(call, path) {
          app.metrics?.drift.inc(call, path);
          const key = `${call} ${path}`;
          if (warned.has(key) || warned.size >= 1000) return;
          warned.add(key);
          app.log.warn({ call, path }, 'upstream answer does not fit the call schema');
        },
      }),
    );
    app.decorate('upstream', client);
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'upstream' },
);
