/**
 * The one client that talks to the upstream portal API: undici keep-alive pools, explicit
 * timeouts, and faults turned into `UpstreamError`s (502/504). Two lanes, each with a pool and a
 * bound of its own: API calls, and file streams (`/files` downloads and uploads), so readers that
 * hold a stream open can never take the connections logins and bookings need. A request waits
 * for a free connection of its lane at most `queueTimeoutMs` (then 503 `saturated`); sign-out,
 * login and booking calls wait at the head of the line, as long as their own timeout. A streamed
 * answer is ended when its reader stops reading for `streamStallMs` or is still reading after
 * `streamTotalMs`. Every request carries
 * `sourcetype: F`; a token is sent only when the caller passes one. Hardening (circuit breaker,
 * metrics, micro-cache, answer checks) hangs on the client through `observe`, `useCache`,
 * `useBoundary` and `onAnswer` rather than touching the routes; plugins/app/upstream.ts builds it
 * from the config and decorates the app with it.
 */
import { Readable } from 'node:stream';
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
import { requestParams, type AnswerBoundary } from './answer-boundary';
import { ClientBodyError } from '../proxy/body-limit';
import { cacheKey } from './micro-cache';
import { MSG } from '../http/messages';

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
  readonly publicMessage: string;
  /** Seconds for a `Retry-After` header (set when the circuit is open). */
  readonly retryAfterS: number | undefined;
  constructor(kind: UpstreamFaultKind, cause?: unknown, retryAfterS?: number) {
    super(`upstream ${kind}`, { cause });
    this.name = 'UpstreamError';
    this.kind = kind;
    this.retryAfterS = retryAfterS;
    this.statusCode =
      kind === 'timeout' ? 504 : kind === 'circuit-open' || kind === 'saturated' ? 503 : 502;
    this.publicMessage =
      kind === 'timeout'
        ? MSG.timeout
        : kind === 'bad-response'
          ? MSG.badResponse
          : kind === 'saturated'
            ? MSG.busy
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
 * outcome (its status code or fault kind) and duration.
 */
export interface UpstreamObserver {
  admit?(): void;
  settle?(outcome: number | UpstreamFaultKind, ms: number): void;
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
/** How much of a streamed answer is read ahead of its reader (as undici's own bodies). */
const STREAM_HIGH_WATER_MARK = 64 * 1024;
/**
 * Calls never shed for load: signing out (a shared computer must always be able to end its
 * session), logging in, and making or cancelling a booking. They wait for a connection at the
 * head of the line, for as long as their own timeout.
 */
export const NEVER_SHED_PATHS: ReadonlySet<string> = new Set(
  [calls.signOut, calls.login, calls.saveSchedule, calls.deleteSchedule].map((c) => c.path),
);
/** Streams: file downloads and uploads, on a lane of their own. */
const FILES_PATH = /^\/files\//;

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

function abortError(): DOMException {
  return new DOMException('This operation was aborted', 'AbortError');
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

/**
 * One attempt as its observers hear it: settled exactly once, with the status code when the
 * headers arrive (the duration is the time to headers) or with the fault when it fails before.
 */
class Observation {
  private readonly started = performance.now();
  constructor(private readonly observers: readonly UpstreamObserver[]) {}

  settle(outcome: number | UpstreamFaultKind): void {
    const ms = performance.now() - this.started;
    for (const o of this.observers) o.settle?.(outcome, ms);
  }
}

/**
 * One exchange with the upstream, dispatched straight on undici's pool: the one transport under
 * both `request()` (the answer streamed on) and `json()` (the answer read whole), so the
 * timeouts, the caller's signal, the observers and the fault mapping exist once. (`pool.request()`
 * would wrap every answer in a Node stream and an async resource only for `json()` to read it back
 * whole: per proxied call that machinery cost more CPU than the answer check.)
 *
 * undici's own timers tick about once a second: fine for the 10 s default, too coarse for short
 * budgets, which get an exact timer of their own (as do callers with a signal). The exact timer
 * and the caller's signal cover the wait for headers, undici's body timeout the rest. What
 * happens to the body is the subclass's: `BufferedExchange` reads it whole, `StreamedExchange`
 * hands it on as it arrives.
 */
abstract class Exchange<A> implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  /** Set when the request was aborted before undici started it. */
  private pendingAbort: Error | null = null;
  private headersSeen = false;
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;
  private onOuterAbort: (() => void) | undefined;

  private released = false;

  constructor(
    protected readonly resolve: (answer: A) => void,
    protected readonly reject: (err: unknown) => void,
    private readonly outer: AbortSignal | undefined,
    private readonly observation: Observation | undefined,
    protected readonly context: ExchangeContext,
  ) {}

  /** The connection is free again (the exchange is over, however it ended). */
  private release(): void {
    if (this.released) return;
    this.released = true;
    this.context.release();
  }

  /** Arms the exact timer (short budgets, or a caller's signal) and the caller's signal. */
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

  /** Gives up waiting for the headers (once they are in, the answer is the reader's). */
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
    this.observation?.settle(statusCode);
    this.started(controller, statusCode, headers);
  }

  abstract onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void;

  onResponseEnd(): void {
    this.release();
    this.ended();
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    this.release();
    if (this.headersSeen) {
      this.failed(toUpstreamError(err, this.outer));
      return;
    }
    this.disarm();
    // The browser's upload was too large, or stopped moving: its fault, not the upstream's.
    if (err instanceof ClientBodyError) {
      this.reject(err);
      return;
    }
    const fault = this.timedOut
      ? new UpstreamError('timeout', err)
      : toUpstreamError(err, this.outer);
    this.observation?.settle(fault.kind);
    this.reject(fault);
  }

  /** The headers are in (the observers have heard them). */
  protected abstract started(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Dispatcher.ResponseData['headers'],
  ): void;

  /** The whole answer has arrived. */
  protected abstract ended(): void;

  /** A fault while the body is read. */
  protected abstract failed(err: UpstreamError): void;
}

function onExchangeTimeout(exchange: Pick<Exchange<unknown>, 'abort'>): void {
  exchange.abort(abortError(), true);
}

/**
 * The caller's abort, passed on. A factory (its closure unnamed) rather than a named arrow in
 * `arm`: tsx names every named closure when it is created.
 */
function abortExchangeOnOuter(
  exchange: Pick<Exchange<unknown>, 'abort'>,
  outer: AbortSignal,
): () => void {
  return () => exchange.abort(outer.reason instanceof Error ? outer.reason : abortError());
}

/** A JSON exchange read straight off the dispatcher into one Buffer, never past MAX_JSON_BYTES. */
class BufferedExchange extends Exchange<BufferedAnswer> {
  private statusCode = 0;
  private headers: Dispatcher.ResponseData['headers'] = {};
  private chunks: Buffer[] = [];
  private bytes = 0;

  protected started(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Dispatcher.ResponseData['headers'],
  ): void {
    this.statusCode = statusCode;
    this.headers = headers;
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

  protected ended(): void {
    const chunks = this.chunks;
    const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.bytes);
    this.resolve({ statusCode: this.statusCode, headers: this.headers, raw });
  }

  protected failed(err: UpstreamError): void {
    this.reject(err);
  }
}

function ignoreError(): void {}

/** A streamed answer's reader stopped reading, or kept it open too long: the stream is ended. */
class StreamCutError extends Error {
  constructor(readonly reason: 'stall' | 'total') {
    super(reason === 'stall' ? 'the reader stopped reading' : 'the stream ran past its deadline');
    this.name = 'StreamCutError';
  }
}

export interface StreamDeadlines {
  /** The reader may fall this long behind (not reading) before the stream is ended. */
  stallMs: number;
  /** The whole stream may take this long. */
  totalMs: number;
}

/**
 * A streamed answer's body: reading it lets the socket flow again (backpressure), and a reader
 * that goes away before the end (a browser that hung up) aborts the exchange.
 */
class AnswerBody extends Readable {
  private settled = false;
  private stall: NodeJS.Timeout | undefined;
  private readonly total: NodeJS.Timeout;

  constructor(
    private readonly controller: Dispatcher.DispatchController,
    private readonly deadlines: StreamDeadlines,
  ) {
    super({ highWaterMark: STREAM_HIGH_WATER_MARK });
    this.total = setTimeout(cutStream, deadlines.totalMs, this, 'total');
    this.total.unref();
    this.once('end', () => this.clearTimers());
    this.once('close', () => this.clearTimers());
  }

  /**
   * Adds a chunk; false when the reader is behind and the socket should pause. From then the
   * reader has the stall deadline to read again (also after the upstream has sent it all: a
   * reader that never takes the rest is cut as well).
   */
  add(chunk: Buffer): boolean {
    const more = this.push(chunk);
    if (!more && !this.stall) {
      this.stall = setTimeout(cutStream, this.deadlines.stallMs, this, 'stall');
      this.stall.unref();
    }
    return more;
  }

  finish(): void {
    this.settled = true;
    this.push(null);
  }

  /** Ends the stream for its reader's sake (stalled, or too long). */
  cut(reason: 'stall' | 'total'): void {
    this.clearTimers();
    if (this.destroyed || this.readableEnded) return;
    this.on('error', ignoreError);
    this.destroy(new StreamCutError(reason));
  }

  private clearTimers(): void {
    clearTimeout(this.total);
    if (this.stall) clearTimeout(this.stall);
    this.stall = undefined;
  }

  /** Ends the body with the fault; a reader that only drains it (no error listener) is not hurt. */
  fail(err: UpstreamError): void {
    this.settled = true;
    this.on('error', ignoreError);
    this.destroy(err);
  }

  override _read(): void {
    if (this.stall) {
      clearTimeout(this.stall);
      this.stall = undefined;
    }
    this.controller.resume();
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.clearTimers();
    if (!this.settled) this.controller.abort(err ?? abortError());
    callback(err);
  }
}

function cutStream(body: AnswerBody, reason: 'stall' | 'total'): void {
  body.cut(reason);
}

/** An exchange whose answer is handed on when its headers arrive, the body streamed after. */
class StreamedExchange extends Exchange<UpstreamResponse> {
  private body: AnswerBody | null = null;

  protected started(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Dispatcher.ResponseData['headers'],
  ): void {
    const body = new AnswerBody(controller, this.context.deadlines);
    this.body = body;
    this.resolve({ statusCode, headers, body });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.body?.add(chunk)) controller.pause();
  }

  protected ended(): void {
    this.body?.finish();
  }

  protected failed(err: UpstreamError): void {
    this.body?.fail(err);
  }
}

/** What an exchange is given besides its caller's: its lane's release, a stream's deadlines. */
interface ExchangeContext {
  release: () => void;
  deadlines: StreamDeadlines;
}

type ExchangeKind<A> = new (
  resolve: (answer: A) => void,
  reject: (err: unknown) => void,
  outer: AbortSignal | undefined,
  observation: Observation | undefined,
  context: ExchangeContext,
) => Exchange<A>;

/**
 * A lane's bound on connections in use: at most `limit` exchanges at once (the pool has as many
 * sockets, so undici itself never queues), the rest wait in line, never longer than their wait
 * allows. Urgent requests (`NEVER_SHED_PATHS`) go to the head of the line. (p-limit and p-queue
 * bound the work but cannot give up waiting for a place.)
 */
class Lane {
  private active = 0;
  private readonly urgent: Waiter[] = [];
  private readonly waiting: Waiter[] = [];

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.urgent.length + this.waiting.length;
  }

  /** Resolves with the release once a place is free; rejects `saturated` after `waitMs`. */
  acquire(waitMs: number, urgent: boolean): Promise<() => void> | (() => void) {
    if (this.active < this.limit) {
      this.active += 1;
      return this.releaser();
    }
    return new Promise((resolve, reject) => {
      const line = urgent ? this.urgent : this.waiting;
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const at = line.indexOf(waiter);
          if (at >= 0) line.splice(at, 1);
          reject(new UpstreamError('saturated', undefined, 1));
        }, waitMs),
      };
      line.push(waiter);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.urgent.shift() ?? this.waiting.shift();
      // The place passes straight to the next in line.
      if (next) next.grant();
      else this.active -= 1;
    };
  }
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/** Lets a streamed answer that is not used (a 503 about to be asked again) drain. */
function drain(res: UpstreamResponse): void {
  res.body.resume();
}

export interface UpstreamClientOptions {
  timeoutMs: number;
  /** Connections for API calls. */
  connections: number;
  /** Connections for file downloads and uploads (default: a quarter of `connections`). */
  fileConnections?: number;
  /** How long a request waits for a free connection of its lane (default: `timeoutMs`). */
  queueTimeoutMs?: number;
  /** Deadlines of streamed answers (defaults: 15 s without reading, 5 minutes in all). */
  stream?: Partial<StreamDeadlines>;
}

/** The two lanes: API calls, and file streams. */
type LaneName = 'api' | 'files';

export class UpstreamClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly pools: Record<LaneName, Pool>;
  private readonly lanes: Record<LaneName, Lane>;
  private readonly queueTimeoutMs: number;
  private readonly deadlines: StreamDeadlines;
  private readonly timeoutMs: number;
  private readonly observers: UpstreamObserver[] = [];
  private cache: UpstreamCache | null = null;
  private boundary: AnswerBoundary | null = null;
  private readonly answerListeners: AnswerListener[] = [];

  constructor(baseUrl: string, options: UpstreamClientOptions) {
    const url = new URL(baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.queueTimeoutMs = options.queueTimeoutMs ?? options.timeoutMs;
    this.deadlines = {
      stallMs: options.stream?.stallMs ?? 15_000,
      totalMs: options.stream?.totalMs ?? 300_000,
    };
    const fileConnections =
      options.fileConnections ?? Math.max(1, Math.floor(options.connections / 4));
    const pool = (connections: number) =>
      new Pool(this.origin, {
        connections,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        keepAliveMaxTimeout: 600_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connectTimeout: Math.min(options.timeoutMs, 10_000),
      });
    this.pools = { api: pool(options.connections), files: pool(fileConnections) };
    this.lanes = { api: new Lane(options.connections), files: new Lane(fileConnections) };
  }

  /** Connections in use and requests waiting for one, per lane (for `/metrics`). */
  laneState(lane: LaneName): { inUse: number; queued: number; limit: number } {
    const l = this.lanes[lane];
    return { inUse: l.inUse, queued: l.queued, limit: l.limit };
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

  /** Checks and normalises every JSON answer of a catalogue call (see answer-boundary.ts). */
  useBoundary(boundary: AnswerBoundary): void {
    this.boundary = boundary;
  }

  /** Sends one request and returns the streaming answer. Throws `UpstreamError` on faults. */
  request(req: UpstreamRequest): Promise<UpstreamResponse> {
    return this.send(req, StreamedExchange, drain);
  }

  /**
   * Sends a request, asking once more when a GET is answered 503 (an upstream instance
   * restarting behind its balancer); `discard` lets go of the first answer.
   */
  private async send<A extends { statusCode: number }>(
    req: UpstreamRequest,
    kind: ExchangeKind<A>,
    discard?: (answer: A) => void,
  ): Promise<A> {
    const answer = await this.attempt(req, kind);
    if (answer.statusCode !== 503 || req.method === 'POST') return answer;
    discard?.(answer);
    return this.attempt(req, kind);
  }

  /**
   * One attempt: a connection of its lane first (a wait that runs out is `saturated`, which the
   * observers never hear: the bound is the BFF's own), then admitted by the observers (an open
   * circuit refuses it), then dispatched.
   */
  private async attempt<A>(req: UpstreamRequest, kind: ExchangeKind<A>): Promise<A> {
    const lane: LaneName =
      FILES_PATH.test(req.path) || req.body instanceof Readable ? 'files' : 'api';
    const timeout = req.timeoutMs ?? this.timeoutMs;
    const urgent = NEVER_SHED_PATHS.has(req.path);
    const taken = this.lanes[lane].acquire(
      urgent ? timeout : Math.min(timeout, this.queueTimeoutMs),
      urgent,
    );
    const release = typeof taken === 'function' ? taken : await taken;
    const observers = this.observers;
    let observation: Observation | undefined;
    if (observers.length > 0) {
      try {
        for (const o of observers) o.admit?.();
      } catch (err) {
        release();
        throw err;
      }
      observation = new Observation(observers);
    }
    const context: ExchangeContext = { release, deadlines: this.deadlines };
    return new Promise<A>((resolve, reject) => {
      const exchange = new kind(resolve, reject, req.signal, observation, context);
      exchange.arm(timeout);
      this.pools[lane].dispatch(
        {
          origin: this.origin,
          method: req.method,
          path: this.basePath + req.path + (req.query ? `?${req.query}` : ''),
          headers: UpstreamClient.headersFor(req),
          body: req.body ?? null,
          headersTimeout: timeout,
          bodyTimeout: timeout,
        },
        exchange,
      );
    });
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

  /**
   * Sends a request and reads a `{code,msg,...}` JSON answer; anything else is `bad-response`.
   * With `cache` (and no token) the micro-cache may answer, keyed by method, path, canonical
   * query and a digest of a string body (see `cacheKey`).
   */
  json<T = unknown>(req: UpstreamRequest): Promise<UpstreamJson<T>> {
    const key = this.cacheKeyOf(req);
    if (key !== null) {
      const admit = req.admitLoad;
      return this.cache!.fetch(key, async () => {
        if (admit && !(await admit())) throw new LoadRefusedError(req);
        return this.fetchJson<T>(req);
      });
    }
    return this.fetchJson<T>(req);
  }

  /** The micro-cache's key for a request it may answer, else null. */
  private cacheKeyOf(req: UpstreamRequest): string | null {
    if (!this.cache || !req.cache || req.token) return null;
    if (req.body != null && typeof req.body !== 'string') return null;
    return cacheKey(req.method, req.path, req.query ?? '', req.body ?? null);
  }

  private async fetchJson<T>(req: UpstreamRequest): Promise<UpstreamJson<T>> {
    const asked: UpstreamRequest = {
      ...req,
      headers: { accept: 'application/json', ...req.headers, 'accept-encoding': 'identity' },
    };
    const res = await this.send(asked, BufferedExchange);
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

  async close(): Promise<void> {
    await Promise.all([this.pools.api.close(), this.pools.files.close()]);
  }
}
