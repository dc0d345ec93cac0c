/**
 * Process entry: logger, timeouts, listen, graceful close. When UPSTREAM_URL is unset it first
 * starts the embedded upstream on a loopback port (its logger a child named `upstream`, on the
 * same stdout) and talks to it over HTTP like to the real service.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger, loggerOptions } from './logger';

interface EmbeddedUpstream {
  url: string;
  close(): Promise<void>;
}
interface UpstreamModule {
  startUpstream(opts: {
    host?: string;
    port?: number;
    dataDir?: string;
    inMemory?: boolean;
    logger?: unknown;
  }): Promise<EmbeddedUpstream>;
}

// A variable specifier: the BFF's code never depends on the upstream package's types.
const UPSTREAM_MODULE = '@portal/upstream';

const config = loadConfig();
const logger = createLogger(config.logLevel);

let embedded: EmbeddedUpstream | undefined;
if (!config.upstreamUrl) {
  const { startUpstream } = (await import(UPSTREAM_MODULE)) as UpstreamModule;
  embedded = await startUpstream({
    host: '127.0.0.1',
    port: 0,
    dataDir: config.dataDir,
    // Fastify wants logger options (not an instance) here; same redaction, same stdout.
    logger: { ...loggerOptions(config.logLevel), name: 'upstream' },
  });
  config.upstreamUrl = embedded.url.replace(/\/+$/, '');
  logger.info({ url: config.upstreamUrl }, 'embedded upstream started');
}

const app = buildApp(config, {
  loggerInstance: logger,
  requestTimeout: 120_000,
  keepAliveTimeout: 72_000,
});
// Slow-header clients are cut off well before the request timeout.
app.server.headersTimeout = 30_000;

closeWithGrace({ delay: 10_000, logger }, async ({ err, signal }) => {
  if (err) logger.error({ err }, 'closing after an error');
  else logger.info({ signal }, 'closing');
  await app.close();
  await embedded?.close();
});

await app.listen({ port: config.port, host: config.host });
