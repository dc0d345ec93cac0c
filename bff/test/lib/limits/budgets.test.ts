import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryBudget } from '../../../src/lib/limits/budgets';

describe('MemoryBudget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each address its burst, then earns it back one at a time at the rate', async () => {
    // Three at once, six a minute: one comes back every ten seconds, all three after thirty.
    const budget = new MemoryBudget({ burst: 3, perMinute: 6 });
    const four = () => Promise.all([1, 2, 3, 4].map(() => budget.take('a')));
    expect(await four()).toEqual([true, true, true, false]);
    expect(await budget.take('b')).toBe(true);
    vi.advanceTimersByTime(9_000);
    expect(await budget.take('a')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await budget.take('a')).toBe(true);
    expect(await budget.take('a')).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(await four()).toEqual([true, true, true, false]);
    // Never more than the burst, however long the address was away.
    vi.advanceTimersByTime(10 * 60_000);
    expect(await four()).toEqual([true, true, true, false]);
  });

  it('never lets a burst double across a boundary', async () => {
    // 30 at once, 60 a minute. One look-up starts the count; just before a fixed window of 30 s
    // would end, 29 more; just after, 30 more: 59 within 1.2 s with fixed windows.
    const budget = new MemoryBudget({ burst: 30, perMinute: 60 });
    expect(await budget.take('a')).toBe(true);
    vi.advanceTimersByTime(29_400);
    const before = await Promise.all(Array.from({ length: 29 }, () => budget.take('a')));
    vi.advanceTimersByTime(600);
    const after = await Promise.all(Array.from({ length: 30 }, () => budget.take('a')));
    const inWindow = [...before, ...after].filter(Boolean).length;
    // At most the burst and what 1.2 s earn (one a second).
    expect(inWindow).toBeLessThanOrEqual(30 + 1);
    expect(before.filter(Boolean)).toHaveLength(29);
  });
});
