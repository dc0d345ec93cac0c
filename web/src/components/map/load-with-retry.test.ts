import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAPS, mapsRetryDelayMs } from '@portal/shared';
import { loadWithRetry } from './load-with-retry';

describe('loadWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries after attempt × 2^attempt ms, then reports the last error', async () => {
    const started: number[] = [];
    const load = vi.fn(() => {
      started.push(Date.now());
      return Promise.reject(new Error(`fail ${started.length}`));
    });
    const t0 = Date.now();
    const result = loadWithRetry(load);
    const settled = result.catch((e: Error) => e);

    await vi.runAllTimersAsync();
    const error = await settled;

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`fail ${MAPS.retryCount + 1}`);
    expect(load).toHaveBeenCalledTimes(MAPS.retryCount + 1);
    // Gaps between attempts: 1×2 = 2 ms, 2×4 = 8 ms, 3×8 = 24 ms.
    const gaps = started.slice(1).map((t, i) => t - (started[i] ?? t0));
    expect(gaps).toEqual([2, 8, 24]);
    expect(gaps).toEqual([1, 2, 3].map(mapsRetryDelayMs));
  });

  it('does not start a retry before its delay has passed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('no network')));
    loadWithRetry(load).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.runAllTimersAsync();
  });

  it('resolves as soon as an attempt succeeds and tells onRetry about each failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockResolvedValue('loaded');
    const onRetry = vi.fn();
    const result = loadWithRetry(load, { onRetry });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls.map(([attempt, delay]) => [attempt, delay])).toEqual([
      [1, 2],
      [2, 8],
    ]);
  });

  it('uses the timer it is given', async () => {
    vi.useRealTimers();
    const waits: number[] = [];
    const load = vi.fn(() => Promise.reject(new Error('x')));
    await expect(
      loadWithRetry(load, {
        retries: 2,
        wait: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      }),
    ).rejects.toThrow('x');
    expect(waits).toEqual([2, 8]);
  });
});
