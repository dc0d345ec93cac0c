/**
 * How one exchange with the upstream runs on undici's dispatcher: the handlers that read a JSON
 * answer whole or stream a file answer on, their timers and the caller's signal, the stream
 * deadlines, and undici's faults turned into `UpstreamError`s.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { ApiResponse } from '@portal/shared';
import { ClientBodyError } from '../proxy/body-limit';
import {
  UpstreamError,
  type UpstreamFaultKind,
  type UpstreamObserver,
  type UpstreamResponse,
} from './types';

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

export function isEnvelope(v: unknown): v is ApiResponse & Record<string, unknown> {
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
export class Observation {
  private readonly started = performance.now();
  constructor(
    private readonly observers: readonly UpstreamObserver[],
    /** The attempt's deadline is the BFF's own, shorter than the upstream's timeout. */
    private readonly ownDeadline = false,
  ) {}

  settle(outcome: number | UpstreamFaultKind): void {
    const ms = performance.now() - this.started;
    for (const o of this.observers) o.settle?.(outcome, ms, this.ownDeadline);
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
export class BufferedExchange extends Exchange<BufferedAnswer> {
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

/** Whether a streamed answer's body failed because its reader stopped reading. */
export function isStalledReader(err: unknown): boolean {
  return err instanceof StreamCutError && err.reason === 'stall';
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
export class StreamedExchange extends Exchange<UpstreamResponse> {
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
export interface ExchangeContext {
  release: () => void;
  deadlines: StreamDeadlines;
}

export type ExchangeKind<A> = new (
  resolve: (answer: A) => void,
  reject: (err: unknown) => void,
  outer: AbortSignal | undefined,
  observation: Observation | undefined,
  context: ExchangeContext,
) => Exchange<A>;
