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
 * The same store remembers when each session was last re-validated with the upstream, so that
 * happens at most once per interval per session, across replicas too.
 */
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Redis } from 'ioredis';

export interface SessionRevocations {
  /** Whether the session id was ended. */
  isRevoked(sid: string): Promise<boolean>;
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
  }

  close(): void {
    clearInterval(this.timer);
  }
}

const SID = /^[A-Za-z0-9_-]{16,64}$/;

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
      const [sid, until] = line.split(' ');
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
    const lines = [...this.records.revoked].map(([sid, until]) => `${sid} ${until}\n`);
    await writeFile(tmp, lines.join(''), { mode: 0o600 });
    await rename(tmp, file);
    this.appended = 0;
    this.written = lines.length;
  }

  async isRevoked(sid: string): Promise<boolean> {
    return this.records.isRevoked(sid);
  }

  async revoke(sid: string, expiresAt: number): Promise<void> {
    this.records.revoke(sid, expiresAt);
    const file = this.file;
    if (!file) return;
    const write = this.writes.then(async () => {
      try {
        await appendFile(file, `${sid} ${expiresAt}\n`, { mode: 0o600 });
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

/**
 * Shared by replicas through Redis. When Redis cannot answer, this replica falls back to what it
 * knows itself (the revocations it made, its own validation claims) rather than failing requests.
 */
export class RedisRevocations implements SessionRevocations {
  private readonly local = new MemoryRecords();

  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
    private readonly prefix = 'bff-session:',
  ) {}

  private fault(err: unknown, what: string): void {
    this.log.warn({ err: err instanceof Error ? err.message : String(err) }, what);
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

  async revoke(sid: string, expiresAt: number): Promise<void> {
    this.local.revoke(sid, expiresAt);
    const ttl = Math.max(1, Math.ceil(expiresAt - Date.now()));
    try {
      await this.redis.set(`${this.prefix}revoked:${sid}`, '1', 'PX', ttl);
    } catch (err) {
      this.fault(err, 'redis: session revocation kept on this replica only');
    }
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
    this.local.close();
  }
}
