/**
 * Where doctors practise, for the doctor list's 按距離排序: the upstream's doctor search carries
 * no coordinates, so each doctor is joined to their clinics (`getClinicListByDocGlobalId`, whose
 * records carry `lat`/`lng`) and measured by the nearest of them.
 *
 * Bounded like the availability look-up: at most `perRequest` doctors asked about at once for one
 * request, at most `globalMax` calls in flight for the process, and a deadline after which the
 * doctors not yet placed are reported as such (the list puts them last and asks again). A doctor's
 * places are kept for `ttlMs` (clinics do not move), concurrent requests for one doctor share one
 * call, and the calls go through the micro-cache like any public read.
 *
 * Anonymous by construction: the calls carry no token and nothing of the browser's request, and
 * what is kept is the same for everyone. The reader's position is used for the one answer only.
 */
import { distanceKm, pointOf, type CallName, type CallResponse, type Point } from '@portal/shared';
import { answers, normaliseAnswer } from '@portal/shared/answers';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import type { CallOptions, UpstreamJson } from '../upstream/types';

interface PlacesCaller {
  call<N extends CallName>(name: N, options?: CallOptions): Promise<UpstreamJson<CallResponse<N>>>;
}

export interface DoctorPlacesOptions {
  upstream: PlacesCaller;
  ttlMs: number;
  /** Doctors kept at most (the oldest kept is forgotten first). */
  maxEntries: number;
  perRequest: number;
  globalMax: number;
  now?: () => number;
}

/** A doctor's distance: `km` null when none of their clinics has a known place. */
export interface Placed {
  km: number | null;
  /** False when the doctor's clinics were not read by the deadline. */
  known: boolean;
}

interface Kept {
  points: Point[];
  storedAt: number;
}

export class DoctorPlaces {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inflight = new Map<string, Promise<Point[] | null>>();
  /** The process-wide cap on clinic calls. */
  private readonly calls: LimitFunction;
  /** A queue longer than a few rounds of the cap would only hold work that misses its deadline. */
  private readonly maxQueued: number;
  private readonly now: () => number;

  constructor(private readonly options: DoctorPlacesOptions) {
    this.kept = new LRUCache({ max: options.maxEntries });
    this.calls = pLimit(options.globalMax);
    this.maxQueued = options.globalMax * 4;
    this.now = options.now ?? Date.now;
  }

  /**
   * Each doctor's distance from `from` (in the order given) by `deadline` (epoch ms). Never
   * throws: a fault leaves that doctor unplaced.
   */
  async distances(doctorIds: readonly string[], from: Point, deadline: number): Promise<Placed[]> {
    const places = new Map<string, Point[]>();
    const todo: string[] = [];
    const now = this.now();
    for (const id of new Set(doctorIds)) {
      const entry = this.kept.get(id);
      if (entry && now - entry.storedAt < this.options.ttlMs) places.set(id, entry.points);
      else todo.push(id);
    }
    if (todo.length > 0) {
      // Doctors not started by the deadline are skipped; the ones running finish on their own.
      const perDoctor = pLimit(this.options.perRequest);
      const pool = perDoctor.map(todo, async (id) => {
        if (this.now() >= deadline) return;
        const points = await this.readShared(id, deadline);
        if (points) places.set(id, points);
      });
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - this.now()));
      });
      await Promise.race([pool, budget]);
      clearTimeout(timer);
    }
    return doctorIds.map((id) => {
      const points = places.get(id);
      if (!points) return { km: null, known: false };
      const km = points.length ? Math.min(...points.map((p) => distanceKm(from, p))) : null;
      return { km, known: true };
    });
  }

  private readShared(doctorId: string, deadline: number): Promise<Point[] | null> {
    const running = this.inflight.get(doctorId);
    if (running) return running;
    const promise = this.read(doctorId, deadline).finally(() => this.inflight.delete(doctorId));
    this.inflight.set(doctorId, promise);
    return promise;
  }

  /** The doctor's clinics' places, or null when the upstream gave no usable answer in time. */
  private async read(doctorId: string, deadline: number): Promise<Point[] | null> {
    if (this.calls.pendingCount >= this.maxQueued) return null;
    // A call whose turn comes after its deadline ends at once, costing no upstream call.
    return this.calls(async () => {
      const left = deadline - this.now();
      if (left <= 0) return null;
      try {
        const res = await this.options.upstream.call('getClinicListByDocGlobalId', {
          query: { doctorglobaluserid: doctorId },
          timeoutMs: left,
          cache: true,
        });
        const { code, data } = res.envelope;
        if (res.statusCode !== 200 || code !== 200) return null;
        const clinics = normaliseAnswer(answers.getClinicListByDocGlobalId, data);
        const points = (Array.isArray(clinics) ? clinics : []).flatMap((c: unknown) => {
          const at = typeof c === 'object' && c !== null ? pointOf(c) : null;
          return at ? [at] : [];
        });
        this.kept.set(doctorId, { points, storedAt: this.now() });
        return points;
      } catch {
        // Faults (an open circuit included): this doctor goes unplaced; the list still answers.
        return null;
      }
    });
  }
}

/**
 * The position of `?lat=&lng=` as typed numbers, or null when either is missing, not a plain
 * decimal number, or off the globe.
 */
export function parsePosition(lat: string | undefined, lng: string | undefined): Point | null {
  const decimal = /^-?\d{1,3}(\.\d{1,12})?$/;
  if (lat === undefined || lng === undefined) return null;
  if (!decimal.test(lat.trim()) || !decimal.test(lng.trim())) return null;
  return pointOf({ lat: Number(lat), lng: Number(lng) });
}
