/**
 * The portal's own data store, the same tests on SQLite (the default) and on a real PostgreSQL
 * started for the run: migrations, saved items, subscriptions, recorded bookings, and the lease
 * that makes a reminder go out once when several replicas race for it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openStore, type StoreDb, type StoreLocation } from '../../src/store/database';
import { migrations } from '../../src/store/migrations';
import { loadVapidKeys } from '../../src/lib/reminders/vapid-keys';
import { PortalKeys } from '../../src/store/portal-keys';
import { ReminderEmails } from '../../src/store/reminder-emails';
import { ReminderStore, type SeenBooking, type Subscription } from '../../src/store/reminders';
import { SavedItems } from '../../src/store/saved-items';
import { startPostgres, type PostgresCluster } from '../helpers/postgres';
import { vapidEnv } from '../helpers/vapid';
import { tempDir } from '../helpers/temp-dir';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 90_000);
afterAll(() => {
  cluster?.stop();
});

let dbCount = 0;
const backends: [string, () => Promise<StoreLocation>][] = [
  [
    'SQLite',
    async () => ({
      kind: 'sqlite',
      file: join(tempDir('portal-store-'), 'portal.sqlite'),
    }),
  ],
  [
    'PostgreSQL',
    async () => ({ kind: 'postgres', url: await cluster.createDatabase(`store_${++dbCount}`) }),
  ],
];

const HOUR = 3600_000;

/** Subscribes for a session that lives far beyond every test's clock. */
function subscribe(
  store: ReminderStore,
  sub: Omit<Subscription, 'session'>,
  now: number,
): Promise<void> {
  const session = { sid: `sid-${sub.endpoint}`, iat: 0, pk: '', expires: Number.MAX_SAFE_INTEGER };
  return store.subscribe({ ...sub, session }, '', now, 10);
}

function booking(id: string, startsAt: number): SeenBooking {
  return {
    scheduleId: id,
    doctorName: '陳醫師',
    clinicName: '灣仔診所',
    day: '2030-01-02',
    startTime: '10:30',
    startsAt,
  };
}

describe.each(backends)('store on %s', (_name, location) => {
  let where: StoreLocation;
  let db: StoreDb;
  beforeAll(async () => {
    where = await location();
    db = await openStore(where);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('migrates once: opening the same data again keeps it', async () => {
    const saved = new SavedItems(db);
    await saved.put('C-migrate', 'doctor', 'D1', 10, 1000);
    const again = await openStore(where);
    try {
      expect(await new SavedItems(again).list('C-migrate')).toEqual([
        { kind: 'doctor', id: 'D1', savedAt: 1000 },
      ]);
    } finally {
      await again.destroy();
    }
  });

  it('gives rows from before locales the locale of their script (Simplified stays Simplified)', async () => {
    // A store as the release before locales left it: the last migration undone.
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      migrationTableName: 'portal_migrations',
      migrationLockTableName: 'portal_migrations_lock',
    });
    const down = await migrator.migrateTo('2026-12-07-010-reminder-email');
    expect(down.error).toBeUndefined();
    for (const [client, script] of [
      ['L-hans', 'hans'],
      ['L-hant', 'hant'],
    ]) {
      await sql`insert into push_subscriptions (endpoint, client_id, p256dh, auth, script,
        created_at, session_id, session_iat, session_pk, session_expires, browser)
        values (${`https://push.example/${client}`}, ${client}, 'p', 'a', ${script}, 1, 's', 0, '',
        ${Number.MAX_SAFE_INTEGER}, '')`.execute(db);
      await sql`insert into reminder_emails (client_id, email, script, created_at)
        values (${client}, ${`${client}@example.hk`}, ${script}, 1)`.execute(db);
    }
    const again = await openStore(where);
    try {
      const emails = new ReminderEmails(again);
      expect((await emails.get('L-hans'))?.locale).toBe('zh-Hans');
      expect((await emails.get('L-hant'))?.locale).toBe('zh-Hant-HK');
      const locales = await again
        .selectFrom('push_subscriptions')
        .select(['client_id', 'locale'])
        .where('client_id', 'in', ['L-hans', 'L-hant'])
        .orderBy('client_id')
        .execute();
      expect(locales).toEqual([
        { client_id: 'L-hans', locale: 'zh-Hans' },
        { client_id: 'L-hant', locale: 'zh-Hant-HK' },
      ]);
    } finally {
      await again.deleteFrom('push_subscriptions').where('client_id', 'like', 'L-%').execute();
      await again.deleteFrom('reminder_emails').where('client_id', 'like', 'L-%').execute();
      await again.destroy();
    }
  });

  it('keeps saved items per client, newest first, idempotent, within the cap', async () => {
    const saved = new SavedItems(db);
    expect(await saved.put('C1', 'doctor', 'D1', 3, 1000)).toBe('added');
    expect(await saved.put('C1', 'clinic', 'K1', 3, 2000)).toBe('added');
    expect(await saved.put('C1', 'doctor', 'D1', 3, 3000)).toBe('kept');
    expect(await saved.put('C2', 'news', 'N1', 3, 4000)).toBe('added');
    expect(await saved.list('C1')).toEqual([
      { kind: 'clinic', id: 'K1', savedAt: 2000 },
      { kind: 'doctor', id: 'D1', savedAt: 1000 },
    ]);
    expect(await saved.put('C1', 'news', 'N9', 3, 5000)).toBe('added');
    expect(await saved.put('C1', 'news', 'N10', 3, 6000)).toBe('full');
    expect(await saved.remove('C1', 'doctor', 'D1')).toBe(true);
    expect(await saved.remove('C1', 'doctor', 'D1')).toBe(false);
    expect((await saved.list('C1')).map((i) => i.id)).toEqual(['N9', 'K1']);
    expect(await saved.list('C2')).toEqual([{ kind: 'news', id: 'N1', savedAt: 4000 }]);
  });

  it('holds the cap when many saves of one client arrive at once', async () => {
    // On PostgreSQL two handles, as two replicas have. On SQLite one: its handle runs one
    // transaction at a time, and node:sqlite waits for a lock synchronously, so a second handle
    // in the same process could never let the first finish (SQLite is for one replica).
    const other = where.kind === 'postgres' ? await openStore(where) : undefined;
    try {
      const handles = [new SavedItems(db), new SavedItems(other ?? db)];
      const results = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          handles[i % 2]!.put('C-race', 'doctor', `D${i}`, 200, 10_000 + i),
        ),
      );
      expect(results.filter((r) => r === 'added')).toHaveLength(200);
      expect(results.filter((r) => r === 'full')).toHaveLength(200);
      expect(await handles[0]!.list('C-race')).toHaveLength(200);
      // Another client is not held up by the full one.
      expect(await handles[1]!.put('C-race-2', 'doctor', 'D1', 200, 20_000)).toBe('added');
    } finally {
      await other?.destroy();
    }
  }, 60_000);

  it('records bookings, forgets cancelled and gone ones, and re-arms a moved one', async () => {
    const store = new ReminderStore(db);
    const now = 1_000 * HOUR;
    await store.seen(
      'B1',
      [booking('S1', now + 5 * HOUR), booking('S2', now + 6 * HOUR)],
      false,
      now,
    );
    await store.seen('B1', [booking('S3', now + 7 * HOUR)], false, now);
    expect((await store.bookings('B1')).map((b) => b.scheduleId)).toEqual(['S1', 'S2', 'S3']);
    await store.forget('B1', ['S2']);
    expect((await store.bookings('B1')).map((b) => b.scheduleId)).toEqual(['S1', 'S3']);
    // A complete list without S3: S3 is gone.
    await store.seen('B1', [booking('S1', now + 5 * HOUR)], true, now);
    expect((await store.bookings('B1')).map((b) => b.scheduleId)).toEqual(['S1']);

    await subscribe(
      store,
      {
        endpoint: 'https://push.example/b1',
        clientId: 'B1',
        p256dh: 'p',
        auth: 'a',
        locale: 'zh-Hant-HK',
      },
      now,
    );
    const key = {
      clientId: 'B1',
      scheduleId: 'S1',
      endpoint: 'https://push.example/b1',
      leadMin: 120,
    };
    expect(await store.claim(key, now, 60_000)).toBe(0);
    await store.finish(key, 'sent', 1);
    expect(await store.claim(key, now, 60_000)).toBeNull();
    // Moved to another time: its reminders are made again.
    await store.seen('B1', [booking('S1', now + 9 * HOUR)], false, now);
    expect(await store.claim(key, now, 60_000)).toBe(0);
  });

  it('gives a delivery to one claimant at a time, and to another once the lease runs out', async () => {
    const store = new ReminderStore(db);
    const now = 2_000 * HOUR;
    await store.seen('L1', [booking('S9', now + HOUR)], false, now);
    const key = {
      clientId: 'L1',
      scheduleId: 'S9',
      endpoint: 'https://push.example/l1',
      leadMin: 120,
    };
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => store.claim(key, now, 60_000)),
    );
    expect(claims.filter((c) => c !== null)).toEqual([0]);
    expect(await store.claim(key, now + 30_000, 60_000)).toBeNull();
    // The holder never finished (it died): after the lease another takes it over.
    const later = await Promise.all(
      Array.from({ length: 4 }, () => store.claim(key, now + 61_000, 60_000)),
    );
    expect(later.filter((c) => c !== null)).toEqual([0]);
    await store.retryLater(key, 1, now + 200_000, 'status-500');
    expect(await store.claim(key, now + 199_000, 60_000)).toBeNull();
    expect(await store.claim(key, now + 200_000, 60_000)).toBe(1);
  });

  it('finds e-mail reminders by channel and verified address, once per lead and channel', async () => {
    const store = new ReminderStore(db);
    const emails = new ReminderEmails(db);
    const now = 5_000 * HOUR;
    await store.seen(
      'E1',
      [booking('EM', now + HOUR), booking('EB', now + 2 * HOUR), booking('EP', now + 3 * HOUR)],
      false,
      now,
    );
    await subscribe(
      store,
      {
        endpoint: 'https://push.example/e1',
        clientId: 'E1',
        p256dh: 'k',
        auth: 'a',
        locale: 'zh-Hant-HK',
      },
      now,
    );
    expect(await store.setChannel('E1', 'EM', 'email')).toBe(true);
    expect(await store.setChannel('E1', 'EB', 'both')).toBe(true);
    expect(await store.setChannel('E1', 'NOPE', 'email')).toBe(false);
    const leads = [1440, 120];
    const emailDue = async () =>
      (await store.emailCandidates(now, leads)).map((c) => [c.booking.scheduleId, c.leadMin]);
    // No address, then one not yet verified: nothing by e-mail.
    expect(await emailDue()).toEqual([]);
    const tokenHash = 'h-e1';
    expect(
      await emails.set(
        'E1',
        { email: 'e1@example.hk', locale: 'zh-Hans', tokenHash, tokenExpires: now + HOUR },
        now,
        60_000,
      ),
    ).toEqual({ kind: 'set' });
    expect(await emailDue()).toEqual([]);
    // A second address within the minute is held back.
    expect(
      await emails.set(
        'E1',
        { email: 'x@example.hk', locale: 'zh-Hant-HK', tokenHash: 'h-x', tokenExpires: now + HOUR },
        now + 1000,
        60_000,
      ),
    ).toEqual({ kind: 'wait', retryAfterMs: 59_000 });
    expect(await emails.verify(tokenHash, now + 2 * HOUR)).toEqual({
      kind: 'expired',
      locale: 'zh-Hans',
    });
    expect(await emails.verify(tokenHash, now)).toEqual({ kind: 'verified', locale: 'zh-Hans' });
    expect(await emails.verify(tokenHash, now)).toEqual({ kind: 'invalid' });
    expect(await emailDue()).toEqual([
      ['EM', 120],
      ['EB', 120],
    ]);
    expect((await store.emailCandidates(now, leads))[0]).toMatchObject({
      email: 'e1@example.hk',
      locale: 'zh-Hans',
    });
    // Push goes to the push and both bookings only.
    expect((await store.candidates(now, leads)).map((c) => c.booking.scheduleId)).toEqual([
      'EB',
      'EP',
    ]);
    // A push sent for EB does not count as its e-mail, nor the other way round.
    const pushKey = {
      clientId: 'E1',
      scheduleId: 'EB',
      endpoint: 'https://push.example/e1',
      leadMin: 120,
    };
    expect(await store.claim(pushKey, now, 60_000)).toBe(0);
    await store.finish(pushKey, 'sent', 1);
    expect(await emailDue()).toEqual([
      ['EM', 120],
      ['EB', 120],
    ]);
    const mailKey = { ...pushKey, channel: 'email' as const, endpoint: '' };
    expect(await store.claim(mailKey, now, 60_000)).toBe(0);
    expect(await store.claim(mailKey, now, 60_000)).toBeNull();
    await store.finish(mailKey, 'sent', 1);
    expect(await emailDue()).toEqual([['EM', 120]]);
    // A cancelled booking is due on no channel.
    await store.forget('E1', ['EM']);
    expect(await emailDue()).toEqual([]);
    // Gone with the client's data.
    await store.forgetClient('E1');
    expect(await emails.get('E1')).toBeNull();
  });

  it('lists the reminders due and not held; an endpoint moves to whoever subscribes with it', async () => {
    const store = new ReminderStore(db);
    const now = 3_000 * HOUR;
    await store.seen(
      'P1',
      [
        booking('S20', now + HOUR),
        booking('S21', now + 100 * HOUR),
        booking('S22', now + 20 * HOUR),
      ],
      false,
      now,
    );
    const ep = 'https://push.example/p1';
    await subscribe(
      store,
      { endpoint: ep, clientId: 'P1', p256dh: 'p', auth: 'a', locale: 'zh-Hans' },
      now,
    );
    const mine = async (at: number) =>
      (await store.candidates(at, [1440, 120])).filter((c) => c.clientId === 'P1');
    // S20 starts within two hours (the smaller lead is due), S22 within a day, S21 later.
    let found = await mine(now);
    expect(found.map((c) => [c.booking.scheduleId, c.leadMin])).toEqual([
      ['S20', 120],
      ['S22', 1440],
    ]);
    expect(found[0]!.subscription.locale).toBe('zh-Hans');

    const key = { clientId: 'P1', scheduleId: 'S20', endpoint: ep, leadMin: 120 };
    await store.claim(key, now, 60_000);
    // Held by a live lease: not listed; once the lease ran out, listed again.
    expect((await mine(now)).map((c) => c.booking.scheduleId)).toEqual(['S22']);
    found = await mine(now + 61_000);
    expect(found.map((c) => c.booking.scheduleId)).toEqual(['S20', 'S22']);
    await store.finish(key, 'sent', 1);
    expect((await mine(now + 61_000)).map((c) => c.booking.scheduleId)).toEqual(['S22']);
    // The day-before reminder of S22 sent: nothing more until its two-hour one is due.
    await store.claim({ ...key, scheduleId: 'S22', leadMin: 1440 }, now, 60_000);
    await store.finish({ ...key, scheduleId: 'S22', leadMin: 1440 }, 'sent', 1);
    expect(await mine(now)).toEqual([]);
    expect((await mine(now + 18 * HOUR + 1)).map((c) => [c.booking.scheduleId, c.leadMin])).toEqual(
      [['S22', 120]],
    );

    await subscribe(
      store,
      { endpoint: ep, clientId: 'P2', p256dh: 'p', auth: 'a', locale: 'zh-Hant-HK' },
      now,
    );
    expect(await store.subscriptions('P1')).toEqual([]);
    expect(await store.subscriptions('P2')).toEqual([ep]);
    expect(await store.unsubscribe('P1', ep)).toBe(false);
    expect(await store.unsubscribe('P2', ep)).toBe(true);
    expect(await mine(now)).toEqual([]);
  });

  it("keeps the name of a booking's patient for its reminder, and forgets a client entirely", async () => {
    const store = new ReminderStore(db);
    const now = 4_000 * HOUR;
    await store.seen(
      'P9',
      [{ ...booking('S90', now + HOUR), patientName: '陳小明' }, booking('S91', now + 2 * HOUR)],
      false,
      now,
    );
    const ep = 'https://push.example/p9';
    await subscribe(
      store,
      { endpoint: ep, clientId: 'P9', p256dh: 'p', auth: 'a', locale: 'zh-Hant-HK' },
      now,
    );
    const found = (await store.candidates(now, [1440])).filter((c) => c.clientId === 'P9');
    expect(found.map((c) => [c.booking.scheduleId, c.booking.patientName])).toEqual([
      ['S90', '陳小明'],
      ['S91', undefined],
    ]);
    expect((await store.bookings('P9'))[0]).toEqual({
      ...booking('S90', now + HOUR),
      patientName: '陳小明',
    });
    await store.claim({ clientId: 'P9', scheduleId: 'S90', endpoint: ep, leadMin: 1440 }, now, 1);
    await store.forgetClient('P9');
    expect(await store.bookings('P9')).toEqual([]);
    expect(await store.devices('P9')).toEqual([]);
    expect(
      await store.delivery({ clientId: 'P9', scheduleId: 'S90', endpoint: ep, leadMin: 1440 }),
    ).toBeNull();
  });

  it('still finds a due reminder behind a thousand earlier ones already handled', async () => {
    const store = new ReminderStore(db);
    const now = 5_000 * HOUR;
    const ep = 'https://push.example/many';
    await subscribe(
      store,
      { endpoint: ep, clientId: 'M1', p256dh: 'p', auth: 'a', locale: 'zh-Hant-HK' },
      now,
    );
    // 1,001 bookings of one client, each a minute later than the one before.
    const ids = Array.from({ length: 1001 }, (_, i) => `M${String(i).padStart(4, '0')}`);
    await store.seen(
      'M1',
      ids.map((id, i) => booking(id, now + 10 * 60_000 + i * 60_000)),
      false,
      now,
    );
    const leads = [1440];
    // The first thousand are handled: sent, or failed for good.
    for (const [i, id] of ids.slice(0, 1000).entries()) {
      const key = { clientId: 'M1', scheduleId: id, endpoint: ep, leadMin: 1440 };
      expect(await store.claim(key, now, 60_000)).toBe(0);
      await store.finish(key, i % 10 === 0 ? 'failed' : 'sent', 1);
    }
    const found = (await store.candidates(now, leads)).filter((c) => c.clientId === 'M1');
    expect(found.map((c) => [c.booking.scheduleId, c.leadMin])).toEqual([['M1000', 1440]]);
  }, 60_000);

  it('forgets bookings a day after they started', async () => {
    const store = new ReminderStore(db);
    const now = 4_000 * HOUR;
    await store.seen('O1', [booking('S30', now + HOUR)], false, now);
    await store.sweepPast(now + 26 * HOUR);
    expect(await store.bookings('O1')).toEqual([]);
  });

  it('makes one Web Push key pair for replicas starting together, and keeps it', async () => {
    // Three replicas, each with its own connection to the same data, starting at once.
    const replicas = await Promise.all([openStore(where), openStore(where), openStore(where)]);
    const logged: string[] = [];
    const log = { info: (msg: string) => logged.push(msg) };
    const dataDir = tempDir('portal-keys-');
    const subject = 'mailto:ops@example.hk';
    try {
      const pairs = await Promise.all(
        replicas.map((r) => loadVapidKeys(undefined, new PortalKeys(r), { dataDir, subject, log })),
      );
      expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
      expect(new Set(pairs.map((p) => p.privateKey)).size).toBe(1);
      expect(pairs[0]?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(pairs[0]?.subject).toBe(subject);
      // Said once, by the replica whose pair was kept.
      expect(logged.filter((m) => /made a Web Push \(VAPID\) key pair/.test(m))).toHaveLength(1);
      // A restart reads the same pair and says nothing.
      const again = await loadVapidKeys(undefined, new PortalKeys(db), { dataDir, subject, log });
      expect(again).toEqual(pairs[0]);
      expect(logged).toHaveLength(1);
      // Keys set in the environment win over the kept pair.
      const env = vapidEnv(subject);
      const configured = {
        publicKey: env.VAPID_PUBLIC_KEY!,
        privateKey: env.VAPID_PRIVATE_KEY!,
        subject,
      };
      const given = await loadVapidKeys(configured, new PortalKeys(db), { dataDir, subject, log });
      expect(given).toEqual(configured);
    } finally {
      await Promise.all(replicas.map((r) => r.destroy()));
    }
  });
});
