/**
 * Stub upstream for the proxy benchmarks, run as its own process so it never shares an event loop
 * with the load generator or the BFF. Plain node:http, a fixed service time (`DELAY_MS`, default
 * 10), and counters the bench reads from `GET /__stats`: sockets opened (`connection` events) and
 * requests per path+query. `POST /__reset` zeroes them.
 *
 * It listens on two ports with the same handler: `direct` for the load generator and `bff` for the
 * BFF, so the sockets the BFF opens are counted apart from autocannon's. Prints
 * `STUB_URLS=<direct> <bff>` when both listen.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const delayMs = Number(process.env.DELAY_MS ?? '10');

// A real record (captured from the embedded upstream) so the BFF renders detail HTML from it as
// it would in production.
const body = JSON.stringify(
  JSON.parse(readFileSync(new URL('./fixtures/doctor-D1001.json', import.meta.url), 'utf8')),
);

type Stats = { connections: number; requests: number; byKey: Record<string, number> };
const fresh = (): Stats => ({ connections: 0, requests: 0, byKey: {} });
const stats: Record<'direct' | 'bff', Stats> = { direct: fresh(), bff: fresh() };

const handler = (name: 'direct' | 'bff') => (req: IncomingMessage, res: ServerResponse) => {
  if (req.url === '/__stats') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(stats));
    return;
  }
  if (req.url === '/__reset' && req.method === 'POST') {
    stats.direct = fresh();
    stats.bff = fresh();
    res.end('{}');
    return;
  }
  const own = stats[name];
  own.requests += 1;
  const key = req.url ?? '';
  own.byKey[key] = (own.byKey[key] ?? 0) + 1;
  // Drain any request body before answering so keep-alive sockets stay reusable.
  req.resume();
  req.on('end', () => {
    const send = () => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  });
};
function listen(name: 'direct' | 'bff'): Promise<{ server: Server; url: string }> {
  const server = createServer(handler(name));
  server.on('connection', () => {
    stats[name].connections += 1;
  });
  // Keep idle sockets open across the bench's pauses so every new socket is the client's choice.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

const direct = await listen('direct');
const viaBff = await listen('bff');
console.log(`STUB_URLS=${direct.url} ${viaBff.url}`);
process.on('SIGTERM', () => {
  direct.server.close();
  viaBff.server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
