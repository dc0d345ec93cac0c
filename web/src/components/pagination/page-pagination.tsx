import type { MouseEvent } from 'react';
import { Group, Pagination, type PaginationProps } from '@mantine/core';
import { useHref, useLocation } from 'react-router';
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

type Control = 'first' | 'previous' | 'next' | 'last';

/** The arrow controls' names (built per render, so each call folds to its text). */
const controlLabels = (o: MessageOptions): Record<Control, string> => ({
  first: m.ui_pagination_first({}, o),
  previous: m.ui_pagination_previous({}, o),
  next: m.ui_pagination_next({}, o),
  last: m.ui_pagination_last({}, o),
});

/** The current address with `?page=` set to `page` (dropped for page 1), other parameters kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A click the browser should handle itself (a new tab or window), not the app. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface PagePaginationProps extends Omit<PaginationProps, 'getControlProps'> {
  /**
   * The address of each page. Given, every page number and arrow is a link (`<a href>`), so the
   * pages can be reached and crawled without JavaScript; with it a click still goes through
   * `onChange`.
   */
  hrefOf?: (page: number) => string;
}

/** Centred pagination whose arrow buttons have names screen readers can read. */
function PagePagination({ hrefOf, ...props }: PagePaginationProps) {
  const { value = 1, total, onChange } = props;
  const o = useMessageOptions();
  const labels = controlLabels(o);
  const target: Record<Control, number> = {
    first: 1,
    previous: value - 1,
    next: value + 1,
    last: total,
  };
  const link = (page: number) =>
    hrefOf
      ? {
          component: 'a' as const,
          href: hrefOf(page),
          onClick: (event: MouseEvent) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onChange?.(page);
          },
        }
      : {};
  return (
    // A landmark of its own: a div may not carry an aria-label without a role.
    <Group component="nav" aria-label={m.ui_pagination_label({}, o)} justify="center" mt="md">
      <Pagination
        siblings={1}
        boundaries={1}
        {...props}
        getItemProps={hrefOf ? (page) => link(page) : undefined}
        getControlProps={(control) => {
          const page = target[control];
          // An arrow with nowhere to go stays a disabled button: a link cannot be disabled.
          const inRange = page >= 1 && page <= total && page !== value;
          return { 'aria-label': labels[control], ...(inRange ? link(page) : {}) };
        }}
      />
    </Group>
  );
}

export interface ListPaginationProps {
  page: number;
  /** How many records the list has in all (the `total` of a list response). */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  size?: PaginationProps['size'];
}

/**
 * Pagination under a paged list: nothing while the list fits on one page; a page beyond the last
 * (an old link) marks the last one. Each page is a link to the same address with its `?page=`,
 * which the server renders, so paging works before the scripts have loaded, without them, and
 * for crawlers.
 */
export function ListPagination({ page, total, pageSize, onChange, size }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  // The address as the browser knows it (with the Simplified copy's `/zh-cn` prefix).
  const path = useHref(pathname);
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <PagePagination
      size={size}
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      hrefOf={(n) => pageHref(path, search, n)}
    />
  );
}
