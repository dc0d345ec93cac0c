import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { Slider } from './slider';
import { emblaDuration, slideSize, sliderOptions } from './slider-settings';

describe('slider settings', () => {
  it('maps the 300 ms transition to an Embla duration in its recommended range', () => {
    expect(sliderOptions.duration).toBe(30);
    expect(emblaDuration(100)).toBe(20);
    expect(emblaDuration(1000)).toBe(60);
  });

  it('shows one slide per view', () => {
    expect(sliderOptions.slidesToScroll).toBe(1);
    expect(slideSize).toBe('100%');
  });
});

describe('Slider', () => {
  beforeAll(() => {
    // Embla watches slide visibility; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });

  it('renders every slide with controls when there are several', () => {
    render(
      <Slider
        label="精選"
        slides={[
          { key: 'a', content: <p>第一張</p> },
          { key: 'b', content: <p>第二張</p> },
        ]}
      />,
    );
    expect(screen.getByText('第一張')).toBeInTheDocument();
    expect(screen.getByText('第二張')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一張' })).toBeInTheDocument();
  });

  it('names every part for screen readers in Chinese', () => {
    const { container } = render(
      <Slider
        label="精選"
        slides={[
          { key: 'a', content: <p>第一張</p> },
          { key: 'b', content: <p>第二張</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: '第 2 張' })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-label', '選擇要看的一張');
    const spoken = [...container.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap(
      (el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('aria-roledescription') ?? ''],
    );
    expect(spoken.filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  });
});
