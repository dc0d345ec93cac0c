/**
 * The BFF's configuration: one TypeBox schema for the environment, validated at startup. This is
 * the only file that reads `process.env`; everything else receives an `AppConfig`.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { BffConfig } from '@portal/shared';

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    { default: 'development' },
  ),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  /** Base URL of the portal API; unset -> server.ts starts the embedded upstream. */
  UPSTREAM_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /**
   * Shared with the upstream: with it the BFF names the browser's address on login calls, so the
   * upstream's login lock is per phone and client address (the embedded upstream gets a random
   * one when unset). At least 32 characters.
   */
  UPSTREAM_CLIENT_KEY: Type.Optional(Type.String({ minLength: 32 })),
  /** Comma-separated session keys: the first encrypts, all decrypt (rotation). */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Session lifetime in seconds (cookie Max-Age and the payload's age limit). */
  SESSION_MAX_AGE_S: Type.Integer({ minimum: 60, default: 7 * 24 * 3600 }),
  /**
   * How often `/bff/session` re-checks a session with the upstream (at most once per interval per
   * session), so a password change or revocation elsewhere ends it within this time.
   */
  SESSION_REVALIDATE_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  SITE_URL: Type.String({ default: 'http://localhost:3000', pattern: '^https?://' }),
  MOBILE_SITE_URL: Type.String({ default: 'http://localhost:3000', pattern: '^https?://' }),
  GOOGLE_MAPS_API_KEY: Type.String({ default: '' }),
  /** The app's store pages, shown on /AppDownload; empty: that store's button is not shown. */
  APP_STORE_URL: Type.String({ default: '', pattern: '^(https://.+)?$' }),
  GOOGLE_PLAY_URL: Type.String({ default: '', pattern: '^(https://.+)?$' }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 10_000 }),
  /**
   * Time a public page's server render has: its data (a detail record, a list, the doctor cards'
   * times) and the render together. What has not arrived by then is left to the browser.
   */
  RENDER_BUDGET_MS: Type.Integer({ minimum: 1, default: 1500 }),
  /** The old name of RENDER_BUDGET_MS, still read (with a warning) when that one is not set. */
  DETAIL_TIMEOUT_MS: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Keep-alive sockets to the upstream for API calls. */
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 128 }),
  /**
   * Sockets to the upstream for `/files` downloads and uploads: a pool of their own, so readers
   * who hold a stream open never take a connection an API call needs.
   */
  UPSTREAM_FILE_CONNECTIONS: Type.Integer({ minimum: 1, default: 32 }),
  /** How long a request may wait for a free upstream connection before it is refused (503). */
  UPSTREAM_QUEUE_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 2_000 }),
  /** A streamed download or upload that does not move for this long is ended. */
  STREAM_STALL_MS: Type.Integer({ minimum: 1, default: 15_000 }),
  /** A streamed download or upload still going after this long is ended. */
  STREAM_TOTAL_MS: Type.Integer({ minimum: 1, default: 300_000 }),
  /** `/files` downloads one client address may have open at once (429 past it). */
  FILE_STREAMS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 16 }),
  /**
   * How much of an IPv6 address is one client for every per-address limit and budget: a home or
   * phone gets a whole /64, and rotates the rest at will.
   */
  IPV6_PREFIX_BITS: Type.Integer({ minimum: 1, maximum: 128, default: 64 }),
  /**
   * `/metrics` on a port of its own (on HOST), never on PORT: the scraper reaches it there and the
   * public never does. Unset: on PORT, to METRICS_ALLOW only.
   */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  /** Addresses or CIDRs that may read `/metrics` on PORT (comma-separated); loopback by default. */
  METRICS_ALLOW: Type.String({ default: '127.0.0.0/8,::1' }),
  REDIS_URL: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  DATA_DIR: Type.Optional(Type.String()),
  /**
   * Fastify `trustProxy`: unset/`false` -> the socket address is the client (X-Forwarded-For is
   * ignored); a hop count (`1`), or comma-separated addresses/CIDRs of the trusted proxies.
   */
  TRUST_PROXY: Type.String({ default: 'false' }),
  /** Largest multipart upload streamed to the upstream (counted while streaming). */
  UPLOAD_LIMIT_BYTES: Type.Integer({ minimum: 1, default: 10 * 1024 * 1024 }),
  /** Node server timeouts against slow clients: whole request, and headers alone. */
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 120_000 }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 15_000 }),
  /** Idle socket timeout (a connection silent this long is closed). */
  CONNECTION_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 120_000 }),
  /** SIGTERM: in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 9_000 }),
  /**
   * SIGTERM behind a load balancer: first keep serving this long, answering /readyz 503 and closing
   * every connection after its response, so the balancer stops reusing ours before we stop
   * listening (0: close at once, right for a single container).
   */
  SHUTDOWN_DRAIN_MS: Type.Integer({ minimum: 0, default: 0 }),
  /** Per client address and rate-limited call, in RATE_LIMIT_WINDOW_MS. */
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 10 }),
  RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  /** Uploads per client address per RATE_LIMIT_WINDOW_MS, and per day. */
  UPLOAD_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 20 }),
  UPLOAD_DAILY_QUOTA: Type.Integer({ minimum: 1, default: 200 }),
  /** Page-view beacons per client address per RATE_LIMIT_WINDOW_MS. */
  PAGEVIEW_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 120 }),
  /** Consecutive upstream failures (within BREAKER_WINDOW_MS) that open the circuit. */
  BREAKER_THRESHOLD: Type.Integer({ minimum: 1, default: 5 }),
  BREAKER_WINDOW_MS: Type.Integer({ minimum: 1, default: 10_000 }),
  /** How long the open circuit answers 503 before one probe may pass (half-open). */
  BREAKER_COOLDOWN_MS: Type.Integer({ minimum: 1, default: 5_000 }),
  /**
   * An upstream timeout is not held against the upstream when this process's event loop ran more
   * than this late while the call waited (the BFF's own overload, not the upstream's).
   */
  BREAKER_LAG_TOLERANCE_MS: Type.Integer({ minimum: 1, default: 200 }),
  /** Micro-cache of public anonymous GETs: fresh for TTL, then served stale while refreshing. */
  MICRO_CACHE_TTL_MS: Type.Integer({ minimum: 0, default: 5_000 }),
  MICRO_CACHE_STALE_MS: Type.Integer({ minimum: 0, default: 30_000 }),
  /** Entries of the in-memory cache (LRU) when REDIS_URL is unset. */
  MICRO_CACHE_MAX_ENTRIES: Type.Integer({ minimum: 1, default: 2_000 }),
  /** @fastify/under-pressure: answer 503 when the mean event-loop delay exceeds this (0: off). */
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, default: 1_000 }),
  /** How long a doctor's worked-out availability (earliest free section) is kept (0: not kept). */
  AVAILABILITY_TTL_MS: Type.Integer({ minimum: 0, default: 60_000 }),
  /** Time an availability request may take before doctors still without an answer show none. */
  AVAILABILITY_BUDGET_MS: Type.Integer({ minimum: 1, default: 800 }),
  /** Schedule calls in flight to the upstream at once for availability, across all requests. */
  AVAILABILITY_MAX_IN_FLIGHT: Type.Integer({ minimum: 1, default: 32 }),
  /**
   * Uncached page renders per client address: a burst, then so many a minute. Past it the
   * address gets the cached page, else the page unrendered (the browser fills it in).
   */
  RENDER_BUDGET_BURST: Type.Integer({ minimum: 1, default: 20 }),
  RENDER_BUDGET_PER_MIN: Type.Integer({ minimum: 1, default: 30 }),
  /** Renders at once across the process (default: two per core), and how many more may wait. */
  RENDER_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1 })),
  RENDER_QUEUE: Type.Integer({ minimum: 0, default: 8 }),
  /** `/bff/availability` and `/bff/doctors` look-ups per client address: a burst, then a minute's. */
  LOOKUP_BUDGET_BURST: Type.Integer({ minimum: 1, default: 30 }),
  LOOKUP_BUDGET_PER_MIN: Type.Integer({ minimum: 1, default: 60 }),
  /**
   * Public reads through `/api` that the micro-cache cannot answer (each one reaches the upstream),
   * per client address: a burst, then so many a minute (429 with `Retry-After` past it).
   */
  PUBLIC_READ_BUDGET_BURST: Type.Integer({ minimum: 1, default: 120 }),
  PUBLIC_READ_BUDGET_PER_MIN: Type.Integer({ minimum: 1, default: 240 }),
  /** The built SPA (`web/dist`); defaults to the workspace's web/dist. */
  WEB_DIST_DIR: Type.Optional(Type.String()),
  /**
   * PostgreSQL for the portal's own data (saved items, push subscriptions, reminders), shared by
   * replicas: `postgres://user:password@host:5432/db`. Unset: a SQLite file in DATA_DIR.
   */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(?:ql)?://' })),
  /** Minutes before a booking's start at which a reminder goes out, comma-separated. */
  REMINDER_LEADS_MIN: Type.String({
    default: '1440,120',
    pattern: '^\\s*\\d+\\s*(?:,\\s*\\d+\\s*)*$',
  }),
  /** How often each replica looks for reminders due. */
  REMINDER_SWEEP_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  /**
   * What a reminder shows on the lock screen: `full` (date, time, doctor and clinic) or `private`
   * (「你有一個中醫預約」 and the date and time, without doctor or clinic).
   */
  REMINDER_TEXT: Type.Union([Type.Literal('full'), Type.Literal('private')], { default: 'full' }),
  /**
   * The Web Push (VAPID) key pair, base64url as `web-push generate-vapid-keys` prints it, and the
   * contact push services are given (`mailto:` or `https:`). Unset, a pair is made once and kept in
   * the portal's store (DATA_DIR's SQLite file or DATABASE_URL), which replicas share.
   */
  VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}$' })),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{40,50}$' })),
  VAPID_SUBJECT: Type.Optional(Type.String({ pattern: '^(?:mailto:|https://)\\S+$' })),
  /**
   * Origins accepted as push endpoints besides the well-known browser push services,
   * comma-separated (`https://push.example.hk`). Any other endpoint is refused.
   */
  PUSH_ENDPOINT_ALLOW: Type.String({ default: '' }),
  /**
   * The SMTP server e-mail reminders (and the link verifying a reminder address) go through, as a
   * URL: `smtps://user:password@smtp.example.hk:465`, or `smtp://…:587` (STARTTLS when the server
   * offers it). Unset: no e-mail reminders; the personal centre says so.
   */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  /** The sender of those mails, `香港中醫網 <reminders@example.hk>` or a bare address; needed with SMTP_URL. */
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  /** `/bff/openapi.json`: served outside production unless 0, in production only with 1. */
  OPENAPI: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});

type Env = Static<typeof EnvSchema>;

/** `SESSION_MAX_AGE_S` -> `sessionMaxAgeS`. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_(.)/g, (_, c: string) => c.toUpperCase());
}

/** Every setting of `T` under its camelCase name, optional where the schema has it optional. */
type CamelCased<T> = { [K in keyof T as CamelCase<K & string>]: T[K] };

/**
 * The settings that reach `AppConfig` in a shape of their own (a list, a pair, trimmed, with a
 * default computed at start or an old name), each read by hand in `settingsFrom`. Every other
 * setting is used as the schema gives it, under its camelCase name.
 */
const SHAPED_SETTINGS = [
  'UPSTREAM_URL',
  'UPSTREAM_CLIENT_KEY',
  'SESSION_SECRET',
  'SITE_URL',
  'MOBILE_SITE_URL',
  'RENDER_BUDGET_MS',
  'DETAIL_TIMEOUT_MS',
  'METRICS_ALLOW',
  'WEB_DIST_DIR',
  'TRUST_PROXY',
  'RENDER_CONCURRENCY',
  'OPENAPI',
  'REMINDER_LEADS_MIN',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'PUSH_ENDPOINT_ALLOW',
  'SMTP_URL',
  'MAIL_FROM',
] as const satisfies readonly (keyof Env)[];

type ShapedSetting = (typeof SHAPED_SETTINGS)[number];

const SHAPED: ReadonlySet<string> = new Set(SHAPED_SETTINGS);

/**
 * What the app is built from (tests build one in code on `CONFIG_DEFAULTS`). The settings the
 * schema describes, camelCased (`SESSION_MAX_AGE_S` is `sessionMaxAgeS`), and these in their own
 * shape.
 */
export interface AppConfig extends CamelCased<Omit<Env, ShapedSetting>> {
  /** NODE_ENV is `production`. */
  production: boolean;
  /** UPSTREAM_URL without a trailing slash; empty until server.ts has started the embedded one. */
  upstreamUrl: string;
  /** UPSTREAM_CLIENT_KEY ('' when none: no client address is sent). */
  upstreamClientKey: string;
  /** SESSION_SECRET's keys: the first seals, all open. */
  sessionSecrets: string[];
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  /** MOBILE_SITE_URL without a trailing slash. */
  mobileSiteUrl: string;
  /** RENDER_BUDGET_MS (or its old name DETAIL_TIMEOUT_MS): a public page's server render time. */
  renderBudgetMs: number;
  /** METRICS_ALLOW, as addresses and CIDRs. */
  metricsAllow: string[];
  /** WEB_DIST_DIR, else the workspace's web/dist. */
  webDistDir: string;
  /** TRUST_PROXY as Fastify's `trustProxy`. */
  trustProxy: boolean | number | string[];
  /** RENDER_CONCURRENCY, else two per core. */
  renderConcurrency: number;
  /** OPENAPI: serve `/bff/openapi.json` (unset: outside production only). */
  openapi?: boolean;
  /** REMINDER_LEADS_MIN, largest first, without repeats. */
  reminderLeadsMin: number[];
  /** The VAPID keys and subject when set in the environment (else made once, kept in the store). */
  vapid: VapidSettings | undefined;
  /** PUSH_ENDPOINT_ALLOW as origins. */
  pushEndpointAllow: string[];
  /** SMTP_URL and MAIL_FROM together, or undefined: no e-mail reminders. */
  mail: MailSettings | undefined;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** `REMINDER_LEADS_MIN` as minutes, largest first, each once. */
function parseLeads(value: string): number[] {
  const leads = value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(leads)].sort((a, b) => b - a);
}

/** `PUSH_ENDPOINT_ALLOW` as origins; null names the first entry that is not an http(s) origin. */
function parseOrigins(value: string): { origins: string[]; bad: string | null } {
  const origins: string[] = [];
  for (const part of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      return { origins, bad: part };
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) {
      return { origins, bad: part };
    }
    origins.push(url.origin);
  }
  return { origins, bad: null };
}

/** Two renders per core: a render is mostly CPU, with short waits on the upstream between. */
function defaultRenderConcurrency(): number {
  return 2 * availableParallelism();
}

/** `TRUST_PROXY` as Fastify's `trustProxy`: false, a hop count, or trusted addresses. */
function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A configuration the process cannot start with: one line per problem, for the operator. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
  }
}

/** Coerces and validates the variables the schema knows; empty strings count as unset. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const known: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') known[key] = value;
  }
  const value = Value.Default(EnvSchema, Value.Convert(EnvSchema, known));
  if (!Value.Check(EnvSchema, value)) {
    // One line per variable (a value can break several rules; the first one says enough).
    const problems = new Map<string, string>();
    for (const e of Value.Errors(EnvSchema, value)) {
      const name = e.instancePath.slice(1) || '(env)';
      if (!problems.has(name)) problems.set(name, `${name}: ${e.message}`);
    }
    throw new ConfigError([...problems.values()]);
  }
  return value;
}

/** RENDER_BUDGET_MS, or its old name DETAIL_TIMEOUT_MS when only that is set (with a warning). */
function renderBudget(env: NodeJS.ProcessEnv, e: Env, warn: (msg: string) => void): number {
  if (e.DETAIL_TIMEOUT_MS === undefined) return e.RENDER_BUDGET_MS;
  if (env.RENDER_BUDGET_MS !== undefined && env.RENDER_BUDGET_MS !== '') {
    warn('DETAIL_TIMEOUT_MS is ignored: RENDER_BUDGET_MS is set (remove the old name).');
    return e.RENDER_BUDGET_MS;
  }
  warn('DETAIL_TIMEOUT_MS is the old name of RENDER_BUDGET_MS: set RENDER_BUDGET_MS instead.');
  return e.DETAIL_TIMEOUT_MS;
}

/** METRICS_ALLOW: addresses and CIDRs (`10.0.0.0/8`, `::1`), or the first entry that is neither. */
function parseAddressList(text: string): { list: string[]; bad: string | null } {
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const n = Number(bits);
    return !/^\d+$/.test(bits) || n > (version === 4 ? 32 : 128);
  });
  return { list, bad: bad ?? null };
}

/** Different characters a production session key must have at least. */
const MIN_SECRET_DISTINCT = 10;

/**
 * Whether a key looks random enough to seal sessions with: 32 × `a`, or `abababab…`, passes the
 * length rule but is guessed at once. A random key (`openssl rand -base64 48`, or 32 hex digits)
 * easily has ten different characters, none of them a quarter of the key.
 */
function variedEnough(key: string): boolean {
  const counts = new Map<string, number>();
  for (const c of key) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts.size >= MIN_SECRET_DISTINCT && Math.max(...counts.values()) <= key.length / 4;
}

/**
 * The configuration validated settings give, but for the session keys and the render budget
 * (which `loadConfig` reads, telling the operator what it finds): every plain setting copied under
 * its camelCase name, the shaped ones read here. What the schema alone cannot judge (a setting
 * that needs another, a list entry) adds its line to `problems`.
 */
function settingsFrom(
  e: Env,
  problems: string[],
): Omit<AppConfig, 'sessionSecrets' | 'renderBudgetMs'> {
  const plain: Record<string, unknown> = {};
  for (const name of Object.keys(EnvSchema.properties) as (keyof Env)[]) {
    if (!SHAPED.has(name) && e[name] !== undefined) plain[camelCase(name)] = e[name];
  }
  const production = e.NODE_ENV === 'production';
  if (production && e.UPSTREAM_URL && !e.UPSTREAM_CLIENT_KEY) {
    // Without it the upstream is told neither the browser's address nor its login device, and
    // its login lock counts everyone behind this BFF as one: five wrong passwords from anywhere
    // would lock any account. The embedded upstream (no UPSTREAM_URL) gets a key made at start.
    problems.push('UPSTREAM_CLIENT_KEY: required when NODE_ENV=production with UPSTREAM_URL');
  }
  const metricsAllow = parseAddressList(e.METRICS_ALLOW);
  if (metricsAllow.bad !== null) {
    problems.push(`METRICS_ALLOW: ${metricsAllow.bad} is not an address or CIDR`);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT');
  }
  const leads = parseLeads(e.REMINDER_LEADS_MIN);
  if (leads.length === 0) problems.push('REMINDER_LEADS_MIN: at least one lead above 0 minutes');
  const allow = parseOrigins(e.PUSH_ENDPOINT_ALLOW);
  if (allow.bad !== null) {
    problems.push(`PUSH_ENDPOINT_ALLOW: ${allow.bad} is not an http(s) origin`);
  }
  const mail = mailSettings(e, problems);
  if (e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY');
  } else if (e.VAPID_PRIVATE_KEY && !e.VAPID_PUBLIC_KEY) {
    problems.push('VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY');
  }
  return {
    // The loop above gave each plain setting its camelCase name, as `CamelCased` spells it.
    ...(plain as CamelCased<Omit<Env, ShapedSetting>>),
    production,
    upstreamUrl: e.UPSTREAM_URL ? trimSlash(e.UPSTREAM_URL) : '',
    upstreamClientKey: e.UPSTREAM_CLIENT_KEY ?? '',
    siteUrl: trimSlash(e.SITE_URL),
    mobileSiteUrl: trimSlash(e.MOBILE_SITE_URL),
    metricsAllow: metricsAllow.list,
    webDistDir: e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    renderConcurrency: e.RENDER_CONCURRENCY ?? defaultRenderConcurrency(),
    openapi: e.OPENAPI === undefined ? !production : e.OPENAPI === '1',
    reminderLeadsMin: leads,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? defaultVapidSubject(trimSlash(e.SITE_URL)),
          }
        : undefined,
    pushEndpointAllow: allow.origins,
    mail,
  };
}

/** `Name <address>` or a bare address, one address, no line breaks. */
const MAIL_FROM_RE =
  /^(?:[^<>\r\n]*<[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+)$/;

/** SMTP_URL and MAIL_FROM, checked together (each needs the other; the URL must parse). */
function mailSettings(e: Env, problems: string[]): MailSettings | undefined {
  if (!e.SMTP_URL) {
    if (e.MAIL_FROM) problems.push('SMTP_URL: required with MAIL_FROM');
    return undefined;
  }
  let url: URL | undefined;
  try {
    url = new URL(e.SMTP_URL);
  } catch {
    url = undefined;
  }
  if (!url?.hostname) problems.push('SMTP_URL: not a URL with a host');
  const from = e.MAIL_FROM?.trim() ?? '';
  if (!from) problems.push('MAIL_FROM: required with SMTP_URL');
  else if (!MAIL_FROM_RE.test(from)) {
    problems.push(
      'MAIL_FROM: not an address (`Name <reminders@example.hk>` or `reminders@example.hk`)',
    );
  }
  return { smtpUrl: e.SMTP_URL, from };
}

/**
 * Validates the environment. In production SESSION_SECRET and UPSTREAM_CLIENT_KEY are required;
 * elsewhere a random session key is generated and `warn` is told (sessions then end when the
 * process restarts), and the embedded upstream gets a random client key.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (msg: string) => void = (msg) => console.warn(msg),
): AppConfig {
  const e = parseEnv(env);
  const production = e.NODE_ENV === 'production';
  let secrets = (e.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (production) throw new ConfigError(['SESSION_SECRET: required when NODE_ENV=production']);
    secrets = [randomBytes(32).toString('base64url')];
    warn(
      '\n*** SESSION_SECRET is not set: using a random key for this process only. ' +
        'Sessions end on restart. Set SESSION_SECRET in production. ***\n',
    );
  }
  if (production && secrets.some((s) => s.length < 32)) {
    throw new ConfigError([
      'SESSION_SECRET: each key must be at least 32 characters in production',
    ]);
  }
  if (production && secrets.some((s) => !variedEnough(s))) {
    throw new ConfigError([
      `SESSION_SECRET: each key must be random (at least ${MIN_SECRET_DISTINCT} different characters, none more than a quarter of it) in production; use openssl rand -base64 48`,
    ]);
  }
  const problems: string[] = [];
  const settings = settingsFrom(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...settings, sessionSecrets: secrets, renderBudgetMs: renderBudget(env, e, warn) };
}

/**
 * For configs built in code: what an empty environment gives, so every default is the schema's.
 * Left out are the session keys (an empty environment gets random ones) and `openapi`, which when
 * unset follows `production`, the one a config built in code sets.
 */
export const CONFIG_DEFAULTS: Omit<AppConfig, 'sessionSecrets' | 'openapi'> = (() => {
  const e = parseEnv({});
  const problems: string[] = [];
  const { openapi: _followsProduction, ...settings } = settingsFrom(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  // No DETAIL_TIMEOUT_MS in an empty environment: the budget is RENDER_BUDGET_MS's default.
  return { ...settings, renderBudgetMs: e.RENDER_BUDGET_MS };
})();

/** The contact named to push services when VAPID_SUBJECT is unset: the site's https origin. */
export function defaultVapidSubject(siteUrl: string): string {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost'
    ? url.origin
    : 'mailto:push@localhost';
}

/** The run-time settings the SPA gets from `/bff/config` (and the server render). */
export function publicConfig(config: AppConfig): BffConfig {
  return {
    googleMapsApiKey: config.googleMapsApiKey,
    siteUrl: config.siteUrl,
    mobileSiteUrl: config.mobileSiteUrl,
    appStoreUrl: config.appStoreUrl,
    googlePlayUrl: config.googlePlayUrl,
  };
}
