import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { ShareButton } from './share-button';

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });

  it('opens the browser’s share sheet where there is one', () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton title="立冬湯水" />, { route: '/news/detail/N1?from=x' });
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith({
      title: '立冬湯水',
      url: 'http://localhost:3000/news/detail/N1',
    });
    expect(screen.queryByText('複製連結')).toBeNull();
  });

  it('elsewhere offers to copy the link or send it by WhatsApp', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton title="立冬湯水" />, { route: '/news/detail/N1' });
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const whatsApp = await screen.findByRole('link', { name: 'WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain('立冬湯水 ');
    fireEvent.click(screen.getByText('複製連結'));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/news\/detail\/N1$/));
  });
});
