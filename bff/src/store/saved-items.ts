/** Saved items (收藏) per client: what the account saved, kept by the session's client id. */
import type { SavedKind } from '@portal/shared';
import { transactionHolding, num, type StoreDb } from './database';

export interface SavedRow {
  kind: SavedKind;
  id: string;
  savedAt: number;
}

export type PutResult = 'added' | 'kept' | 'full';

export class SavedItems {
  constructor(private readonly db: StoreDb) {}

  /** The client's saved items, newest first. */
  async list(clientId: string): Promise<SavedRow[]> {
    const rows = await this.db
      .selectFrom('saved_items')
      .select(['kind', 'item_id', 'saved_at'])
      .where('client_id', '=', clientId)
      .orderBy('saved_at', 'desc')
      .orderBy('kind')
      .orderBy('item_id')
      .execute();
    return rows.map((r) => ({
      kind: r.kind as SavedKind,
      id: r.item_id,
      savedAt: num(r.saved_at),
    }));
  }

  /**
   * Adds an item (kept as it was, date included, when already saved). `full` when the client
   * already has `cap` items: counted in the insert's transaction under a lock on the client, so
   * saves arriving at once (several tabs, several replicas) are counted one after another and
   * never pass the cap.
   */
  async put(
    clientId: string,
    kind: SavedKind,
    id: string,
    cap: number,
    now: number,
  ): Promise<PutResult> {
    return transactionHolding(this.db, `saved-items:${clientId}`, async (trx) => {
      const existing = await trx
        .selectFrom('saved_items')
        .select('saved_at')
        .where('client_id', '=', clientId)
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .executeTakeFirst();
      if (existing) return 'kept';
      const { count } = await trx
        .selectFrom('saved_items')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      if (num(count) >= cap) return 'full';
      const inserted = await trx
        .insertInto('saved_items')
        .values({ client_id: clientId, kind, item_id: id, saved_at: now })
        .onConflict((oc) => oc.columns(['client_id', 'kind', 'item_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 ? 'added' : 'kept';
    });
  }

  /** Removes an item; false when it was not saved. */
  async remove(clientId: string, kind: SavedKind, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('saved_items')
      .where('client_id', '=', clientId)
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .executeTakeFirst();
    return res.numDeletedRows > 0n;
  }

  /** Removes every item of the client; how many there were. */
  async removeAll(clientId: string): Promise<number> {
    const res = await this.db
      .deleteFrom('saved_items')
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
