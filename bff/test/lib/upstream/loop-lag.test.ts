import { describe, expect, it } from 'vitest';
import { LoopLag } from '../../../src/lib/upstream/loop-lag';

describe('LoopLag', () => {
  it('tells whether the loop ran late after a given moment', () => {
    let now = 0;
    const lag = new LoopLag({ intervalMs: 100, toleranceMs: 200, now: () => now });
    now = 100;
    lag.tick();
    now = 200;
    lag.tick();
    expect(lag.laggedSince(0)).toBe(false);
    // A tick 500 ms late: the loop was blocked.
    now = 800;
    lag.tick();
    expect(lag.laggedSince(150)).toBe(true);
    expect(lag.laggedSince(900)).toBe(false);
    now = 900;
    lag.tick();
    expect(lag.laggedSince(850)).toBe(false);
  });

  it('counts a tick that is overdue right now (the loop blocked as it asks)', () => {
    let now = 0;
    const lag = new LoopLag({ intervalMs: 100, toleranceMs: 200, now: () => now });
    lag.start();
    try {
      now = 150;
      expect(lag.laggedSince(0)).toBe(false);
      now = 450;
      expect(lag.laggedSince(400)).toBe(true);
    } finally {
      lag.stop();
    }
  });
});
