/**
 * The upstream's circuit breaker and latency metrics, hung on the upstream client: while the
 * circuit is open every upstream call fails fast with a 503 and `Retry-After` (pages fall back to
 * their list redirect, the micro-cache keeps serving stale entries) instead of piling requests
 * onto a dead or drowning upstream. `app.breaker` is read by `/readyz` and `/metrics`.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { BREAKER_STATE_VALUE, CircuitBreaker } from '../../lib/circuit-breaker';
import { UpstreamError, type UpstreamFaultKind } from './upstream';

declare module 'fastify' {
  interface FastifyInstance {
    breaker: CircuitBreaker;
  }
}

function isFailure(outcome: number | UpstreamFaultKind): boolean {
  return typeof outcome === 'number' ? outcome >= 500 : outcome !== 'bad-response';
}

/** Status classes as constant strings: no label text is built per upstream answer. */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

function outcomeLabel(outcome: number | UpstreamFaultKind): string {
  if (typeof outcome !== 'number') return outcome;
  return STATUS_CLASSES[Math.floor(outcome / 100)] ?? `${Math.floor(outcome / 100)}xx`;
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const breaker = new CircuitBreaker({
      threshold: config.breakerThreshold,
      windowMs: config.breakerWindowMs,
      cooldownMs: config.breakerCooldownMs,
      onChange: (state) => app.log.warn({ state }, `upstream circuit ${state}`),
    });
    app.decorate('breaker', breaker);
    const { metrics } = app;
    metrics.gauge(
      'bff_upstream_circuit_state',
      'Upstream circuit breaker: 0 closed, 1 half-open, 2 open.',
      () => BREAKER_STATE_VALUE[breaker.current],
    );

    app.upstream.observe({
      admit() {
        if (!breaker.tryPass()) {
          metrics.upstreamOutcomes.inc('circuit-open');
          throw new UpstreamError('circuit-open', undefined, breaker.retryAfterS());
        }
      },
      settle(outcome, ms) {
        metrics.upstreamDuration.observeMs(ms);
        metrics.upstreamOutcomes.inc(outcomeLabel(outcome));
        if (isFailure(outcome)) breaker.failure();
        else breaker.success();
      },
    });
  },
  { name: 'breaker', dependencies: ['upstream', 'metrics'] },
);
