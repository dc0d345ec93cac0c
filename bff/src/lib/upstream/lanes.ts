/**
 * The upstream client's lanes: a bound on connections in use per pool, with a line that urgent
 * calls jump and that nobody waits in for longer than allowed.
 */
import { UpstreamError } from './types';

/**
 * A lane's bound on connections in use: at most `limit` exchanges at once (the pool has as many
 * sockets, so undici itself never queues), the rest wait in line, never longer than their wait
 * allows. Urgent requests (`NEVER_SHED_PATHS`) go to the head of the line.
 */
// Hand-written: p-queue 9 took 20-34 us per acquire, this 0.1-0.5 us (on every proxied call).
export class Lane {
  private active = 0;
  private readonly urgent: Waiter[] = [];
  private readonly waiting: Waiter[] = [];

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.urgent.length + this.waiting.length;
  }

  /** Resolves with the release once a place is free; rejects `saturated` after `waitMs`. */
  acquire(waitMs: number, urgent: boolean): Promise<() => void> | (() => void) {
    if (this.active < this.limit) {
      this.active += 1;
      return this.releaser();
    }
    return new Promise((resolve, reject) => {
      const line = urgent ? this.urgent : this.waiting;
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const at = line.indexOf(waiter);
          if (at >= 0) line.splice(at, 1);
          reject(new UpstreamError('saturated', undefined, 1));
        }, waitMs),
      };
      line.push(waiter);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.urgent.shift() ?? this.waiting.shift();
      // The place passes straight to the next in line.
      if (next) next.grant();
      else this.active -= 1;
    };
  }
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}
