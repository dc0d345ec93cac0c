/**
 * Pure rules of the `/api` and `/files` proxy: which paths may reach the upstream, which headers
 * go each way, and how client ids are pinned to the session.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_ID_FIELDS, callNames, calls, type CallName } from '@portal/shared';
import { requests, type RequestSpec } from '@portal/shared/requests';

export interface ProxyTarget {
  path: string;
  /** Raw query string without `?` ('' when none). */
  query: string;
}

/** Upstream API paths: `/api/` then plain segments. No dots, escapes, empty segments or `\`. */
const API_PATH = /^\/api(?:\/[A-Za-z0-9_-]+)+$/;
/** File paths: segments may hold dots but never start with one (no `..`, no dotfiles). */
const FILES_PATH = /^\/files(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

function splitUrl(url: string, pattern: RegExp): ProxyTarget | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!pattern.test(path)) return null;
  return { path, query: q < 0 ? '' : url.slice(q + 1) };
}

/** The upstream target of a browser `/api/...` URL, or null when it must be refused. */
export function parseApiUrl(url: string): ProxyTarget | null {
  return splitUrl(url, API_PATH);
}

/** The upstream target of a browser `/files/...` URL, or null when it must be refused. */
export function parseFilesUrl(url: string): ProxyTarget | null {
  return splitUrl(url, FILES_PATH);
}

/** The catalogue's path prefixes (`/api/user`, `/api/sckedule`, ...), lower-cased. */
const CATALOGUE_PREFIXES = new Set(callNames.map((n) => prefixOf(calls[n].path)));

function prefixOf(path: string): string {
  const second = path.indexOf('/', 5);
  return (second < 0 ? path : path.slice(0, second)).toLowerCase();
}

/**
 * The label a refused path is counted under: its catalogue prefix (`/api/user`) or `other`, so a
 * caller trying paths can never grow the metric's series.
 */
export function refusedPathLabel(path: string): string {
  const prefix = prefixOf(path);
  return CATALOGUE_PREFIXES.has(prefix) ? prefix : 'other';
}

const CLIENT_ID_LOWER = new Set(CLIENT_ID_FIELDS.map((f) => f.toLowerCase()));

function isClientIdField(name: string): boolean {
  return CLIENT_ID_LOWER.has(name.toLowerCase());
}

const MAYBE_CLIENT_ID = /clientid|%/i;

/**
 * Pins client-id query fields: every field named like a client id, and every parameter the call
 * declares for its client (`declared`, in any case), is set to `clientId` with a session or
 * removed without one; with a session the declared ones are added when missing. Returns the
 * query unchanged when there is nothing to do.
 */
export function pinClientIdQuery(
  query: string,
  clientId: string | null,
  declared: readonly string[] = [],
): string {
  if (declared.length === 0 && (!query || !MAYBE_CLIENT_ID.test(query))) return query;
  const params = new URLSearchParams(query);
  const declaredLower = new Set(declared.map((d) => d.toLowerCase()));
  const sent = [...new Set(params.keys())].filter(
    (k) => isClientIdField(k) || declaredLower.has(k.toLowerCase()),
  );
  if (sent.length === 0 && (clientId === null || declared.length === 0)) return query;
  for (const key of sent) params.delete(key);
  if (clientId !== null) {
    // Another spelling of a client id stays, pinned; another case of a declared name such as
    // `UID` is dropped (a case-blind upstream would read it).
    for (const key of sent) {
      if (isClientIdField(key) && !declared.includes(key)) params.set(key, clientId);
    }
    for (const name of declared) params.set(name, clientId);
  }
  return params.toString();
}

/** Sets query fields (replacing whatever the browser sent under those names, any case). */
export function setQueryFields(query: string, fields: Record<string, string>): string {
  const params = new URLSearchParams(query);
  const wanted = new Map(Object.keys(fields).map((k) => [k.toLowerCase(), k]));
  for (const key of [...params.keys()]) if (wanted.has(key.toLowerCase())) params.delete(key);
  for (const [k, v] of Object.entries(fields)) params.set(k, v);
  return params.toString();
}

/** Removes query fields (any case of their names); the query unchanged when it holds none. */
export function dropQueryFields(query: string, names: readonly string[]): string {
  if (!query) return query;
  const params = new URLSearchParams(query);
  const drop = new Set(names.map((n) => n.toLowerCase()));
  const keys = [...params.keys()].filter((k) => drop.has(k.toLowerCase()));
  if (keys.length === 0) return query;
  for (const key of keys) params.delete(key);
  return params.toString();
}

const MAX_DEPTH = 8;

/**
 * Sets the client-id parameters a call declares at the top of its JSON body: to `clientId` with a
 * session, removed (in any case) without one. Returns the body to
 * send (`{}` made when a session call sent none).
 */
export function setClientIdBody(
  body: unknown,
  clientId: string | null,
  declared: readonly string[],
): unknown {
  if (declared.length === 0) return body;
  if (body === undefined || body === null) {
    if (clientId === null) return body;
    body = {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const lower = new Set(declared.map((d) => d.toLowerCase()));
  for (const key of Object.keys(record)) {
    // Other spellings of a client id were pinned already; another case of `uid` goes.
    if (lower.has(key.toLowerCase()) && (clientId === null || !isClientIdField(key))) {
      delete record[key];
    }
  }
  if (clientId !== null) for (const name of declared) record[name] = clientId;
  return record;
}

/**
 * Pins client-id fields anywhere in a JSON body (objects nested in objects and arrays): set to
 * `clientId` with a session, removed without one. Returns whether anything changed.
 */
export function pinClientIdBody(body: unknown, clientId: string | null, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof body !== 'object' || body === null) return false;
  let changed = false;
  if (Array.isArray(body)) {
    for (const item of body) changed = pinClientIdBody(item, clientId, depth + 1) || changed;
    return changed;
  }
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (isClientIdField(key)) {
      if (clientId === null) delete record[key];
      else record[key] = clientId;
      changed = true;
    } else {
      changed = pinClientIdBody(record[key], clientId, depth + 1) || changed;
    }
  }
  return changed;
}

/**
 * Browser headers passed on to the upstream. An allow-list: cookies, `token`, `sourcetype`,
 * `Connection` and every other hop-by-hop header stay behind whatever their case or what a
 * `Connection` header names.
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'user-agent', 'content-type'];

export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  options: { streamBody: boolean },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  if (options.streamBody) {
    const length = headers['content-length'];
    if (typeof length === 'string' && /^\d+$/.test(length)) out['content-length'] = length;
  } else {
    delete out['content-type'];
  }
  return out;
}

/** Upstream headers passed back to the browser for `/files`. Never cookies or server banners. */
export const FORWARDED_FILE_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
] as const;

/** Each call's declared query and body fields (its request schemas in the catalogue). */
const DECLARED = new Map<CallName, { query: ReadonlySet<string>; body: ReadonlySet<string> }>(
  callNames.map((name) => {
    const spec: RequestSpec = requests[name];
    return [
      name,
      {
        query: new Set(Object.keys(spec.query?.properties ?? {})),
        body: new Set(Object.keys(spec.body?.properties ?? {})),
      },
    ];
  }),
);

/**
 * A public read as the call declares it: only the query parameters and (top-level) JSON body
 * fields of its request schemas, so an undeclared field can neither reach the upstream nor make a
 * new micro-cache entry. A body that is not a JSON object is left to the upstream to refuse.
 */
export function declaredOnly(
  name: CallName,
  query: string,
  body: unknown,
): { query: string; body: unknown } {
  const declared = DECLARED.get(name)!;
  let q = query;
  if (query) {
    const params = new URLSearchParams(query);
    let dropped = false;
    for (const key of new Set(params.keys())) {
      if (!declared.query.has(key)) {
        params.delete(key);
        dropped = true;
      }
    }
    if (dropped) q = params.toString();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { query: q, body };
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (declared.body.has(k)) kept[k] = v;
  return { query: q, body: kept };
}
