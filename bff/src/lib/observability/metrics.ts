/**
 * The BFF's Prometheus series on prom-client: the process and Node.js runtime series (CPU, memory,
 * heap spaces, GC, event-loop lag, handles) plus the BFF's own counters, histogram and gauges.
 * Every label value comes from a closed set (call names, route patterns, status codes, reasons),
 * never from a path, id or address, so the series stay bounded.
 */
import {
  Counter,
  Gauge,
  Histogram as PromHistogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
} from 'prom-client';

// The runtime series describe the process, not one app: they are collected once, in a registry
// of their own, however many apps a process builds (tests build many).
let processRegistry: Registry | undefined;
function runtimeRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Counts kept by label value in plain maps and handed to prom-client when it is scraped. A
 * prom-client `inc` with labels builds a key string from the label object and looks it up in an
 * object used as a dictionary on every call: on a proxied request (three counts) that was a larger
 * share of the BFF's CPU than the answer check. Label values here are map keys (strings that are
 * mostly constants, and status numbers), so counting costs two map lookups and an addition; the
 * exposition is the same, since every count reaches prom-client before it renders.
 */
interface Pending {
  readonly labels: Record<string, string | number>;
  /** Counted since the last scrape. */
  n: number;
  /** Not yet handed to prom-client (a series counted with 0 must still appear). */
  fresh: boolean;
}

class PendingCounts {
  private readonly byFirst = new Map<string, Map<string | number, Pending>>();

  constructor(private readonly labelNames: readonly string[]) {}

  add(a: string, b: string | number, by: number): void {
    let inner = this.byFirst.get(a);
    if (inner === undefined) {
      inner = new Map();
      this.byFirst.set(a, inner);
    }
    const entry = inner.get(b);
    if (entry !== undefined) {
      entry.n += by;
      return;
    }
    const labels: Record<string, string | number> = { [this.labelNames[0]!]: a };
    if (this.labelNames.length > 1) labels[this.labelNames[1]!] = b;
    inner.set(b, { labels, n: by, fresh: true });
  }

  /** Hands what was counted since the last call to prom-client. */
  flush(counter: Counter<string>): void {
    for (const inner of this.byFirst.values()) {
      for (const entry of inner.values()) {
        if (entry.n === 0 && !entry.fresh) continue;
        counter.inc(entry.labels, entry.n);
        entry.n = 0;
        entry.fresh = false;
      }
    }
  }
}

function countingCounter(
  registry: Registry,
  config: Omit<CounterConfiguration<string>, 'labelNames' | 'registers' | 'collect'>,
  labelNames: readonly string[],
): { counter: Counter<string>; pending: PendingCounts } {
  const pending = new PendingCounts(labelNames);
  const counter: Counter<string> = new Counter({
    ...config,
    labelNames,
    registers: [registry],
    collect() {
      pending.flush(counter);
    },
  });
  return { counter, pending };
}

/** A counter with one label. */
class Counter1 {
  private readonly counter: Counter<string>;
  private readonly pending: PendingCounts;
  constructor(
    registry: Registry,
    name: string,
    help: string,
    private readonly label: string,
  ) {
    ({ counter: this.counter, pending: this.pending } = countingCounter(registry, { name, help }, [
      label,
    ]));
  }

  inc(value: string, by = 1): void {
    this.pending.add(value, '', by);
  }

  /** The current count for one label value (tests). */
  async get(value: string): Promise<number> {
    const { values } = await this.counter.get();
    return values.find((v) => v.labels[this.label] === value)?.value ?? 0;
  }
}

/** A counter with two labels (route and status code). */
class Counter2 {
  private readonly pending: PendingCounts;
  constructor(
    registry: Registry,
    config: Omit<CounterConfiguration<string>, 'labelNames'>,
    labels: readonly [string, string],
  ) {
    this.pending = countingCounter(registry, config, labels).pending;
  }

  inc(a: string, b: string | number, by = 1): void {
    this.pending.add(a, b, by);
  }
}

/** A histogram in seconds (observations given in milliseconds). */
class Histogram {
  private readonly histogram: PromHistogram<string>;
  constructor(registry: Registry, name: string, help: string, buckets: readonly number[]) {
    this.histogram = new PromHistogram({
      name,
      help,
      buckets: [...buckets],
      registers: [registry],
    });
  }

  observeMs(ms: number): void {
    this.histogram.observe(ms / 1000);
  }
}

const UPSTREAM_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** Every series the BFF exposes. */
export class BffMetrics {
  private readonly registry = new Registry();
  private readonly runtime = runtimeRegistry();
  /** The exposition format's content type (`text/plain; version=0.0.4`). */
  readonly contentType = this.registry.contentType;

  readonly requests = new Counter2(
    this.registry,
    {
      name: 'bff_http_requests_total',
      help: 'Requests answered by the BFF, by route (upstream call name for /api) and status code.',
    },
    ['route', 'status'],
  );
  readonly upstreamDuration = new Histogram(
    this.registry,
    'bff_upstream_request_duration_seconds',
    'Time from sending a request to the upstream until its response headers (or fault).',
    UPSTREAM_BUCKETS_S,
  );
  readonly upstreamOutcomes = new Counter1(
    this.registry,
    'bff_upstream_requests_total',
    'Upstream requests by outcome (HTTP status class or fault).',
    'outcome',
  );
  readonly cache = new Counter1(
    this.registry,
    'bff_micro_cache_requests_total',
    'Micro-cache lookups by result (hit, stale, miss, shared: joined an in-flight fetch).',
    'result',
  );
  readonly pageViews = new Counter1(
    this.registry,
    'bff_page_views_total',
    'Page views reported by the SPA, by route id of the shared route table.',
    'route',
  );
  readonly rateLimited = new Counter1(
    this.registry,
    'bff_rate_limited_total',
    'Requests refused with 429, by upstream call or BFF endpoint.',
    'route',
  );
  readonly refused = new Counter1(
    this.registry,
    'bff_refused_requests_total',
    'Requests refused before reaching the upstream, by reason.',
    'reason',
  );
  /** Label values: the catalogue's path prefixes and `other` (never a full path). */
  readonly unknownCalls = new Counter1(
    this.registry,
    'bff_api_unknown_calls_total',
    'Requests for /api paths outside the catalogue, answered 404 by the BFF, by path prefix.',
    'prefix',
  );
  readonly availability = new Counter1(
    this.registry,
    'bff_availability_lookups_total',
    'Doctors looked up for their earliest free section, by where the answer came from.',
    'source',
  );
  readonly degradedPages = new Counter1(
    this.registry,
    'bff_pages_degraded_total',
    'Page GETs answered from the HTML cache or unrendered instead of rendered, by reason (budget: the address spent its renders; busy: every render place taken; pressure: event loop late).',
    'reason',
  );
  readonly unloadedReads = new Counter1(
    this.registry,
    'bff_render_unloaded_reads_total',
    "Reads a server-rendered page made that its route's loader had not started (rendered as skeletons, fetched by the browser), by route: a loader that misses one of its page's reads.",
    'route',
  );
  readonly excusedTimeouts = new Counter1(
    this.registry,
    'bff_upstream_timeouts_excused_total',
    'Upstream timeouts not counted against the upstream by the circuit breaker, by reason (loop-lag: the BFF itself was running late; own-deadline: a deadline the BFF set shorter than the upstream timeout).',
    'reason',
  );
  /** Label values: call names and schema field paths (list indexes as `*`): a closed set too. */
  readonly drift = new Counter2(
    this.registry,
    {
      name: 'bff_upstream_answer_drift_total',
      help: 'Upstream answers that did not fit their call schema, by call and field path (still forwarded).',
    },
    ['call', 'path'],
  );

  readonly reminders = new Counter1(
    this.registry,
    'bff_push_reminders_total',
    'Booking reminders by Web Push, by outcome (sent; failed: the push service refused or could not be reached; pruned: it said the subscription is gone, which was removed).',
    'outcome',
  );
  readonly reminderEmails = new Counter1(
    this.registry,
    'bff_email_reminders_total',
    'Booking reminders by e-mail, by outcome (sent; failed: the SMTP server refused or could not be reached).',
    'outcome',
  );

  /** Adds a gauge read at scrape time (breaker state, cache size, ...). */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** The text exposition: the runtime series, then the BFF's own. */
  async render(): Promise<string> {
    const [runtime, own] = await Promise.all([this.runtime.metrics(), this.registry.metrics()]);
    return `${runtime}${own}`;
  }
}
