import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { Slider } from './slider';
import { slideIndexAt, wrapIndex } from './slider-settings';

const twoSlides = [
  { key: 'a', content: <p>第一張</p> },
  { key: 'b', content: <p>第二張</p> },
];

describe('slider settings', () => {
  it('wraps round past either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('reads the slide in view from how far the strip is scrolled', () => {
    expect(slideIndexAt(0, 300, 3)).toBe(0);
    expect(slideIndexAt(310, 300, 3)).toBe(1);
    expect(slideIndexAt(460, 300, 3)).toBe(2);
    expect(slideIndexAt(5000, 300, 3)).toBe(2);
    expect(slideIndexAt(100, 0, 3)).toBe(0);
  });
});

describe('Slider', () => {
  it('renders every slide with controls when there are several', () => {
    render(<Slider label="精選" slides={twoSlides} />);
    expect(screen.getByText('第一張')).toBeInTheDocument();
    expect(screen.getByText('第二張')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一張' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 / 2' })).toBeInTheDocument();
  });

  it('has no controls for a single slide', () => {
    render(<Slider label="精選" slides={twoSlides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the slide the dots and arrows moved to, wrapping round', () => {
    render(<Slider label="精選" slides={twoSlides} />);
    const dot = (n: number) => screen.getByRole('button', { name: `第 ${n} 張` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '上一張' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('names every part for screen readers in Chinese', () => {
    const { container } = render(<Slider label="精選" slides={twoSlides} />);
    expect(screen.getByRole('region', { name: '精選' })).toHaveAttribute(
      'aria-roledescription',
      '輪播',
    );
    expect(screen.getByRole('group', { name: '選擇要看的一張' })).toBeInTheDocument();
    const spoken = [...container.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap(
      (el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('aria-roledescription') ?? ''],
    );
    expect(spoken.filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  });
});
