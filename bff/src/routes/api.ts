/**
 * `/api/*`: the proxy to the upstream portal API. The browser's credentials never pass: the token
 * comes from the session cookie, client ids are pinned to the session, session calls without a
 * session are answered 211 here, and the answer is checked (login, sign-out, 401) on the way back.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FILE_URL_FIELDS,
  NOT_LOGGED_IN_MSG,
  PAGE_PATH_HEADER,
  RESET_CODE_SENT_MSG,
  ResponseCode,
  calls,
  findCallByPath,
  isSafeFileUrl,
  isSessionPath,
  mergeState,
  type CallName,
  type UserInfo,
} from '@portal/shared';
import { limitBody } from '../lib/body-limit';
import { MAX_CACHED_BODY, MICRO_CACHED_CALLS } from '../lib/micro-cache';
import { MSG } from '../lib/messages';
import { PHONE_PROOF_MAX_MS, isProofShape, type PhoneProof } from '../lib/phone-proof';
import {
  dropQueryFields,
  parseApiUrl,
  pinClientIdBody,
  pinClientIdQuery,
  setQueryFields,
  upstreamRequestHeaders,
} from '../lib/proxy-rules';
import { isEmptyListAnswer, traditionalVariant } from '../lib/search-keyword';
import type { UpstreamJson } from '../plugins/app/upstream';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Pathnames of recent (short) Referer values: a browser sends the same few on every call. */
const refererPaths = new Map<string, string>();
const REFERER_CACHE_MAX = 512;

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
    if (refererPaths.size >= REFERER_CACHE_MAX) refererPaths.clear();
    refererPaths.set(referer, path);
  }
  return path;
}

/** Whether the call was made from a personal-centre page (the SPA's header or the Referer). */
function fromSessionPage(request: FastifyRequest): boolean {
  const page = request.headers[PAGE_PATH_HEADER];
  if (typeof page === 'string' && isSessionPath(page)) return true;
  return isSessionPath(refererPath(request.headers.referer));
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('multipart/form-data');
}

function sendEnvelope(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/** Login answered 200: the token moves into the cookie and out of the body. */
function completeLogin(reply: FastifyReply, res: UpstreamJson): unknown {
  const { token: topToken, ...envelope } = res.envelope;
  let data: unknown = envelope.data;
  let token = topToken;
  if (isPlainObject(data) && 'token' in data) {
    const { token: dataToken, ...rest } = data;
    token ??= dataToken;
    data = rest;
  }
  if (typeof token === 'string' && token && isPlainObject(data)) {
    const clientId = typeof data.clientid === 'string' ? data.clientid : '';
    reply.setSession({ token, clientId, userInfo: data as unknown as UserInfo });
  }
  return { ...envelope, data };
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

/** The one value of a query parameter, or null when it is missing or repeated. */
function single(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name);
  return all.length === 1 ? (all[0] as string) : null;
}

/** A checked sign-up code (`checkVCode` answered 200): the proof this browser now holds. */
function proofFromCheck(query: string, data: unknown): PhoneProof | null {
  const params = new URLSearchParams(query);
  const phone = single(params, 'phoneNumber');
  const codeKey = single(params, 'codeKey');
  if (single(params, 'codeType') !== 'signup' || !isProofShape(phone, codeKey)) return null;
  const seconds = isPlainObject(data) && typeof data.expiresIn === 'number' ? data.expiresIn : 0;
  const ms = seconds > 0 ? Math.min(PHONE_PROOF_MAX_MS, seconds * 1000) : PHONE_PROOF_MAX_MS;
  return { phone: phone!, codeKey: codeKey!, exp: Date.now() + ms };
}

/** Headers naming the browser's address to the upstream (for its per-address login lock). */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
export const CLIENT_KEY_HEADER = 'x-portal-client-key';

/**
 * A catalogue call made with another method: refused here, never sent on (`GET signOut` would
 * otherwise be a state change a plain link could trigger).
 */
function methodNotAllowed(reply: FastifyReply, allow: string): FastifyReply {
  return sendEnvelope(reply.header('allow', allow), 405, { code: 405, msg: MSG.methodNotAllowed });
}

export default async function apiRoutes(app: FastifyInstance): Promise<void> {
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
      return sendEnvelope(reply, 404, { code: 404, msg: MSG.notFound });
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const target = parseApiUrl(request.url);
      if (!target) {
        return sendEnvelope(reply, 400, { code: 400, msg: MSG.badRequest });
      }
      const callName: CallName | undefined = findCallByPath(target.path);
      const def = callName ? calls[callName] : undefined;
      if (def && def.method !== request.method) return methodNotAllowed(reply, def.method);
      const session = request.session;

      if (!session && (def?.session || fromSessionPage(request))) {
        if (request.cookies[app.sessionCookieName] !== undefined) reply.clearSession();
        if (callName === 'signOut') reply.header('clear-site-data', '"cookies", "storage"');
        return sendEnvelope(reply, 200, {
          code: ResponseCode.NOT_LOGGED_IN,
          msg: NOT_LOGGED_IN_MSG,
        });
      }

      const fileFields = callName ? FILE_URL_FIELDS[callName] : undefined;
      if (fileFields && !fileUrlsSafe(fileFields, target.query, request.body)) {
        return sendEnvelope(reply, 400, { code: 400, msg: MSG.badFileUrl });
      }

      const clientId = session ? session.clientId : null;
      let query = pinClientIdQuery(target.query, clientId);

      // Doctor applicants upload documents and apply without an account, but only for a phone
      // they have proved with a sign-up code (the proof cookie set when checkVCode answered 200):
      // the upstream is told which checked code, never what the browser claims.
      const proof =
        callName === 'uploadFile' || callName === 'doctorClinicSignup'
          ? app.phoneProof(request)
          : null;
      if (callName === 'uploadFile') {
        if (!session && !proof) {
          return sendEnvelope(reply, 200, {
            code: ResponseCode.NOT_LOGGED_IN,
            msg: NOT_LOGGED_IN_MSG,
          });
        }
        query = proof
          ? setQueryFields(query, { codeKey: proof.codeKey, phone: proof.phone })
          : dropQueryFields(query, ['codeKey', 'phone']);
      }
      if (callName === 'doctorClinicSignup') {
        const body = request.body;
        if (!proof || !isPlainObject(body) || body.phone !== proof.phone) {
          return sendEnvelope(reply, 400, { code: 400, msg: MSG.phoneNotVerified });
        }
        body.codeKey = proof.codeKey;
      }
      if (callName === 'signOut' && session) {
        query = setQueryFields(query, { clientId: session.clientId, token: session.token });
      }

      const streamBody = request.method === 'POST' && isMultipart(request);
      let body: string | Readable | null = null;
      const headers = upstreamRequestHeaders(request.headers, { streamBody });
      if (streamBody) {
        // Counted as it streams: past UPLOAD_LIMIT_BYTES the upload fails with 413.
        body = limitBody(request.raw, app.uploadLimitBytes);
      } else if (request.method === 'POST' && request.body !== undefined) {
        pinClientIdBody(request.body, clientId);
        body = JSON.stringify(request.body);
        headers['content-type'] = 'application/json';
      }
      if (callName === 'login' && app.upstreamClientKey) {
        // Why the address travels in a header: behind the BFF every login reaches the upstream
        // from the BFF's own address, so a lock by socket address would be a lock by phone alone,
        // which anyone could turn against the owner. The BFF knows the browser's address (its
        // TRUST_PROXY rules decide it) and vouches for it with the key shared with the upstream;
        // the upstream believes the header only with that key, so nobody calling it directly can
        // pick an address. The upstream then locks per phone and address and only slows down per
        // phone (lock state stays where the passwords are checked, shared by every BFF replica).
        headers[CLIENT_ADDRESS_HEADER] = request.ip;
        headers[CLIENT_KEY_HEADER] = app.upstreamClientKey;
      }

      if (callName === 'signOut') {
        // Logged out here whatever the upstream answers, and for every copy of the cookie.
        await reply.endSession();
        reply.header('clear-site-data', '"cookies", "storage"');
        try {
          const res = await app.upstream.json({
            method: 'POST',
            path: target.path,
            query,
            headers,
            body,
            token: session?.token,
          });
          return sendEnvelope(reply, 200, res.raw);
        } catch (err) {
          request.log.warn(
            { kind: (err as { kind?: unknown }).kind },
            'signOut upstream call failed; cookie cleared anyway',
          );
          return sendEnvelope(reply, 200, { code: ResponseCode.OK, msg: MSG.loggedOut });
        }
      }

      // Public lists answered to anonymous callers may come from the micro-cache.
      const cache =
        session === null &&
        callName !== undefined &&
        MICRO_CACHED_CALLS.has(callName) &&
        (body === null || (typeof body === 'string' && body.length <= MAX_CACHED_BODY));
      const ask = (q: string, b: typeof body) =>
        app.upstream.json({
          method: request.method === 'POST' ? 'POST' : 'GET',
          path: target.path,
          query: q,
          headers,
          body: b,
          token: session?.token,
          cache,
        });
      // A Simplified search word is sent in Traditional characters; when that finds nothing the
      // word as typed is tried (it may be a Traditional character that also has a Simplified use).
      const variant = streamBody ? null : traditionalVariant(callName, query, request.body);
      let res = await ask(variant?.query ?? query, variant?.body ?? body);
      if (variant && isEmptyListAnswer(res.envelope)) res = await ask(query, body);
      const { code } = res.envelope;

      if (code === ResponseCode.UNAUTHORISED) {
        // The upstream no longer accepts the token: no copy of this cookie is any use.
        if (session) await reply.endSession();
        else if (request.cookies[app.sessionCookieName] !== undefined) reply.clearSession();
        return sendEnvelope(reply, res.statusCode, res.raw);
      }
      if (callName === 'checkVCode' && code === ResponseCode.OK) {
        const fresh = proofFromCheck(query, res.envelope.data);
        if (fresh) reply.setPhoneProof(fresh);
      }
      if (callName === 'doctorClinicSignup' && code === ResponseCode.OK) reply.clearPhoneProof();
      if (
        callName === 'getVCode' &&
        code === ResponseCode.OK &&
        new URLSearchParams(query).get('codeType') === 'resetPwd'
      ) {
        // Whatever the upstream's wording, the reset form never learns whether the number has
        // an account.
        return sendEnvelope(reply, res.statusCode, { ...res.envelope, msg: RESET_CODE_SENT_MSG });
      }
      if (callName === 'login' && code === ResponseCode.OK) {
        return sendEnvelope(reply, res.statusCode, completeLogin(reply, res));
      }
      if (callName === 'login' && 'token' in res.envelope) {
        const { token: _token, ...rest } = res.envelope;
        return sendEnvelope(reply, res.statusCode, rest);
      }
      if (callName === 'updateClientInfo' && code === ResponseCode.OK && session) {
        const fresh = isPlainObject(res.envelope.data)
          ? res.envelope.data
          : isPlainObject(request.body)
            ? request.body
            : {};
        const userInfo = mergeState(session.userInfo ?? {}, fresh) as UserInfo;
        reply.setSession({ ...session, userInfo: { ...userInfo, clientid: session.clientId } });
      }
      if (callName === 'searchOSClientByPhone' && isPlainObject(res.envelope.data)) {
        // Whether a phone is registered may be said (the sign-up form tells the applicant), but
        // never whose account it is.
        const { clientid: _id, ...lookup } = res.envelope.data;
        const data = { ...lookup, clientid: '' };
        return sendEnvelope(reply, res.statusCode, { ...res.envelope, data });
      }
      if (callName === 'updatePwd' && code === ResponseCode.OK && session) {
        // Whoever holds a copy of the old cookie is out; this browser continues under a new id.
        await reply.renewSession();
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
