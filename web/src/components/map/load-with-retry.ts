import { MAPS, mapsRetryDelayMs } from '@portal/shared';

export interface RetryOptions {
  /** Retries after the first failed attempt. */
  retries?: number;
  /** Delay before retry `attempt` (1-based). */
  delayMs?: (attempt: number) => number;
  /** Timer used to wait (injectable for tests). */
  wait?: (ms: number) => Promise<void>;
  /** Told about each failure that will be retried. */
  onRetry?: (attempt: number, delayMs: number, error: unknown) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds, retrying a failure after `attempt × 2^attempt` ms up to
 * `MAPS.retryCount` times; the last error rejects the returned promise.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  {
    retries = MAPS.retryCount,
    delayMs = mapsRetryDelayMs,
    wait = sleep,
    onRetry,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      const delay = delayMs(attempt + 1);
      onRetry?.(attempt + 1, delay, error);
      await wait(delay);
    }
  }
}
