/**
 * The overload section's traffic, on loopback only: one address floods the most expensive
 * anonymous requests a stranger can make (renders busted with made-up parameters, detail pages of
 * made-up ids, availability of made-up doctors) while a visitor on another loopback address
 * browses at a human pace, and readiness and the upstream breaker are watched. Bounded in time
 * and in connections; it stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

export const ATTACKER_ADDRESS = '127.0.0.2';
export const VISITOR_ADDRESS = '127.0.0.3';

const CSRF = { 'x-csrf': '1' };

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One GET from `localAddress`; a socket error or a timeout is status 0. */
function get(
  url: string,
  agent: Agent,
  localAddress: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, localAddress, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end();
  });
}

const rand = () => randomBytes(6).toString('hex');
const randomDoctor = () => `D${Math.floor(Math.random() * 1e9)}`;

/** The flood's requests, in turn: each asks for something nobody asked for before. */
const ATTACKS: { kind: string; path: () => string; headers?: Record<string, string> }[] = [
  { kind: 'doctor list, new keyword', path: () => `/doctor/list?keyword=${rand()}` },
  { kind: 'news list, made-up parameter', path: () => `/news/list?x=${rand()}` },
  { kind: 'doctor page, made-up id', path: () => `/doctor/${randomDoctor()}` },
  { kind: 'home, made-up parameter', path: () => `/?utm_source=${rand()}` },
  { kind: 'clinic list, new page', path: () => `/hospital/list?page=${2 + (Date.now() % 5000)}` },
  {
    kind: 'availability, made-up doctors',
    path: () => `/bff/availability?doctorIds=${Array.from({ length: 12 }, randomDoctor).join(',')}`,
    headers: CSRF,
  },
];

export interface FloodResult {
  requests: number;
  seconds: number;
  /** Answers by status code (0: socket error or timeout). */
  byStatus: Record<string, number>;
}

/** `connections` loops asking in turn until `seconds` have passed. */
export async function flood(
  base: string,
  opts: { connections: number; seconds: number },
): Promise<FloodResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const byStatus: Record<string, number> = {};
  let requests = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) {
        const attack = ATTACKS[turn++ % ATTACKS.length]!;
        const res = await get(base + attack.path(), agent, ATTACKER_ADDRESS, attack.headers);
        requests += 1;
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return { requests, seconds: (performance.now() - started) / 1000, byStatus };
}

export interface VisitResult {
  requests: number;
  ok: number;
  /** Latencies in ms, sorted. */
  latencies: number[];
  /** Answers that were not 200, by `status path`. */
  failures: Record<string, number>;
}

/** What a visitor does, one request every `everyMs`, in turn. */
const VISITS: { path: string; headers?: Record<string, string> }[] = [
  { path: '/' },
  { path: '/doctor/D1001' },
  { path: '/news/list' },
  { path: '/api/news/getHotNewsList', headers: CSRF },
  { path: '/api/ask/getIllnessCategory', headers: CSRF },
];

export async function browse(
  base: string,
  opts: { everyMs: number; until: () => boolean },
): Promise<VisitResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const result: VisitResult = { requests: 0, ok: 0, latencies: [], failures: {} };
  const pending: Promise<void>[] = [];
  let turn = 0;
  while (!opts.until()) {
    const visit = VISITS[turn++ % VISITS.length]!;
    pending.push(
      get(base + visit.path, agent, VISITOR_ADDRESS, {
        accept: visit.headers ? 'application/json' : 'text/html',
        ...visit.headers,
      }).then((res) => {
        result.requests += 1;
        result.latencies.push(res.ms);
        if (res.status === 200) result.ok += 1;
        else {
          const key = `${res.status} ${visit.path}`;
          result.failures[key] = (result.failures[key] ?? 0) + 1;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, opts.everyMs));
  }
  await Promise.all(pending);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}

export interface Watch {
  readyPolls: number;
  readyFailures: number;
  /** Samples of the breaker gauge that were not 0 (closed), over every BFF watched. */
  breakerNotClosed: number;
  stop(): Promise<void>;
}

/** Polls `/readyz` and `/metrics` of each BFF directly, once a second. */
export function watch(bffs: string[]): Watch {
  const agent = new Agent({ keepAlive: true });
  const state = { readyPolls: 0, readyFailures: 0, breakerNotClosed: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        bffs.map(async (base) => {
          const ready = await get(`${base}/readyz`, agent, '127.0.0.1', {}, 5000);
          state.readyPolls += 1;
          if (ready.status !== 200) state.readyFailures += 1;
          const metrics = await get(`${base}/metrics`, agent, '127.0.0.1', {}, 5000);
          const circuit = /^bff_upstream_circuit_state (\d)/m.exec(metrics.body)?.[1];
          if (circuit !== '0') state.breakerNotClosed += 1;
        }),
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return {
    get readyPolls() {
      return state.readyPolls;
    },
    get readyFailures() {
      return state.readyFailures;
    },
    get breakerNotClosed() {
      return state.breakerNotClosed;
    },
    async stop() {
      running = false;
      await loop;
      agent.destroy();
    },
  };
}

/** A page nobody asked for yet, from the visitor's address: whether it came rendered, and when. */
export async function freshPage(base: string): Promise<{ rendered: boolean; ms: number }> {
  const agent = new Agent();
  const res = await get(`${base}/news/list?keyword=${rand()}`, agent, VISITOR_ADDRESS, {
    accept: 'text/html',
  });
  agent.destroy();
  return { rendered: res.status === 200 && res.body.includes('data-ssr="1"'), ms: res.ms };
}
