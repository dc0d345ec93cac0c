/**
 * The one client that talks to the upstream portal API: undici keep-alive pools, explicit
 * timeouts, and faults turned into `UpstreamError`s (502/504). Two lanes, each with a pool and a
 * bound of its own: API calls, and file streams (`/files` downloads and uploads), so readers that
 * hold a stream open can never take the connections logins and bookings need. A request waits
 * for a free connection of its lane at most `queueTimeoutMs` (then 503 `saturated`); sign-out,
 * login and booking calls wait at the head of the line, as long as their own timeout. A streamed
 * answer is ended when its reader stops reading for `streamStallMs` or is still reading after
 * `streamTotalMs` (dispatch.ts runs each exchange, lanes.ts bounds the connections). Every
 * request carries `sourcetype: F`; a token is sent only when the caller passes one. Hardening (circuit breaker,
 * metrics, micro-cache, answer checks) hangs on the client through `observe`, `useCache`,
 * `useBoundary` and `onAnswer` rather than touching the routes; plugins/app/upstream.ts builds it
 * from the config and decorates the app with it.
 */
import { Readable } from 'node:stream';
import { Pool } from 'undici';
import {
  SOURCE_TYPE,
  SOURCE_TYPE_HEADER,
  TOKEN_HEADER,
  calls,
  findCallByPath,
  type CallName,
  type CallResponse,
} from '@portal/shared';
import { requestParams, type AnswerBoundary } from './answer-boundary';
import {
  BufferedExchange,
  Observation,
  StreamedExchange,
  isEnvelope,
  type ExchangeContext,
  type ExchangeKind,
  type StreamDeadlines,
} from './dispatch';
import { Lane } from './lanes';
import { cacheKey } from './micro-cache';
import {
  LoadRefusedError,
  UpstreamError,
  type CallOptions,
  type AnswerListener,
  type UpstreamCache,
  type UpstreamJson,
  type UpstreamObserver,
  type UpstreamRequest,
  type UpstreamResponse,
} from './types';

const IGNORED_HEADERS = new Set([TOKEN_HEADER, SOURCE_TYPE_HEADER, 'cookie', 'host']);
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
        // HTTP/1.1 only (undici 8 would speak HTTP/2 to a TLS upstream that offers it): the lanes
        // and UPSTREAM_CONNECTIONS count one request per connection.
        allowH2: false,
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
      observation = new Observation(observers, timeout < this.timeoutMs);
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
