/**
 * The transport of the SPA's one HTTP client (api-client.ts adds the typed call catalogue on
 * top). It talks to the BFF only (same origin), never sees a token, sends the anti-forgery header
 * and the current page path, and unwraps `{code,msg,data}`. App-frame code imports from here;
 * pages and features import from api-client.ts.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PAGE_PATH_HEADER,
  ResponseCode,
  type ApiResponse,
  type RenderTransport,
} from '@portal/shared';
import { m } from '../i18n/messages';

/**
 * How long a call may take before the app gives it up: the portal's HTTP client rule (800 000 ms,
 * deliberately long). In practice the BFF's own upstream deadlines end a stuck call far sooner.
 */
const REQUEST_TIMEOUT_MS = 800_000;

export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
  }
}

/**
 * The code of a change (a POST) refused on this device because it is offline: it is never
 * queued to be sent later, so nothing happens that the user did not see happen.
 */
export const OFFLINE_CODE = 0;

/** What a request that never reached the BFF tells the reader, in their words. */
function unsentMessage(): string {
  return navigator.onLine === false ? m.http_offline() : m.http_network_problem();
}

/**
 * A read that never reached the BFF (offline, or the network failed). Its message is the one a
 * page shows; the browser's own text (`Failed to fetch`) stays as the `cause`, for developers.
 * Not an `ApiError`: the network may come back, so a read is still tried again.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(unsentMessage(), { cause });
    this.name = 'NetworkError';
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
const notLoggedInListeners = new Set<Listener>();

/** Called on every code 401 answer (the app navigates to /login). Returns an unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Called on every code 211 answer (a session call without a session; the app sends the user to
 * /login and back). The call still rejects, so the page can stop its spinner. Returns an
 * unsubscribe.
 */
export function onNotLoggedIn(listener: Listener): () => void {
  notLoggedInListeners.add(listener);
  return () => notLoggedInListeners.delete(listener);
}

export type QueryValue = string | number | boolean | null | undefined;

function toSearch(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The caller deals with a missing or refused session itself (sign-out): codes 401 and 211
   * reject like any other code, and the app is not sent to /login.
   */
  quiet?: boolean;
}

/**
 * Answers requests in place of `fetch` (the server render, which reaches the upstream through the
 * BFF's own client): resolves with the parsed JSON body.
 */
export type Transport = RenderTransport;

let transport: Transport | null = null;

export function setTransport(next: Transport | null): void {
  transport = next;
}

/** A change to what the BFF keeps itself (`/bff/saved`, `/bff/push/*`): only ever sent by the browser. */
export interface ChangeOptions extends Omit<RequestOptions, 'method'> {
  method: 'POST' | 'PUT' | 'DELETE';
}

let pageBeingLoaded: string | null = null;

/**
 * The page an in-app navigation is loading (null once it is shown). Its data is asked for while
 * the address still shows the page being left, and the BFF is told which page a call is for: a
 * public page's calls made on the way from a personal one are not personal-page calls.
 */
export function setPageBeingLoaded(pathname: string | null): void {
  pageBeingLoaded = pathname;
}

async function send(path: string, options: RequestOptions | ChangeOptions): Promise<Response> {
  const headers: Record<string, string> = {
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    [PAGE_PATH_HEADER]: encodeURI(pageBeingLoaded ?? window.location.pathname),
    accept: 'application/json',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (method !== 'GET' && navigator.onLine === false)
    throw new ApiError(OFFLINE_CODE, m.http_offline());
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(path + toSearch(options.query), {
      method,
      credentials: 'same-origin',
      headers,
      body,
      signal,
    });
  } catch (error) {
    // fetch rejects with a TypeError only when the request could not be sent; aborts and
    // timeouts (DOMException) pass on as they are. A change that could not be sent is refused
    // like one made offline; a read says why in words a reader understands.
    if (!(error instanceof TypeError)) throw error;
    if (method !== 'GET') throw new ApiError(OFFLINE_CODE, unsentMessage());
    throw new NetworkError(error);
  }
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new ApiError(res.status || 502, m.http_no_answer());
  }
}

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

function unwrap<T>(envelope: ApiResponse<T>, quiet = false): T {
  if (envelope.code === ResponseCode.OK) return envelope.data as T;
  const error = new ApiError(envelope.code, envelope.msg || m.http_request_failed());
  if (quiet) throw error;
  if (envelope.code === ResponseCode.UNAUTHORISED) {
    for (const listener of unauthorizedListeners) listener(error);
    return undefined as T;
  }
  if (envelope.code === ResponseCode.NOT_LOGGED_IN) {
    for (const listener of notLoggedInListeners) listener(error);
  }
  throw error;
}

/**
 * Sends a request to the BFF and resolves with `data` when `code` is 200. Code 401 notifies the
 * unauthorised listeners and resolves with `undefined` (an empty result); any other code rejects
 * with an `ApiError` carrying `msg`. A read that fails at the network rejects with a
 * `NetworkError`; a change (POST) offline or unsent rejects with an `ApiError` of `OFFLINE_CODE`.
 */
export async function request<T>(
  path: string,
  options: RequestOptions | ChangeOptions = {},
): Promise<T> {
  const body = transport
    ? // The server render only reads: a change is only ever sent from the browser.
      await transport(path, options as RequestOptions)
    : await readJson(await send(path, options));
  if (!isEnvelope(body)) throw new ApiError(502, m.http_bad_answer());
  return unwrap(body as ApiResponse<T>, options.quiet);
}

/**
 * For the BFF's own endpoints (`/bff/session`, `/bff/config`): they answer the object itself on
 * success, and the `{code,msg}` envelope on errors; both are accepted.
 */
export async function requestBff<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (transport) {
    const answer = await transport(path, options);
    return isEnvelope(answer) && 'msg' in answer ? unwrap(answer as ApiResponse<T>) : (answer as T);
  }
  const res = await send(path, options);
  const body = await readJson(res);
  if (isEnvelope(body) && 'msg' in body) return unwrap(body as ApiResponse<T>);
  if (!res.ok) throw new ApiError(res.status, m.http_no_answer());
  return body as T;
}
