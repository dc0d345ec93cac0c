import { act, render, screen } from '@testing-library/react';
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

describe('useAfterLoad', () => {
  it('is false in the first render and true once the page has settled', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { useAfterLoad } = await load();
    function Probe() {
      return <span>{useAfterLoad() ? 'ready' : 'waiting'}</span>;
    }
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByText('ready')).toBeTruthy();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is true at once, and stays so, when the part is needed before the page has settled', async () => {
    vi.stubGlobal('requestIdleCallback', () => undefined);
    const { useAfterLoad } = await load();
    function Probe({ needed }: { needed: boolean }) {
      return <span>{useAfterLoad(needed) ? 'ready' : 'waiting'}</span>;
    }
    const { rerender } = render(<Probe needed={false} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(<Probe needed />);
    expect(screen.getByText('ready')).toBeTruthy();
    rerender(<Probe needed={false} />);
    expect(screen.getByText('ready')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
