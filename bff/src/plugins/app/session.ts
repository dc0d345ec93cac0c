/**
 * The session: an encrypted cookie holding `{token, clientId, userInfo?, iat}`. `request.session`
 * opens it lazily (null when absent or not genuine); `reply.setSession` / `reply.clearSession`
 * write it. The browser never sees the token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserInfo } from '@portal/shared';
import type { AppConfig } from '../../config';
import { SessionCodec, type SessionData } from '../../lib/session-crypto';

export type { SessionData };

/** The cookie's name: `__Host-` in production (Secure, Path=/, no Domain). */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-portal_session' : 'portal_session';
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
      token: string;
      clientId: string;
      userInfo?: UserInfo | null;
      iat?: number;
    }): void;
    clearSession(): void;
  }
  interface FastifyInstance {
    sessionCodec: SessionCodec;
    sessionCookieName: string;
  }
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

    app.decorate('sessionCodec', codec);
    app.decorate('sessionCookieName', name);
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

    app.decorateReply('setSession', function setSession(this: FastifyReply, data) {
      const session: SessionData = {
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
    });

    app.decorateReply('clearSession', function clearSession(this: FastifyReply) {
      this.clearCookie(name, cookieOptions);
      this.request.sessionLoaded = true;
      this.request.sessionData = null;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
