/**
 * `app.metrics`: the Prometheus series of the BFF, and the hook that counts every answered
 * request by route (the upstream call's name for `/api`, so labels stay bounded) and status.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findCallByPath } from '@portal/shared';
import { BffMetrics } from '../../lib/observability/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BffMetrics;
  }
}

function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'not-found';
  if (route === '/api/*') {
    const url = request.url;
    const q = url.indexOf('?');
    return findCallByPath(q < 0 ? url : url.slice(0, q)) ?? 'api-unknown';
  }
  if (route === '/*') return 'page';
  return route;
}

export default fp(
  async (app) => {
    const metrics = new BffMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requests.inc(routeLabel(request), reply.statusCode);
      done();
    });
  },
  { name: 'metrics' },
);
