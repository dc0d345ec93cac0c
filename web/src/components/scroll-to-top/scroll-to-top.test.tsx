import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import { ScrollToTop } from './scroll-to-top';
import { shouldShowScrollTop } from './use-scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('scroll-to-top', () => {
  afterEach(() => {
    scrollTo(0);
    vi.restoreAllMocks();
  });

  it('shows past 10 px and hides at 10 px or less', () => {
    expect(shouldShowScrollTop(0)).toBe(false);
    expect(shouldShowScrollTop(10)).toBe(false);
    expect(shouldShowScrollTop(11)).toBe(true);
  });

  it('appears when scrolled down, disappears at the threshold, scrolls smoothly to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: '返回頁首' })).toBeNull();

    scrollTo(11);
    // The button's code is a lazy chunk, loaded on this first scroll.
    const button = await screen.findByRole('button', { name: '返回頁首' }, { timeout: 10_000 });
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo(10);
    await waitFor(() => expect(screen.queryByRole('button', { name: '返回頁首' })).toBeNull());
  });
});
