/**
 * The upstream's circuit breaker and latency metrics, hung on the upstream client: while the
 * circuit is open every upstream call fails fast with a 503 and `Retry-After` (pages fall back to
 * their list redirect, the micro-cache keeps serving stale entries) instead of piling requests
 * onto a dead or drowning upstream. `app.breaker` is read by `/readyz` and `/metrics`.
 *
 * Only the upstream's own faults count against it: refused or reset connections, 5xx, and
 * timeouts while this process's event loop is on time. A timeout that fires while the loop is
 * running late (the BFF itself overloaded: its timers fire late, and an answer may sit unread on
 * its socket) says nothing about the upstream, so the BFF's own load never opens the circuit.
 * Nor does a timeout of a deadline the BFF set itself, shorter than UPSTREAM_TIMEOUT_MS (a page
 * render's or a look-up's budget): many visitors' look-ups giving up early never open the
 * circuit for everyone.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { BREAKER_STATE_VALUE, CircuitBreaker } from '../../lib/upstream/circuit-breaker';
import { LoopLag } from '../../lib/upstream/loop-lag';
import { UpstreamError, type UpstreamFaultKind } from '../../lib/upstream/types';

declare module 'fastify' {
  interface FastifyInstance {
    breaker: CircuitBreaker;
    /** Whether this process's event loop is running late (see lib/upstream/loop-lag.ts). */
    loopLag: LoopLag;
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
    const lag = new LoopLag({ toleranceMs: config.breakerLagToleranceMs });
    lag.start();
    app.decorate('loopLag', lag);
    app.addHook('onClose', async () => lag.stop());
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
      settle(outcome, ms, ownDeadline) {
        metrics.upstreamDuration.observeMs(ms);
        metrics.upstreamOutcomes.inc(outcomeLabel(outcome));
        if (outcome === 'timeout' && ownDeadline) {
          metrics.excusedTimeouts.inc('own-deadline');
          return;
        }
        // `ms` ago the attempt started: was the loop late at any point while it waited?
        if (outcome === 'timeout' && lag.laggedSince(performance.now() - ms)) {
          metrics.excusedTimeouts.inc('loop-lag');
          return;
        }
        if (isFailure(outcome)) breaker.failure();
        else breaker.success();
      },
    });
  },
  { name: 'breaker', dependencies: ['upstream', 'metrics'] },
);
