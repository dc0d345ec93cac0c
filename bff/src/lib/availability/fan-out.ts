/**
 * Bounded concurrency for the BFF's own fan-out to the upstream: a counting semaphore for the
 * process-wide cap, and a small worker pool for the per-request cap.
 */

/** Thrown by `Semaphore.acquire` when the wait would be pointless (queue full, deadline passed). */
export class SemaphoreRefused extends Error {
  constructor(reason: 'queue-full' | 'deadline') {
    super(`semaphore: ${reason}`);
    this.name = 'SemaphoreRefused';
  }
}

interface Waiter {
  grant: () => void;
  refuse: (err: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

/** At most `max` holders at once; further callers queue (up to `maxQueue`), first come first served. */
export class Semaphore {
  private held = 0;
  private readonly queue: Waiter[] = [];
  /** Most holders seen at once (for tests and metrics). */
  peak = 0;

  constructor(
    readonly max: number,
    private readonly maxQueue = Number.POSITIVE_INFINITY,
  ) {}

  get inFlight(): number {
    return this.held;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves with a release function once a place is free; refuses past `deadline` (epoch ms). */
  acquire(deadline?: number): Promise<() => void> {
    if (this.held < this.max) return Promise.resolve(this.take());
    if (this.queue.length >= this.maxQueue)
      return Promise.reject(new SemaphoreRefused('queue-full'));
    const wait = deadline === undefined ? undefined : deadline - Date.now();
    if (wait !== undefined && wait <= 0) return Promise.reject(new SemaphoreRefused('deadline'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => resolve(this.take()),
        refuse: reject,
        timer: undefined,
      };
      if (wait !== undefined) {
        waiter.timer = setTimeout(() => {
          const i = this.queue.indexOf(waiter);
          if (i >= 0) this.queue.splice(i, 1);
          reject(new SemaphoreRefused('deadline'));
        }, wait);
      }
      this.queue.push(waiter);
    });
  }

  private take(): () => void {
    this.held += 1;
    if (this.held > this.peak) this.peak = this.held;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
      const next = this.queue.shift();
      if (next) {
        if (next.timer) clearTimeout(next.timer);
        next.grant();
      }
    };
  }
}

/**
 * Runs `work` over `items` with at most `limit` running at once, in order. Once `stop()` says so,
 * items not yet started are skipped (the ones running finish on their own).
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop()) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
