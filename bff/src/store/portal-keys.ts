/**
 * Keys the portal makes for itself (the Web Push signing pair), kept in its store so that every
 * replica on one database, and every restart, uses the same one. The first writer of a name wins:
 * replicas starting together each offer a new value, and all read back the one that was kept.
 */
import type { StoreDb } from './database';

export class PortalKeys {
  constructor(private readonly db: StoreDb) {}

  /** The value kept under `name`; `offer()` is kept first when there is none. */
  async keepFirst(name: string, offer: () => string): Promise<{ value: string; made: boolean }> {
    const kept = await this.read(name);
    if (kept !== undefined) return { value: kept, made: false };
    const value = offer();
    const inserted = await this.db
      .insertInto('portal_keys')
      .values({ name, value, created_at: Date.now() })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { value, made: true };
    const winner = await this.read(name);
    if (winner === undefined) throw new Error(`portal key ${name}: neither inserted nor found`);
    return { value: winner, made: false };
  }

  private async read(name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('portal_keys')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value;
  }
}
