/**
 * A cap on work done at once (server renders): `limit` run together, `queue` more wait their
 * turn, and anything past that is refused at once, so a burst costs a bounded wait instead of a
 * backlog that stalls every response behind it. The caller answers a refused request the cheap way.
 */
import pLimit, { type LimitFunction } from 'p-limit';

export class RenderGate {
  private readonly places: LimitFunction;

  constructor(
    readonly limit: number,
    readonly queue: number,
  ) {
    this.places = pLimit(limit);
  }

  get busy(): number {
    return this.places.activeCount;
  }

  get queued(): number {
    return this.places.pendingCount;
  }

  /** Runs `work` when a place is free; `null` (and `work` not run) when the queue is full too. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.places.activeCount >= this.limit && this.places.pendingCount >= this.queue) {
      return null;
    }
    return this.places(work);
  }
}
