/**
 * Bounded load for the scale test: public GETs through nginx with autocannon (a fixed overall
 * rate, stopped on demand), and signed-in POSTs (a new question each, with a unique title) from
 * a few sequential workers, each outcome recorded so the checks can compare what was answered
 * with what the upstream stored.
 */
import autocannon, { type Result } from 'autocannon';

export const CSRF = { 'x-csrf': '1' };

/** Public reads the SPA makes on its home and list pages (micro-cached and not). */
const PUBLIC_GETS = [
  '/api/news/getHotNewsList?size=5',
  '/api/common/getSystemStatistic',
  '/api/ask/getIllnessCategory',
  '/api/ask/getWebAskList?pageNo=1&pageSize=10',
  '/api/clinic/getRandomClinicList?size=4',
  '/healthz',
];

export interface GetLoad {
  /** Stops the run and resolves with autocannon's result. */
  stop(): Promise<Result>;
}

export function startGetLoad(url: string, rate: number, connections = 8): GetLoad {
  let done!: (result: Result) => void;
  let failed!: (error: Error) => void;
  const finished = new Promise<Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url,
      connections,
      overallRate: rate,
      // Long enough for any check; each check stops it.
      duration: 120,
      timeout: 10,
      requests: PUBLIC_GETS.map((path) => ({ method: 'GET', path, headers: CSRF })),
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  return {
    stop: () => {
      instance.stop();
      return finished;
    },
  };
}

export interface PostOutcome {
  title: string;
  status: number;
  /** The envelope's code, or null when the body was not an envelope. */
  code: number | null;
  msg: string | null;
}

export interface PostLoad {
  stop(): Promise<PostOutcome[]>;
}

/** `workers` loops, each posting one question at a time (`pauseMs` apart) until stopped. */
export function startPostLoad(opts: {
  url: string;
  cookie: string;
  category: string;
  label: string;
  workers?: number;
  pauseMs?: number;
}): PostLoad {
  const outcomes: PostOutcome[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const title = `${opts.label}-${++n}`;
      let outcome: PostOutcome;
      try {
        const res = await fetch(`${opts.url}/api/ask/addAsk`, {
          method: 'POST',
          headers: {
            ...CSRF,
            origin: opts.url,
            cookie: opts.cookie,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            title,
            illnesscategorycode: opts.category,
            note: '擴展測試：同一問題只應記錄一次。',
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        let code: number | null = null;
        let msg: string | null = null;
        try {
          const body = JSON.parse(text) as { code?: unknown; msg?: unknown };
          if (typeof body.code === 'number') code = body.code;
          if (typeof body.msg === 'string') msg = body.msg;
        } catch {
          // not JSON: recorded as such
        }
        outcome = { title, status: res.status, code, msg };
      } catch (error) {
        outcome = { title, status: 0, code: null, msg: String(error) };
      }
      outcomes.push(outcome);
      await new Promise((r) => setTimeout(r, opts.pauseMs ?? 40));
    }
  };
  const loops = Array.from({ length: opts.workers ?? 2 }, () => worker());
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}
