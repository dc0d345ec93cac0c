/**
 * Where doctors practise and when their clinics open: the upstream's doctor search carries
 * neither, so each doctor is joined to their clinics (`getClinicListByDocGlobalId`, whose records
 * carry `lat`/`lng` and `openinghours`). For the doctor list's 按距離排序 a doctor is measured by
 * the nearest of them, and each clinic's own distance goes with it (a card names the distance of
 * the clinic whose times it offers); the availability look-up reads the clinics' hours so that no
 * time is offered while a clinic says it is closed.
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
import {
  distanceKm,
  pointOf,
  type CallName,
  type CallResponse,
  type OpeningHours,
  type Point,
} from '@portal/shared';
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
  /** Each of the doctor's clinics with a known place: its distance, by clinic id. */
  clinicKm: Record<string, number>;
  /** False when the doctor's clinics were not read by the deadline. */
  known: boolean;
}

/** One of a doctor's clinics, as far as its record says. */
export interface KnownClinic {
  clinicid: string;
  at: Point | null;
  /** Its opening hours, each day's fields as given (undefined: the record gives none). */
  hours: Partial<OpeningHours>[] | undefined;
}

interface Kept {
  clinics: KnownClinic[];
  storedAt: number;
}

export class DoctorPlaces {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inflight = new Map<string, Promise<KnownClinic[] | null>>();
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
    const places = new Map<string, KnownClinic[]>();
    const todo: string[] = [];
    for (const id of new Set(doctorIds)) {
      const kept = this.fresh(id);
      if (kept) places.set(id, kept);
      else todo.push(id);
    }
    if (todo.length > 0) {
      // Doctors not started by the deadline are skipped; the ones running finish on their own.
      const perDoctor = pLimit(this.options.perRequest);
      const pool = perDoctor.map(todo, async (id) => {
        if (this.now() >= deadline) return;
        const clinics = await this.readShared(id, deadline);
        if (clinics) places.set(id, clinics);
      });
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - this.now()));
      });
      await Promise.race([pool, budget]);
      clearTimeout(timer);
    }
    return doctorIds.map((id) => {
      const clinics = places.get(id);
      if (!clinics) return { km: null, clinicKm: {}, known: false };
      const clinicKm: Record<string, number> = {};
      let km: number | null = null;
      for (const c of clinics) {
        if (!c.at) continue;
        const d = distanceKm(from, c.at);
        if (c.clinicid) clinicKm[c.clinicid] = Math.min(d, clinicKm[c.clinicid] ?? d);
        km = km === null ? d : Math.min(km, d);
      }
      return { km, clinicKm, known: true };
    });
  }

  /**
   * The doctor's clinics (kept, or read now within `deadline`); null when the upstream gave no
   * usable answer in time. Never throws.
   */
  async clinicsOf(doctorId: string, deadline: number): Promise<KnownClinic[] | null> {
    return this.fresh(doctorId) ?? this.readShared(doctorId, deadline);
  }

  private fresh(doctorId: string): KnownClinic[] | undefined {
    const entry = this.kept.get(doctorId);
    return entry && this.now() - entry.storedAt < this.options.ttlMs ? entry.clinics : undefined;
  }

  private readShared(doctorId: string, deadline: number): Promise<KnownClinic[] | null> {
    const running = this.inflight.get(doctorId);
    if (running) return running;
    const promise = this.read(doctorId, deadline).finally(() => this.inflight.delete(doctorId));
    this.inflight.set(doctorId, promise);
    return promise;
  }

  /** The doctor's clinics, or null when the upstream gave no usable answer in time. */
  private async read(doctorId: string, deadline: number): Promise<KnownClinic[] | null> {
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
        const known = (Array.isArray(clinics) ? clinics : []).flatMap((c: unknown) =>
          typeof c === 'object' && c !== null ? [knownClinic(c as Record<string, unknown>)] : [],
        );
        this.kept.set(doctorId, { clinics: known, storedAt: this.now() });
        return known;
      } catch {
        // Faults (an open circuit included): this doctor goes unplaced; the list still answers.
        return null;
      }
    });
  }
}

/** A clinic record's id, place and hours, each field read as optional. */
function knownClinic(c: Record<string, unknown>): KnownClinic {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const hours = Array.isArray(c.openinghours)
    ? c.openinghours.flatMap((h: unknown) => {
        if (typeof h !== 'object' || h === null) return [];
        const r = h as Record<string, unknown>;
        return [
          {
            weekday: typeof r.weekday === 'number' ? r.weekday : undefined,
            open: str(r.open),
            close: str(r.close),
            closed: typeof r.closed === 'boolean' ? r.closed : undefined,
          },
        ];
      })
    : undefined;
  return { clinicid: str(c.clinicid) ?? '', at: pointOf(c), hours };
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
