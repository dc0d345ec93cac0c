import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { ListPagination, pageHref } from './page-pagination';

describe('ListPagination', () => {
  it('renders nothing while the list fits on one page', () => {
    const { container } = render(
      <ListPagination page={1} total={10} pageSize={10} onChange={() => {}} />,
    );
    expect(container.querySelector('[aria-label="分頁"]')).toBeNull();
  });

  it('shows one link a page with named arrows and reports the page chosen', () => {
    const onChange = vi.fn();
    const { container } = render(
      <ListPagination page={1} total={25} pageSize={10} onChange={onChange} />,
    );
    expect(container.querySelector('[aria-label="分頁"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '4' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '下一頁' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('links each page to the same address with its ?page=, keeping the filters', () => {
    render(<ListPagination page={2} total={35} pageSize={10} onChange={() => {}} />, {
      route: '/job/list?type=1&page=2',
    });
    expect(screen.getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/job/list?type=1&page=3',
    );
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('/job/list?type=1');
    expect(screen.getByRole('link', { name: '上一頁' }).getAttribute('href')).toBe(
      '/job/list?type=1',
    );
    expect(screen.getByRole('link', { name: '下一頁' }).getAttribute('href')).toBe(
      '/job/list?type=1&page=3',
    );
  });

  it('keeps an arrow with nowhere to go a disabled button', () => {
    render(<ListPagination page={1} total={25} pageSize={10} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const onChange = vi.fn();
    render(<ListPagination page={1} total={25} pageSize={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('link', { name: '2' }), { ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks the last page when the page asked for is beyond it', () => {
    render(<ListPagination page={9} total={25} pageSize={10} onChange={() => {}} />);
    expect(screen.getByRole('link', { name: '3' }).getAttribute('data-active')).toBe('true');
  });
});

describe('pageHref', () => {
  it('drops ?page= for the first page', () => {
    expect(pageHref('/news/list', '?page=3', 1)).toBe('/news/list');
    expect(pageHref('/zh-cn/news/list', '?keyword=失眠', 2)).toBe(
      '/zh-cn/news/list?keyword=%E5%A4%B1%E7%9C%A0&page=2',
    );
  });
});
