/**
 * The upstream client's one transport: a streamed answer (`request`) and a JSON answer read whole
 * (`json`) keep the same timeouts, honour the caller's signal the same way, retry a 503 alike,
 * and are heard by the observers (breaker, metrics) exactly once per attempt.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../../src/lib/upstream/client';
import {
  UpstreamError,
  type UpstreamFaultKind,
  type UpstreamRequest,
} from '../../../src/lib/upstream/types';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let handler: Handler = (_req, res) => res.end();
let client: UpstreamClient;
let heard: (number | UpstreamFaultKind)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new UpstreamClient(`http://127.0.0.1:${port}`, { timeoutMs: 5000, connections: 4 });
  client.observe({ settle: (outcome) => heard.push(outcome) });
});

afterEach(() => {
  heard = [];
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ASK: UpstreamRequest = { method: 'GET', path: '/api/x' };

/** Both ways of asking, so every case runs on each. */
const paths = {
  streamed: async (req: UpstreamRequest) => {
    const res = await client.request(req);
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(chunk as Buffer);
    return { statusCode: res.statusCode, text: Buffer.concat(chunks).toString() };
  },
  buffered: async (req: UpstreamRequest) => {
    const res = await client.json(req);
    return { statusCode: res.statusCode, text: res.raw.toString() };
  },
};

async function fault(p: Promise<unknown>): Promise<UpstreamError> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe.each(Object.entries(paths))('the %s path', (_name, ask) => {
  it('answers what the upstream sent, heard once with its status', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.write('{"code":200,');
      setTimeout(() => res.end('"msg":"ok"}'), 20);
    };
    expect(await ask(ASK)).toEqual({ statusCode: 200, text: '{"code":200,"msg":"ok"}' });
    expect(heard).toEqual([200]);
  });

  it('gives up waiting for headers at its budget: a timeout (504), heard once', async () => {
    handler = () => undefined;
    const started = performance.now();
    const err = await fault(ask({ ...ASK, timeoutMs: 150 }));
    expect(err.kind).toBe('timeout');
    expect(err.statusCode).toBe(504);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(heard).toEqual(['timeout']);
  });

  it("stops at the caller's signal; a signal that timed out counts as a timeout", async () => {
    handler = () => undefined;
    const caller = new AbortController();
    const asked = ask({ ...ASK, signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    expect((await fault(asked)).kind).toBe('unavailable');
    expect((await fault(ask({ ...ASK, signal: AbortSignal.timeout(50) }))).kind).toBe('timeout');
    expect(heard).toEqual(['unavailable', 'timeout']);
  });

  it('asks a GET answered 503 once more, and a POST never', async () => {
    let count = 0;
    handler = (_req, res) => {
      count += 1;
      res.statusCode = count === 1 ? 503 : 200;
      res.end('{"code":200,"msg":"ok"}');
    };
    expect((await ask(ASK)).statusCode).toBe(200);
    expect(heard).toEqual([503, 200]);
    count = 0;
    heard = [];
    expect((await ask({ ...ASK, method: 'POST', body: '{}' })).statusCode).toBe(503);
    expect(heard).toEqual([503]);
  });
});

describe('a streamed answer', () => {
  it('is handed on at its headers and aborted when its reader goes away', async () => {
    let closed!: () => void;
    const upstreamClosed = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => {
      res.on('close', closed);
      res.write(Buffer.alloc(1024, 'a'));
    };
    const res = await client.request(ASK);
    expect(res.statusCode).toBe(200);
    expect(heard).toEqual([200]);
    res.body.destroy();
    await upstreamClosed;
  });

  it('holds back the socket while its reader is behind', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 'b');
    handler = (_req, res) => res.end(big);
    const res = await client.request(ASK);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Unread, the answer waits in the socket, not in this process's memory.
    expect(res.body.readableLength).toBeLessThan(1024 * 1024);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    expect(bytes).toBe(big.length);
  });
});

describe('a streamed answer cut off upstream', () => {
  it('fails its body with the fault and never crashes a reader that only drains it', async () => {
    handler = (_req, res) => {
      res.setHeader('content-length', '100000');
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const drained = await client.request(ASK);
    drained.body.resume();
    const read = await client.request(ASK);
    const err: unknown = await new Promise((resolve) => read.body.on('error', resolve).resume());
    expect(err).toBeInstanceOf(UpstreamError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained.body.destroyed).toBe(true);
  });
});
