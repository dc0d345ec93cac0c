/**
 * The embedded reference portal API: every call of the `@portal/shared` catalogue on SQLite, with
 * seeded demo data. `buildUpstream` gives the Fastify instance, `startUpstream` listens on a port.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { checkReader, requireSession } from './auth/session';
import type { UpstreamContext } from './context';
import { openDb } from './db/index';
import { withSafeSerializers } from './lib/log';
import { ApiError } from './lib/reply';
import { validationMessage } from './lib/validation';
import { registerAccountRoutes } from './routes/account';
import { registerAreaRoutes } from './routes/areas';
import { registerAskRoutes } from './routes/ask';
import { registerAssociationRoutes } from './routes/associations';
import { registerBookingRoutes } from './routes/booking';
import { registerChildrenRoutes } from './routes/children';
import { registerClinicRoutes } from './routes/clinics';
import { registerCommonRoutes } from './routes/common';
import { registerDoctorRoutes } from './routes/doctors';
import { registerFileRoutes, sweepUploads } from './routes/files';
import { registerJobRoutes } from './routes/jobs';
import { registerNewsRoutes } from './routes/news';
import { registerVisitRoutes } from './routes/visits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes uploads no record uses once a day old; returns their names. */
    sweepUploads(): Promise<string[]>;
  }
}

export interface UpstreamOptions {
  /** Directory of the SQLite file and uploads; default `DATA_DIR` or `.data/` under the cwd. */
  dataDir?: string;
  /** Keep the database in memory (tests); uploads still go to `dataDir`. */
  inMemory?: boolean;
  /** Drop the data and seed again. */
  reset?: boolean;
  /** Fastify logger option; default: off. */
  logger?: FastifyServerOptions['logger'];
  /** Demo mode (verification codes in the log); default on unless `UPSTREAM_DEMO=0`. */
  demo?: boolean;
  /** Clock for tests. */
  now?: () => number;
  /** Token lifetime; default 7 days. */
  tokenTtlMs?: number;
  /** Log every request (default off: the BFF in front logs them; the standalone server turns it on). */
  requestLogging?: boolean;
  /** Test hook: receives every verification code issued. */
  onVCode?: (phone: string, code: string) => void;
  /**
   * Key the BFF sends with the client address (auth/client-address); default
   * `UPSTREAM_CLIENT_KEY`, none when unset.
   */
  clientKey?: string;
  /** First login slow-down wait in ms (default 500). */
  loginSlowdownMs?: number;
  /** Replaces the slow-down wait (tests). */
  sleep?: (ms: number) => Promise<void>;
  /** How often uploads no record uses are looked for (default hourly; 0: only at start). */
  sweepIntervalMs?: number;
}

export interface StartOptions extends UpstreamOptions {
  host?: string;
  port?: number;
}

const ASSETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const DEFAULT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function defaultDataDir(): string {
  return resolve(process.env.DATA_DIR || join(process.cwd(), '.data'));
}

export function buildUpstream(opts: UpstreamOptions = {}): FastifyInstance {
  const now = opts.now ?? Date.now;
  const dataDir = resolve(opts.dataDir ?? defaultDataDir());
  const uploadsDir = join(dataDir, 'uploads');
  const db = openDb({ dataDir, inMemory: opts.inMemory, reset: opts.reset, now: now() });
  const ctx: UpstreamContext = {
    db,
    now,
    demo: opts.demo ?? process.env.UPSTREAM_DEMO !== '0',
    dataDir,
    uploadsDir,
    assetsDir: ASSETS_DIR,
    tokenTtlMs: opts.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    clientKey: opts.clientKey ?? process.env.UPSTREAM_CLIENT_KEY ?? '',
    loginSlowdownMs: opts.loginSlowdownMs ?? 500,
    sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    onVCode: opts.onVCode,
    logVCode(log, phone, code) {
      const msg = `vcode phone=${phone} code=${code}`;
      log.info({ phone }, msg);
      // Without a logger the line still reaches the process output, so a demo can be followed.
      if (!opts.logger && !opts.onVCode) {
        process.stdout.write(
          `${JSON.stringify({ level: 30, time: Date.now(), name: 'upstream', msg })}\n`,
        );
      }
    },
  };

  const app = Fastify({
    logger: withSafeSerializers(opts.logger),
    logController: new LogController({ disableRequestLogging: !opts.requestLogging }),
    bodyLimit: 256 * 1024,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: false,
        allErrors: false,
      },
    },
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  });

  app.decorateRequest('clientid', '');
  app.decorateRequest('tokenhash', '');

  // JSON bodies: an empty body counts as `{}` (POST calls that carry only a query string).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (k, v: unknown) =>
          k === '__proto__' || k === 'constructor' ? undefined : v,
        ),
      );
    } catch {
      done(new ApiError(400, '請求內容不是有效的 JSON'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // POST calls that carry only a query string may come without a body at all.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined || req.body === null) req.body = {};
  });

  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (!config || (!config.session && !config.clientIdParams)) return;
    // Before validation: a call without a valid session learns nothing about its parameters.
    const check = config.session
      ? requireSession(ctx, config.clientIdParams)
      : checkReader(ctx, config.clientIdParams ?? {});
    const existing = route.preValidation;
    route.preValidation = [
      check,
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
    ];
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) return reply.code(200).send({ code: err.code, msg: err.message });
    const fe = err as FastifyError;
    if (fe.validation) {
      return reply
        .code(200)
        .send({ code: 400, msg: validationMessage(fe.validation, fe.validationContext) });
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(200).send({ code: 413, msg: '檔案太大（上限 10 MB）' });
    }
    if (fe.statusCode === 413) return reply.code(200).send({ code: 413, msg: '請求內容太大' });
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
      return reply.code(200).send({ code: 415, msg: '不支援的內容格式' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(200).send({ code: 400, msg: '請求格式不正確' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(200).send({ code: 500, msg: '系統繁忙，請稍後再試' });
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ code: 404, msg: `找不到接口 ${req.method} ${req.url.split('?')[0]}` });
  });

  registerAccountRoutes(app, ctx);
  registerAreaRoutes(app, ctx);
  registerAskRoutes(app, ctx);
  registerAssociationRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerChildrenRoutes(app, ctx);
  registerClinicRoutes(app, ctx);
  registerCommonRoutes(app, ctx);
  registerDoctorRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerVisitRoutes(app, ctx);

  app.get('/healthz', async () => ({ code: 200, msg: 'ok' }));

  // Uploads nobody's record uses go after a day: swept at start and then periodically.
  const sweep = async (): Promise<string[]> => {
    try {
      const removed = await sweepUploads(ctx);
      if (removed.length) app.log.info({ removed: removed.length }, 'unused uploads removed');
      return removed;
    } catch (err) {
      app.log.warn({ err }, 'upload sweep failed');
      return [];
    }
  };
  app.decorate('sweepUploads', sweep);
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    const every = opts.sweepIntervalMs ?? 3600_000;
    if (every > 0) {
      sweepTimer = setInterval(() => void sweep(), every);
      sweepTimer.unref();
    }
  });

  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    db.close();
  });
  if (!opts.inMemory && !existsSync(uploadsDir)) mkdirSync(uploadsDir, { recursive: true });
  return app;
}

/** Starts the upstream on `host:port` (default loopback, a free port). */
export async function startUpstream(
  opts: StartOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const app = buildUpstream(opts);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: () => app.close(),
  };
}
