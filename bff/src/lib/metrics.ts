/**
 * A small Prometheus registry written for the BFF's few series (text exposition format 0.0.4).
 * Counting is allocation-free on the hot path: labels are looked up in nested maps, never joined
 * into strings per request. Rendering happens only when `/metrics` is scraped.
 */

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function header(name: string, help: string, type: string): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
}

interface Metric {
  render(): string;
}

/** A counter with one label. */
export class Counter1 implements Metric {
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly label: string,
  ) {}

  inc(value: string, by = 1): void {
    this.values.set(value, (this.values.get(value) ?? 0) + by);
  }

  get(value: string): number {
    return this.values.get(value) ?? 0;
  }

  render(): string {
    let out = header(this.name, this.help, 'counter');
    for (const [v, n] of this.values)
      out += `${this.name}{${this.label}="${escapeLabel(v)}"} ${n}\n`;
    return out;
  }
}

/** A counter with two labels (e.g. route and status code). */
export class Counter2 implements Metric {
  private readonly values = new Map<string, Map<string | number, number>>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labels: readonly [string, string],
  ) {}

  inc(a: string, b: string | number, by = 1): void {
    let inner = this.values.get(a);
    if (!inner) {
      inner = new Map();
      this.values.set(a, inner);
    }
    inner.set(b, (inner.get(b) ?? 0) + by);
  }

  get(a: string, b: string | number): number {
    return this.values.get(a)?.get(b) ?? 0;
  }

  render(): string {
    const [la, lb] = this.labels;
    let out = header(this.name, this.help, 'counter');
    for (const [a, inner] of this.values) {
      for (const [b, n] of inner) {
        out += `${this.name}{${la}="${escapeLabel(a)}",${lb}="${escapeLabel(String(b))}"} ${n}\n`;
      }
    }
    return out;
  }
}

/** A gauge whose value is read when scraped. */
export class Gauge implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string {
    return `${header(this.name, this.help, 'gauge')}${this.name} ${this.read()}\n`;
  }
}

/** A histogram in seconds with fixed buckets (observations given in milliseconds). */
export class Histogram implements Metric {
  private readonly counts: number[];
  private sum = 0;
  private count = 0;
  constructor(
    readonly name: string,
    private readonly help: string,
    /** Upper bounds in seconds, ascending. */
    private readonly buckets: readonly number[],
  ) {
    this.counts = buckets.map(() => 0);
  }

  observeMs(ms: number): void {
    const s = ms / 1000;
    this.sum += s;
    this.count += 1;
    const { buckets, counts } = this;
    for (let i = 0; i < buckets.length; i++) {
      if (s <= (buckets[i] as number)) {
        counts[i] = (counts[i] as number) + 1;
        return;
      }
    }
  }

  get observations(): number {
    return this.count;
  }

  render(): string {
    let out = header(this.name, this.help, 'histogram');
    let cumulative = 0;
    this.buckets.forEach((le, i) => {
      cumulative += this.counts[i] as number;
      out += `${this.name}_bucket{le="${le}"} ${cumulative}\n`;
    });
    out += `${this.name}_bucket{le="+Inf"} ${this.count}\n`;
    out += `${this.name}_sum ${this.sum}\n${this.name}_count ${this.count}\n`;
    return out;
  }
}

export const UPSTREAM_BUCKETS_S = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** Every series the BFF exposes. */
export class BffMetrics {
  readonly requests = new Counter2(
    'bff_http_requests_total',
    'Requests answered by the BFF, by route (upstream call name for /api) and status code.',
    ['route', 'status'],
  );
  readonly upstreamDuration = new Histogram(
    'bff_upstream_request_duration_seconds',
    'Time from sending a request to the upstream until its response headers (or fault).',
    UPSTREAM_BUCKETS_S,
  );
  readonly upstreamOutcomes = new Counter1(
    'bff_upstream_requests_total',
    'Upstream requests by outcome (HTTP status class or fault).',
    'outcome',
  );
  readonly cache = new Counter1(
    'bff_micro_cache_requests_total',
    'Micro-cache lookups by result (hit, stale, miss, shared: joined an in-flight fetch).',
    'result',
  );
  readonly pageViews = new Counter1(
    'bff_page_views_total',
    'Page views reported by the SPA, by route id of the shared route table.',
    'route',
  );
  readonly rateLimited = new Counter1(
    'bff_rate_limited_total',
    'Requests refused with 429, by upstream call or BFF endpoint.',
    'route',
  );
  readonly refused = new Counter1(
    'bff_refused_requests_total',
    'Requests refused before reaching the upstream, by reason.',
    'reason',
  );
  readonly availability = new Counter1(
    'bff_availability_lookups_total',
    'Doctors looked up for their earliest free section, by where the answer came from.',
    'source',
  );
  private readonly extra: Metric[] = [];

  /** Adds a gauge read at scrape time (breaker state, cache size, ...). */
  gauge(name: string, help: string, read: () => number): void {
    this.extra.push(new Gauge(name, help, read));
  }

  render(): string {
    const all: Metric[] = [
      this.requests,
      this.upstreamDuration,
      this.upstreamOutcomes,
      this.cache,
      this.pageViews,
      this.rateLimited,
      this.refused,
      this.availability,
      ...this.extra,
    ];
    return all.map((m) => m.render()).join('');
  }
}
