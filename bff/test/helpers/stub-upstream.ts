/**
 * A real HTTP upstream on a free loopback port that records exactly what it received (method,
 * URL, raw headers, body bytes) and answers with whatever the test's handler says.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Received {
  method: string;
  url: string;
  /** Header names lower-cased, every occurrence kept. */
  rawHeaders: [string, string][];
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type StubAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string | string[]> }
  | { status?: number; text: string | Buffer; headers?: Record<string, string | string[]> }
  | { reset: true }
  | { delayMs: number; then: StubAnswer };

type StubHandler = (req: Received) => StubAnswer | undefined;

export interface StubUpstream {
  url: string;
  received: Received[];
  /** Request body bytes seen so far (counted as they arrive). */
  bytesSeen: number;
  /** Requests received and not yet answered, and the most there were at once since `reset()`. */
  inFlight: number;
  peakInFlight: number;
  /** Which paths `inFlight` counts (every path unless set). */
  countsInFlight: (path: string) => boolean;
  /** Answers for a path (without query), used before the fallback handler. */
  routes: Map<string, StubHandler>;
  fallback: StubHandler;
  reset(): void;
  close(): Promise<void>;
}

export function headerValues(r: Received, name: string): string[] {
  return r.rawHeaders.filter(([n]) => n === name.toLowerCase()).map(([, v]) => v);
}

export async function startStubUpstream(): Promise<StubUpstream> {
  const sockets = new Set<Socket>();
  const stub: StubUpstream = {
    url: '',
    received: [],
    bytesSeen: 0,
    inFlight: 0,
    peakInFlight: 0,
    countsInFlight: () => true,
    routes: new Map(),
    fallback: () => ({ json: { code: 200, msg: 'success', data: null } }),
    reset() {
      stub.received.length = 0;
      stub.bytesSeen = 0;
      stub.peakInFlight = stub.inFlight;
      stub.countsInFlight = () => true;
      stub.routes.clear();
      stub.fallback = () => ({ json: { code: 200, msg: 'success', data: null } });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  async function answer(res: ServerResponse, a: StubAnswer): Promise<void> {
    if ('reset' in a) {
      res.socket?.destroy();
      return;
    }
    if ('delayMs' in a) {
      await new Promise((r) => setTimeout(r, a.delayMs));
      if (res.destroyed || res.socket?.destroyed) return;
      return answer(res, a.then);
    }
    const body = 'json' in a ? JSON.stringify(a.json) : a.text;
    res.statusCode = a.status ?? 200;
    if ('json' in a) res.setHeader('content-type', 'application/json; charset=utf-8');
    for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
    res.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      chunks.push(c);
      stub.bytesSeen += c.length;
    });
    req.on('end', () => {
      const rawHeaders: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        rawHeaders.push([String(req.rawHeaders[i]).toLowerCase(), String(req.rawHeaders[i + 1])]);
      }
      const received: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      stub.received.push(received);
      const path = received.url.split('?')[0] ?? '';
      if (stub.countsInFlight(path)) {
        stub.inFlight += 1;
        stub.peakInFlight = Math.max(stub.peakInFlight, stub.inFlight);
        res.once('close', () => {
          stub.inFlight -= 1;
        });
      }
      const handler = stub.routes.get(path) ?? stub.fallback;
      const a = handler(received) ?? stub.fallback(received) ?? { json: { code: 200, msg: 'ok' } };
      void answer(res, a);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
