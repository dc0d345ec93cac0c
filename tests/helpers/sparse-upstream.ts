/**
 * A stub portal API that answers every catalogue call from tests/fixtures/sparse-upstream.ts
 * (only the fields the specification names). It records each request it received, so a test can
 * check what the BFF sent, and a test may override one call's answer (e.g. to leave out a field
 * the schema requires). Paths outside the catalogue answer 404 and are listed in `unknown`. For the
 * calls that name their client (`clientIdParams` in the catalogue) it records what each of those
 * parameters carried, as a real portal API would read them.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CLIENT_ID_PARAMS, calls, type CallName } from '@portal/shared';
import { sparseAnswers, SPARSE_TOKEN, type SparseAnswer } from '../fixtures/sparse-upstream';

interface SparseRequest {
  call: CallName;
  method: string;
  url: string;
  token: string | undefined;
  body: string;
  /** The call's declared client-id parameters and what they carried ('' when absent). */
  clientIds: Record<string, string>;
}

/** What each client-id parameter the call declares carried in this request. */
function clientIdsOf(call: CallName, url: string, body: string): Record<string, string> {
  const declared = CLIENT_ID_PARAMS[call];
  if (!declared) return {};
  const out: Record<string, string> = {};
  const query = new URL(url, 'http://stub').searchParams;
  for (const name of declared.query ?? []) out[name] = query.get(name) ?? '';
  let json: Record<string, unknown> = {};
  try {
    json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    // not JSON: nothing named
  }
  for (const name of declared.body ?? []) {
    const v = json[name];
    out[name] = typeof v === 'string' ? v : '';
  }
  return out;
}

export interface SparseUpstream {
  url: string;
  received: SparseRequest[];
  /** Requests to paths that are not catalogue calls. */
  unknown: string[];
  /** Answer `call` with this until `clear()` (the fixture otherwise). */
  override(call: CallName, answer: SparseAnswer): void;
  clear(): void;
  close(): Promise<void>;
}

const byPath = new Map<string, CallName>(
  (Object.keys(calls) as CallName[]).map((name) => [calls[name].path, name]),
);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function startSparseUpstream(): Promise<SparseUpstream> {
  const overrides = new Map<CallName, SparseAnswer>();
  const sockets = new Set<Socket>();
  const received: SparseRequest[] = [];
  const unknown: string[] = [];

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    const call = byPath.get(path);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (!call || calls[call].method !== req.method) {
      unknown.push(`${req.method} ${url}`);
      res.end(JSON.stringify({ code: 404, msg: 'not found' }));
      return;
    }
    const token = req.headers.token as string | undefined;
    received.push({
      call,
      method: req.method,
      url,
      token,
      body,
      clientIds: clientIdsOf(call, url, body),
    });
    if (calls[call].session && token !== SPARSE_TOKEN) {
      res.end(JSON.stringify({ code: 401, msg: '請先登錄' }));
      return;
    }
    const answer = overrides.get(call) ?? sparseAnswers()[call];
    res.end(JSON.stringify({ code: 200, msg: 'success', ...answer.extra, data: answer.data }));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    unknown,
    override: (call, answer) => overrides.set(call, answer),
    clear: () => overrides.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
