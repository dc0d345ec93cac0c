/**
 * What the SPA asks the BFF itself: who is logged in, and run-time settings. `/bff/session`
 * re-validates the session with the upstream at most once per SESSION_REVALIDATE_MS, so a session
 * the upstream no longer accepts ends there, and personal data comes only with a valid session.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { BffConfig, BffSession } from '@portal/shared';
import { publicConfig, type AppConfig } from '../config';
import { isDoctorSession } from './api-hooks';
import { checkSession } from './session-check';

const SessionSchema = Type.Object({
  loggedIn: Type.Boolean(),
  clientId: Type.String(),
  userInfo: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  doctor: Type.Boolean(),
});

const LOGGED_OUT: BffSession = { loggedIn: false, clientId: '', userInfo: null, doctor: false };

const ConfigSchema = Type.Object({
  googleMapsApiKey: Type.String(),
  siteUrl: Type.String(),
  mobileSiteUrl: Type.String(),
  appStoreUrl: Type.String(),
  googlePlayUrl: Type.String(),
});

export default async function bffRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const bffConfig: BffConfig = publicConfig(opts.config);

  app.get(
    '/bff/session',
    { schema: { response: { 200: SessionSchema } } },
    async (request, reply): Promise<BffSession> => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      if (!session) {
        // An ended, expired or forged cookie goes away.
        if (request.cookies[app.sessionCookieName] !== undefined) reply.clearSession();
        return LOGGED_OUT;
      }
      const check = await checkSession(app, request, reply, request.sessionUnchecked);
      if (check.kind === 'recent') {
        // Validated by someone within the interval: the cookie's copy of the profile stands.
        return {
          loggedIn: true,
          clientId: session.clientId,
          userInfo: session.userInfo ?? null,
          doctor: isDoctorSession(session),
        };
      }
      if (check.kind === 'ended') return LOGGED_OUT;
      if (check.kind === 'unknown') {
        // Not known either way: still logged in, but no personal data until validated.
        return { loggedIn: true, clientId: session.clientId, userInfo: null, doctor: false };
      }
      const fresh = check.profile ?? session.userInfo;
      return {
        loggedIn: true,
        clientId: session.clientId,
        userInfo: fresh ? { ...fresh, clientid: session.clientId } : null,
        // What the BFF itself allows: the role it keeps from the login (the upstream checks too).
        doctor: isDoctorSession(session),
      };
    },
  );

  app.get(
    '/bff/config',
    { schema: { response: { 200: ConfigSchema } } },
    async (_request, reply): Promise<BffConfig> => {
      reply.header('cache-control', 'no-cache');
      return bffConfig;
    },
  );
}
