/**
 * Process entry: logger, timeouts, listen, graceful close. When UPSTREAM_URL is unset it first
 * starts the embedded upstream on a loopback port (its logger a child named `upstream`, on the
 * same stdout) and talks to it over HTTP like to the real service.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { warmKeywordConverter } from './lib/chinese/search-keyword';
import { warmSimplifiedConverter } from './lib/chinese/simplified';
import { createLogger, loggerOptions, wantsPrettyLogs } from './logger';

/** A setting the process cannot start with: one line each on stderr, exit 1, no stack trace. */
function refuseToStart(problems: string[]): never {
  for (const problem of problems) process.stderr.write(`configuration error: ${problem}\n`);
  process.exit(1);
}

/**
 * DATA_DIR must be writable when anything keeps files there: the portal's own data without
 * DATABASE_URL, the ended sessions without REDIS_URL, the embedded upstream. A read-only root
 * with no volume there would otherwise fail deep in the first write; this says what to set.
 */
function checkDataDir(config: AppConfig): void {
  const keepers = [!config.databaseUrl, !config.redisUrl, !config.upstreamUrl];
  if (!keepers.some(Boolean)) return;
  const dir = config.dataDir ?? join(process.cwd(), '.data');
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (err) {
    const code = (err as { code?: unknown }).code ?? 'not writable';
    const elsewhere = config.upstreamUrl ? ', or set DATABASE_URL and REDIS_URL' : '';
    refuseToStart([
      `DATA_DIR: ${dir} cannot be written (${String(code)}); mount a writable volume and set DATA_DIR to it${elsewhere}`,
    ]);
  }
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) refuseToStart(err.problems);
  throw err;
}
const pretty = wantsPrettyLogs(config.nodeEnv);
const logger = createLogger(config.logLevel, undefined, pretty);

let embedded: { url: string; close(): Promise<void> } | undefined;
if (!config.upstreamUrl) {
  // Loaded only when needed: with UPSTREAM_URL set, SQLite and the seed are never loaded.
  // The production image has no demo upstream: it needs UPSTREAM_URL.
  const { startUpstream } = await import('@portal/upstream').catch((err: unknown) => {
    if ((err as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
    return refuseToStart([
      'UPSTREAM_URL: required, since this build has no demo upstream (set it to the portal API)',
    ]);
  });
  checkDataDir(config);
  // The key that lets the upstream believe the client address this BFF names (login lock).
  config.upstreamClientKey ||= randomBytes(32).toString('base64url');
  embedded = await startUpstream({
    host: '127.0.0.1',
    port: 0,
    dataDir: config.dataDir,
    clientKey: config.upstreamClientKey,
    // Fastify wants logger options (not an instance) here; same redaction, same stdout.
    logger: { ...loggerOptions(config.logLevel, pretty), name: 'upstream' },
  });
  config.upstreamUrl = embedded.url.replace(/\/+$/, '');
  logger.info({ url: config.upstreamUrl }, 'embedded upstream started');
}

if (!embedded) checkDataDir(config);

// Slow clients are cut off: headers within HEADERS_TIMEOUT_MS, the whole request (an upload
// included) within REQUEST_TIMEOUT_MS, and a silent socket after CONNECTION_TIMEOUT_MS. Node
// checks the first two every `connectionsCheckingInterval`, so that is kept well below them.
const app = buildApp(config, {
  loggerInstance: logger,
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.connectionTimeoutMs,
  keepAliveTimeout: 72_000,
  http: {
    headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, config.headersTimeoutMs / 3)),
  },
});

// While closing, keep-alive sockets are closed as soon as their last response is out (Fastify
// closes only the ones idle at the moment close starts), so the process need not wait for them.
app.addHook('preClose', (done) => {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  app.server.once('close', () => clearInterval(sweep));
  done();
});

// SIGTERM/SIGINT: first drain for SHUTDOWN_DRAIN_MS when set (keep serving, /readyz 503, every
// response closes its connection), then stop accepting connections, answer 503 to new requests on
// open keep-alive sockets (return503OnClosing), let in-flight requests finish, and exit; exit(1)
// anyway after the drain plus SHUTDOWN_TIMEOUT_MS.
closeWithGrace(
  { delay: config.shutdownDrainMs + config.shutdownTimeoutMs, logger },
  async ({ err, signal }) => {
    if (err) logger.error({ err }, 'closing after an error');
    else logger.info({ signal }, 'closing');
    if (!err && config.shutdownDrainMs > 0) {
      app.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    await app.close();
    await embedded?.close();
  },
);

// The Simplified-to-Traditional dictionary takes a few hundred ms to load: pay it before
// listening rather than on the first search.
warmKeywordConverter();
warmSimplifiedConverter();

await app.listen({ port: config.port, host: config.host });
