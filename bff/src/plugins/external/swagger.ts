/**
 * @fastify/swagger: an OpenAPI 3.1 document built from the schemas of the routes the BFF answers
 * itself (`/bff/*`, the health probes and `/metrics`), served at `/bff/openapi.json` outside
 * production, or in production with OPENAPI=1. The proxied `/api/*` calls are described by the
 * call catalogue in `@portal/shared`, and pages are HTML, so both are left out.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { CSRF_HEADER } from '@portal/shared';

export const OPENAPI_PATH = '/bff/openapi.json';
const OPERATIONS = new Set(['/healthz', '/readyz', '/metrics']);

function documented(url: string): 'bff' | 'operations' | undefined {
  if (url === OPENAPI_PATH) return undefined;
  if (url.startsWith('/bff/')) return 'bff';
  return OPERATIONS.has(url) ? 'operations' : undefined;
}

export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    if (!(opts.config.openapi ?? !opts.config.production)) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'HK TCM portal BFF',
          description:
            'What the BFF answers itself. Every answer is JSON in the `{code,msg}` envelope. ' +
            `Calls under /bff need the anti-forgery header \`${CSRF_HEADER}: 1\` (and, when they ` +
            'change something, an Origin equal to SITE_URL); the session is an httpOnly cookie.',
          version: '1.0.0',
        },
        servers: [{ url: opts.config.siteUrl }],
        tags: [
          { name: 'bff', description: 'Session, settings and look-ups for the single-page app' },
          { name: 'operations', description: 'Probes and metrics for the orchestrator' },
        ],
        components: {
          securitySchemes: {
            antiForgery: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
          },
        },
      },
      // HEAD mirrors every GET; listing both would only double the document.
      exposeHeadRoutes: false,
      transform: ({ schema, url }) => {
        const tag = documented(url);
        const base: FastifySchema = schema ?? {};
        if (!tag) return { schema: { ...base, hide: true }, url };
        return {
          schema: {
            ...base,
            tags: [tag],
            ...(tag === 'bff' && { security: [{ antiForgery: [] }] }),
          },
          url,
        };
      },
    });
    // Registered after the routes it describes are known: the document is built on first call.
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.swagger();
    });
  },
  { name: 'swagger' },
);
