import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import { ListPagination } from './page-pagination';

describe('ListPagination', () => {
  it('renders nothing while the list fits on one page', () => {
    const { container } = render(
      <ListPagination page={1} total={10} pageSize={10} onChange={() => {}} />,
    );
    expect(container.querySelector('[aria-label="分頁"]')).toBeNull();
  });

  it('shows one button a page with named arrows and reports the page chosen', () => {
    const onChange = vi.fn();
    const { container } = render(
      <ListPagination page={1} total={25} pageSize={10} onChange={onChange} />,
    );
    expect(container.querySelector('[aria-label="分頁"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('marks the last page when the page asked for is beyond it', () => {
    render(<ListPagination page={9} total={25} pageSize={10} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '3' }).getAttribute('data-active')).toBe('true');
  });
});
