/**
 * What reminders need: the browsers that asked for them (push subscriptions), the client's
 * upcoming bookings as the portal has seen them, and one delivery row per booking, lead and
 * subscription. A delivery row is inserted by whichever replica claims it first (its primary key
 * decides), holding a lease while it sends: so with several replicas each reminder goes out once,
 * and a replica that dies mid-send leaves a lease another takes over when it runs out.
 */
import { sql, type ExpressionBuilder } from 'kysely';
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

/** One booking and one of its client's subscriptions, with the reminder due for the pair. */
export interface ReminderCandidate {
  clientId: string;
  booking: SeenBooking;
  subscription: Subscription;
  /** The lead (minutes) whose reminder is due now: nobody sent it, failed it for good or holds it. */
  leadMin: number;
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
   * The pairs of a booking and a subscription of its client that have a reminder due now, soonest
   * start first, at most `limit`. The lead due is the smallest of `leadsMin` whose time has come (a
   * browser subscribed an hour before the visit gets the two-hour reminder, not the day-before one
   * too). A pair whose due reminder was sent, failed for good, or is held by a live lease is left
   * out here, in the query: however many pairs were handled already, the ones still due are found.
   */
  async candidates(
    now: number,
    leadsMin: readonly number[],
    limit = 1000,
  ): Promise<ReminderCandidate[]> {
    const leads = [...new Set(leadsMin)].sort((a, b) => a - b);
    if (leads.length === 0) return [];
    if (!leads.every((l) => Number.isInteger(l) && l > 0)) {
      throw new Error(`reminder leads must be whole minutes above 0: ${leads.join(',')}`);
    }
    // The due lead as SQL: the first (smallest) lead whose reminder time is not after `now`. The
    // leads are checked integers, written as literals so both databases type them as integers.
    const dueLead = sql<number>`(case ${sql.join(
      leads.map((l) => sql`when b.starts_at <= ${now + l * 60_000} then ${sql.lit(l)}`),
      sql` `,
    )} end)`;
    const horizon = now + leads[leads.length - 1]! * 60_000;
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
        's.endpoint',
        's.p256dh',
        's.auth',
        's.script',
        dueLead.as('lead_min'),
      ])
      .where('b.starts_at', '>', now)
      .where('b.starts_at', '<=', horizon)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reminder_deliveries as d')
              .select('d.lead_min')
              .whereRef('d.client_id', '=', 'b.client_id')
              .whereRef('d.schedule_id', '=', 'b.schedule_id')
              .whereRef('d.endpoint', '=', 's.endpoint')
              .where('d.lead_min', '=', dueLead)
              .where((d) => d.or([d('d.state', '!=', 'leased'), d('d.lease_until', '>', now)])),
          ),
        ),
      )
      .orderBy('b.starts_at')
      .orderBy('b.client_id')
      .orderBy('b.schedule_id')
      .orderBy('s.endpoint')
      .limit(limit)
      .execute();
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
      leadMin: num(r.lead_min),
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
