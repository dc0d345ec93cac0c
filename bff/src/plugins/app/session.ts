/**
 * The session: an encrypted cookie holding `{sid, token, clientId, userInfo?, iat}`.
 * `request.session` is the genuine session (null when absent, not genuine, or ended);
 * `reply.setSession` / `reply.clearSession` write it; `reply.endSession` ends it for every copy
 * of the cookie (sign-out, upstream 401) and `reply.renewSession` gives this browser a new session
 * id while ending the old one (password change). The browser never sees the token.
 *
 * A cookie is genuine on its own, so an ended session is remembered by id (lib/identity/session-revocations)
 * until the cookie would have expired, and checked once per request that carries the cookie.
 */
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserInfo } from '@portal/shared';
import type { AppConfig } from '../../config';
import { PhoneProofCodec, type PhoneProof } from '../../lib/identity/phone-proof';
import { SessionCodec, newSessionId, type SessionData } from '../../lib/identity/session-crypto';
import {
  FileRevocations,
  RedisRevocations,
  type SessionRevocations,
} from '../../lib/identity/session-revocations';

/** The cookie's name: `__Host-` in production (Secure, Path=/, no Domain). */
function sessionCookieName(production: boolean): string {
  return production ? '__Host-portal_session' : 'portal_session';
}

/** The doctor applicant's verified-phone cookie (lib/identity/phone-proof), named like the session's. */
function phoneProofCookieName(production: boolean): string {
  return production ? '__Host-portal_signup' : 'portal_signup';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The genuine session, or null. */
    readonly session: SessionData | null;
    sessionLoaded: boolean;
    sessionData: SessionData | null;
  }
  interface FastifyReply {
    setSession(data: {
      /** Kept when re-sealing the same session; a new login gets a new id. */
      sid?: string;
      token: string;
      clientId: string;
      userInfo?: UserInfo | null;
      iat?: number;
    }): void;
    clearSession(): void;
    /** Ends the request's session for every copy of its cookie, and clears this one. */
    endSession(): Promise<void>;
    /** Ends the session's id everywhere but keeps this browser logged in under a new id. */
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
    /** The doctor applicant's verified phone from this request's cookie, or null. */
    phoneProof(request: FastifyRequest): PhoneProof | null;
  }
}

/** Static files never look at the session: no revocation check for them. */
const NO_SESSION = /^\/(?:assets|files)\//;

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
    app.decorateRequest('sessionLoaded', false);
    app.decorateRequest('sessionData', null);
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
    app.addHook('onRequest', (request, _reply, done) => {
      const value = request.cookies[name];
      if (value === undefined || NO_SESSION.test(request.url)) return done();
      const data = codec.open(value);
      request.sessionLoaded = true;
      if (!data) {
        request.sessionData = null;
        return done();
      }
      revocations.isRevoked(data.sid).then(
        (revoked) => {
          request.sessionData = revoked ? null : data;
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
    });

    app.decorateReply('renewSession', async function renewSession(this: FastifyReply) {
      const session = this.request.session;
      if (!session) return;
      await revoke(session);
      const { sid: _old, ...rest } = session;
      this.setSession({ ...rest, userInfo: rest.userInfo ?? null, iat: Date.now() });
    });

    app.decorateReply('clearSession', function clearSession(this: FastifyReply) {
      this.clearCookie(name, cookieOptions);
      this.request.sessionLoaded = true;
      this.request.sessionData = null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'redis'] },
);
