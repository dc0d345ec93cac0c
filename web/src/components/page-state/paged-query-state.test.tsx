import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListData } from '@portal/shared';
import { render } from '@test-utils/render';
import { PagedQueryState } from './paged-query-state';

function loaded(data: ListData<string>): UseQueryResult<ListData<string>> {
  return {
    data,
    isPending: false,
    isError: false,
    isFetching: false,
  } as UseQueryResult<ListData<string>>;
}

function List({
  data,
  onPageChange = () => {},
}: {
  data: ListData<string>;
  onPageChange?: (p: number) => void;
}) {
  return (
    <PagedQueryState
      query={loaded(data)}
      page={1}
      pageSize={2}
      onPageChange={onPageChange}
      empty={{ title: '暫時未有資料' }}
    >
      {(d) => (
        <ul>
          {d.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedQueryState>
  );
}

describe('PagedQueryState', () => {
  it('shows the rows and pages on when the list is longer than a page', () => {
    const onPageChange = vi.fn();
    render(<List data={{ list: ['甲', '乙'], total: 5 }} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the empty state and no pagination when there are no rows', () => {
    const { container } = render(<List data={{ list: [], total: 0 }} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('暫時未有資料');
    expect(container.querySelector('[aria-label="分頁"]')).toBeNull();
  });

  it('has no pagination while the list fits on one page', () => {
    const { container } = render(<List data={{ list: ['甲'], total: 1 }} />);
    expect(screen.getByText('甲')).toBeTruthy();
    expect(container.querySelector('[aria-label="分頁"]')).toBeNull();
  });
});
