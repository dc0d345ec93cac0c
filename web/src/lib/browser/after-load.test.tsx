import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: what it remembers (the page has loaded) is per page.
async function load() {
  vi.resetModules();
  return import('./after-load');
}

describe('afterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for an idle moment after the page has loaded', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const { afterLoad } = await load();
    let done = false;
    void afterLoad().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('asks once however many parts wait, and answers at once after that', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const { afterLoad } = await load();
    const first = afterLoad();
    const second = afterLoad();
    expect(idle).toHaveLength(1);
    idle[0]!();
    await Promise.all([first, second]);
    await afterLoad();
    expect(idle).toHaveLength(1);
  });

  it('falls back to a short timer where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterLoad } = await load();
    let done = false;
    void afterLoad().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toBe(true);
  });
});
