/**
 * `GET /metrics`: Prometheus text format (process and Node.js runtime series; requests by route and status, upstream latency and
 * outcomes, micro-cache results, circuit state, page views, refusals). Counts only, no user data,
 * but they tell anyone how the portal is doing (logins, bookings, the breaker), so it is not for
 * the public: with METRICS_PORT it is served on that port alone (a plain HTTP server of its own on
 * HOST, started when the app listens), else on PORT to the addresses in METRICS_ALLOW only
 * (loopback by default; anyone else gets 404, as if there were nothing).
 */
import { createServer, type Server } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { say } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';

/** METRICS_ALLOW as a list node:net can check an address against. */
function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether `ip` is on the list (an IPv4 address written as IPv6 is checked as IPv4). */
function allowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return list.check(mapped[1]!, 'ipv4');
  return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

export default async function metricsRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const { config } = opts;
  const port = config.metricsPort;
  if (port !== undefined) {
    let server: Server | undefined;
    app.addHook('onListen', async () => {
      server = createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || path !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
          return;
        }
        app.metrics.render().then(
          (text) => {
            res
              .writeHead(200, {
                'content-type': app.metrics.contentType,
                'cache-control': 'no-store',
              })
              .end(text);
          },
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, config.host, () => resolve());
      });
      app.log.info({ port }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise((resolve) => server!.close(resolve));
    });
    return;
  }
  const allow = allowList(config.metricsAllow);
  app.get('/metrics', async (request, reply) => {
    if (!allowed(allow, request.ip)) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({
          code: 404,
          msg: say('notFound', localeOfRequest(request)),
        });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.render());
  });
}
