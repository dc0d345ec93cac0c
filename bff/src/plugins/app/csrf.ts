/**
 * Anti-forgery for everything the SPA calls (`/api/*`, `/bff/*`), checked in `onRequest`, so a
 * refused request is never parsed and never reaches the upstream:
 *
 * - every call carries `x-csrf: 1`. "Call" is judged on the decoded path too, since the router
 *   decodes `/%62ff/session` to `/bff/session`. A cross-site page cannot add a custom header without a CORS
 *   preflight, and the BFF grants CORS to no one (it never sends `Access-Control-*` headers);
 * - state-changing methods also need `Origin` equal to SITE_URL's origin (byte for byte, so
 *   `http://site.evil.com`, `null`, another port or scheme fail), or, when a browser sends no
 *   Origin, `Sec-Fetch-Site: same-origin`; neither -> refused;
 * - POST bodies are JSON (or empty); multipart only on the catalogue's `multipart: true` calls
 *   and within UPLOAD_LIMIT_BYTES when the length is declared. `text/plain` and form bodies,
 *   which a plain `<form>` or `no-cors` fetch can send cross-site, get 415.
 *
 * Not covered on purpose: `GET /files/*` (images in `<img>` tags, which cannot send headers) is
 * read-only; a private upload is read with the session cookie, which is SameSite=Lax, so a
 * cross-site page cannot embed it with the reader's session; `POST /bff/pageview` (sendBeacon cannot send headers) only
 * counts and guards itself (routes/pageview.ts); `GET /bff/reminder-email/verify` (the link in a
 * mail: it only shows a page) and the `POST` of that page's form, which needs the site's Origin
 * instead of the header (its single-use token is the proof, routes/reminder-email.ts);
 * `/healthz`, `/readyz`, `/metrics` are GETs
 * without user data. HTML pages are plain navigations.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, CSRF_HEADER_VALUE, calls, findCallByPath } from '@portal/shared';
import type { AppConfig } from '../../config';
import { say } from '../../lib/http/messages';
import { localeOfRequest } from '../../lib/i18n/locale';
import { OPENAPI_PATH } from '../external/swagger';
import { JSON_TYPE } from '../../lib/http/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** UPLOAD_LIMIT_BYTES: the most a multipart upload may stream to the upstream. */
    uploadLimitBytes: number;
    /** UPSTREAM_CLIENT_KEY ('' when none). */
    upstreamClientKey: string;
  }
}

/** What the SPA calls. Case-insensitive: `/API/...` is refused here, not merely not found. */
const GUARDED = /^\/(?:api|bff)/i;
const PAGEVIEW = /^\/bff\/pageview(?:\?|$)/;
/** The link in the mail verifying a reminder address, and its page's form: no header. */
const EMAIL_VERIFY = /^\/bff\/reminder-email\/verify(?:\?|$)/;

type RefusalReason =
  'csrf-header' | 'origin' | 'content-type' | 'multipart-not-allowed' | 'upload-too-large';

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string): string {
  const semi = contentType.indexOf(';');
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

/** Whether a request announces a body (a length above zero, or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

export interface OriginPolicy {
  siteOrigin: string;
  /** Development only: also accept the origin the request was addressed to (Host). */
  allowHostOrigin: boolean;
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 or `[::1]`, with or without a port. */
const LOOPBACK_HOST =
  /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|\[::1\])(?::\d{1,5})?$/i;

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

/** Whether a state-changing request comes from the site itself. */
export function sameSite(request: FastifyRequest, policy: OriginPolicy): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === policy.siteOrigin) return true;
    if (!policy.allowHostOrigin) return false;
    // Development (Vite's dev server, another local port): only a loopback Host, so a page on
    // any other name that reaches a developer's machine cannot pass by naming itself.
    const host = request.headers.host;
    return (
      host !== undefined &&
      isLoopbackHost(host) &&
      (origin === `http://${host}` || origin === `https://${host}`)
    );
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The path as the router will see it: percent-escapes decoded (repeatedly, so no layering of
 * escapes hides `/bff` or `/api`), query string dropped. Null when an escape is malformed.
 */
function decodedPath(url: string): string | null {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  return path;
}

/** Whether the guard applies: the raw or the decoded path names `/api` or `/bff`. */
function isGuarded(url: string): boolean {
  if (GUARDED.test(url)) return true;
  if (!url.includes('%')) return false;
  const path = decodedPath(url);
  return path === null || GUARDED.test(path);
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const policy: OriginPolicy = {
      siteOrigin: new URL(config.siteUrl).origin,
      allowHostOrigin: config.nodeEnv === 'development',
    };
    const uploadLimit = config.uploadLimitBytes;
    app.decorate('uploadLimitBytes', uploadLimit);
    app.decorate('upstreamClientKey', config.upstreamClientKey);

    function refuse(reply: FastifyReply, status: 403 | 413 | 415, reason: RefusalReason): void {
      app.metrics.refused.inc(reason);
      reply.log.info({ reason }, 'request refused by the anti-forgery checks');
      const msg = say(
        status === 403 ? 'forbidden' : status === 413 ? 'tooLarge' : 'unsupportedMediaType',
        localeOfRequest(reply.request),
      );
      // Do not read (or keep the socket for) a body the BFF has refused.
      if (hasBody(reply.request)) reply.header('connection', 'close');
      void reply.code(status).type(JSON_TYPE).send({ code: status, msg });
    }

    // A SITE_URL that is not the address the portal is served from refuses every login and form:
    // say so once per origin seen, naming both. Bounded, since anyone can send any Origin.
    const warnedOrigins = new Set<string>();
    function warnRefusedOrigin(request: FastifyRequest): void {
      const origin = request.headers.origin?.slice(0, 200);
      if (origin === undefined || warnedOrigins.has(origin) || warnedOrigins.size >= 32) return;
      warnedOrigins.add(origin);
      request.log.warn(
        { origin, siteUrl: config.siteUrl },
        `refused a request from origin ${origin}: SITE_URL is ${config.siteUrl}; ` +
          'if the portal is served from that origin, set SITE_URL to it',
      );
    }

    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!isGuarded(url)) return done();
      // Answers about the user or the user's data: never stored by browsers or proxies. Routes
      // whose answers are public (micro-cached GETs, /bff/config) say so themselves.
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      const method = request.method;
      if (method === 'POST' && PAGEVIEW.test(url)) return done();
      // The API description is public (and off in production unless asked for): tools fetch it
      // without the anti-forgery header.
      if (method === 'GET' && url === OPENAPI_PATH) return done();
      // Its token (random, single use, 24 hours) is its own proof, and it only verifies the
      // address the token was sent to; it changes nothing else and answers only a redirect.
      if (method === 'GET' && EMAIL_VERIFY.test(url)) return done();
      // The confirm button of that link's page: a plain form (no script, so no header), which
      // browsers send with the page's Origin; from this site only, and only as a form.
      if (method === 'POST' && EMAIL_VERIFY.test(url)) {
        if (!sameSite(request, policy)) {
          warnRefusedOrigin(request);
          return refuse(reply, 403, 'origin');
        }
        const type = mediaType(request.headers['content-type'] ?? '');
        return type === 'application/x-www-form-urlencoded'
          ? done()
          : refuse(reply, 415, 'content-type');
      }

      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        return refuse(reply, 403, 'csrf-header');
      }
      if (method === 'GET' || method === 'HEAD') return done();

      if (!sameSite(request, policy)) {
        warnRefusedOrigin(request);
        return refuse(reply, 403, 'origin');
      }

      const contentType = request.headers['content-type'];
      if (contentType === undefined) {
        return hasBody(request) ? refuse(reply, 415, 'content-type') : done();
      }
      const type = mediaType(contentType);
      if (type === 'application/json') return done();
      if (type !== 'multipart/form-data') return refuse(reply, 415, 'content-type');

      const q = url.indexOf('?');
      const name = findCallByPath(q < 0 ? url : url.slice(0, q));
      if (!name || !calls[name].multipart) return refuse(reply, 415, 'multipart-not-allowed');
      const length = request.headers['content-length'];
      if (length !== undefined && Number(length) > uploadLimit) {
        return refuse(reply, 413, 'upload-too-large');
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['metrics'] },
);
