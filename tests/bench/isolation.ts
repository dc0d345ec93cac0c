/**
 * The isolation section's traffic, on loopback only and bounded in time: readers that never read
 * a large file while a visitor on another address reads and logs in; a crawler taking detail pages
 * at a steady pace on an idle portal; and the first requests a freshly started BFF gets.
 */
import { execFile } from 'node:child_process';
import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { detailOf, recordRequest } from '../../bff/test/helpers/own-title';

/** A large public file, served by the stand-in upstream of the stalled-reader run. */
const BIG_FILE = Buffer.alloc(8 * 1024 * 1024, 0xaa);
export const BIG_FILE_PATH = '/files/seed/brochure.jpg';

/**
 * An upstream answering the two calls the visitor makes and serving the large file: the figure
 * is the BFF's own isolation, not the demo upstream's speed.
 */
export async function startFileUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (path === BIG_FILE_PATH) {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': BIG_FILE.length });
        res.end(BIG_FILE);
        return;
      }
      const body =
        path === '/api/user/login'
          ? { code: 200, msg: 'ok', token: `t-${Math.random()}`, data: { clientid: 'CL0001' } }
          : { code: 200, msg: 'ok', data: [{ codeid: '1', codedesc: '內科' }] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Opens `count` GETs of the file spread over `addresses`, none of which ever reads its answer. */
export function stalledReaders(site: string, count: number, addresses: string[]): Socket[] {
  const { hostname, port } = new URL(site);
  return Array.from({ length: count }, (_, i) => {
    const socket = connect({
      host: hostname,
      port: Number(port),
      localAddress: addresses[i % addresses.length],
    });
    socket.on('error', () => undefined);
    socket.write(`GET ${BIG_FILE_PATH} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    socket.pause();
    return socket;
  });
}

/** One call from `localAddress`: its status and time (0 for a socket error or a timeout). */
export function call(
  url: string,
  localAddress: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { origin } = new URL(url);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        localAddress,
        agent: callAgent,
        timeout: 30_000,
        headers: {
          'x-csrf': '1',
          origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}
const callAgent = new Agent({ keepAlive: true, maxSockets: 4 });

/** A gauge's value from the BFF's `/metrics`. */
export async function gauge(site: string, name: string): Promise<number> {
  const text = await (await fetch(`${site}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

/** The record a detail page shows, read through the portal API (from the bench's own address). */
export async function readRecord(site: string, path: string): Promise<unknown> {
  const req = recordRequest(path);
  const res = await fetch(`${site}${req.url}`, {
    method: req.method,
    headers: { 'x-csrf': '1', origin: site, 'content-type': 'application/json' },
    ...(req.body ? { body: JSON.stringify(req.body) } : {}),
  });
  if (!res.ok) return undefined;
  return ((await res.json()) as { data?: unknown }).data;
}

/** The server's sockets to the readers, as the kernel holds them. */
export interface ReaderSockets {
  /** Open and still sending: established with bytes queued for a reader that reads nothing. */
  streaming: number;
  /** Open (established), streaming or idle. */
  open: number;
  /** Closed by the server but still held by the kernel (FIN-WAIT, LAST-ACK...), and their bytes. */
  closing: number;
  queuedBytes: number;
}

const execFileAsync = promisify(execFile);

/**
 * The server's sockets on `port` whose peer address matches `peer`, counted with `ss` (iproute2);
 * null where `ss` is missing.
 */
export async function readerSockets(port: number, peer: RegExp): Promise<ReaderSockets | null> {
  let out: string;
  try {
    ({ stdout: out } = await execFileAsync('ss', ['-Htn', 'state', 'all', `( sport = :${port} )`]));
  } catch {
    return null;
  }
  const counts: ReaderSockets = { streaming: 0, open: 0, closing: 0, queuedBytes: 0 };
  for (const line of out.split('\n')) {
    // State, Recv-Q, Send-Q, local address:port, peer address:port
    const [state, , sendQ, , remote] = line.trim().split(/\s+/);
    const address = remote?.replace(/:\d+$/, '').replace(/^\[(?:::ffff:)?|\]$/g, '');
    if (!state || !address || !peer.test(address)) continue;
    const queued = Number(sendQ) || 0;
    if (state === 'ESTAB') {
      counts.open += 1;
      if (queued > 0) counts.streaming += 1;
    } else {
      counts.closing += 1;
      counts.queuedBytes += queued;
    }
  }
  return counts;
}

/** Detail pages from the sitemap, every kind in turn. */
export async function detailPaths(site: string): Promise<string[]> {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const byKind = new Map<string, string[]>();
  for (const m of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(m[1]!).pathname;
    const found = detailOf(path);
    if (!found) continue;
    // Every record's own page (no lists, no sub-pages), in both scripts.
    const kind = `${path.startsWith('/zh-cn/') ? 'hans' : 'hant'} ${found.detail.kind}`;
    const list = byKind.get(kind) ?? [];
    if (!list.includes(path)) list.push(path);
    byKind.set(kind, list);
  }
  const mixed: string[] = [];
  const longest = Math.max(0, ...[...byKind.values()].map((l) => l.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of byKind.values()) if (list[i]) mixed.push(list[i]!);
  }
  return mixed;
}

/** A page GET from `localAddress`: status and body. */
export async function page(
  url: string,
  localAddress: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request(url, { localAddress, agent: callAgent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end();
  });
}
