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
import type { CallOptions, UpstreamJson } from './upstream-client';
import { Semaphore, SemaphoreRefused, forEachBounded } from './fan-out';

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
  private readonly kept = new Map<string, Kept>();
  private readonly inflight = new Map<string, Promise<Point[] | null>>();
  readonly semaphore: Semaphore;
  private readonly now: () => number;

  constructor(private readonly options: DoctorPlacesOptions) {
    this.semaphore = new Semaphore(options.globalMax, options.globalMax * 4);
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
      const pool = forEachBounded(
        todo,
        this.options.perRequest,
        async (id) => {
          const points = await this.readShared(id, deadline);
          if (points) places.set(id, points);
        },
        () => this.now() >= deadline,
      );
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
    let release: () => void;
    try {
      release = await this.semaphore.acquire(deadline);
    } catch (err) {
      if (err instanceof SemaphoreRefused) return null;
      throw err;
    }
    try {
      const left = deadline - this.now();
      if (left <= 0) return null;
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
      this.keep(doctorId, points);
      return points;
    } catch {
      // Faults (an open circuit included): this doctor goes unplaced; the list still answers.
      return null;
    } finally {
      release();
    }
  }

  private keep(doctorId: string, points: Point[]): void {
    this.kept.delete(doctorId);
    this.kept.set(doctorId, { points, storedAt: this.now() });
    if (this.kept.size > this.options.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
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
