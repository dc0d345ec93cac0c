/**
 * The portal's own data (saved items, Web Push subscriptions and the reminder e-mail address, the
 * bookings reminders are for, and the keys it made for itself) behind one query layer, Kysely, which speaks both databases with the same queries: SQLite in a
 * file under DATA_DIR by default (Node's built-in `node:sqlite`, so the production image needs no
 * native module), PostgreSQL when DATABASE_URL is set (replicas share it). `openStore` migrates the
 * schema to the latest version before anything reads it.
 *
 * Times are epoch milliseconds in BIGINT columns (`pg` hands those back as strings, so they are
 * read through `Number`); texts are TEXT in both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  Kysely,
  sql,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { COPIES, type SiteCopy } from '@portal/shared';
import { migrations } from './migrations';

interface SavedItemsTable {
  client_id: string;
  kind: string;
  item_id: string;
  saved_at: number | string;
}

interface PushSubscriptionsTable {
  endpoint: string;
  client_id: string;
  p256dh: string;
  auth: string;
  /** `hant` or `hans`: written for the release before `locale`, which read only this. */
  script: string;
  /** The catalogue's locale of the page that subscribed (`zh-Hant-HK`, `zh-Hans`, `en`): the reminders' words. */
  locale: string;
  created_at: number | string;
  /** The session that subscribed: the subscription ends with it (store/reminders). */
  session_id: string;
  session_iat: number | string;
  /** Its login phone's key, or empty. */
  session_pk: string;
  /** When that session's cookie expires. */
  session_expires: number | string;
  /** The browser family named in the personal centre (`Chrome`, `Safari`, ...). */
  browser: string;
}

interface ReminderBookingsTable {
  client_id: string;
  schedule_id: string;
  doctor_name: string;
  clinic_name: string;
  /** `YYYY-MM-DD` and `HH:mm`, Hong Kong time, as the portal API gives them. */
  day: string;
  start_time: string;
  starts_at: number | string;
  updated_at: number | string;
  /** The family member the booking is for (its note's first line), or empty: the client. */
  patient_name: string;
  /** How its reminders go: `push`, `email` or `both` (the client's choice; `push` until made). */
  channel: string;
  /** `HH:mm`, and the clinic's address, for the e-mail's calendar file; empty when not known. */
  end_time: string;
  clinic_address: string;
}

interface ReminderDeliveriesTable {
  client_id: string;
  schedule_id: string;
  /** `push` (to `endpoint`) or `email` (to the client's verified address; `endpoint` empty). */
  channel: string;
  endpoint: string;
  lead_min: number;
  /** `leased` (a replica is sending, or will retry after `lease_until`), `sent` or `failed`. */
  state: string;
  lease_until: number | string;
  attempts: number;
  /** Why the last send failed (`status-500`, `bad-keys`, ...), empty when none did. */
  last_error: string;
}

/** The client's address for e-mail reminders (one per client). */
interface ReminderEmailsTable {
  client_id: string;
  email: string;
  /** When the link was followed, or 0: unverified, and no reminder goes to it. */
  verified_at: number | string;
  /** SHA-256 of the verification link's token (base64url), empty once used. */
  token_hash: string;
  token_expires: number | string;
  /** When the last verification mail went, for the resend limit. */
  sent_at: number | string;
  /** `hant` or `hans`: written for the release before `locale`, which read only this. */
  script: string;
  /** The catalogue's locale of the page the address was given on: the mails' words. */
  locale: string;
  created_at: number | string;
}

interface PortalKeysTable {
  name: string;
  /** JSON. */
  value: string;
  created_at: number | string;
}

interface FamilyMembersTable {
  id: string;
  client_id: string;
  name: string;
  relation: string;
  /** `YYYY-MM-DD`. */
  birth_date: string;
  sex: string;
  /** Empty when none. */
  phone: string;
  created_at: number | string;
  updated_at: number | string;
}

interface FamilyMeasurementsTable {
  id: string;
  client_id: string;
  member_id: string;
  /** `YYYY-MM-DD`. */
  measured_on: string;
  /** Tenths of a centimetre (millimetres), or null when not measured. */
  height_mm: number | null;
  /** Hundredths of a kilogram (10 g), or null. */
  weight_dag: number | null;
  head_mm: number | null;
  chest_mm: number | null;
  created_at: number | string;
}

export interface StoreSchema {
  family_measurements: FamilyMeasurementsTable;
  family_members: FamilyMembersTable;
  saved_items: SavedItemsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_bookings: ReminderBookingsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  reminder_emails: ReminderEmailsTable;
  portal_keys: PortalKeysTable;
}

export type StoreDb = Kysely<StoreSchema>;

export type StoreLocation =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; maxConnections?: number };

/** A BIGINT column as a number (PostgreSQL's driver returns 64-bit integers as strings). */
/** A locale of the message catalogue, as a subscription or an address keeps it. */
export type StoredLocale = SiteCopy['locale'];

/** A stored locale; anything else (a row from before locales) is the source locale's. */
export function storedLocale(value: string): StoredLocale {
  return COPIES.find((copy) => copy.locale === value)?.locale ?? COPIES[0]!.locale;
}

/** The `script` column's value for a locale (read by the release before `locale`). */
export function scriptColumn(locale: StoredLocale): 'hant' | 'hans' {
  return locale === 'zh-Hans' ? 'hans' : 'hant';
}

export function num(value: number | string | bigint): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * `node:sqlite` as the database Kysely's SQLite dialect expects (better-sqlite3's shape): a
 * statement says whether it returns rows, and takes its parameters as one array.
 */
function nodeSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // WAL lets readers and one writer work at once (several apps in one test process, a backup
  // with `.backup` while serving); the busy timeout waits for a writer instead of failing.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      const params = (p: ReadonlyArray<unknown>) => p as (string | number | bigint | null)[];
      return {
        reader: stmt.columns().length > 0,
        all: (p) => stmt.all(...params(p)),
        run: (p) => {
          const r = stmt.run(...params(p));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (p) => stmt.iterate(...params(p)),
      };
    },
  };
}

/** Which database each open store speaks (a transaction asks through the store it came from). */
const kinds = new WeakMap<StoreDb, StoreLocation['kind']>();

/** Per store, the last transaction queued for each key (see `transactionHolding`). */
const queues = new WeakMap<StoreDb, Map<string, Promise<unknown>>>();

/**
 * Runs `work` in a transaction that is the only one at a time holding `key`, until it ends: what a
 * read-then-write must do when its check (a count against a cap) must hold under concurrency.
 *
 * Within this process the transactions of one key wait their turn before taking a connection: had
 * each taken one to wait on the database's lock, a burst for one key (a client's many saves at
 * once) would hold every pooled connection, and the rest of the burst and every other client's
 * query would wait on the pool and fail after its connection timeout. Across processes (replicas)
 * on PostgreSQL a transaction-scoped advisory lock on the key's hash does it (other keys go on at
 * once). On SQLite one handle runs one transaction at a time already; against another process on
 * the same file, a write that changes nothing takes the database's write lock before anything is
 * read (a transaction that read first and wrote after could find its snapshot stale and fail with
 * "database is locked").
 */
export function transactionHolding<T>(
  db: StoreDb,
  key: string,
  work: (trx: StoreDb) => Promise<T>,
): Promise<T> {
  const kind = kinds.get(db);
  if (kind === undefined) {
    return Promise.reject(new Error('transactionHolding: not a store opened by openStore'));
  }
  let byKey = queues.get(db);
  if (byKey === undefined) {
    byKey = new Map();
    queues.set(db, byKey);
  }
  const run = (byKey.get(key) ?? Promise.resolve()).then(() =>
    db.transaction().execute(async (trx) => {
      if (kind === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      } else {
        await sql`update saved_items set saved_at = saved_at where 0`.execute(trx);
      }
      return work(trx);
    }),
  );
  // The next one waits for this one to end, whether it succeeds or fails.
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  byKey.set(key, settled);
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return run;
}

/** Opens the store and brings its schema to the latest migration. */
export async function openStore(location: StoreLocation): Promise<StoreDb> {
  const db =
    location.kind === 'sqlite'
      ? new Kysely<StoreSchema>({
          dialect: new SqliteDialect({ database: nodeSqlite(location.file) }),
        })
      : new Kysely<StoreSchema>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({
              connectionString: location.url,
              max: location.maxConnections ?? 10,
              connectionTimeoutMillis: 5000,
            }),
          }),
        });
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  kinds.set(db, location.kind);
  return db;
}

async function migrateToLatest(db: StoreDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: 'portal_migrations',
    migrationLockTableName: 'portal_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const why = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`store migration ${failed?.migrationName ?? ''} failed: ${why}`);
  }
}
