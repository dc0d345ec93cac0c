/**
 * `POST /bff/pageview`: the SPA's page-view beacon. `navigator.sendBeacon` sends `text/plain`
 * and cannot add the anti-forgery header, so this endpoint is the one exception to it, and in
 * exchange it can do nothing but count: it reads no session, sets no cookie, calls no upstream,
 * takes at most 1 KB, accepts only known route paths, is rate-limited per client address, and
 * refuses other sites (a foreign Origin or `Sec-Fetch-Site: cross-site`). The log line and the
 * metric carry the route id only: no path parameters, address, user agent or user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@portal/shared';
import type { AppConfig } from '../config';
import { say, type MessageKey } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';
import { sameSite, type OriginPolicy } from '../plugins/app/csrf';
import { JSON_TYPE } from '../lib/http/envelope';

const PAGEVIEW_BODY_LIMIT = 1024;
const MAX_PATH = 512;
/** A site path: no scheme, no `//host`, no spaces, backslashes or (checked apart) controls. */
const PATH = /^\/(?!\/)[^\s\\]*$/;

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** The route id a beacon reports, or null when it is not a page of the site. */
function pageviewRoute(body: unknown): string | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const path = (value as { path?: unknown }).path;
  if (typeof path !== 'string' || path.length > MAX_PATH || !PATH.test(path) || hasControl(path)) {
    return null;
  }
  const q = path.search(/[?#]/);
  // A visit to a page that does not exist counts too (as notFound): the 404 page sends its beacon.
  return matchRoute(q < 0 ? path : path.slice(0, q)).route.id;
}

function envelope(reply: FastifyReply, status: number, key: MessageKey): FastifyReply {
  const msg = say(key, localeOfRequest(reply.request));
  return reply.code(status).type(JSON_TYPE).send({ code: status, msg });
}

export default async function pageviewRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  // The same origin rule as the anti-forgery checks (including development's Host allowance).
  const policy: OriginPolicy = {
    siteOrigin: new URL(opts.config.siteUrl).origin,
    allowHostOrigin: opts.config.nodeEnv === 'development',
  };
  const limiter = app.createRateLimit({
    max: opts.config.pageviewRateLimitMax,
    timeWindow: opts.config.rateLimitWindowMs,
    keyGenerator: (request: FastifyRequest) => `pageview:${request.addressKey}`,
  });

  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: PAGEVIEW_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/bff/pageview',
    {
      bodyLimit: PAGEVIEW_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        const fetchSite = request.headers['sec-fetch-site'];
        if (
          (origin !== undefined && !sameSite(request, policy)) ||
          fetchSite === 'cross-site' ||
          fetchSite === 'same-site'
        ) {
          app.metrics.refused.inc('pageview-origin');
          return envelope(reply, 403, 'forbidden');
        }
        const limit = await limiter(request);
        if (!limit.isAllowed && limit.isExceeded) {
          app.metrics.rateLimited.inc('pageview');
          reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
          return envelope(reply, 429, 'tooManyRequests');
        }
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const route = pageviewRoute(request.body);
      if (route === null) return envelope(reply, 400, 'badRequest');
      app.metrics.pageViews.inc(route);
      request.log.info({ pageview: route }, 'page view');
      return reply.code(204).send();
    },
  );
}
