import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryBudget } from '../../../src/lib/limits/budgets';

describe('MemoryBudget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each address its burst, then a whole burst again once the rate has earned it', async () => {
    // Three at once, six a minute: the three come back after thirty seconds.
    const budget = new MemoryBudget({ burst: 3, perMinute: 6 });
    const four = () => Promise.all([1, 2, 3, 4].map(() => budget.take('a')));
    expect(await four()).toEqual([true, true, true, false]);
    expect(await budget.take('b')).toBe(true);
    vi.advanceTimersByTime(29_000);
    expect(await budget.take('a')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await four()).toEqual([true, true, true, false]);
    // Never more than the burst, however long the address was away.
    vi.advanceTimersByTime(10 * 60_000);
    expect(await four()).toEqual([true, true, true, false]);
  });
});
