/**
 * `GET /metrics`: Prometheus text format (requests by route and status, upstream latency and
 * outcomes, micro-cache results, circuit state, page views, refusals). Counts only: no user data,
 * so no anti-forgery header; keep it off the public internet at the load balancer if wanted.
 */
import type { FastifyInstance } from 'fastify';

export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(app.metrics.render());
  });
}
