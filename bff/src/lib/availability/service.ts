/**
 * The BFF's availability look-up for a list of doctors: cached answers first, then the upstream's
 * schedule calls for the rest, with at most `perRequest` doctors (so at most that many calls) in
 * flight for one request, at most `globalMax` calls in flight for the whole process, and a
 * deadline after which the doctors still without an answer are reported `unknown` (the card shows
 * no time). Work started for one request is shared with every concurrent request for the same
 * doctor, and a finished answer is kept for `ttlMs` (then, for `staleMs` more, only as a fallback
 * when working it out again fails).
 *
 * Anonymous by construction: the calls carry no token and nothing of the browser's request, and
 * what is kept is the same for everyone.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import {
  type CallName,
  type CallResponse,
  type DoctorAvailability,
  hkClock,
  hkToday,
} from '@portal/shared';
import type { CallOptions, UpstreamJson } from '../upstream/types';
import {
  computeAvailability,
  type ClosedSection,
  type Computed,
  type ScheduleAnswer,
} from './schedule';
import type { AvailabilityCache, CachedAvailability } from './cache';
import type { KnownClinic } from './doctor-places';

/** The part of the upstream client the look-up uses. */
interface ScheduleCaller {
  call<N extends CallName>(name: N, options?: CallOptions): Promise<UpstreamJson<CallResponse<N>>>;
}

/**
 * `fresh`: kept answer within its TTL; `computed`: worked out now; `shared`: joined work another
 * request had started; `stale`: an older kept answer, because working it out again failed or was
 * late; `late`: no answer by the deadline.
 */
type LookupSource = 'fresh' | 'computed' | 'shared' | 'stale' | 'late';

export interface LookupResult {
  availability: DoctorAvailability;
  source: LookupSource;
}

export interface AvailabilityServiceOptions {
  upstream: ScheduleCaller;
  backend: AvailabilityCache;
  ttlMs: number;
  staleMs: number;
  /** Doctors worked on at once for one request. */
  perRequest: number;
  /** Upstream calls in flight at once for the whole process. */
  globalMax: number;
  /**
   * How long one doctor's work may run in all. It outlives the request's own budget a little, so
   * an answer late for one view is kept for the next instead of being thrown away.
   */
  computeMs: number;
  now?: () => number;
  onLookup?: (source: LookupSource, n: number) => void;
  onStoreError?: (err: unknown) => void;
  /**
   * The doctor's clinics with their opening hours, read by `deadline` (null when unknown): a
   * time at a clinic whose hours say it is closed is not offered.
   */
  clinics?: (doctorId: string, deadline: number) => Promise<readonly KnownClinic[] | null>;
  /** A time the schedule offers while the clinic's hours say it is closed (not offered). */
  onClosed?: (closed: ClosedSection) => void;
}

const lateAnswer = (doctorId: string): DoctorAvailability => ({
  doctorId,
  status: 'unknown',
  freeDates: [],
});

export class AvailabilityService {
  private readonly inflight = new Map<string, Promise<Computed>>();
  /** The process-wide cap on schedule calls. */
  private readonly calls: LimitFunction;
  /** A queue longer than a few rounds of the cap would only hold work that misses its deadline. */
  private readonly maxQueued: number;
  private readonly now: () => number;

  constructor(private readonly options: AvailabilityServiceOptions) {
    this.calls = pLimit(options.globalMax);
    this.maxQueued = options.globalMax * 4;
    this.now = options.now ?? Date.now;
  }

  /** Schedule calls under way now, across the process. */
  get callsInFlight(): number {
    return this.calls.activeCount;
  }

  /** Today in Hong Kong, as the look-up sees it. */
  today(): string {
    return hkToday(this.now());
  }

  /**
   * Availability of each doctor (in the order given) by `deadline` (epoch ms). Never throws:
   * faults become `unknown` answers.
   */
  async lookup(doctorIds: readonly string[], deadline: number): Promise<LookupResult[]> {
    const { backend, ttlMs, staleMs, perRequest, onLookup } = this.options;
    const ids = [...new Set(doctorIds)];
    const now = this.now();
    const today = hkToday(now);
    const kept = await backend.getMany(ids).catch(() => ids.map(() => undefined));
    const results = new Map<string, LookupResult>();
    const fallback = new Map<string, CachedAvailability>();
    const todo: string[] = [];
    ids.forEach((id, i) => {
      const entry = kept[i];
      const usable = entry && entry.today === today && entry.availability.doctorId === id;
      const age = usable ? now - entry.storedAt : Number.POSITIVE_INFINITY;
      if (usable && age < ttlMs) {
        results.set(id, { availability: entry.availability, source: 'fresh' });
        return;
      }
      if (usable && age < ttlMs + staleMs) fallback.set(id, entry);
      todo.push(id);
    });

    if (todo.length > 0) {
      // Doctors not started by the deadline are skipped; the ones running finish on their own.
      const perDoctor = pLimit(perRequest);
      const pool = perDoctor.map(todo, async (id) => {
        if (this.now() >= deadline) return;
        const shared = this.inflight.has(id);
        const computed = await this.computeShared(id);
        if (computed.cacheable || computed.availability.status !== 'unknown') {
          results.set(id, {
            availability: computed.availability,
            source: shared ? 'shared' : 'computed',
          });
        }
      });
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - this.now()));
      });
      await Promise.race([pool, budget]);
      clearTimeout(timer);
    }

    const out = ids.map((id): LookupResult => {
      const done = results.get(id);
      if (done) return done;
      const old = fallback.get(id);
      if (old) return { availability: old.availability, source: 'stale' };
      return { availability: lateAnswer(id), source: 'late' };
    });
    if (onLookup) {
      const counts = new Map<LookupSource, number>();
      for (const r of out) counts.set(r.source, (counts.get(r.source) ?? 0) + 1);
      for (const [source, n] of counts) onLookup(source, n);
    }
    const byId = new Map(out.map((r) => [r.availability.doctorId, r]));
    return doctorIds.map((id) => byId.get(id) ?? { availability: lateAnswer(id), source: 'late' });
  }

  /** Forgets a doctor's kept answer (after a booking through this BFF changed it). */
  forget(doctorId: string): Promise<void> {
    return this.options.backend.delete(doctorId).catch(() => undefined);
  }

  private computeShared(doctorId: string): Promise<Computed> {
    const running = this.inflight.get(doctorId);
    if (running) return running;
    const promise = this.compute(doctorId).finally(() => this.inflight.delete(doctorId));
    this.inflight.set(doctorId, promise);
    return promise;
  }

  private async compute(doctorId: string): Promise<Computed> {
    const started = this.now();
    const deadline = started + this.options.computeMs;
    const today = hkToday(started);
    const computed = await computeAvailability(
      doctorId,
      {
        workDates: (id) => this.ask('getDoctorWeekWorkDate', { doctorId: id }, deadline),
        sections: (id, workDate, clinicId) =>
          this.ask(
            'getDoctorWorkTimeSection',
            clinicId ? { doctorId: id, workDate, clinicId } : { doctorId: id, workDate },
            deadline,
          ),
        hours: async (id) => {
          const clinics = (await this.options.clinics?.(id, deadline)) ?? [];
          return new Map(clinics.map((c) => [c.clinicid, c.hours]));
        },
      },
      {
        today,
        nowClock: hkClock(started),
        expired: () => this.now() >= deadline,
        onClosed: this.options.onClosed,
      },
    );
    if (computed.cacheable) {
      const { backend, ttlMs, staleMs } = this.options;
      await backend
        .set(
          doctorId,
          { availability: computed.availability, storedAt: started, today },
          ttlMs + staleMs,
        )
        .catch((err: unknown) => this.options.onStoreError?.(err));
    }
    return computed;
  }

  /** One upstream call under the process-wide cap, within the doctor's deadline. */
  private async ask(
    name: 'getDoctorWeekWorkDate' | 'getDoctorWorkTimeSection',
    query: Record<string, string>,
    deadline: number,
  ): Promise<ScheduleAnswer> {
    if (this.calls.pendingCount >= this.maxQueued) return { ok: false, definite: false };
    // A call whose turn comes after its deadline ends at once, costing no upstream call.
    return this.calls(async (): Promise<ScheduleAnswer> => {
      const left = deadline - this.now();
      if (left <= 0) return { ok: false, definite: false };
      try {
        const res = await this.options.upstream.call(name, { query, timeoutMs: left });
        const { code } = res.envelope;
        if (res.statusCode === 200 && code === 200) return { ok: true, data: res.envelope.data };
        // The upstream answered (e.g. no such doctor): worth keeping. Its own faults are not.
        return { ok: false, definite: res.statusCode < 500 && code < 500 };
      } catch {
        // Faults (UpstreamError, an open circuit included) and anything unexpected alike: this
        // doctor shows no time; the list itself must not fail.
        return { ok: false, definite: false };
      }
    });
  }
}
