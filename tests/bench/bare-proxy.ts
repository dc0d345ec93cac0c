/**
 * The bare pass-through the BFF is compared with: Fastify and `@fastify/http-proxy` forwarding
 * `/api/*` to `UPSTREAM_URL`, with nothing else (no logging, no session, no checks). Prints
 * `PROXY_URL=<url>` when listening.
 */
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const upstream = process.env.UPSTREAM_URL;
if (!upstream) throw new Error('bare-proxy: UPSTREAM_URL is required');

const app = Fastify({ logger: false });
await app.register(proxy, { upstream, prefix: '/api', rewritePrefix: '/api' });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`PROXY_URL=${address}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
