/**
 * Who may start a server render: not while the event loop is late, and, while renders are
 * contended, only within the client address's render budget. Every render takes from the
 * budget, but an idle portal renders every page for everyone (a crawler, a family behind one
 * carrier address): the budget decides only who yields when there is not enough for all.
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
