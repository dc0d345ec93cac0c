import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The page number in `?page=` (1 when absent or not a positive whole number). */
export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export interface PageParamOptions {
  /**
   * Keep the scroll position when the page changes (a paged tab inside a longer page);
   * by default the window goes back to the top so the new page is read from its start.
   */
  keepScroll?: boolean;
}

/**
 * The current `?page=` and a setter that writes it into the URL (dropped for page 1) and keeps
 * every other search parameter, so filters survive paging and a page can be shared or reloaded.
 */
export function usePageParam({ keepScroll = false }: PageParamOptions = {}): [
  number,
  (page: number) => void,
] {
  const [params, setParams] = useSearchParams();
  const setPage = (next: number) => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next <= 1) out.delete('page');
        else out.set('page', String(next));
        return out;
      },
      { preventScrollReset: keepScroll },
    );
    if (!keepScroll) window.scrollTo({ top: 0 });
  };
  return [pageFromParams(params), setPage];
}

/**
 * A setter for filters kept in the URL: each non-empty value is set, each empty one removed, other
 * parameters kept, and the page goes back to 1 (a new filter starts from its first page).
 */
export function useSearchFilters(): (patch: Record<string, string>) => void {
  const [, setParams] = useSearchParams();
  const pending = useRef<{ from: string; to: URLSearchParams } | null>(null);
  return (patch) => {
    setParams((prev) => {
      // `prev` is what the page last rendered. A second filter chosen while the first one's
      // navigation is still rendering builds on the first, instead of bringing its old value back.
      const last = pending.current;
      const out = new URLSearchParams(last && last.from === prev.toString() ? last.to : prev);
      for (const [key, value] of Object.entries(patch)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      out.delete('page');
      pending.current = { from: prev.toString(), to: out };
      return out;
    });
    window.scrollTo({ top: 0 });
  };
}
