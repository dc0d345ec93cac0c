import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { ImageViewer } from './image-viewer';
import {
  IMAGE_VIEWER,
  initialImageSize,
  rotateQuarter,
  viewerTransformProps,
} from './viewer-settings';

const images = [
  { src: '/files/a.webp', alt: '候診區' },
  { src: '/files/b.webp', alt: '診症室' },
  { src: '/files/c.webp', alt: '藥房' },
];

describe('viewer settings', () => {
  it('takes zoom limits and step from the viewer settings', () => {
    expect(viewerTransformProps.minScale).toBe(0.01);
    expect(viewerTransformProps.maxScale).toBe(100);
    expect(viewerTransformProps.wheel.step).toBe(0.1);
    expect(IMAGE_VIEWER).toMatchObject({
      slideshowIntervalMs: 5000,
      initialCoverage: 0.9,
      minInlineWidth: 200,
      minInlineHeight: 100,
      zIndex: 2015,
    });
  });

  it('first shows an image at 90% of the viewport, never above its own size', () => {
    expect(initialImageSize({ width: 2000, height: 1000 }, { width: 1000, height: 1000 })).toEqual({
      width: 900,
      height: 450,
    });
    expect(initialImageSize({ width: 1000, height: 3000 }, { width: 1000, height: 1000 })).toEqual({
      width: 300,
      height: 900,
    });
    expect(initialImageSize({ width: 100, height: 50 }, { width: 1000, height: 1000 })).toEqual({
      width: 100,
      height: 50,
    });
  });

  it('rotates in quarter turns both ways', () => {
    expect(rotateQuarter(0, 1)).toBe(1);
    expect(rotateQuarter(3, 1)).toBe(0);
    expect(rotateQuarter(0, -1)).toBe(3);
  });
});

describe('ImageViewer', () => {
  afterEach(() => vi.useRealTimers());

  it('opens above the page at z-index 2015 and closes on Esc', () => {
    const onClose = vi.fn();
    render(<ImageViewer images={images} opened initialIndex={1} onClose={onClose} />);
    expect(screen.getByRole('img', { name: '診症室' })).toBeInTheDocument();
    const root = document.querySelector('.mantine-Modal-root');
    expect(root?.getAttribute('style') ?? '').toContain('2015');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('moves between images with the arrow keys, wrapping around', () => {
    render(<ImageViewer images={images} opened onClose={() => {}} />);
    expect(screen.getByRole('img', { name: '候診區' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: '診症室' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: '藥房' })).toBeInTheDocument();
  });

  it('rotates the image with the toolbar', () => {
    render(<ImageViewer images={images} opened onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '向右旋轉' }));
    expect(screen.getByRole('img', { name: '候診區' })).toHaveAttribute('data-rotate', '1');
    fireEvent.click(screen.getByRole('button', { name: '向左旋轉' }));
    fireEvent.click(screen.getByRole('button', { name: '向左旋轉' }));
    expect(screen.getByRole('img', { name: '候診區' })).toHaveAttribute('data-rotate', '3');
  });

  it('plays a slideshow, one image every 5000 ms', () => {
    vi.useFakeTimers();
    render(<ImageViewer images={images} opened onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '自動播放' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('img', { name: '候診區' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: '診症室' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: '藥房' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '停止播放' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByRole('img', { name: '藥房' })).toBeInTheDocument();
  });
});
