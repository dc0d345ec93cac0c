/**
 * Probes for an orchestrator: `GET /healthz` (the process is up: liveness) and `GET /readyz`
 * (this replica can serve: readiness). Both are GETs without user data, so they need no
 * anti-forgery header; neither is ever cached, and neither is refused under load.
 *
 * Readiness means "can serve", not "the upstream is up": with the upstream briefly down or its
 * circuit open, a replica still serves cached pages and the unrendered ones, and taking every
 * replica out of the balancer would serve nothing at all. Nor does load make a replica unready
 * (it sheds what it cannot do itself). It goes 503 only before the replica has warmed up, and
 * while it drains for shutdown (the draining hook in app.ts answers for it). The upstream's state is reported beside it, for
 * whoever reads the probe.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { calls } from '@portal/shared';

const Envelope = Type.Object({ code: Type.Integer(), msg: Type.String() });
const Readiness = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  /** `ok`, `unreachable`, `answered 5xx`, or the circuit's state when it is not closed. */
  upstream: Type.String(),
});
/** A cheap public upstream call; any answer below 500 means the upstream is reachable. */
const READY_PROBE = calls.getSystemStatistic.path;
const READY_TIMEOUT_MS = 1000;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: Envelope } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, msg: 'ok' };
  });

  /** What the upstream looks like from here (never decides readiness). */
  async function upstreamState(): Promise<string> {
    const circuit = app.breaker.current;
    if (circuit !== 'closed') return `circuit ${circuit}`;
    try {
      const res = await app.upstream.request({
        method: 'GET',
        path: READY_PROBE,
        timeoutMs: READY_TIMEOUT_MS,
      });
      res.body.resume();
      return res.statusCode >= 500 ? `answered ${res.statusCode}` : 'ok';
    } catch {
      return 'unreachable';
    }
  }

  app.get(
    '/readyz',
    { schema: { response: { 200: Readiness, 503: Envelope } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Still warming up (the server listens only after, unless start-up ran past its limit).
      if (!app.warmUp.done) return reply.code(503).send({ code: 503, msg: 'warming up' });
      const upstream = await upstreamState();
      if (upstream !== 'ok') request.log.warn({ upstream }, 'ready, upstream not answering');
      return { code: 200, msg: 'ready', upstream };
    },
  );
}
