/**
 * Where ended sessions are remembered. A session cookie is self-contained (sealed, not looked up),
 * so a copy of it stays genuine until it expires; ending a session therefore means remembering
 * its id until the cookie would have expired anyway, and refusing it on every request.
 *
 * - With Redis (REDIS_URL) the record is a key per session id with the session's remaining
 *   lifetime as its TTL, so every replica sees it and it outlives any one process.
 * - Without Redis (one BFF process) the records live in memory and are appended to a small file
 *   under the data directory, read back at startup, so they survive a restart.
 *
 * Besides single sessions, a whole subject can be ended at a moment: every session of a client
 * issued before it (a password change ends the client's other sessions), or every session logged
 * in with a phone (a password reset names the phone, not the client). A subject's record is the
 * moment, kept as long as a session issued just before it could live.
 *
 * The same store remembers when each session was last re-validated with the upstream, so that
 * happens at most once per interval per session, across replicas too.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Redis } from 'ioredis';

/** What names a session in the records: its id, when it was issued, and whose it is. */
export interface SessionRef {
  sid: string;
  iat: number;
  clientId: string;
  /** The login phone's key (`phoneKey` in lib/identity/session-crypto), when the session has one. */
  pk?: string;
}

/**
 * `unknown`: the shared records could not be read (Redis down) and this replica's own do not end
 * the session; the caller decides (plugins/app/session: state changes refused, reads go on).
 */
export type SessionState = 'live' | 'ended' | 'unknown';

/** The subjects a session belongs to, as record names. */
function subjectsOf(ref: SessionRef): string[] {
  return ref.pk ? [`c:${ref.clientId}`, `p:${ref.pk}`] : [`c:${ref.clientId}`];
}

export interface SessionRevocations {
  /** Whether the session id was ended (its subjects are not looked at). */
  isRevoked(sid: string): Promise<boolean>;
  /** Whether the session is live: neither its id nor any of its subjects ended since it began. */
  state(ref: SessionRef): Promise<SessionState>;
  /**
   * Ends every session of `subject` (`c:<clientId>` or `p:<phone key>`) issued before `at`, until
   * `expiresAt`, when any of them would have expired anyway.
   */
  endSubject(subject: string, at: number, expiresAt: number): Promise<void>;
  /** Ends the session id until `expiresAt` (ms since the epoch), when its cookie expires anyway. */
  revoke(sid: string, expiresAt: number): Promise<void>;
  /**
   * True when the caller should re-validate the session now: nobody did in the last `intervalMs`
   * (the claim itself counts as the validation, so concurrent callers do not all go).
   */
  claimValidation(sid: string, intervalMs: number): Promise<boolean>;
  /** Forgets a claim whose validation could not be completed (the next call tries again). */
  releaseValidation(sid: string): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Appended lines past which the file is rewritten with the live entries only. */
const COMPACT_AFTER_LINES = 10_000;

/** Expired entries are swept from memory this often. */
const SWEEP_MS = 10 * 60_000;

/** In-process records (revocations and validation claims), swept of expired entries. */
class MemoryRecords {
  readonly revoked = new Map<string, number>();
  /** Subject → the moment its earlier sessions ended, and until when that is kept. */
  readonly ended = new Map<string, { at: number; until: number }>();
  private readonly validated = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.sweep(Date.now()), SWEEP_MS);
    this.timer.unref();
  }

  isRevoked(sid: string, now = Date.now()): boolean {
    const until = this.revoked.get(sid);
    return until !== undefined && until > now;
  }

  revoke(sid: string, expiresAt: number): void {
    this.revoked.set(sid, expiresAt);
  }

  /** The latest moment one of the subjects was ended at (0: never). */
  endedAt(subjects: readonly string[], now = Date.now()): number {
    let at = 0;
    for (const subject of subjects) {
      const rec = this.ended.get(subject);
      if (rec && rec.until > now && rec.at > at) at = rec.at;
    }
    return at;
  }

  endSubject(subject: string, at: number, until: number): void {
    const before = this.ended.get(subject);
    if (before && before.at >= at) return;
    this.ended.set(subject, { at, until: Math.max(until, before?.until ?? 0) });
  }

  /** Ended by this replica's own records. */
  isEnded(ref: SessionRef, now = Date.now()): boolean {
    return this.isRevoked(ref.sid, now) || ref.iat < this.endedAt(subjectsOf(ref), now);
  }

  claim(sid: string, intervalMs: number, now = Date.now()): boolean {
    const until = this.validated.get(sid);
    if (until !== undefined && until > now) return false;
    this.validated.set(sid, now + intervalMs);
    return true;
  }

  release(sid: string): void {
    this.validated.delete(sid);
  }

  sweep(now: number): void {
    for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
    for (const [sid, until] of this.validated) if (until <= now) this.validated.delete(sid);
    for (const [subject, rec] of this.ended) if (rec.until <= now) this.ended.delete(subject);
  }

  close(): void {
    clearInterval(this.timer);
  }
}

const SID = /^[A-Za-z0-9_-]{16,64}$/;

function subjectLine(subject: string, at: number, until: number): string {
  return `@${encodeURIComponent(subject)} ${at} ${until}\n`;
}

/** One process: memory, plus an append-only file so revocations survive a restart. */
export class FileRevocations implements SessionRevocations {
  private readonly records = new MemoryRecords();
  /** Appends run one after another so lines never interleave. */
  private writes: Promise<void> = Promise.resolve();
  /** Lines appended since the file was last written whole, and the lines written then. */
  private appended = 0;
  private written = 0;

  private constructor(
    private readonly file: string | null,
    private readonly log: Logger,
    private readonly compactAfter: number,
  ) {}

  /**
   * Reads the file back (dropping expired lines and rewriting it compactly). `file` null keeps
   * everything in memory only. While running, the file is rewritten the same way once more lines
   * were appended than `compactAfter` and than it last kept, so a busy process's file
   * (one line per sign-out) stays about as long as the sessions it still has to refuse.
   */
  static async open(
    file: string | null,
    log: Logger,
    options: { compactAfter?: number } = {},
  ): Promise<FileRevocations> {
    const store = new FileRevocations(file, log, options.compactAfter ?? COMPACT_AFTER_LINES);
    if (!file) return store;
    const now = Date.now();
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'ENOENT') {
        log.warn({ err: (err as Error).message }, 'session revocations file unreadable');
      }
    }
    for (const line of text.split('\n')) {
      const parts = line.split(' ');
      if (parts[0]?.startsWith('@') && parts.length === 3) {
        // `@<subject> <at> <until>`: a subject's sessions ended (the subject URI-encoded).
        const [at, until] = [Number(parts[1]), Number(parts[2])];
        let subject: string;
        try {
          subject = decodeURIComponent(parts[0].slice(1));
        } catch {
          continue;
        }
        if (subject && Number.isFinite(at) && Number.isFinite(until) && until > now) {
          store.records.endSubject(subject, at, until);
        }
        continue;
      }
      const [sid, until] = parts;
      const expires = Number(until);
      if (sid && SID.test(sid) && Number.isFinite(expires) && expires > now) {
        store.records.revoke(sid, expires);
      }
    }
    try {
      await mkdir(dirname(file), { recursive: true });
      await store.rewrite(file);
    } catch (err) {
      log.warn(
        { err: (err as Error).message },
        'session revocations file not writable; they will not survive a restart',
      );
    }
    return store;
  }

  /** Writes the live records alone to the file (through a temporary file, so never half). */
  private async rewrite(file: string): Promise<void> {
    this.records.sweep(Date.now());
    const tmp = `${file}.${process.pid}.tmp`;
    const lines = [
      ...[...this.records.revoked].map(([sid, until]) => `${sid} ${until}\n`),
      ...[...this.records.ended].map(([subject, r]) => subjectLine(subject, r.at, r.until)),
    ];
    await writeFile(tmp, lines.join(''), { mode: 0o600 });
    await rename(tmp, file);
    this.appended = 0;
    this.written = lines.length;
  }

  async isRevoked(sid: string): Promise<boolean> {
    return this.records.isRevoked(sid);
  }

  async state(ref: SessionRef): Promise<SessionState> {
    return this.records.isEnded(ref) ? 'ended' : 'live';
  }

  async revoke(sid: string, expiresAt: number): Promise<void> {
    this.records.revoke(sid, expiresAt);
    await this.append(`${sid} ${expiresAt}\n`);
  }

  async endSubject(subject: string, at: number, expiresAt: number): Promise<void> {
    this.records.endSubject(subject, at, expiresAt);
    await this.append(subjectLine(subject, at, expiresAt));
  }

  private async append(line: string): Promise<void> {
    const file = this.file;
    if (!file) return;
    const write = this.writes.then(async () => {
      try {
        await appendFile(file, line, { mode: 0o600 });
        this.appended++;
        // Past the live entries' own count too, so rewriting stays rare when most are live.
        if (this.appended > Math.max(this.compactAfter, this.written)) {
          await this.rewrite(file);
        }
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'session revocation not written to disk');
      }
    });
    this.writes = write;
    await write;
  }

  async claimValidation(sid: string, intervalMs: number): Promise<boolean> {
    return this.records.claim(sid, intervalMs);
  }

  async releaseValidation(sid: string): Promise<void> {
    this.records.release(sid);
  }

  async close(): Promise<void> {
    this.records.close();
    await this.writes;
  }
}

/** Sets a subject's moment unless a later one is already there (replicas' writes may cross). */
const END_SUBJECT_SCRIPT = `
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if cur < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

/** While writes wait for Redis to return, they are tried again this often (and on reconnect). */
const PENDING_RETRY_MS = 1000;

type PendingWrite =
  | { kind: 'sid'; sid: string; expiresAt: number }
  | { kind: 'subject'; subject: string; at: number; expiresAt: number };

/**
 * Shared by replicas through Redis. When Redis cannot answer, this replica still refuses the
 * sessions it ended itself, keeps those records to write once Redis answers again (on reconnect,
 * and tried every second meanwhile), and says `unknown` for a session its own records do not end.
 */
export class RedisRevocations implements SessionRevocations {
  private readonly local = new MemoryRecords();
  /** Records not yet in Redis, by key, written in order when it returns. */
  private readonly pending = new Map<string, PendingWrite>();
  private retry: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly onReady = (): void => void this.flush();

  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
    private readonly prefix = 'bff-session:',
  ) {
    redis.on('ready', this.onReady);
  }

  private fault(err: unknown, what: string): void {
    this.log.warn({ err: err instanceof Error ? err.message : String(err) }, what);
  }

  private async write(w: PendingWrite): Promise<void> {
    if (w.kind === 'sid') {
      const ttl = Math.max(1, Math.ceil(w.expiresAt - Date.now()));
      await this.redis.set(`${this.prefix}revoked:${w.sid}`, '1', 'PX', ttl);
    } else {
      const ttl = Math.max(1, Math.ceil(w.expiresAt - Date.now()));
      await this.redis.eval(
        END_SUBJECT_SCRIPT,
        1,
        `${this.prefix}ended:${w.subject}`,
        String(w.at),
        String(ttl),
      );
    }
  }

  private keyOf(w: PendingWrite): string {
    return w.kind === 'sid' ? `sid:${w.sid}` : `subject:${w.subject}:${w.at}`;
  }

  /** Writes the record now, or keeps it for when Redis answers again. */
  private async record(w: PendingWrite): Promise<void> {
    try {
      await this.write(w);
    } catch (err) {
      this.fault(err, 'redis: session end kept on this replica; written when redis returns');
      this.pending.set(this.keyOf(w), w);
      this.retry ??= setInterval(() => void this.flush(), PENDING_RETRY_MS);
      this.retry.unref();
    }
  }

  /** Writes what waited for Redis (expired records are dropped); stops retrying once done. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      for (const [key, w] of this.pending) {
        if (w.expiresAt <= Date.now()) {
          this.pending.delete(key);
          continue;
        }
        try {
          await this.write(w);
          this.pending.delete(key);
        } catch {
          return;
        }
      }
      clearInterval(this.retry);
      this.retry = undefined;
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** How many session ends still wait for Redis (tests and operators). */
  get waiting(): number {
    return this.pending.size;
  }

  async isRevoked(sid: string): Promise<boolean> {
    if (this.local.isRevoked(sid)) return true;
    try {
      return (await this.redis.exists(`${this.prefix}revoked:${sid}`)) === 1;
    } catch (err) {
      this.fault(err, 'redis: session revocation not checked; local records only');
      return false;
    }
  }

  async state(ref: SessionRef): Promise<SessionState> {
    if (this.local.isEnded(ref)) return 'ended';
    const subjects = subjectsOf(ref);
    try {
      const [revoked, ...ended] = await this.redis.mget(
        `${this.prefix}revoked:${ref.sid}`,
        ...subjects.map((s) => `${this.prefix}ended:${s}`),
      );
      if (revoked !== null) return 'ended';
      return ended.some((at) => at !== null && ref.iat < Number(at)) ? 'ended' : 'live';
    } catch (err) {
      this.fault(err, 'redis: session state not checked');
      return 'unknown';
    }
  }

  async revoke(sid: string, expiresAt: number): Promise<void> {
    this.local.revoke(sid, expiresAt);
    await this.record({ kind: 'sid', sid, expiresAt });
  }

  async endSubject(subject: string, at: number, expiresAt: number): Promise<void> {
    this.local.endSubject(subject, at, expiresAt);
    await this.record({ kind: 'subject', subject, at, expiresAt });
  }
  async claimValidation(sid: string, intervalMs: number): Promise<boolean> {
    try {
      const res = await this.redis.set(
        `${this.prefix}validated:${sid}`,
        '1',
        'PX',
        Math.max(1, intervalMs),
        'NX',
      );
      return res === 'OK';
    } catch (err) {
      this.fault(err, 'redis: validation claim kept on this replica only');
      return this.local.claim(sid, intervalMs);
    }
  }

  async releaseValidation(sid: string): Promise<void> {
    this.local.release(sid);
    try {
      await this.redis.del(`${this.prefix}validated:${sid}`);
    } catch (err) {
      this.fault(err, 'redis: validation claim not released');
    }
  }

  async close(): Promise<void> {
    if (this.pending.size > 0) await this.flush();
    this.redis.off('ready', this.onReady);
    clearInterval(this.retry);
    this.local.close();
  }
}
