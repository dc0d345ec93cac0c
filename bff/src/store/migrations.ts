/**
 * The store's schema, one migration per change, in order (Kysely's migrator keeps the applied
 * ones in `portal_migrations` and holds a lock while migrating, so replicas starting together
 * migrate once). Only types both SQLite and PostgreSQL have: TEXT, INTEGER, BIGINT. A migration,
 * once released, is never edited: a change is a new one.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `reminder_deliveries` made anew with (`channel`) or without a channel in its primary key, its
 * rows copied (without: only the push ones): SQLite cannot change a primary key in place.
 */
async function rebuildDeliveries(db: Kysely<unknown>, channel: boolean): Promise<void> {
  const key = channel
    ? ['client_id', 'schedule_id', 'channel', 'endpoint', 'lead_min']
    : ['client_id', 'schedule_id', 'endpoint', 'lead_min'];
  let table = db.schema
    .createTable('reminder_deliveries_next')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull());
  if (channel) table = table.addColumn('channel', 'text', (c) => c.notNull());
  await table
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('lead_min', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    // Named apart from the old table's key: in PostgreSQL both exist until the old one goes.
    .addPrimaryKeyConstraint(
      channel ? 'reminder_deliveries_channel_pk' : 'reminder_deliveries_pk',
      // The builder types the names of columns it added along the chain; `channel` is added apart.
      key as never,
    )
    .execute();
  const columns = sql.raw('endpoint, lead_min, state, lease_until, attempts, last_error');
  await (
    channel
      ? sql`insert into reminder_deliveries_next (client_id, schedule_id, channel, ${columns})
        select client_id, schedule_id, 'push', ${columns} from reminder_deliveries`
      : sql`insert into reminder_deliveries_next (client_id, schedule_id, ${columns})
        select client_id, schedule_id, ${columns} from reminder_deliveries where channel = 'push'`
  ).execute(db);
  await db.schema.dropTable('reminder_deliveries').execute();
  await db.schema.alterTable('reminder_deliveries_next').renameTo('reminder_deliveries').execute();
  await db.schema
    .createIndex('reminder_deliveries_endpoint')
    .on('reminder_deliveries')
    .column('endpoint')
    .execute();
}

export const migrations: Record<string, Migration> = {
  '2026-11-27-001-portal-data': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('saved_items')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_items_pk', ['client_id', 'kind', 'item_id'])
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('script', 'text', (c) => c.notNull().defaultTo('hant'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_client')
        .on('push_subscriptions')
        .column('client_id')
        .execute();

      await db.schema
        .createTable('reminder_bookings')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('schedule_id', 'text', (c) => c.notNull())
        .addColumn('doctor_name', 'text', (c) => c.notNull())
        .addColumn('clinic_name', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('reminder_bookings_pk', ['client_id', 'schedule_id'])
        .execute();
      await db.schema
        .createIndex('reminder_bookings_starts')
        .on('reminder_bookings')
        .column('starts_at')
        .execute();

      // One row per booking, lead and subscription: its primary key is what makes a reminder go
      // out once, whichever replica inserts it first holding the lease.
      await db.schema
        .createTable('reminder_deliveries')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('schedule_id', 'text', (c) => c.notNull())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('lead_min', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addPrimaryKeyConstraint('reminder_deliveries_pk', [
          'client_id',
          'schedule_id',
          'endpoint',
          'lead_min',
        ])
        .execute();
      await db.schema
        .createIndex('reminder_deliveries_endpoint')
        .on('reminder_deliveries')
        .column('endpoint')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'reminder_deliveries',
        'reminder_bookings',
        'push_subscriptions',
        'saved_items',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '2026-12-06-010-push-sessions': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A subscription belongs to the session that made it and ends with it. Rows kept before
      // that have no session to end with: they go (the browser subscribes again with 提醒我).
      await sql`delete from reminder_deliveries`.execute(db);
      await sql`delete from push_subscriptions`.execute(db);
      for (const [column, type] of [
        ['session_id', 'text'],
        ['session_iat', 'bigint'],
        ['session_pk', 'text'],
        ['session_expires', 'bigint'],
        ['browser', 'text'],
      ] as const) {
        await db.schema
          .alterTable('push_subscriptions')
          .addColumn(column, type, (c) => c.notNull().defaultTo(type === 'text' ? '' : sql`0`))
          .execute();
      }
      await db.schema
        .createIndex('push_subscriptions_session')
        .on('push_subscriptions')
        .column('session_id')
        .execute();
      // Why the last send of a delivery failed, beside its attempts and next try (`lease_until`).
      await db.schema
        .alterTable('reminder_deliveries')
        .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('reminder_deliveries').dropColumn('last_error').execute();
      await db.schema.dropIndex('push_subscriptions_session').execute();
      for (const column of [
        'browser',
        'session_expires',
        'session_pk',
        'session_iat',
        'session_id',
      ]) {
        await db.schema.alterTable('push_subscriptions').dropColumn(column).execute();
      }
    },
  },
  '2026-12-06-020-portal-keys': {
    // Keys the portal makes for itself once and every replica then shares (the Web Push pair):
    // the first replica to insert a name keeps it, the others read it back.
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('portal_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('portal_keys').execute();
    },
  },
  '2026-12-06-030-family-members': {
    // The people a client books for (children, parents): the portal API has no patient field.
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('family_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('relation', 'text', (c) => c.notNull())
        .addColumn('birth_date', 'text', (c) => c.notNull())
        .addColumn('sex', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('family_members_client')
        .on('family_members')
        .column('client_id')
        .execute();
      // A reminder names the family member a booking is for (the note's first line).
      await db.schema
        .alterTable('reminder_bookings')
        .addColumn('patient_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('reminder_bookings').dropColumn('patient_name').execute();
      await db.schema.dropTable('family_members').execute();
    },
  },
  '2026-12-06-040-family-measurements': {
    // A child's growth measurements, whole tenths (mm) and hundredths (10 g): INTEGER in both.
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('family_measurements')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('measured_on', 'text', (c) => c.notNull())
        .addColumn('height_mm', 'integer')
        .addColumn('weight_dag', 'integer')
        .addColumn('head_mm', 'integer')
        .addColumn('chest_mm', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('family_measurements_member')
        .on('family_measurements')
        .columns(['client_id', 'member_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('family_measurements').execute();
    },
  },
  '2026-12-07-010-reminder-email': {
    // E-mail reminders: each booking's channel (push, e-mail or both; `push` is what every
    // booking had before), what the e-mail and its .ics name besides what push shows, the
    // client's reminder address, and a channel in each delivery's primary key (once per booking,
    // lead and channel; an e-mail delivery has no endpoint).
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [column, value] of [
        ['channel', 'push'],
        ['end_time', ''],
        ['clinic_address', ''],
      ] as const) {
        await db.schema
          .alterTable('reminder_bookings')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(value))
          .execute();
      }
      await rebuildDeliveries(db, true);

      // The address is the account's, not a session's: reminders to it go on after sign-out.
      await db.schema
        .createTable('reminder_emails')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('verified_at', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('token_hash', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('token_expires', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('sent_at', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('script', 'text', (c) => c.notNull().defaultTo('hant'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reminder_emails_token')
        .on('reminder_emails')
        .column('token_hash')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('reminder_emails').execute();
      await rebuildDeliveries(db, false);
      for (const column of ['clinic_address', 'end_time', 'channel']) {
        await db.schema.alterTable('reminder_bookings').dropColumn(column).execute();
      }
    },
  },
  '2026-12-07-011-reminder-locale': {
    // The reminders' words follow the catalogue's locale of the page that asked for them
    // (Traditional, Simplified or English), no longer only a script. A row from before says
    // its script: `hans` is the Simplified locale, anything else the Traditional one. `script`
    // stays, still written, for the release before this one.
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['push_subscriptions', 'reminder_emails']) {
        await db.schema
          .alterTable(table)
          .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh-Hant-HK'))
          .execute();
        await sql`update ${sql.table(table)} set locale = 'zh-Hans' where script = 'hans'`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['reminder_emails', 'push_subscriptions']) {
        await db.schema.alterTable(table).dropColumn('locale').execute();
      }
    },
  },
};
