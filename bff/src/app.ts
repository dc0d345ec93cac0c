/**
 * The BFF as a Fastify plugin: library plugins, then app plugins (decorators), then routes, and
 * one error and not-found handler that always answer in the `{code,msg}` envelope (plain 404 for
 * static files, the SPA's not-found page for other pages).
 */
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { ServerOptions } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import { createLogger, OneLineLogController } from './logger';
import { say, type MessageKey } from './lib/http/messages';
import { localeOfRequest } from './lib/i18n/locale';
import { originFormTarget } from './lib/http/request-target';
import { WarmUp } from './lib/render/warm-up';
import cookie, { autoConfig as cookieConfig } from './plugins/external/cookie';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import underPressure from './plugins/external/under-pressure';
import csrf from './plugins/app/csrf';
import jsonBody from './plugins/app/json-body';
import metrics from './plugins/app/metrics';
import session from './plugins/app/session';
import device from './plugins/app/device';
import ssr from './plugins/app/ssr';
import upstream from './plugins/app/upstream';
import { UpstreamError } from './lib/upstream/types';
import breaker from './plugins/app/breaker';
import microCache from './plugins/app/micro-cache';
import availability from './plugins/app/availability';
import budgets from './plugins/app/budgets';
import store from './plugins/app/store';
import push from './plugins/app/push';
import apiRoutes from './routes/api';
import bffRoutes from './routes/bff';
import availabilityRoutes from './routes/availability';
import pageviewRoutes from './routes/pageview';
import filesRoutes from './routes/files';
import healthRoutes from './routes/health';
import metricsRoutes from './routes/metrics';
import pageRoutes from './routes/pages';
import sitemapRoutes from './routes/sitemap';
import savedRoutes from './routes/saved';
import familyRoutes from './routes/family';
import myDataRoutes from './routes/my-data';
import pushRoutes from './routes/push';
import reminderEmailRoutes from './routes/reminder-email';
import { JSON_TYPE } from './lib/http/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from SIGTERM until the server closes, while SHUTDOWN_DRAIN_MS runs. */
    draining: boolean;
    /** Start-up work, finished before the server listens (lib/render/warm-up.ts). */
    warmUp: WarmUp;
  }
}

/** Start-up work that takes longer than this (an unreachable upstream) no longer holds the start. */
const WARM_UP_LIMIT_MS = 30_000;

/** Anything that looks like an API address answers in the envelope, even `/apix` or `/API`. */
const JSON_PREFIXES = /^\/(?:api|bff)/i;
const PLAIN_PREFIXES = /^\/(?:files|(?:zh-cn\/|en\/)?assets)(?:[/?]|$)/;

function statusMessage(status: number, err: FastifyError): MessageKey {
  if (status === 413) return 'tooLarge';
  if (status === 408) return 'uploadStalled';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 404) return 'notFound';
  if (err.code === 'BFF_JSON_TOO_DEEP') return 'tooDeep';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupportedMediaType';
  return 'badRequest';
}

export const app = fp(
  async (instance: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;

    // Handlers first: routes registered below inherit them.
    instance.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof UpstreamError) {
        // Only the error's code or name: messages can quote upstream bodies.
        const cause = err.cause as { code?: unknown; name?: unknown } | undefined;
        request.log.warn({ kind: err.kind, cause: cause?.code ?? cause?.name }, 'upstream fault');
        if (err.retryAfterS) reply.header('retry-after', String(err.retryAfterS));
        return reply
          .code(err.statusCode)
          .type(JSON_TYPE)
          .send({ code: err.statusCode, msg: say(err.messageKey, localeOfRequest(request)) });
      }
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      // An upload cut for stalling: what is left of its body is not read, so nothing else may
      // follow on this connection.
      if (status === 408) reply.header('connection', 'close');
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply
          .code(500)
          .type(JSON_TYPE)
          .send({ code: 500, msg: say('internal', localeOfRequest(request)) });
      }
      request.log.info({ code: err.code }, 'request refused');
      return reply
        .code(status)
        .type(JSON_TYPE)
        .send({ code: status, msg: say(statusMessage(status, err), localeOfRequest(request)) });
    });

    instance.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (PLAIN_PREFIXES.test(url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      if (
        !JSON_PREFIXES.test(url) &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        url.startsWith('/')
      ) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(instance.siteVersions.hant.pages.notFound.body);
      }
      return reply
        .code(404)
        .type(JSON_TYPE)
        .send({ code: 404, msg: say('notFound', localeOfRequest(request)) });
    });

    // A fragment is the browser's own business and never part of a request: a target holding `#`
    // comes from a hand-made client, and would name a page (and cache entry) no link leads to.
    instance.addHook('onRequest', (request, reply, done) => {
      if (!request.raw.url?.includes('#')) return done();
      reply
        .code(400)
        .type(JSON_TYPE)
        .send({ code: 400, msg: say('badRequest', localeOfRequest(request)) });
    });

    // Draining (set by the process entry on SIGTERM when SHUTDOWN_DRAIN_MS > 0) takes the replica
    // out of a load balancer's rotation before it stops listening. Every response closes its
    // connection, so no keep-alive socket is left for a request to be written onto while we close.
    // A GET or HEAD is answered 503 at once: the balancer retries it on another replica and, seeing
    // the failure, sends nothing new here for a while, so a POST (which it must never repeat) does
    // not arrive in the instant the listener closes. POSTs already on their way are served.
    instance.decorate('draining', false);
    // A callback hook, not an async one: it runs on every request and is a no-op but while draining.
    instance.addHook('onRequest', (request, reply, done) => {
      if (!instance.draining) return done();
      reply.header('connection', 'close');
      const idempotent = request.method === 'GET' || request.method === 'HEAD';
      if (idempotent && request.url !== '/healthz') {
        reply
          .code(503)
          .header('retry-after', '1')
          .header('cache-control', 'no-store')
          .type(JSON_TYPE)
          .send({ code: 503, msg: say('unavailable', localeOfRequest(request)) });
        return;
      }
      done();
    });

    // The start-up work the plugins below add is finished before the server listens (`ready()`
    // runs the onReady hooks first), so a replica is warm before it takes its first request.
    instance.decorate('warmUp', new WarmUp());
    instance.addHook('onReady', () => instance.warmUp.settle(WARM_UP_LIMIT_MS));

    // Library plugins (under-pressure first: a saturated process refuses before any work)
    await instance.register(underPressure, { config });
    await instance.register(metrics);
    await instance.register(csrf, { config });
    await instance.register(jsonBody);
    await instance.register(redis, { config });
    await instance.register(rateLimit, { config });
    await instance.register(cookie, cookieConfig);
    await instance.register(staticFiles, { config });
    // Before the routes: it records each one as it is added.
    await instance.register(swagger, { config });

    // App plugins (decorators visible everywhere)
    await instance.register(upstream, { config });
    await instance.register(breaker, { config });
    await instance.register(microCache, { config });
    await instance.register(availability, { config });
    await instance.register(budgets, { config });
    await instance.register(session, { config });
    await instance.register(device, { config });
    await instance.register(ssr, { config });
    await instance.register(store, { config });
    await instance.register(push, { config });

    // Routes
    await instance.register(healthRoutes);
    await instance.register(metricsRoutes, { config });
    await instance.register(bffRoutes, { config });
    await instance.register(availabilityRoutes, { config });
    await instance.register(pageviewRoutes, { config });
    await instance.register(savedRoutes);
    await instance.register(familyRoutes);
    await instance.register(myDataRoutes);
    await instance.register(pushRoutes);
    await instance.register(reminderEmailRoutes, { config });
    await instance.register(apiRoutes, { config });
    await instance.register(filesRoutes, { config });
    await instance.register(sitemapRoutes, { config });
    // HTML pages in their own scope, with helmet's headers and a CSP nonce per response.
    await instance.register(async (html) => {
      await html.register(helmet, { config });
      await html.register(pageRoutes, { config });
    });
  },
  { name: 'portal-bff' },
);

export interface BuildOptions extends Omit<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  /** A pino logger (server.ts shares it with the embedded upstream); default: stdout at LOG_LEVEL. */
  loggerInstance?: FastifyBaseLogger;
  /** node:http server options (server.ts sets header timeouts and their checking interval). */
  http?: ServerOptions;
}

/** A Fastify instance with the BFF registered (not listening; call `ready()` or `listen()`). */
export function buildApp(config: AppConfig, options: BuildOptions = {}): FastifyInstance {
  const { loggerInstance, ...server } = options;
  const hops = config.trustProxy;
  const instance = Fastify({
    // A hop count as Fastify does it at run time (its types omit numbers).
    trustProxy: typeof hops === 'number' ? (_address: string, i: number) => i < hops : hops,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // One parse of the target before routing, so no guard sees another path than the router.
    rewriteUrl: (req) => originFormTarget(req.url ?? '/'),
    // A URL the router cannot decode (`/%zz`) is refused in the envelope like any bad request.
    frameworkErrors: (_err, request, reply) => {
      // The generic reply type of this hook accepts no status code; the plain reply does.
      const plain = reply as unknown as FastifyReply;
      const msg = say('badRequest', localeOfRequest(request as unknown as FastifyRequest));
      void plain.code(400).type(JSON_TYPE).send({ code: 400, msg });
    },
    // One log line per request instead of Fastify's two (logger.ts).
    logController: new OneLineLogController(),
    ...server,
    loggerInstance: loggerInstance ?? createLogger(config.logLevel),
  });
  void instance.register(app, { config });
  return instance;
}
