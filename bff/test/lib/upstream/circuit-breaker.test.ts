import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type BreakerState } from '../../../src/lib/upstream/circuit-breaker';

function breaker(threshold = 3) {
  let now = 1_000;
  const changes: BreakerState[] = [];
  const b = new CircuitBreaker({
    threshold,
    windowMs: 1_000,
    cooldownMs: 500,
    now: () => now,
    onChange: (s) => changes.push(s),
  });
  return { b, changes, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures within the window', () => {
    const { b, changes } = breaker();
    b.failure();
    b.failure();
    expect(b.tryPass()).toBe(true);
    b.failure();
    expect(b.current).toBe('open');
    expect(b.tryPass()).toBe(false);
    expect(changes).toEqual(['open']);
  });

  it('forgets failures spread wider than the window', () => {
    const { b, advance } = breaker();
    b.failure();
    b.failure();
    advance(1_500);
    b.failure();
    expect(b.current).toBe('closed');
  });

  it('half-open after the cooldown: one probe; success closes, failure re-opens', () => {
    const { b, advance, changes } = breaker(1);
    b.failure();
    expect(b.retryAfterS()).toBe(1);
    advance(500);
    expect(b.current).toBe('half-open');
    expect(b.tryPass()).toBe(true);
    expect(b.tryPass()).toBe(false);
    b.failure();
    expect(b.current).toBe('open');
    advance(500);
    expect(b.tryPass()).toBe(true);
    b.success();
    expect(b.current).toBe('closed');
    expect(b.tryPass()).toBe(true);
    expect(changes).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });

  it('replaces a probe that never reported back', () => {
    const { b, advance } = breaker(1);
    b.failure();
    advance(500);
    expect(b.tryPass()).toBe(true);
    advance(100);
    expect(b.tryPass()).toBe(false);
    advance(500);
    expect(b.tryPass()).toBe(true);
  });
});
