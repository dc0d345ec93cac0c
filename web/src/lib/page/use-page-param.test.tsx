import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { render } from '@test-utils/render';
import { pageFromParams, usePageParam, useSearchFilters } from './use-page-param';

describe('pageFromParams', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('?%s is page %i', (search, page) => {
    expect(pageFromParams(new URLSearchParams(search))).toBe(page);
  });
});

function Probe({ keepScroll }: { keepScroll?: boolean }) {
  const [page, setPage] = usePageParam({ keepScroll });
  const setFilters = useSearchFilters();
  const { search } = useLocation();
  return (
    <>
      <output data-testid="page">{page}</output>
      <output data-testid="search">{search}</output>
      <button onClick={() => setPage(4)}>page 4</button>
      <button onClick={() => setPage(1)}>page 1</button>
      <button onClick={() => setFilters({ keyword: '咳嗽', category: '' })}>filter</button>
      <button
        onClick={() => {
          setFilters({ type: 'ET01' });
          setFilters({ area1: '2' });
        }}
      >
        two filters
      </button>
    </>
  );
}

describe('usePageParam and useSearchFilters', () => {
  it('writes the page into the URL, keeps the filters and scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<Probe />, { route: '/ask/list?category=C1&page=2' });
    expect(screen.getByTestId('page').textContent).toBe('2');
    fireEvent.click(screen.getByText('page 4'));
    expect(screen.getByTestId('search').textContent).toBe('?category=C1&page=4');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    fireEvent.click(screen.getByText('page 1'));
    expect(screen.getByTestId('search').textContent).toBe('?category=C1');
    scrollTo.mockRestore();
  });

  it('keeps the scroll position when asked to', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<Probe keepScroll />, { route: '/doctor/D1/ask' });
    fireEvent.click(screen.getByText('page 4'));
    expect(screen.getByTestId('search').textContent).toBe('?page=4');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('sets filled filters, drops empty ones and goes back to the first page', () => {
    render(<Probe />, { route: '/ask/list?category=C1&page=3&tab=x' });
    fireEvent.click(screen.getByText('filter'));
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe(
      new URLSearchParams({ tab: 'x', keyword: '咳嗽' }).toString(),
    );
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('keeps a filter chosen just before another, before the page has rendered the first', () => {
    render(<Probe />, { route: '/job/list?page=2' });
    fireEvent.click(screen.getByText('two filters'));
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe(
      new URLSearchParams({ type: 'ET01', area1: '2' }).toString(),
    );
  });
});
