/**
 * The session: an encrypted cookie holding `{sid, token, clientId, userInfo?, iat}`.
 * `request.session` is the genuine session (null when absent, not genuine, or ended);
 * `reply.setSession` / `reply.clearSession` write it; `reply.endSession` ends it for every copy
 * of the cookie (sign-out, upstream 401) and `reply.renewSession` gives this browser a new session
 * id while ending the old one (password change). The browser never sees the token.
 *
 * A cookie is genuine on its own, so an ended session is remembered by id (lib/identity/session-revocations)
 * until the cookie would have expired, and checked once per request that carries the cookie, with
 * the client's and the login phone's records: a password change ends every other session of the
 * client (`renewSession`), a reset every session of the phone (`endPhoneSessions`). What else
 * belongs to a session (its push subscriptions) is told through `onSessionsEnded`.
 *
 * When the shared records cannot be read (Redis down) and this replica's own do not end the
 * session, `request.sessionUnchecked` is set: a state-changing `/bff` call is refused with 503,
 * reads go on (`/api` calls as the upstream answers them; the BFF's own reads re-validate first).
 */
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserInfo } from '@portal/shared';
import type { AppConfig } from '../../config';
import { PhoneProofCodec, type PhoneProof } from '../../lib/identity/phone-proof';
import {
  SessionCodec,
  newSessionId,
  phoneKeys,
  type SessionData,
} from '../../lib/identity/session-crypto';
import {
  FileRevocations,
  RedisRevocations,
  type SessionRevocations,
} from '../../lib/identity/session-revocations';
import { say } from '../../lib/http/messages';
import { localeOfRequest } from '../../lib/i18n/locale';

/** The cookie's name: `__Host-` in production (Secure, Path=/, no Domain). */
function sessionCookieName(production: boolean): string {
  return production ? '__Host-portal_session' : 'portal_session';
}

/** The doctor applicant's verified-phone cookie (lib/identity/phone-proof), named like the session's. */
function phoneProofCookieName(production: boolean): string {
  return production ? '__Host-portal_signup' : 'portal_signup';
}

/** Sessions that ended: one by id (renewed as another, for a password change), or a subject's. */
type SessionsEnded =
  | { kind: 'session'; sid: string; renewedAs?: SessionData }
  | { kind: 'subject'; subjects: string[]; at: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The genuine session, or null. */
    readonly session: SessionData | null;
    sessionLoaded: boolean;
    sessionData: SessionData | null;
    /** The session could not be checked against the shared records (Redis down). */
    sessionUnchecked: boolean;
  }
  interface FastifyReply {
    setSession(data: {
      /** Kept when re-sealing the same session; a new login gets a new id. */
      sid?: string;
      token: string;
      clientId: string;
      userInfo?: UserInfo | null;
      iat?: number;
      /** Kept when re-sealing the same session. */
      pk?: string;
      /** The login's phone: a new session gets its key (`pk`). */
      phone?: string;
    }): void;
    clearSession(): void;
    /** Ends the request's session for every copy of its cookie, and clears this one. */
    endSession(): Promise<void>;
    /**
     * A password change: ends the session's id and every other session of its client everywhere,
     * and keeps this browser logged in under a new id.
     */
    renewSession(): Promise<void>;
    /** Remembers, for this browser, that a sign-up code for `proof.phone` has been checked. */
    setPhoneProof(proof: PhoneProof): void;
    clearPhoneProof(): void;
  }
  interface FastifyInstance {
    sessionCodec: SessionCodec;
    sessionCookieName: string;
    sessionRevocations: SessionRevocations;
    /** SESSION_REVALIDATE_MS. */
    sessionRevalidateMs: number;
    /** SESSION_MAX_AGE_S in milliseconds: how long a session lives from its `iat`. */
    sessionMaxAgeMs: number;
    /** A password reset for `phone`: every session logged in with it ends. */
    endPhoneSessions(phone: string): Promise<void>;
    /** Called after sessions end (errors are logged, never thrown at the caller). */
    onSessionsEnded(listener: (ended: SessionsEnded) => Promise<void>): void;
    /** The doctor applicant's verified phone from this request's cookie, or null. */
    phoneProof(request: FastifyRequest): PhoneProof | null;
  }
}

/** Static files never look at the session: no revocation check for them. */
const NO_SESSION = /^\/(?:assets|files)\//;

/** The BFF's own routes that change what it keeps for the session's client. */
const SESSION_WRITES = /^\/bff\/(?:saved|push\/)/;

/** The file that keeps revocations across restarts when there is no Redis. */
function revocationsFile(config: AppConfig): string {
  return join(config.dataDir ?? join(process.cwd(), '.data'), 'bff-session-revocations.log');
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const codec = new SessionCodec(config.sessionSecrets, config.sessionMaxAgeS);
    const name = sessionCookieName(config.production);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.production,
    };

    const maxAgeMs = config.sessionMaxAgeS * 1000;
    const revocations: SessionRevocations = app.redis
      ? new RedisRevocations(app.redis, app.log)
      : await FileRevocations.open(revocationsFile(config), app.log);
    app.addHook('onClose', async () => {
      await revocations.close();
    });

    const listeners: ((ended: SessionsEnded) => Promise<void>)[] = [];
    app.decorate('onSessionsEnded', (listener: (ended: SessionsEnded) => Promise<void>) => {
      listeners.push(listener);
    });
    async function tell(ended: SessionsEnded): Promise<void> {
      for (const listener of listeners) {
        try {
          await listener(ended);
        } catch (err) {
          app.log.warn({ err: (err as Error).message }, 'session end not passed on');
        }
      }
    }

    const proofCodec = new PhoneProofCodec(config.sessionSecrets);
    const proofName = phoneProofCookieName(config.production);
    app.decorate('phoneProof', (request: FastifyRequest) =>
      proofCodec.open(request.cookies[proofName]),
    );
    app.decorateReply('setPhoneProof', function setPhoneProof(this: FastifyReply, proof) {
      this.setCookie(proofName, proofCodec.seal(proof), {
        ...cookieOptions,
        // Only ever sent with API calls: pages and files never need it.
        sameSite: 'strict',
        maxAge: Math.max(1, Math.floor((proof.exp - Date.now()) / 1000)),
      });
    });
    app.decorateReply('clearPhoneProof', function clearPhoneProof(this: FastifyReply) {
      this.clearCookie(proofName, { ...cookieOptions, sameSite: 'strict' });
    });

    app.decorate('sessionCodec', codec);
    app.decorate('sessionCookieName', name);
    app.decorate('sessionRevocations', revocations);
    app.decorate('sessionRevalidateMs', config.sessionRevalidateMs);
    app.decorate('sessionMaxAgeMs', maxAgeMs);
    app.decorateRequest('sessionLoaded', false);
    app.decorateRequest('sessionData', null);
    app.decorateRequest('sessionUnchecked', false);
    app.decorateRequest('session', {
      getter(this: FastifyRequest): SessionData | null {
        if (!this.sessionLoaded) {
          this.sessionLoaded = true;
          this.sessionData = codec.open(this.cookies[name]);
        }
        return this.sessionData;
      },
    });

    // Opens the cookie up front and refuses an ended session, so `request.session` stays a plain
    // synchronous read for the routes.
    // A callback hook: a request without the cookie (most public traffic) costs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      const value = request.cookies[name];
      if (value === undefined || NO_SESSION.test(request.url)) return done();
      const data = codec.open(value);
      request.sessionLoaded = true;
      if (!data) {
        request.sessionData = null;
        return done();
      }
      revocations.state(data).then(
        (state) => {
          request.sessionData = state === 'ended' ? null : data;
          if (state !== 'unknown') return done();
          request.sessionUnchecked = true;
          const method = request.method;
          if (method !== 'GET' && method !== 'HEAD' && SESSION_WRITES.test(request.url)) {
            // Whether this session was ended elsewhere cannot be known now: change nothing.
            void reply
              .code(503)
              .header('retry-after', '5')
              .type('application/json; charset=utf-8')
              .send({ code: 503, msg: say('sessionUnchecked', localeOfRequest(request)) });
            return;
          }
          done();
        },
        (err: unknown) => done(err as Error),
      );
    });

    /** A new login counts as validated: the upstream has just accepted its password. */
    function markValidated(sid: string): void {
      revocations.claimValidation(sid, config.sessionRevalidateMs).catch(() => undefined);
    }

    app.decorateReply('setSession', function setSession(this: FastifyReply, data) {
      const fresh = data.sid === undefined;
      const session: SessionData = {
        sid: data.sid ?? newSessionId(),
        token: data.token,
        clientId: data.clientId,
        ...(data.userInfo ? { userInfo: data.userInfo } : {}),
        iat: data.iat ?? Date.now(),
      };
      const pk = data.pk ?? (data.phone ? phoneKeys(config.sessionSecrets, data.phone)[0] : '');
      if (pk) session.pk = pk;
      this.setCookie(name, codec.seal(session), {
        ...cookieOptions,
        maxAge: config.sessionMaxAgeS,
      });
      this.request.sessionLoaded = true;
      this.request.sessionData = session;
      if (fresh) markValidated(session.sid);
    });

    async function revoke(session: SessionData): Promise<void> {
      await revocations.revoke(session.sid, session.iat + maxAgeMs);
    }

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const session = this.request.session;
      if (session) await revoke(session);
      this.clearSession();
      if (session) await tell({ kind: 'session', sid: session.sid });
    });

    app.decorateReply('renewSession', async function renewSession(this: FastifyReply) {
      const session = this.request.session;
      if (!session) return;
      const at = Date.now();
      await revoke(session);
      // Every session of the client issued before now ends; this browser's new one starts now.
      const subject = `c:${session.clientId}`;
      await revocations.endSubject(subject, at, at + maxAgeMs);
      const { sid: _old, ...rest } = session;
      this.setSession({ ...rest, userInfo: rest.userInfo ?? null, iat: at });
      await tell({ kind: 'session', sid: session.sid, renewedAs: this.request.session! });
      await tell({ kind: 'subject', subjects: [subject], at });
    });

    app.decorate('endPhoneSessions', async (phone: string) => {
      const at = Date.now();
      const subjects = phoneKeys(config.sessionSecrets, phone).map((pk) => `p:${pk}`);
      for (const subject of subjects) await revocations.endSubject(subject, at, at + maxAgeMs);
      await tell({ kind: 'subject', subjects, at });
    });

    app.decorateReply('clearSession', function clearSession(this: FastifyReply) {
      this.clearCookie(name, cookieOptions);
      this.request.sessionLoaded = true;
      this.request.sessionData = null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'redis'] },
);
