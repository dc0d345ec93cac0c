/**
 * What reminders need: the browsers that asked for them (push subscriptions), the client's
 * upcoming bookings as the portal has seen them with each one's channel (push, e-mail or both),
 * and one delivery row per booking, lead and channel: for push, per subscription; for e-mail, one
 * (to the client's verified address, store/reminder-emails). A delivery row is inserted by whichever replica claims it first (its primary key
 * decides), holding a lease while it sends: so with several replicas each reminder goes out once,
 * and a replica that dies mid-send leaves a lease another takes over when it runs out.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { REMINDER_CHANNELS, type ReminderChannel } from '@portal/shared';
import {
  num,
  scriptColumn,
  storedLocale,
  type StoreDb,
  type StoreSchema,
  type StoredLocale,
} from './database';

/** The session a subscription belongs to (it ends with that session). */
export interface SubscriptionSession {
  sid: string;
  iat: number;
  /** The login phone's key, or empty. */
  pk: string;
  /** When the session's cookie expires. */
  expires: number;
}

export interface Subscription {
  endpoint: string;
  clientId: string;
  p256dh: string;
  auth: string;
  /** The locale of the page that subscribed: its reminders are worded in it. */
  locale: StoredLocale;
  session: SubscriptionSession;
}

/** One of a client's subscribed browsers as the personal centre lists it. */
export interface SubscribedDevice {
  endpoint: string;
  browser: string;
  addedAt: number;
  sessionId: string;
}

export interface SeenBooking {
  scheduleId: string;
  doctorName: string;
  clinicName: string;
  day: string;
  startTime: string;
  startsAt: number;
  /** The family member the booking is for (its note's first line), when not the client. */
  patientName?: string;
  /** `HH:mm`, when the portal API gave it (the e-mail's calendar file). */
  endTime?: string;
  clinicAddress?: string;
}

/** One booking and one of its client's subscriptions, with the reminder due for the pair. */
export interface ReminderCandidate {
  clientId: string;
  booking: SeenBooking;
  subscription: Subscription;
  /** The lead (minutes) whose reminder is due now: nobody sent it, failed it for good or holds it. */
  leadMin: number;
}

/** One booking whose client has a verified reminder address, with the e-mail reminder due. */
export interface EmailCandidate {
  clientId: string;
  booking: SeenBooking;
  email: string;
  /** The locale of the page the address was given on. */
  locale: StoredLocale;
  leadMin: number;
}

export interface DeliveryKey {
  clientId: string;
  scheduleId: string;
  /** `push` when absent. */
  channel?: 'push' | 'email';
  /** The push endpoint; empty for e-mail. */
  endpoint: string;
  leadMin: number;
}

/** The SQL case picking, for a booking `b`, the smallest lead whose reminder time has come. */
function dueLeadSql(now: number, leads: readonly number[]) {
  // The leads are checked integers, written as literals so both databases type them as integers.
  return sql<number>`(case ${sql.join(
    leads.map((l) => sql`when b.starts_at <= ${now + l * 60_000} then ${sql.lit(l)}`),
    sql` `,
  )} end)`;
}

function checkedLeads(leadsMin: readonly number[]): number[] {
  const leads = [...new Set(leadsMin)].sort((a, b) => a - b);
  if (!leads.every((l) => Number.isInteger(l) && l > 0)) {
    throw new Error(`reminder leads must be whole minutes above 0: ${leads.join(',')}`);
  }
  return leads;
}

function isChannel(v: string): v is ReminderChannel {
  return (REMINDER_CHANNELS as readonly string[]).includes(v);
}

/** Bookings whose start is this long past are forgotten (their reminders with them). */
const KEEP_PAST_MS = 24 * 3600_000;

export class ReminderStore {
  constructor(private readonly db: StoreDb) {}

  /**
   * Keeps a browser's subscription for the client and the session that made it. An endpoint is
   * one browser profile: when another client logs in there and subscribes, the endpoint is theirs
   * from then on. A client keeps at most `cap` subscriptions: past it, the oldest go.
   */
  async subscribe(sub: Subscription, browser: string, now: number, cap: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('push_subscriptions')
        .select('client_id')
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirst();
      if (before && before.client_id !== sub.clientId) {
        await trx.deleteFrom('reminder_deliveries').where('endpoint', '=', sub.endpoint).execute();
      }
      const row = {
        client_id: sub.clientId,
        p256dh: sub.p256dh,
        auth: sub.auth,
        script: scriptColumn(sub.locale),
        locale: sub.locale,
        created_at: now,
        session_id: sub.session.sid,
        session_iat: sub.session.iat,
        session_pk: sub.session.pk,
        session_expires: sub.session.expires,
        browser,
      };
      await trx
        .insertInto('push_subscriptions')
        .values({ endpoint: sub.endpoint, ...row })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
        .execute();
      const over = await trx
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('client_id', '=', sub.clientId)
        .orderBy('created_at', 'desc')
        .orderBy('endpoint')
        .offset(cap)
        .limit(1000)
        .execute();
      await this.removeIn(
        trx,
        over.map((r) => r.endpoint),
      );
    });
  }

  /** The subscriptions `where` picks (at most `limit`), removed with their deliveries. */
  private async removeWhere(
    trx: StoreDb,
    where: (eb: ExpressionBuilder<StoreSchema, 'push_subscriptions'>) => Expression<SqlBool>,
    limit?: number,
  ): Promise<number> {
    let q = trx.selectFrom('push_subscriptions').select('endpoint').where(where);
    if (limit !== undefined) q = q.limit(limit);
    const rows = await q.execute();
    return this.removeIn(
      trx,
      rows.map((r) => r.endpoint),
    );
  }

  private async removeIn(trx: StoreDb, endpoints: string[]): Promise<number> {
    if (endpoints.length === 0) return 0;
    const res = await trx
      .deleteFrom('push_subscriptions')
      .where('endpoint', 'in', endpoints)
      .executeTakeFirst();
    await trx.deleteFrom('reminder_deliveries').where('endpoint', 'in', endpoints).execute();
    return Number(res.numDeletedRows);
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

  /** Removes the client's subscriptions among `endpoints` (all of them without); how many went. */
  async unsubscribeMany(clientId: string, endpoints?: string[]): Promise<number> {
    if (endpoints?.length === 0) return 0;
    return this.db
      .transaction()
      .execute((trx) =>
        this.removeWhere(trx, (eb) =>
          endpoints
            ? eb.and([eb('client_id', '=', clientId), eb('endpoint', 'in', endpoints)])
            : eb('client_id', '=', clientId),
        ),
      );
  }

  /** The session ended (sign-out, an upstream 401): its subscriptions go. */
  async endSession(sid: string): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) => this.removeWhere(trx, (eb) => eb('session_id', '=', sid)));
  }

  /** The session goes on under a new id (its own password change): so do its subscriptions. */
  async renewSession(sid: string, next: SubscriptionSession): Promise<void> {
    await this.db
      .updateTable('push_subscriptions')
      .set({
        session_id: next.sid,
        session_iat: next.iat,
        session_pk: next.pk,
        session_expires: next.expires,
      })
      .where('session_id', '=', sid)
      .execute();
  }

  /**
   * Every session of a subject issued before `at` ended: a client's (`c:<clientId>`, a password
   * change) or a login phone's (`p:<key>`, a reset). Their subscriptions go.
   */
  async endSubject(subject: string, at: number): Promise<void> {
    const [kind, value] = [subject.slice(0, 2), subject.slice(2)];
    const column = kind === 'c:' ? 'client_id' : kind === 'p:' ? 'session_pk' : null;
    if (!column || !value) return;
    await this.db
      .transaction()
      .execute((trx) =>
        this.removeWhere(trx, (eb) => eb.and([eb(column, '=', value), eb('session_iat', '<', at)])),
      );
  }

  /**
   * Everything held for the client's reminders: its browsers' subscriptions, the bookings seen
   * and their deliveries (`DELETE /bff/my-data`). A later read of the bookings list records the
   * upcoming bookings again, and reminders need a browser to subscribe again.
   */
  async forgetClient(clientId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.removeWhere(trx, (eb) => eb('client_id', '=', clientId));
      await trx.deleteFrom('reminder_deliveries').where('client_id', '=', clientId).execute();
      await trx.deleteFrom('reminder_bookings').where('client_id', '=', clientId).execute();
      await trx.deleteFrom('reminder_emails').where('client_id', '=', clientId).execute();
    });
  }

  /** The client's subscribed browsers, newest first. */
  async devices(clientId: string): Promise<SubscribedDevice[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'browser', 'created_at', 'session_id'])
      .where('client_id', '=', clientId)
      .orderBy('created_at', 'desc')
      .orderBy('endpoint')
      .execute();
    return rows.map((r) => ({
      endpoint: r.endpoint,
      browser: r.browser,
      addedAt: num(r.created_at),
      sessionId: r.session_id,
    }));
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
          patient_name: b.patientName ?? '',
          end_time: b.endTime ?? '',
          clinic_address: b.clinicAddress ?? '',
          updated_at: now,
        };
        await trx
          .insertInto('reminder_bookings')
          .values({ client_id: clientId, schedule_id: b.scheduleId, channel: 'push', ...row })
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

  /**
   * Chooses how one held booking's reminders go; false when the client has no such booking held
   * (not upcoming, cancelled, or never seen). The channel is kept when the booking is seen again.
   */
  async setChannel(
    clientId: string,
    scheduleId: string,
    channel: ReminderChannel,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('reminder_bookings')
      .set({ channel })
      .where('client_id', '=', clientId)
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** The channel of each of the client's held bookings. */
  async channels(clientId: string): Promise<{ scheduleId: string; channel: ReminderChannel }[]> {
    const rows = await this.db
      .selectFrom('reminder_bookings')
      .select(['schedule_id', 'channel'])
      .where('client_id', '=', clientId)
      .orderBy('starts_at')
      .execute();
    return rows.map((r) => ({
      scheduleId: r.schedule_id,
      channel: isChannel(r.channel) ? r.channel : 'push',
    }));
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
    const leads = checkedLeads(leadsMin);
    if (leads.length === 0) return [];
    // The due lead as SQL: the first (smallest) lead whose reminder time is not after `now`.
    const dueLead = dueLeadSql(now, leads);
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
        'b.patient_name',
        'b.end_time',
        'b.clinic_address',
        's.endpoint',
        's.p256dh',
        's.auth',
        's.locale',
        's.session_id',
        's.session_iat',
        's.session_pk',
        's.session_expires',
        dueLead.as('lead_min'),
      ])
      .where('b.starts_at', '>', now)
      .where('s.session_expires', '>', now)
      .where('b.starts_at', '<=', horizon)
      .where('b.channel', 'in', ['push', 'both'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reminder_deliveries as d')
              .select('d.lead_min')
              .whereRef('d.client_id', '=', 'b.client_id')
              .whereRef('d.schedule_id', '=', 'b.schedule_id')
              .where('d.channel', '=', 'push')
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
        locale: storedLocale(r.locale),
        session: {
          sid: r.session_id,
          iat: num(r.session_iat),
          pk: r.session_pk,
          expires: num(r.session_expires),
        },
      },
      leadMin: num(r.lead_min),
    }));
  }

  /**
   * The bookings whose reminders go by e-mail (`email` or `both`) and whose client has a verified
   * address, with the reminder due now, as `candidates` finds them for push: the smallest lead
   * whose time has come, left out when sent, failed for good or held by a live lease.
   */
  async emailCandidates(
    now: number,
    leadsMin: readonly number[],
    limit = 1000,
  ): Promise<EmailCandidate[]> {
    const leads = checkedLeads(leadsMin);
    if (leads.length === 0) return [];
    const dueLead = dueLeadSql(now, leads);
    const horizon = now + leads[leads.length - 1]! * 60_000;
    const rows = await this.db
      .selectFrom('reminder_bookings as b')
      .innerJoin('reminder_emails as e', 'e.client_id', 'b.client_id')
      .selectAll('b')
      .select(['e.email', 'e.locale', dueLead.as('lead_min')])
      .where('b.starts_at', '>', now)
      .where('b.starts_at', '<=', horizon)
      .where('b.channel', 'in', ['email', 'both'])
      .where('e.verified_at', '>', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('reminder_deliveries as d')
              .select('d.lead_min')
              .whereRef('d.client_id', '=', 'b.client_id')
              .whereRef('d.schedule_id', '=', 'b.schedule_id')
              .where('d.channel', '=', 'email')
              .where('d.lead_min', '=', dueLead)
              .where((d) => d.or([d('d.state', '!=', 'leased'), d('d.lease_until', '>', now)])),
          ),
        ),
      )
      .orderBy('b.starts_at')
      .orderBy('b.client_id')
      .orderBy('b.schedule_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      clientId: r.client_id,
      booking: bookingOf(r),
      email: r.email,
      locale: storedLocale(r.locale),
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
        channel: key.channel ?? 'push',
        endpoint: key.endpoint,
        lead_min: key.leadMin,
        state: 'leased',
        lease_until: now + leaseMs,
        attempts: 0,
        last_error: '',
      })
      .onConflict((oc) =>
        oc.columns(['client_id', 'schedule_id', 'channel', 'endpoint', 'lead_min']).doNothing(),
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

  async finish(
    key: DeliveryKey,
    state: 'sent' | 'failed',
    attempts: number,
    error = '',
  ): Promise<void> {
    await this.db
      .updateTable('reminder_deliveries')
      .set({ state, attempts, last_error: error })
      .where((eb) => deliveryWhere(eb, key))
      .execute();
  }

  /** A failed send, recorded on its own row, to be tried again once `retryAt` has come. */
  async retryLater(
    key: DeliveryKey,
    attempts: number,
    retryAt: number,
    error: string,
  ): Promise<void> {
    await this.db
      .updateTable('reminder_deliveries')
      .set({ attempts, lease_until: retryAt, last_error: error })
      .where((eb) => deliveryWhere(eb, key))
      .where('state', '=', 'leased')
      .execute();
  }

  /** One delivery's row as kept (tests and operators). */
  async delivery(
    key: DeliveryKey,
  ): Promise<{ state: string; attempts: number; retryAt: number; error: string } | null> {
    const row = await this.db
      .selectFrom('reminder_deliveries')
      .select(['state', 'attempts', 'lease_until', 'last_error'])
      .where((eb) => deliveryWhere(eb, key))
      .executeTakeFirst();
    if (!row) return null;
    return {
      state: row.state,
      attempts: row.attempts,
      retryAt: num(row.lease_until),
      error: row.last_error,
    };
  }

  /**
   * Forgets bookings that started more than a day ago, with their deliveries, and subscriptions
   * whose session has expired.
   */
  async sweepPast(now: number): Promise<void> {
    const cutoff = now - KEEP_PAST_MS;
    await this.db.transaction().execute(async (trx) => {
      await this.removeWhere(trx, (eb) => eb('session_expires', '<=', now), 1000);
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
    eb('channel', '=', key.channel ?? 'push'),
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
  patient_name: string;
  end_time?: string;
  clinic_address?: string;
}): SeenBooking {
  return {
    scheduleId: r.schedule_id,
    doctorName: r.doctor_name,
    clinicName: r.clinic_name,
    day: r.day,
    startTime: r.start_time,
    startsAt: num(r.starts_at),
    ...(r.patient_name ? { patientName: r.patient_name } : {}),
    ...(r.end_time ? { endTime: r.end_time } : {}),
    ...(r.clinic_address ? { clinicAddress: r.clinic_address } : {}),
  };
}
