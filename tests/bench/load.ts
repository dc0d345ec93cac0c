/** Load generation with autocannon against 127.0.0.1: closed-loop throughput and fixed-rate latency. */
import autocannon, { type Options, type Result } from 'autocannon';

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface Run {
  /** Successful (2xx) responses per second over the round. */
  rps: number;
  /** Responses that were not 2xx, plus socket errors and timeouts. */
  bad: number;
  total: number;
  /** Latencies of every response, in ms with sub-millisecond precision, sorted. */
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function p(run: Run, pct: number): number {
  return percentile(run.latencies, pct);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One autocannon round. Latencies come from autocannon's `response` event, which carries the
 * hrtime duration; its own histogram rounds to whole milliseconds, too coarse for a 1 ms target.
 */
export function round(target: Target, opts: Omit<Options, 'url'>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url: target.url, headers: target.headers, timeout: 10, ...opts },
      (err: Error | null, result: Result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const ok = result['2xx'];
        resolve({
          rps: ok / result.duration,
          bad: result.non2xx + result.errors + result.timeouts,
          total: ok + result.non2xx,
          latencies,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
      if (status >= 200 && status < 300) latencies.push(time);
    });
  });
}

export interface Comparison {
  a: Run[];
  b: Run[];
  /** Per-round b/a throughput ratios and their median. */
  ratios: number[];
  medianRatio: number;
}

/**
 * Alternating rounds of a and b with the same settings (a, b, a, b, ...; every other pair starts
 * with b so neither side always runs on a warmer machine), after one short warm-up of each.
 */
export async function alternate(
  a: Target,
  b: Target,
  opts: { rounds: number; seconds: number; connections: number; warmupSeconds?: number },
): Promise<Comparison> {
  const settings = { connections: opts.connections, duration: opts.seconds };
  const warm = { connections: opts.connections, duration: opts.warmupSeconds ?? 1 };
  await round(a, warm);
  await round(b, warm);
  const runsA: Run[] = [];
  const runsB: Run[] = [];
  for (let i = 0; i < opts.rounds; i += 1) {
    if (i % 2 === 0) {
      runsA.push(await round(a, settings));
      runsB.push(await round(b, settings));
    } else {
      runsB.push(await round(b, settings));
      runsA.push(await round(a, settings));
    }
  }
  const ratios = runsA.map((run, i) => runsB[i]!.rps / run.rps);
  return { a: runsA, b: runsB, ratios, medianRatio: median(ratios) };
}

export interface LatencyComparison {
  rate: number;
  a: { p50: number; p99: number; bad: number };
  b: { p50: number; p99: number; bad: number };
  addedP50: number;
  addedP99: number;
}

/**
 * A fixed, evenly spaced request rate. autocannon's `overallRate` paces each connection with its
 * own interval timer, all started at once, so with N connections the requests leave in bursts of
 * N and the figure measures queueing behind the burst, not the proxy. Here `streams` autocannon
 * instances of one connection each run at rate/streams, started 1/rate apart, so requests leave
 * every 1/rate seconds.
 */
export async function paced(
  target: Target,
  rate: number,
  streams: number,
  seconds: number,
): Promise<Run> {
  const gapMs = 1000 / rate;
  const runs = await Promise.all(
    Array.from({ length: streams }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * gapMs));
      return round(target, { connections: 1, overallRate: rate / streams, duration: seconds });
    }),
  );
  const latencies = runs.flatMap((r) => r.latencies).sort((x, y) => x - y);
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0),
    bad: runs.reduce((n, r) => n + r.bad, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    latencies,
  };
}

/**
 * Fixed-rate latency, alternating rounds of a and b, then the median over rounds of each side's
 * p50 and p99; "added" is b minus a.
 */
export async function latencyAtRate(
  a: Target,
  b: Target,
  opts: { rate: number; rounds: number; seconds: number; streams: number },
): Promise<LatencyComparison> {
  await paced(a, opts.rate, opts.streams, 1);
  await paced(b, opts.rate, opts.streams, 1);
  const runsA: Run[] = [];
  const runsB: Run[] = [];
  for (let i = 0; i < opts.rounds; i += 1) {
    const order: [Target, Run[]][] =
      i % 2 === 0
        ? [
            [a, runsA],
            [b, runsB],
          ]
        : [
            [b, runsB],
            [a, runsA],
          ];
    for (const [target, runs] of order) {
      runs.push(await paced(target, opts.rate, opts.streams, opts.seconds));
    }
  }
  const summary = (runs: Run[]) => ({
    p50: median(runs.map((run) => p(run, 50))),
    p99: median(runs.map((run) => p(run, 99))),
    bad: runs.reduce((n, run) => n + run.bad, 0),
  });
  const sa = summary(runsA);
  const sb = summary(runsB);
  return { rate: opts.rate, a: sa, b: sb, addedP50: sb.p50 - sa.p50, addedP99: sb.p99 - sa.p99 };
}
