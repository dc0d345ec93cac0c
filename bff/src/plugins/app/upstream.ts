/**
 * `app.upstream`: the one upstream client (lib/upstream-client.ts), built from the config, with
 * the answer boundary that counts and logs drift, and closed with the app.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { AnswerBoundary } from '../../lib/answer-boundary';
import { UpstreamClient } from '../../lib/upstream-client';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (!opts.config.upstreamUrl) throw new Error('upstreamUrl is not configured');
    const client = new UpstreamClient(opts.config.upstreamUrl, {
      timeoutMs: opts.config.upstreamTimeoutMs,
      connections: opts.config.upstreamConnections,
    });
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
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'upstream' },
);
