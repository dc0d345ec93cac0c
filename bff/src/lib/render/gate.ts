/**
 * A cap on work done at once (server renders): `limit` run together, `queue` more wait their
 * turn, and anything past that is refused at once, so a burst costs a bounded wait instead of a
 * backlog that stalls every response behind it. The caller answers a refused request the cheap way.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queue: number,
  ) {}

  get busy(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` when a place is free; `null` (and `work` not run) when the queue is full too. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next in line; `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}
