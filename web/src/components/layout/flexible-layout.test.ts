import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { FLEXIBLE_LAYOUT_SCRIPT } from '@portal/shared';
import { applyFlexibleLayout, computeFlexibleLayout, layoutPixelRatio } from './flexible-layout';
import { useFlexibleRootFont } from './use-flexible-root-font';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';

describe('flexible root font size', () => {
  it('is one tenth of the width, width capped at 540', () => {
    expect(computeFlexibleLayout(375, 1, DESKTOP).rootFontPx).toBe(37.5);
    expect(computeFlexibleLayout(540, 1, DESKTOP).rootFontPx).toBe(54);
    expect(computeFlexibleLayout(1280, 1, DESKTOP).rootFontPx).toBe(54);
  });

  it('limits the pixel ratio to 1, 2 or 3, above 1 only on iPhone-type devices', () => {
    expect(layoutPixelRatio(2, false)).toBe(1);
    expect(layoutPixelRatio(1.5, true)).toBe(1);
    expect(layoutPixelRatio(2.6, true)).toBe(2);
    expect(layoutPixelRatio(3.5, true)).toBe(3);
    expect(computeFlexibleLayout(375, 3, IPHONE)).toMatchObject({ dpr: 3, bodyFontDevicePx: 36 });
  });

  it('keeps Mantine at 16 px per rem so components keep their proportions', () => {
    for (const width of [320, 375, 414, 768, 1280]) {
      const { rootFontPx, mantineScale } = computeFlexibleLayout(width, 1, DESKTOP);
      expect(rootFontPx * mantineScale).toBeCloseTo(16, 10);
    }
  });

  it('writes the root size, scale and ratio to <html>', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375);
    applyFlexibleLayout();
    const html = document.documentElement;
    expect(html.style.fontSize).toBe('37.5px');
    expect(Number(html.style.getPropertyValue('--mantine-scale'))).toBeCloseTo(16 / 37.5);
    expect(html.dataset.dpr).toBe('1');
    vi.restoreAllMocks();
  });

  it('is what the head script applied before the first paint, so hydration writes nothing', () => {
    const html = document.documentElement;
    const cases: [number, number, string][] = [
      [375, 3, IPHONE],
      [412, 2.625, DESKTOP],
      [320, 2, IPHONE],
      [1280, 1, DESKTOP],
    ];
    for (const [width, ratio, agent] of cases) {
      vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(width);
      vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(ratio);
      vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent);
      html.removeAttribute('style');
      html.removeAttribute('data-dpr');
      // The head's inline script, run as the browser runs it.
      new Function(FLEXIBLE_LAYOUT_SCRIPT)();
      const fromScript = {
        dpr: html.dataset.dpr,
        style: html.getAttribute('style'),
      };
      const setProperty = vi.spyOn(html.style, 'setProperty');
      applyFlexibleLayout();
      expect(setProperty).not.toHaveBeenCalled();
      html.removeAttribute('style');
      html.removeAttribute('data-dpr');
      applyFlexibleLayout();
      expect({ dpr: html.dataset.dpr, style: html.getAttribute('style') }).toEqual(fromScript);
      vi.restoreAllMocks();
    }
  });
});

describe('useFlexibleRootFont', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('recalculates 300 ms after resizing stops', () => {
    vi.useFakeTimers();
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375);
    const { unmount } = renderHook(() => useFlexibleRootFont());
    expect(document.documentElement.style.fontSize).toBe('37.5px');

    width.mockReturnValue(320);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('32px');
    unmount();
  });
});
