/**
 * What the `/api` proxy does for particular calls, declared per call in one table. Everything
 * that holds for every call (the session rule, client ids pinned to the session, file URLs,
 * 401 handling, the keyword conversion) stays in `api.ts`; the catalogue entry itself says which
 * calls need a session, which are rate-limited (plugins/external/rate-limit.ts) and which may be
 * micro-cached (`cache: 'public'`).
 *
 * A hook runs at one step of the exchange:
 * - `noSession`: the call is answered 211 here because there is no session;
 * - `prepare`: before the request is sent; it may adjust the query, body or headers, or refuse
 *   the call with an answer of its own;
 * - `exchange`: instead of the usual upstream exchange (sign-out);
 * - `answered`: after the upstream answered (not 401); it may update the session or cookies, and
 *   may return an envelope to send instead of the bytes received.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_KEY_HEADER,
  DEVICE_HEADER,
  resetCodeSentMessage,
  ResponseCode,
  mergeState,
  type CallName,
  type OSClientLookup,
  type UserInfo,
  isPlainObject,
} from '@portal/shared';
import { say } from '../lib/http/messages';
import { localeOfRequest, messageOptionsOf } from '../lib/i18n/locale';
import { PHONE_PROOF_MAX_MS, isProofShape, type PhoneProof } from '../lib/identity/phone-proof';
import type { CallHooks, Exchange, Refusal } from '../lib/proxy/call-hooks';
import { dropQueryFields, setQueryFields } from '../lib/proxy/rules';
import type { UpstreamJson } from '../lib/upstream/types';
import { BOOKING_REMINDER_HOOKS } from '../lib/reminders/booking-hooks';

/** Login answered 200: the token moves into the cookie and out of the body. */
function completeLogin(reply: FastifyReply, res: UpstreamJson, phone: string | null): unknown {
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
    reply.setSession({
      token,
      clientId,
      userInfo: data as unknown as UserInfo,
      ...(phone ? { phone } : {}),
    });
  }
  return { ...envelope, data };
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

/**
 * What a sign-out asks the browser to forget: its stored data (the app's tab state, offline
 * copies, the service worker's caches) and its HTTP cache. Never `"cookies"`: that would also
 * delete the device cookie, and the owner would become an unknown device whom anyone guessing
 * passwords elsewhere could lock out. The session cookie is expired on its own.
 */
const CLEAR_SITE_DATA = '"storage", "cache"';

/**
 * Whether the session is a doctor's: the portal API said so in the login answer's user info
 * (`role: 'doctor'`). The portal API checks it again itself.
 */
export function isDoctorSession(session: FastifyRequest['session']): boolean {
  return session?.userInfo?.role === 'doctor';
}

/**
 * Names the browser's address to the upstream, vouched for by the key shared with it. Behind the
 * BFF every request reaches the upstream from the BFF's own address, so whatever the upstream
 * counts per address (login failures, article views) would otherwise be counted for everyone at
 * once. The BFF knows the browser's address (its TRUST_PROXY rules decide it); the upstream
 * believes the header only with the key, so nobody calling it directly can pick an address.
 */
function nameClientAddress(x: Exchange): void {
  if (!x.app.upstreamClientKey) return;
  // An IPv6 client as its /64, as the BFF's own limits count it: the upstream's per-address
  // login lock and code caps would otherwise see each of its addresses apart.
  x.headers[CLIENT_ADDRESS_HEADER] = x.request.addressKey;
  x.headers[CLIENT_KEY_HEADER] = x.app.upstreamClientKey;
}

/**
 * Names the address and, when this browser has logged in to `phone` before (its signed device
 * cookie), that known device: the upstream limits a known device on its own, so nobody guessing
 * or asking for codes elsewhere can lock the owner's own browser out.
 */
function nameRequester(x: Exchange, phone: unknown): void {
  nameClientAddress(x);
  if (!x.app.upstreamClientKey || typeof phone !== 'string') return;
  const device = x.request.knownDevice(phone);
  if (device) x.headers[DEVICE_HEADER] = device;
}

/** The phone of a login body, when it has one. */
function loginPhone(body: unknown): string | null {
  return isPlainObject(body) && typeof body.phone === 'string' ? body.phone : null;
}

const neutralLookup: Refusal = {
  status: 200,
  body: {
    code: ResponseCode.OK,
    msg: 'success',
    data: { exists: false, clientid: '', maskedName: '' } satisfies OSClientLookup,
  },
};

export const CALL_HOOKS: Partial<Record<CallName, CallHooks>> = {
  login: {
    prepare(x) {
      // A lock by the BFF's address would be a lock by phone alone, which anyone could turn
      // against the owner; the upstream locks per phone and address, and per known device
      // (lock state stays where the passwords are checked, shared by every BFF replica).
      nameRequester(x, loginPhone(x.request.body));
      return undefined;
    },
    answered(x, res) {
      if (res.envelope.code === ResponseCode.OK) {
        const phone = loginPhone(x.request.body);
        const answer = completeLogin(x.reply, res, phone);
        // The session cookie first (clients of this API read the first cookie as the session).
        if (phone) x.reply.rememberDevice(phone);
        return answer;
      }
      if ('token' in res.envelope) {
        const { token: _token, ...rest } = res.envelope;
        return rest;
      }
      return undefined;
    },
  },

  signOut: {
    noSession(reply) {
      reply.header('clear-site-data', CLEAR_SITE_DATA);
    },
    prepare(x) {
      if (x.session) {
        x.query = setQueryFields(x.query, {
          clientId: x.session.clientId,
          token: x.session.token,
        });
      }
      return undefined;
    },
    async exchange(x, body, send) {
      // Logged out here whatever the upstream answers, and for every copy of the cookie. Only
      // once that is recorded does the browser hear that it is signed out: should ending the
      // session fail, the error answers instead and the app keeps offering to sign out.
      await x.reply.endSession();
      x.reply.header('clear-site-data', CLEAR_SITE_DATA);
      try {
        const res = await x.app.upstream.json({
          method: 'POST',
          path: x.path,
          query: x.query,
          headers: x.headers,
          body,
          token: x.session?.token,
        });
        if (res.envelope.code !== ResponseCode.OK) {
          x.request.log.warn(
            { code: res.envelope.code },
            'signOut refused upstream; session ended',
          );
        }
      } catch (err) {
        x.request.log.warn(
          { kind: (err as { kind?: unknown }).kind },
          'signOut upstream call failed; session ended anyway',
        );
      }
      // The session this browser held is over (cookie expired, id revoked everywhere): that is
      // what the answer says, whatever the upstream made of the token.
      return send(200, {
        code: ResponseCode.OK,
        msg: say('loggedOut', localeOfRequest(x.request)),
      });
    },
  },

  // Doctor applicants upload documents and apply without an account, but only for a phone they
  // have proved with a sign-up code (the proof cookie set when checkVCode answered 200): the
  // upstream is told which checked code, never what the browser claims.
  uploadFile: {
    prepare(x) {
      const proof = x.app.phoneProof(x.request);
      if (!x.session && !proof) return 'notLoggedIn';
      x.query = proof
        ? setQueryFields(x.query, { codeKey: proof.codeKey, phone: proof.phone })
        : dropQueryFields(x.query, ['codeKey', 'phone']);
      return undefined;
    },
  },
  doctorClinicSignup: {
    prepare(x) {
      const proof = x.app.phoneProof(x.request);
      const body = x.request.body;
      if (!proof || !isPlainObject(body) || body.phone !== proof.phone) {
        return {
          status: 400,
          body: { code: 400, msg: say('phoneNotVerified', localeOfRequest(x.request)) },
        };
      }
      body.codeKey = proof.codeKey;
      return undefined;
    },
    answered(x, res) {
      if (res.envelope.code === ResponseCode.OK) x.reply.clearPhoneProof();
      return undefined;
    },
  },
  checkVCode: {
    answered(x, res) {
      if (res.envelope.code !== ResponseCode.OK) return undefined;
      const fresh = proofFromCheck(x.query, res.envelope.data);
      if (fresh) x.reply.setPhoneProof(fresh);
      return undefined;
    },
  },
  getVCode: {
    prepare(x) {
      // Code caps count per requester, so the owner's own browser is never blocked by others.
      nameRequester(x, single(new URLSearchParams(x.query), 'phoneNumber'));
      return undefined;
    },
    answered(x, res) {
      // Whatever the upstream's wording, the reset form never learns whether the number has an
      // account.
      if (
        res.envelope.code === ResponseCode.OK &&
        new URLSearchParams(x.query).get('codeType') === 'resetPwd'
      ) {
        return { ...res.envelope, msg: resetCodeSentMessage(messageOptionsOf(x.request)) };
      }
      return undefined;
    },
  },
  // A view counts once per address and article an hour, so the address must be the reader's.
  getNewsDetail: {
    prepare(x) {
      nameClientAddress(x);
      return undefined;
    },
  },
  searchOSClientByPhone: {
    prepare(x) {
      // Whether a number has an account is told only to the browser that proved that number with
      // a sign-up code in this flow (the proof cookie); anyone else gets the same neutral answer
      // for every number, without asking the upstream.
      const proof = x.app.phoneProof(x.request);
      const phone = single(new URLSearchParams(x.query), 'phone');
      if (!proof || phone !== proof.phone) return neutralLookup;
      x.query = setQueryFields(x.query, { codeKey: proof.codeKey });
      return undefined;
    },
    answered(_x, res) {
      if (!isPlainObject(res.envelope.data)) return undefined;
      // Whether a phone is registered may be said (the sign-up form tells the applicant), but
      // never whose account it is.
      const { clientid: _id, ...lookup } = res.envelope.data;
      return { ...res.envelope, data: { ...lookup, clientid: '' } };
    },
  },

  // The profile kept in the session follows the client's own changes, as the upstream recorded
  // them: only its answer's record counts, never what the browser sent (an answer without a
  // record leaves the session as it was). Who the client is and what they may do (client id,
  // role, doctor record) stay as the login's answer said.
  updateClientInfo: {
    answered(x, res) {
      const session = x.session;
      const record = res.envelope.data;
      if (res.envelope.code !== ResponseCode.OK || !session || !isPlainObject(record)) {
        return undefined;
      }
      const { clientid: _id, role: _role, doctorid: _doctor, ...fields } = record;
      // Without those three fields in `fields`, the merge keeps the login's values for them.
      const merged = mergeState(session.userInfo ?? {}, fields) as UserInfo;
      const userInfo: UserInfo = { ...merged, clientid: session.clientId };
      x.reply.setSession({ ...session, userInfo });
      return undefined;
    },
  },
  updatePwd: {
    async answered(x, res) {
      // Whoever holds a copy of the old cookie, or any other session of the client, is out; this
      // browser continues under a new id.
      if (res.envelope.code === ResponseCode.OK && x.session) await x.reply.renewSession();
      return undefined;
    },
  },
  resetPwd: {
    async answered(x, res) {
      // The reset names a phone: every session logged in with it ends, on every replica.
      const phone = single(new URLSearchParams(x.query), 'phone');
      if (res.envelope.code === ResponseCode.OK && phone) await x.app.endPhoneSessions(phone);
      return undefined;
    },
  },

  // Bookings made, moved, cancelled or listed are recorded for reminders.
  ...BOOKING_REMINDER_HOOKS,
};
