/**
 * Who may start a server render, and so what an address flooding the pages meets in the BFF
 * (the edge's per-address limits come first: deploy/nginx/nginx.conf.template). A page GET is
 * never refused. A page kept from an earlier render, or one whose render is already under way,
 * is served to everyone without asking here (`HtmlCache.covers` in routes/pages.ts); cache-busting
 * query strings do not make new renders. A new render is declined, for this request only:
 * - `pressure`: the event loop is late;
 * - `budget`: the address has spent its render budget (RENDER_BUDGET_BURST 20, then
 *   RENDER_BUDGET_PER_MIN 30) while renders are contended: every render place taken (gate.ts:
 *   RENDER_CONCURRENCY at once), one waiting, or this address alone holding half the places;
 *   an idle portal renders every page for everyone (a crawler, a family behind one carrier
 *   address), so the budget decides only who yields when there is not enough for all;
 * - `busy`: every place and all RENDER_QUEUE (8) waiting spots are full; the gate refuses at once.
 * A declined request still gets a working 200 page (`sendDeclined` in routes/pages.ts): the copy
 * kept for its key, else the page unrendered under its record's own head (title, description,
 * JSON-LD), which the browser renders itself; each counted in `bff_pages_degraded_total{reason}`.
 * Other visitors meanwhile: their own budgets are untouched; only while the places are full or
 * the loop is late may they, too, get the kept or browser-rendered page, never an error.
 * The budgets are built in plugins/app/budgets.ts (in Redis when REDIS_URL is set).
 */
import type { Budget } from '../limits/budgets';
import type { RenderGate } from './gate';

/** Why a page is served without a render of its own. */
export type Declined = 'budget' | 'busy' | 'pressure';

// Hand-written: it counts renders per address, which neither p-limit nor p-queue keeps.
export class RenderAdmission {
  /** Renders under way per client address (an address leaves the map with its last one). */
  private readonly rendering = new Map<string, number>();
  /**
   * Renders at once past which one address is far above its share of the process's places, and
   * is held to its budget even while the gate has room.
   */
  private readonly fairShare: number;

  constructor(
    private readonly gate: RenderGate,
    private readonly budget: Budget,
    private readonly overloaded: () => boolean,
  ) {
    this.fairShare = Math.max(2, Math.ceil(gate.limit / 2));
  }

  /** Whether renders are contended: the gate full or queueing, or the address far above its share. */
  private contended(ip: string): boolean {
    const { gate } = this;
    return (
      gate.busy >= gate.limit || gate.queued > 0 || (this.rendering.get(ip) ?? 0) >= this.fairShare
    );
  }

  /** Null when `ip` may start a render, else why not. */
  async admit(ip: string): Promise<Declined | null> {
    if (this.overloaded()) return 'pressure';
    const within = await this.budget.take(ip);
    if (!within && this.contended(ip)) return 'budget';
    return null;
  }

  /** Counts a render of `ip` until the returned function is called. */
  count(ip: string): () => void {
    this.rendering.set(ip, (this.rendering.get(ip) ?? 0) + 1);
    return () => {
      const left = (this.rendering.get(ip) ?? 1) - 1;
      if (left > 0) this.rendering.set(ip, left);
      else this.rendering.delete(ip);
    };
  }
}
