/**
 * Whether this process's event loop ran late during a stretch of time. A timer meant to fire
 * every `intervalMs` notes when it fired more than `toleranceMs` late; the loop counts as having
 * lagged since a moment when such a late tick came after it, or when the timer is overdue right
 * now (the loop is blocked, and whoever asks may be running in that same late turn).
 *
 * The upstream breaker asks it before blaming the upstream for a timeout: when the loop is late, a
 * timer fires late, and an answer sitting unread on its socket looks like a slow upstream.
 */
export interface LoopLagOptions {
  intervalMs?: number;
  toleranceMs?: number;
  now?: () => number;
}

export class LoopLag {
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  private readonly now: () => number;
  private lastTick: number;
  /** When the latest late tick fired (-Infinity: never). */
  private lastLateAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: LoopLagOptions = {}) {
    this.intervalMs = options.intervalMs ?? 100;
    this.toleranceMs = options.toleranceMs ?? 200;
    this.now = options.now ?? (() => performance.now());
    this.lastTick = this.now();
  }

  start(): void {
    if (this.timer) return;
    this.lastTick = this.now();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Called by the timer (and by tests): notes whether this tick came late. */
  tick(): void {
    const now = this.now();
    if (now - this.lastTick - this.intervalMs > this.toleranceMs) this.lastLateAt = now;
    this.lastTick = now;
  }

  /** Whether the loop ran late at some point after `since` (same clock as `now`). */
  laggedSince(since: number): boolean {
    if (this.lastLateAt >= since) return true;
    return (
      this.timer !== undefined && this.now() - this.lastTick - this.intervalMs > this.toleranceMs
    );
  }
}
