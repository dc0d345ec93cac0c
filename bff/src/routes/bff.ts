/** What the SPA asks the BFF itself: who is logged in, and run-time settings. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { BffConfig, BffSession } from '@portal/shared';
import type { AppConfig } from '../config';

const SessionSchema = Type.Object({
  loggedIn: Type.Boolean(),
  clientId: Type.String(),
  userInfo: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
});

const ConfigSchema = Type.Object({
  googleMapsApiKey: Type.String(),
  siteUrl: Type.String(),
  mobileSiteUrl: Type.String(),
});

export default async function bffRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const bffConfig: BffConfig = {
    googleMapsApiKey: opts.config.googleMapsApiKey,
    siteUrl: opts.config.siteUrl,
    mobileSiteUrl: opts.config.mobileSiteUrl,
  };

  app.get(
    '/bff/session',
    { schema: { response: { 200: SessionSchema } } },
    async (request, reply): Promise<BffSession> => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      return {
        loggedIn: session !== null,
        clientId: session?.clientId ?? '',
        userInfo: session?.userInfo ?? null,
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
