/**
 * A circuit breaker for the upstream. Closed: requests pass; `threshold` consecutive failures
 * (refused, reset, timed out, or 5xx) within `windowMs` open it. Open: requests are refused at
 * once (the caller answers 503 with Retry-After) for `cooldownMs`. Then half-open: exactly one
 * probe passes; its success closes the circuit, its failure opens it for another cooldown.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  threshold: number;
  windowMs: number;
  cooldownMs: number;
  now?: () => number;
  onChange?: (state: BreakerState) => void;
}

/** Numeric breaker states for the metrics gauge. */
export const BREAKER_STATE_VALUE: Record<BreakerState, number> = {
  closed: 0,
  'half-open': 1,
  open: 2,
};

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private firstFailureAt = 0;
  private openedAt = 0;
  private probing = false;
  private probeStartedAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) {
      return 'half-open';
    }
    return this.state;
  }

  /** Seconds until a probe may pass (at least 1). */
  retryAfterS(): number {
    const left = this.options.cooldownMs - (this.now() - this.openedAt);
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** Whether a request may go upstream now. In half-open, only the first caller (the probe). */
  tryPass(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.set('half-open');
    }
    // A probe that never reported back (its caller gave up) is replaced after a cooldown.
    const now = this.now();
    if (this.probing && now - this.probeStartedAt < this.options.cooldownMs) return false;
    this.probing = true;
    this.probeStartedAt = now;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
    if (this.state !== 'closed') this.set('closed');
  }

  failure(): void {
    const now = this.now();
    if (this.state === 'half-open') {
      this.probing = false;
      this.open(now);
      return;
    }
    if (this.state === 'open') return;
    if (this.failures === 0 || now - this.firstFailureAt > this.options.windowMs) {
      this.failures = 0;
      this.firstFailureAt = now;
    }
    this.failures += 1;
    if (this.failures >= this.options.threshold) this.open(now);
  }

  private open(now: number): void {
    this.openedAt = now;
    this.failures = 0;
    this.set('open');
  }

  private set(state: BreakerState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onChange?.(state);
  }
}
