/**
 * Rendered pages kept per render target (see page-key.ts) for the micro-cache's TTL, then served a
 * little longer while rendered again in the background, so a hot page never waits for a render.
 * Concurrent misses of one page share one render.
 */
import { LRUCache } from 'lru-cache';
import type { PageBody } from './page-body';

/** A rendered page split where the nonce goes, or where the render sent the browser. */
export type Rendered =
  | {
      kind: 'page';
      body: PageBody;
      status: number;
      cacheable: boolean;
    }
  | { kind: 'redirect'; status: number; location: string };

interface CachedPage {
  page: Rendered;
  /** Until then the page is served as it is. */
  freshUntil: number;
  /** Until then it is still served, while a new render replaces it in the background. */
  usableUntil: number;
}

/**
 * How long past its TTL a rendered page may still be served while it is rendered again in the
 * background, so a hot page never makes a visitor wait for a render. Kept below the shortest
 * freshness the SPA gives its queries (30 s), so the answers embedded in a page served late are
 * still fresh enough that hydration does not fetch them again.
 */
export const HTML_STALE_MS = 20_000;

/** Rendered pages by URL, least recently used first out. */
export class HtmlCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly inflight = new Map<string, Promise<Rendered | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly staleMs: number,
    maxEntries: number,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  private lookup(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.usableUntil > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Whether `render` would answer without a render of its own (kept, or being rendered). */
  covers(key: string): boolean {
    const entry = this.entries.peek(key);
    if (entry && entry.usableUntil > Date.now()) return true;
    return this.inflight.has(key);
  }

  /** Any usable page kept for `key`. */
  peek(key: string): Rendered | undefined {
    const entry = this.entries.peek(key);
    return entry && entry.usableUntil > Date.now() ? entry.page : undefined;
  }

  /**
   * The cached page when there is one (a late one starts its replacement in the background);
   * otherwise renders once for concurrent misses of the same page and keeps what may be kept.
   */
  async render(key: string, make: () => Promise<Rendered | null>): Promise<Rendered | null> {
    const hit = this.lookup(key);
    if (hit) {
      if (hit.freshUntil <= Date.now()) void this.renderOnce(key, make);
      return hit.page;
    }
    return this.renderOnce(key, make);
  }

  private renderOnce(key: string, make: () => Promise<Rendered | null>): Promise<Rendered | null> {
    let flight = this.inflight.get(key);
    if (flight) return flight;
    flight = make()
      .then((page) => {
        this.keep(key, page);
        return page;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, flight);
    return flight;
  }

  private keep(key: string, page: Rendered | null): void {
    // A failed or incomplete render does not replace a late page that is still usable.
    if (!page || this.ttlMs <= 0 || (page.kind === 'page' && !page.cacheable)) return;
    const now = Date.now();
    this.entries.set(key, {
      page,
      freshUntil: now + this.ttlMs,
      usableUntil: now + this.ttlMs + this.staleMs,
    });
  }
}
