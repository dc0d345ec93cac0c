/**
 * Budgets for the work an anonymous request can make expensive, so one address cannot take the
 * portal from everyone else:
 *
 * - `app.budgets.render`: uncached page renders per client address, held to only while renders
 *   are contended (the gate full or queueing, or the address far above its share); past it the
 *   page is served from the HTML cache or unrendered under its record's head (routes/pages.ts);
 * - `app.budgets.lookup`: `/bff/availability` and `/bff/doctors` per client address (429 past it);
 * - `app.budgets.publicRead`: public `/api` reads the micro-cache cannot answer, per client
 *   address (429 past it), so made-up search words cannot turn into upstream calls without end;
 * - `app.budgets.pushSubscribe`: push subscriptions per client (not address): a few at once,
 *   then so many a minute (429 past it);
 * - `app.renderGate`: renders at once across the process, with a short queue; past it, as past
 *   the address's budget.
 *
 * Per-address budgets live in Redis when REDIS_URL is set, so replicas share them.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { RenderGate } from '../../lib/render/gate';
import {
  MemoryBudget,
  RedisBudget,
  type Budget,
  type BudgetOptions,
} from '../../lib/limits/budgets';

/** Header carrying `app.budgets.internalKey` on the server render's own requests. */
export const INTERNAL_HEADER = 'x-bff-internal';

/** Push subscriptions per client: a browser subscribes once; a page reload may again. */
const PUSH_SUBSCRIBE_BUDGET: BudgetOptions = { burst: 5, perMinute: 10 };

declare module 'fastify' {
  interface FastifyInstance {
    budgets: {
      render: Budget;
      lookup: Budget;
      publicRead: Budget;
      pushSubscribe: Budget;
      /** Marks the server render's own requests to the BFF (`INTERNAL_HEADER`): never budgeted. */
      internalKey: string;
    };
    renderGate: RenderGate;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const onError = (err: unknown) =>
      app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'budget redis');
    const buckets = (name: string, options: BudgetOptions): Budget =>
      app.redis
        ? new RedisBudget(app.redis, `bff-budget:${name}`, options, onError)
        : new MemoryBudget(options);
    app.decorate('budgets', {
      render: buckets('render', {
        burst: config.renderBudgetBurst,
        perMinute: config.renderBudgetPerMin,
      }),
      lookup: buckets('lookup', {
        burst: config.lookupBudgetBurst,
        perMinute: config.lookupBudgetPerMin,
      }),
      publicRead: buckets('public-read', {
        burst: config.publicReadBudgetBurst,
        perMinute: config.publicReadBudgetPerMin,
      }),
      pushSubscribe: buckets('push-subscribe', PUSH_SUBSCRIBE_BUDGET),
      internalKey: randomUUID(),
    });
    const gate = new RenderGate(config.renderConcurrency, config.renderQueue);
    app.decorate('renderGate', gate);
    app.metrics.gauge('bff_renders_in_progress', 'Server renders running now.', () => gate.busy);
    app.metrics.gauge(
      'bff_renders_queued',
      'Server renders waiting for a place.',
      () => gate.queued,
    );
  },
  { name: 'budgets', dependencies: ['redis', 'metrics'] },
);
