/**
 * The doctors this portal has seen in the upstream's own answers (searches, detail records, a
 * clinic's doctors). `/bff/availability` works out schedules only for these: an id nobody was
 * shown costs no upstream call, so random ids neither reach the upstream nor churn the
 * availability cache. Kept in memory (bounded, least recently seen out) and, with REDIS_URL, in
 * Redis too, so a replica knows the doctors another replica's search returned.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Doctors kept in memory at most. */
const MAX_IN_MEMORY = 20_000;
/** How long a doctor stays known after last being seen in an answer. */
export const KNOWN_FOR_MS = 6 * 3600_000;

export class KnownDoctors {
  /** When each doctor was last seen (reading does not count as seeing). */
  private readonly seen = new LRUCache<string, number>({ max: MAX_IN_MEMORY });

  constructor(
    private readonly redis: Redis | null = null,
    private readonly prefix = 'bff-kd:',
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes doctors named by an upstream answer. */
  add(ids: Iterable<string>): void {
    const now = this.now();
    const fresh: string[] = [];
    for (const id of ids) {
      const at = this.seen.peek(id);
      this.seen.set(id, now);
      // Redis is told again only once a while per doctor, not on every cached answer.
      if (at === undefined || now - at > KNOWN_FOR_MS / 6) fresh.push(id);
    }
    if (this.redis && fresh.length > 0) {
      const batch = this.redis.multi();
      for (const id of fresh) batch.set(this.prefix + id, '1', 'PX', KNOWN_FOR_MS);
      batch.exec().catch(this.onError);
    }
  }

  /** Which of `ids` are known, in order. */
  async filter(ids: readonly string[]): Promise<string[]> {
    const now = this.now();
    const known = (id: string) => {
      const at = this.seen.peek(id);
      return at !== undefined && now - at < KNOWN_FOR_MS;
    };
    const missing = ids.filter((id) => !known(id));
    if (missing.length === 0 || !this.redis) return ids.filter(known);
    let shared: Set<string>;
    try {
      const values = await this.redis.mget(missing.map((id) => this.prefix + id));
      shared = new Set(missing.filter((_, i) => values[i] !== null));
    } catch (err) {
      this.onError(err);
      shared = new Set();
    }
    for (const id of shared) this.seen.set(id, now);
    return ids.filter((id) => known(id) || shared.has(id));
  }
}

/**
 * The `globaluserid`s of doctor records in an answer's `data`: a record, a list or `{list}`, and
 * a record's own `doctors` (a clinic's).
 */
export function doctorIdsIn(data: unknown): string[] {
  const ids: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth);
      return;
    }
    if (typeof value !== 'object' || value === null || depth > 2) return;
    const record = value as { globaluserid?: unknown; list?: unknown; doctors?: unknown };
    if (typeof record.globaluserid === 'string' && record.globaluserid) {
      ids.push(record.globaluserid);
    }
    if (Array.isArray(record.list)) visit(record.list, depth + 1);
    if (Array.isArray(record.doctors)) visit(record.doctors, depth + 1);
  };
  visit(data, 0);
  return ids;
}
