/**
 * `app.upstream`: the one upstream client (lib/upstream/client.ts), built from the config (its
 * two lanes of connections, the wait for one, the deadlines of streams), with the answer boundary
 * that counts and logs drift, and closed with the app. `app.streamDeadlines` bounds uploads the
 * same way as downloads.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { AnswerBoundary } from '../../lib/upstream/answer-boundary';
import { UpstreamClient } from '../../lib/upstream/client';
import type { StreamDeadlines } from '../../lib/upstream/dispatch';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    streamDeadlines: StreamDeadlines;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (!opts.config.upstreamUrl) throw new Error('upstreamUrl is not configured');
    const { config } = opts;
    const deadlines: StreamDeadlines = {
      stallMs: config.streamStallMs,
      totalMs: config.streamTotalMs,
    };
    const client = new UpstreamClient(config.upstreamUrl, {
      timeoutMs: config.upstreamTimeoutMs,
      connections: config.upstreamConnections,
      fileConnections: config.upstreamFileConnections,
      queueTimeoutMs: config.upstreamQueueTimeoutMs,
      stream: deadlines,
    });
    for (const lane of ['api', 'files'] as const) {
      app.metrics?.gauge(
        `bff_upstream_${lane}_connections_in_use`,
        `Upstream connections in use for ${lane === 'api' ? 'API calls' : 'file streams'}.`,
        () => client.laneState(lane).inUse,
      );
      app.metrics?.gauge(
        `bff_upstream_${lane}_waiting`,
        `Requests waiting for an upstream connection for ${lane === 'api' ? 'API calls' : 'file streams'}.`,
        () => client.laneState(lane).queued,
      );
    }
    // Drift (answers that do not fit their call's schema) is counted and logged once per call
    // and field path; the answer itself is still handed on.
    const warned = new Set<string>();
    client.useBoundary(
      new AnswerBoundary({
        drift(call, path) {
          app.metrics?.drift.inc(call, path);
          const key = `${call} ${path}`;
          if (warned.has(key) || warned.size >= 1000) return;
          warned.add(key);
          app.log.warn({ call, path }, 'upstream answer does not fit the call schema');
        },
      }),
    );
    app.decorate('upstream', client);
    app.decorate('streamDeadlines', deadlines);
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'upstream' },
);
