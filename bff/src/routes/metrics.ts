/**
 * `GET /metrics`: Prometheus text format (process and Node.js runtime series; requests by route and status, upstream latency and
 * outcomes, micro-cache results, circuit state, page views, refusals). Counts only: no user data,
 * so no anti-forgery header; keep it off the public internet at the load balancer if wanted.
 */
import type { FastifyInstance } from 'fastify';

export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.render());
  });
}
