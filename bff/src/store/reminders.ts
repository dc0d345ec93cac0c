/**
 * What reminders need: the browsers that asked for them (push subscriptions), the client's
 * upcoming bookings as the portal has seen them, and one delivery row per booking, lead and
 * subscription. A delivery row is inserted by whichever replica claims it first (its primary key
 * decides), holding a lease while it sends: so with several replicas each reminder goes out once,
 * and a replica that dies mid-send leaves a lease another takes over when it runs out.
 */
import type { ExpressionBuilder } from 'kysely';
import { num, type StoreDb, type StoreSchema } from './database';

export interface Subscription {
  endpoint: string;
  clientId: string;
  p256dh: string;
  auth: string;
  script: 'hant' | 'hans';
}

export interface SeenBooking {
  scheduleId: string;
  doctorName: string;
  clinicName: string;
  day: string;
  startTime: string;
  startsAt: number;
}

/** One booking and one of its client's subscriptions, with the deliveries already made. */
export interface ReminderCandidate {
  clientId: string;
  booking: SeenBooking;
  subscription: Subscription;
  /** Delivery rows for this booking and subscription, by lead. */
  deliveries: Map<number, { state: string; leaseUntil: number; attempts: number }>;
}

export interface DeliveryKey {
  clientId: string;
  scheduleId: string;
  endpoint: string;
  leadMin: number;
}

/** Bookings whose start is this long past are forgotten (their reminders with them). */
const KEEP_PAST_MS = 24 * 3600_000;

export class ReminderStore {
  constructor(private readonly db: StoreDb) {}

  /**
   * Keeps a browser's subscription for the client. An endpoint is one browser profile: when another
   * client logs in there and subscribes, the endpoint is theirs from then on.
   */
  async subscribe(sub: Subscription, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('push_subscriptions')
        .select('client_id')
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirst();
      if (before && before.client_id !== sub.clientId) {
        await trx.deleteFrom('reminder_deliveries').where('endpoint', '=', sub.endpoint).execute();
      }
      await trx
        .insertInto('push_subscriptions')
        .values({
          endpoint: sub.endpoint,
          client_id: sub.clientId,
          p256dh: sub.p256dh,
          auth: sub.auth,
          script: sub.script,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            client_id: sub.clientId,
            p256dh: sub.p256dh,
            auth: sub.auth,
            script: sub.script,
          }),
        )
        .execute();
    });
  }

  /** Removes the client's subscription for this endpoint; false when there was none. */
  async unsubscribe(clientId: string, endpoint: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (res.numDeletedRows === 0n) return false;
      await trx.deleteFrom('reminder_deliveries').where('endpoint', '=', endpoint).execute();
      return true;
    });
  }

  /** An endpoint the push service says is gone: removed whoever it belonged to. */
  async prune(endpoint: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
      await trx.deleteFrom('reminder_deliveries').where('endpoint', '=', endpoint).execute();
    });
  }

  async subscriptions(clientId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('client_id', '=', clientId)
      .execute();
    return rows.map((r) => r.endpoint);
  }

  /**
   * Records bookings of the client as seen. A booking whose start moved (rescheduled) has its
   * reminders made again for the new time. With `complete`, the list is all the client's upcoming
   * bookings, and any other the store still holds is gone (cancelled elsewhere, or done).
   */
  async seen(
    clientId: string,
    bookings: SeenBooking[],
    complete: boolean,
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const held = await trx
        .selectFrom('reminder_bookings')
        .select(['schedule_id', 'starts_at'])
        .where('client_id', '=', clientId)
        .execute();
      const heldStart = new Map(held.map((h) => [h.schedule_id, num(h.starts_at)]));
      for (const b of bookings) {
        const before = heldStart.get(b.scheduleId);
        if (before !== undefined && before !== b.startsAt) {
          await trx
            .deleteFrom('reminder_deliveries')
            .where('client_id', '=', clientId)
            .where('schedule_id', '=', b.scheduleId)
            .execute();
        }
        const row = {
          doctor_name: b.doctorName,
          clinic_name: b.clinicName,
          day: b.day,
          start_time: b.startTime,
          starts_at: b.startsAt,
          updated_at: now,
        };
        await trx
          .insertInto('reminder_bookings')
          .values({ client_id: clientId, schedule_id: b.scheduleId, ...row })
          .onConflict((oc) => oc.columns(['client_id', 'schedule_id']).doUpdateSet(row))
          .execute();
      }
      if (complete) {
        const listed = new Set(bookings.map((b) => b.scheduleId));
        const gone = held.map((h) => h.schedule_id).filter((id) => !listed.has(id));
        if (gone.length > 0) await this.forgetIn(trx, clientId, gone);
      }
    });
  }

  /** The client cancelled (or the list says it is no longer upcoming): no reminder for these. */
  async forget(clientId: string, scheduleIds: string[]): Promise<void> {
    if (scheduleIds.length === 0) return;
    await this.db.transaction().execute((trx) => this.forgetIn(trx, clientId, scheduleIds));
  }

  private async forgetIn(trx: StoreDb, clientId: string, scheduleIds: string[]): Promise<void> {
    await trx
      .deleteFrom('reminder_bookings')
      .where('client_id', '=', clientId)
      .where('schedule_id', 'in', scheduleIds)
      .execute();
    await trx
      .deleteFrom('reminder_deliveries')
      .where('client_id', '=', clientId)
      .where('schedule_id', 'in', scheduleIds)
      .execute();
  }

  /** The client's upcoming bookings as held (tests and operators). */
  async bookings(clientId: string): Promise<SeenBooking[]> {
    const rows = await this.db
      .selectFrom('reminder_bookings')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('starts_at')
      .execute();
    return rows.map(bookingOf);
  }

  /**
   * Every booking starting within `horizonMs` from `now` (and not yet started), paired with each
   * subscription of its client and the deliveries already made for the pair.
   */
  async candidates(now: number, horizonMs: number, limit = 1000): Promise<ReminderCandidate[]> {
    const rows = await this.db
      .selectFrom('reminder_bookings as b')
      .innerJoin('push_subscriptions as s', 's.client_id', 'b.client_id')
      .select([
        'b.client_id',
        'b.schedule_id',
        'b.doctor_name',
        'b.clinic_name',
        'b.day',
        'b.start_time',
        'b.starts_at',
        'b.updated_at',
        's.endpoint',
        's.p256dh',
        's.auth',
        's.script',
      ])
      .where('b.starts_at', '>', now)
      .where('b.starts_at', '<=', now + horizonMs)
      .orderBy('b.starts_at')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    const deliveries = await this.db
      .selectFrom('reminder_deliveries as d')
      .innerJoin('reminder_bookings as b', (j) =>
        j.onRef('b.client_id', '=', 'd.client_id').onRef('b.schedule_id', '=', 'd.schedule_id'),
      )
      .select([
        'd.client_id',
        'd.schedule_id',
        'd.endpoint',
        'd.lead_min',
        'd.state',
        'd.lease_until',
        'd.attempts',
      ])
      .where('b.starts_at', '>', now)
      .where('b.starts_at', '<=', now + horizonMs)
      .execute();
    const byPair = new Map<string, ReminderCandidate['deliveries']>();
    for (const d of deliveries) {
      const key = pairKey(d.client_id, d.schedule_id, d.endpoint);
      let m = byPair.get(key);
      if (!m) byPair.set(key, (m = new Map()));
      m.set(d.lead_min, { state: d.state, leaseUntil: num(d.lease_until), attempts: d.attempts });
    }
    return rows.map((r) => ({
      clientId: r.client_id,
      booking: bookingOf(r),
      subscription: {
        endpoint: r.endpoint,
        clientId: r.client_id,
        p256dh: r.p256dh,
        auth: r.auth,
        script: r.script === 'hans' ? 'hans' : 'hant',
      },
      deliveries: byPair.get(pairKey(r.client_id, r.schedule_id, r.endpoint)) ?? new Map(),
    }));
  }

  /**
   * Takes the lease on one delivery: a new row, or a `leased` row whose lease ran out (its sender
   * died, or it waits to be retried). Returns the attempts made before, or null when another
   * replica holds it or it is done.
   */
  async claim(key: DeliveryKey, now: number, leaseMs: number): Promise<number | null> {
    const inserted = await this.db
      .insertInto('reminder_deliveries')
      .values({
        client_id: key.clientId,
        schedule_id: key.scheduleId,
        endpoint: key.endpoint,
        lead_min: key.leadMin,
        state: 'leased',
        lease_until: now + leaseMs,
        attempts: 0,
      })
      .onConflict((oc) =>
        oc.columns(['client_id', 'schedule_id', 'endpoint', 'lead_min']).doNothing(),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return 0;
    const row = await this.db
      .selectFrom('reminder_deliveries')
      .select(['attempts', 'lease_until', 'state'])
      .where((eb) => deliveryWhere(eb, key))
      .executeTakeFirst();
    if (!row || row.state !== 'leased' || num(row.lease_until) > now) return null;
    // Only the replica whose update still sees the expired lease gets it.
    const taken = await this.db
      .updateTable('reminder_deliveries')
      .set({ lease_until: now + leaseMs })
      .where((eb) => deliveryWhere(eb, key))
      .where('state', '=', 'leased')
      .where('lease_until', '=', num(row.lease_until))
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n ? row.attempts : null;
  }

  async finish(key: DeliveryKey, state: 'sent' | 'failed', attempts: number): Promise<void> {
    await this.db
      .updateTable('reminder_deliveries')
      .set({ state, attempts })
      .where((eb) => deliveryWhere(eb, key))
      .execute();
  }

  /** A failed send to be tried again once `retryAt` has come. */
  async retryLater(key: DeliveryKey, attempts: number, retryAt: number): Promise<void> {
    await this.db
      .updateTable('reminder_deliveries')
      .set({ attempts, lease_until: retryAt })
      .where((eb) => deliveryWhere(eb, key))
      .where('state', '=', 'leased')
      .execute();
  }

  /** Forgets bookings that started more than a day ago, with their deliveries. */
  async sweepPast(now: number): Promise<void> {
    const cutoff = now - KEEP_PAST_MS;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('reminder_deliveries')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('reminder_bookings as b')
                .select('b.schedule_id')
                .whereRef('b.client_id', '=', 'reminder_deliveries.client_id')
                .whereRef('b.schedule_id', '=', 'reminder_deliveries.schedule_id')
                .where('b.starts_at', '>=', cutoff),
            ),
          ),
        )
        .execute();
      await trx.deleteFrom('reminder_bookings').where('starts_at', '<', cutoff).execute();
    });
  }
}

function pairKey(clientId: string, scheduleId: string, endpoint: string): string {
  return JSON.stringify([clientId, scheduleId, endpoint]);
}

function deliveryWhere(
  eb: ExpressionBuilder<StoreSchema, 'reminder_deliveries'>,
  key: DeliveryKey,
) {
  return eb.and([
    eb('client_id', '=', key.clientId),
    eb('schedule_id', '=', key.scheduleId),
    eb('endpoint', '=', key.endpoint),
    eb('lead_min', '=', key.leadMin),
  ]);
}

function bookingOf(r: {
  schedule_id: string;
  doctor_name: string;
  clinic_name: string;
  day: string;
  start_time: string;
  starts_at: number | string;
}): SeenBooking {
  return {
    scheduleId: r.schedule_id,
    doctorName: r.doctor_name,
    clinicName: r.clinic_name,
    day: r.day,
    startTime: r.start_time,
    startsAt: num(r.starts_at),
  };
}
