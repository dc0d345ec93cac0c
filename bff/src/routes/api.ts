/**
 * `/api/*`: the proxy to the upstream portal API. The browser's credentials never pass: the token
 * comes from the session cookie, client ids are pinned to the session, session calls without a
 * session are answered 211 here, and the answer is checked (401) on the way back. What particular
 * calls need besides (login, sign-out, uploads, the doctor sign-up, profile changes) is declared
 * per call in `api-hooks.ts`.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  CLIENT_ID_PARAMS,
  FILE_URL_FIELDS,
  PAGE_PATH_HEADER,
  ResponseCode,
  calls,
  findCallByPath,
  isSafeFileUrl,
  appPath,
  isSessionPath,
  type CallName,
  isPlainObject,
} from '@portal/shared';
import type { AppConfig } from '../config';
import { limitBody } from '../lib/proxy/body-limit';
import { MAX_CACHED_BODY } from '../lib/upstream/micro-cache';
import { say } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';
import {
  declaredOnly,
  parseApiUrl,
  pinClientIdBody,
  pinClientIdQuery,
  refusedPathLabel,
  setClientIdBody,
  upstreamRequestHeaders,
} from '../lib/proxy/rules';
import { isEmptyListAnswer, searchWordsVariant } from '../lib/chinese/search-keyword';
import type { Exchange } from '../lib/proxy/call-hooks';
import { CALL_HOOKS, isDoctorSession } from './api-hooks';
import { LoadRefusedError, type UpstreamJson, type UpstreamRequest } from '../lib/upstream/types';
import { SimplifiedCache, fromHansPage, simplifyValue } from '../lib/chinese/simplified';
import { sendEnvelope, sendNotLoggedIn } from '../lib/http/envelope';

/** Pathnames of recent (short) Referer values: a browser sends the same few on every call. */
const refererPaths = new LRUCache<string, string>({ max: 512 });

function refererPath(referer: string | undefined): string {
  if (!referer) return '';
  const known = refererPaths.get(referer);
  if (known !== undefined) return known;
  let path = '';
  try {
    path = new URL(referer).pathname;
  } catch {
    // not a URL: no page
  }
  if (referer.length <= 512) {
    refererPaths.set(referer, path);
  }
  return path;
}

/**
 * Whether the call was made for a personal-centre page: the SPA says which page a call is for
 * (during an in-app navigation that is the page being loaded, while the Referer still names the
 * page being left); without that header, the Referer.
 */
function fromSessionPage(request: FastifyRequest): boolean {
  const page = request.headers[PAGE_PATH_HEADER];
  if (typeof page === 'string') return isSessionPath(appPath(page));
  return isSessionPath(appPath(refererPath(request.headers.referer)));
}

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('multipart/form-data');
}

/** Whether one stored-file-URL value may pass: '' (a cleared field) or a safe `/files/` URL. */
function safeUrlValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length <= 20 && v.every((x) => isSafeFileUrl(x));
  return isSafeFileUrl(v);
}

/**
 * Whether every file-URL parameter of a call (whatever the case of its name, every occurrence)
 * names a safe `/files/` URL, so `/files/../api/user/signOut` never gets stored as an avatar.
 */
function fileUrlsSafe(
  fields: { readonly query?: readonly string[]; readonly body?: readonly string[] },
  query: string,
  body: unknown,
): boolean {
  const inQuery = new Set((fields.query ?? []).map((f) => f.toLowerCase()));
  if (inQuery.size && query) {
    for (const [k, v] of new URLSearchParams(query)) {
      if (inQuery.has(k.toLowerCase()) && !safeUrlValue(v)) return false;
    }
  }
  const inBody = new Set((fields.body ?? []).map((f) => f.toLowerCase()));
  if (inBody.size && isPlainObject(body)) {
    for (const [k, v] of Object.entries(body)) {
      if (inBody.has(k.toLowerCase()) && !safeUrlValue(v)) return false;
    }
  }
  return true;
}

/**
 * A catalogue call made with another method: refused here, never sent on (`GET signOut` would
 * otherwise be a state change a plain link could trigger).
 */
function methodNotAllowed(reply: FastifyReply, allow: string): FastifyReply {
  const msg = say('methodNotAllowed', localeOfRequest(reply.request));
  return sendEnvelope(reply.header('allow', allow), 405, { code: 405, msg });
}

/**
 * An answer for a Simplified page: its text converted (`msg` and `data`), a client's bookings,
 * visit records and activities included. A record a form loads and saves back (the profile, the
 * resume; `editable` in the catalogue) keeps the characters it was written in, so saving never
 * rewrites it, and only its message is converted.
 */
function simplifiedAnswer(envelope: Record<string, unknown>, keepData: boolean): unknown {
  if (!keepData) return simplifyValue(envelope);
  return typeof envelope.msg === 'string'
    ? { ...envelope, msg: simplifyValue(envelope.msg) }
    : envelope;
}

export default async function apiRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  /** When a token of the public-read budget is earned back. */
  const publicReadRetryS = Math.max(1, Math.ceil(60 / opts.config.publicReadBudgetPerMin));
  /** Converted public answers, by the micro-cache's validator of the Traditional answer. */
  const simplified = new SimplifiedCache<Buffer>(2000);

  // Uploads stream through to the upstream: the body is left unread here.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
    done(null);
  });

  // Methods the proxy never uses: 405 for a catalogue call, 404 for anything else.
  app.route({
    method: ['HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/*',
    handler: async (request, reply) => {
      const target = parseApiUrl(request.url);
      const callName = target ? findCallByPath(target.path) : undefined;
      if (callName) return methodNotAllowed(reply, calls[callName].method);
      return sendEnvelope(reply, 404, {
        code: 404,
        msg: say('notFound', localeOfRequest(request)),
      });
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const target = parseApiUrl(request.url);
      if (!target) {
        return sendEnvelope(reply, 400, {
          code: 400,
          msg: say('badRequest', localeOfRequest(request)),
        });
      }
      const callName: CallName | undefined = findCallByPath(target.path);
      if (callName === undefined) {
        // Only catalogued calls are forwarded: anything else never reaches the upstream, with
        // or without the client's token.
        app.metrics.unknownCalls.inc(refusedPathLabel(target.path));
        return sendEnvelope(reply, 404, {
          code: 404,
          msg: say('notFound', localeOfRequest(request)),
        });
      }
      const def = calls[callName];
      const hooks = CALL_HOOKS[callName];
      const clientIdParams = CLIENT_ID_PARAMS[callName];
      if (def.method !== request.method) return methodNotAllowed(reply, def.method);
      const session = request.session;

      if (!session && (def.session || fromSessionPage(request))) {
        hooks?.noSession?.(reply);
        return sendNotLoggedIn(request, reply, app.sessionCookieName);
      }

      const fileFields = FILE_URL_FIELDS[callName];
      if (fileFields && !fileUrlsSafe(fileFields, target.query, request.body)) {
        return sendEnvelope(reply, 400, {
          code: 400,
          msg: say('badFileUrl', localeOfRequest(request)),
        });
      }

      // Calls for doctors only (publishing health news): refused here for anyone else's session.
      if (def?.role === 'doctor' && !isDoctorSession(session)) {
        return sendEnvelope(reply, 403, {
          code: 403,
          msg: say('doctorsOnly', localeOfRequest(request)),
        });
      }

      const clientId = session ? session.clientId : null;
      const streamBody = request.method === 'POST' && isMultipart(request);
      // A public read is sent (and cached) as its call declares it: undeclared fields are dropped.
      const declared =
        def.cache === 'public' && !streamBody
          ? declaredOnly(callName, target.query, request.body)
          : { query: target.query, body: request.body };
      const requestBody = declared.body;
      const exchange: Exchange = {
        app,
        request,
        reply,
        session,
        path: target.path,
        query: pinClientIdQuery(declared.query, clientId, clientIdParams?.query),
        headers: upstreamRequestHeaders(request.headers, { streamBody }),
      };
      const refusal = hooks?.prepare?.(exchange);
      if (refusal === 'notLoggedIn') return sendNotLoggedIn(request, reply, app.sessionCookieName);
      if (refusal) return sendEnvelope(reply, refusal.status, refusal.body);
      const { headers, query } = exchange;

      let body: string | Readable | null = null;
      if (streamBody) {
        // Counted as it streams: past UPLOAD_LIMIT_BYTES the upload fails with 413; one that
        // stops moving (STREAM_STALL_MS) or goes on too long (STREAM_TOTAL_MS) with 408.
        body = limitBody(request.raw, { limit: app.uploadLimitBytes, ...app.streamDeadlines });
      } else if (request.method === 'POST') {
        pinClientIdBody(requestBody, clientId);
        const sent = setClientIdBody(requestBody, clientId, clientIdParams?.body ?? []);
        if (sent !== undefined) {
          body = JSON.stringify(sent);
          headers['content-type'] = 'application/json';
        }
      }

      if (hooks?.exchange) {
        return hooks.exchange(exchange, body, (status, b) => sendEnvelope(reply, status, b));
      }

      // Public lists answered to anonymous callers may come from the micro-cache.
      const cache =
        session === null &&
        def.cache === 'public' &&
        (body === null || (typeof body === 'string' && body.length <= MAX_CACHED_BODY));
      // A Simplified search word is sent in Traditional characters, an English name (Mong Kok) in
      // Chinese; when that finds nothing the word as typed is tried (it may be a Traditional
      // character that also has a Simplified use, or a person's name).
      const variant = streamBody ? null : searchWordsVariant(callName, query, requestBody);
      const asked: UpstreamRequest = {
        method: request.method === 'POST' ? 'POST' : 'GET',
        path: target.path,
        query: variant?.query ?? query,
        headers,
        body: variant?.body ?? body,
        token: session?.token,
        cache,
        // What the micro-cache cannot answer reaches the upstream: a budget per client address.
        admitLoad: () => app.budgets.publicRead.take(request.addressKey),
      };
      let res: UpstreamJson;
      try {
        res = await app.upstream.json(asked);
      } catch (err) {
        if (!(err instanceof LoadRefusedError)) throw err;
        // Another address's refused miss of the same answer, joined by chance: ask for our own.
        if (err.request !== asked) res = await app.upstream.json({ ...asked });
        else {
          app.metrics.rateLimited.inc(callName);
          return sendEnvelope(reply.header('retry-after', String(publicReadRetryS)), 429, {
            code: 429,
            msg: say('tooManyRequests', localeOfRequest(request)),
          });
        }
      }
      if (variant && isEmptyListAnswer(res.envelope)) {
        res = await app.upstream.json({ ...asked, query, body });
      }
      const { code } = res.envelope;

      if (
        code === ResponseCode.UNAUTHORISED ||
        (code === ResponseCode.NOT_LOGGED_IN && session !== null)
      ) {
        // The upstream no longer accepts the token: no copy of this cookie is any use, for the
        // BFF's own routes either.
        if (session) await reply.endSession();
        else if (request.cookies[app.sessionCookieName] !== undefined) reply.clearSession();
        return sendEnvelope(reply, res.statusCode, res.raw);
      }
      const replaced = await hooks?.answered?.(exchange, res);
      if (replaced !== undefined) {
        // A replaced answer (the login's, a reset's words) speaks to this client: on a Simplified
        // page its message is converted, their own details are left as written.
        const answer =
          fromHansPage(request) && isPlainObject(replaced)
            ? simplifiedAnswer(replaced, true)
            : replaced;
        return sendEnvelope(reply, res.statusCode, answer);
      }
      if (fromHansPage(request)) {
        // Converted once per version of a micro-cached public answer (its validator is a hash of
        // its bytes, so a copy is only ever reused for the very same answer). A client's own
        // answer is never micro-cached, carries no validator and is converted for this request.
        const converted = simplified.get(res.etag, () =>
          Buffer.from(JSON.stringify(simplifiedAnswer(res.envelope, def.editable === true))),
        );
        const etag = res.etag?.replace(/"$/, '-hans"');
        if (etag) {
          reply.header('etag', etag).header('cache-control', 'no-cache');
          if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        }
        return sendEnvelope(reply, res.statusCode, converted);
      }
      if (res.etag) {
        // A public answer: browsers may keep it but must ask again (304 when unchanged).
        reply.header('etag', res.etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === res.etag) return reply.code(304).send();
      }
      return sendEnvelope(reply, res.statusCode, res.raw);
    },
  });
}
