/**
 * The BFF's configuration: one TypeBox schema for the environment, validated at startup. This is
 * the only file that reads `process.env`; everything else receives an `AppConfig`.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import envSchema from 'env-schema';

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    { default: 'development' },
  ),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  /** Base URL of the portal API; unset -> server.ts starts the embedded upstream. */
  UPSTREAM_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Comma-separated session keys: the first encrypts, all decrypt (rotation). */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Session lifetime in seconds (cookie Max-Age and the payload's age limit). */
  SESSION_MAX_AGE_S: Type.Integer({ minimum: 60, default: 7 * 24 * 3600 }),
  SITE_URL: Type.String({ default: 'http://localhost:3000', pattern: '^https?://' }),
  MOBILE_SITE_URL: Type.String({ default: 'http://localhost:3000', pattern: '^https?://' }),
  GOOGLE_MAPS_API_KEY: Type.String({ default: '' }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 10_000 }),
  /** Budget for fetching a detail record while rendering its HTML. */
  DETAIL_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 1500 }),
  /** Keep-alive sockets to the upstream. */
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, default: 128 }),
  REDIS_URL: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  DATA_DIR: Type.Optional(Type.String()),
  /** The built SPA (`web/dist`); defaults to the workspace's web/dist. */
  WEB_DIST_DIR: Type.Optional(Type.String()),
});

export type Env = Static<typeof EnvSchema>;

/** What the app is built from (tests construct it directly with `testConfig`-style objects). */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  /** Without a trailing slash. Empty until server.ts has started the embedded upstream. */
  upstreamUrl: string;
  sessionSecrets: string[];
  sessionMaxAgeS: number;
  siteUrl: string;
  mobileSiteUrl: string;
  googleMapsApiKey: string;
  upstreamTimeoutMs: number;
  detailTimeoutMs: number;
  upstreamConnections: number;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string | undefined;
  webDistDir: string;
}

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Validates the environment. In production SESSION_SECRET is required; elsewhere a random one is
 * generated and `warn` is told (sessions then end when the process restarts).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (msg: string) => void = (msg) => console.warn(msg),
): AppConfig {
  const e = envSchema<Env>({ schema: EnvSchema, data: env, dotenv: false });
  const production = e.NODE_ENV === 'production';
  let secrets = (e.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (production) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
    secrets = [randomBytes(32).toString('base64url')];
    warn(
      '\n*** SESSION_SECRET is not set: using a random key for this process only. ' +
        'Sessions end on restart. Set SESSION_SECRET in production. ***\n',
    );
  }
  if (production && secrets.some((s) => s.length < 32)) {
    throw new Error('Each SESSION_SECRET key must be at least 32 characters in production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL ? trimSlash(e.UPSTREAM_URL) : '',
    sessionSecrets: secrets,
    sessionMaxAgeS: e.SESSION_MAX_AGE_S,
    siteUrl: trimSlash(e.SITE_URL),
    mobileSiteUrl: trimSlash(e.MOBILE_SITE_URL),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    detailTimeoutMs: e.DETAIL_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR || undefined,
    webDistDir: e.WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR,
  };
}
