/**
 * `app.availability`: the doctors' earliest free sections (lib/availability/service.ts), kept in
 * Redis when REDIS_URL is set (shared by replicas) or in a bounded in-memory LRU. Its upstream
 * calls go through the same client as every other, so the circuit breaker and the upstream
 * metrics cover them.
 */
import fp from 'fastify-plugin';
import { calls, type CallName } from '@portal/shared';
import type { AppConfig } from '../../config';
import { MemoryAvailabilityCache, RedisAvailabilityCache } from '../../lib/availability/cache';
import { AvailabilityService } from '../../lib/availability/service';
import { KnownDoctors, doctorIdsIn } from '../../lib/availability/known-doctors';
import { DoctorPlaces } from '../../lib/availability/doctor-places';

declare module 'fastify' {
  interface FastifyInstance {
    availability: AvailabilityService;
    /** Doctors named by the upstream's answers: the only ones availability is worked out for. */
    knownDoctors: KnownDoctors;
    /** The doctors' clinics: their places (按距離排序) and opening hours. */
    doctorPlaces: DoctorPlaces;
  }
}

/** Doctors worked on at once for one request (so upstream calls in flight for it). */
const AVAILABILITY_PER_REQUEST = 8;
/** Calls whose answers name doctors (records, lists, a clinic's doctors). */
const DOCTOR_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'searchDoctor',
  'getDocDetailByGlobalUserID',
  'getDoctorByClinicID',
  'getClinicDetailByClinicId',
  'getTopAnswer',
]);

/** Doctors kept in memory (each entry is a few hundred bytes). */
const MEMORY_ENTRIES = 5_000;
/** How long a doctor's clinics (places, hours) are kept: clinics seldom move or change hours. */
const PLACES_TTL_MS = 10 * 60_000;
/** Doctors whose clinics are read at once for one request; clinic calls in flight per process. */
const PLACES_PER_REQUEST = 6;
const PLACES_GLOBAL_MAX = 12;

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const log = app.log;
    const onStoreError = (err: unknown) =>
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'availability redis');
    const backend = app.redis
      ? new RedisAvailabilityCache(app.redis, 'bff-av:', onStoreError)
      : new MemoryAvailabilityCache(MEMORY_ENTRIES);
    const ttlMs = config.availabilityTtlMs;
    const reportedClinics = new Set<string>();
    const places = new DoctorPlaces({
      upstream: app.upstream,
      ttlMs: PLACES_TTL_MS,
      maxEntries: MEMORY_ENTRIES,
      perRequest: PLACES_PER_REQUEST,
      globalMax: PLACES_GLOBAL_MAX,
    });
    app.decorate('doctorPlaces', places);
    const service = new AvailabilityService({
      upstream: app.upstream,
      backend,
      ttlMs,
      // An older answer beats none when the upstream is slow or down, for one more TTL.
      staleMs: ttlMs,
      perRequest: AVAILABILITY_PER_REQUEST,
      globalMax: config.availabilityMaxInFlight,
      // Work late for one view still finishes (bounded) and serves the next one.
      computeMs: Math.max(config.availabilityBudgetMs * 3, 1000),
      onLookup: (source, n) => app.metrics.availability.inc(source, n),
      onStoreError,
      clinics: (doctorId, deadline) => places.clinicsOf(doctorId, deadline),
      // The clinic's hours and the schedule disagree: said once per clinic, for whoever keeps
      // the clinic's data (the time itself is never offered).
      onClosed: (closed) => {
        if (reportedClinics.has(closed.clinicid)) return;
        if (reportedClinics.size < MEMORY_ENTRIES) reportedClinics.add(closed.clinicid);
        log.warn(closed, 'schedule offers a time the clinic is closed: not offered');
      },
    });
    app.decorate('availability', service);
    const known = new KnownDoctors(app.redis, 'bff-kd:', onStoreError);
    app.decorate('knownDoctors', known);
    app.upstream.onAnswer((call, envelope) => {
      if (envelope.code === 200 && DOCTOR_CALLS.has(call)) known.add(doctorIdsIn(envelope.data));
    });
    // A booking made (or moved) through this BFF changes that doctor's free sections: the next
    // list shows them worked out again rather than a minute-old answer. Bookings made elsewhere
    // show within the TTL.
    const savePath = calls.saveSchedule.path;
    // A callback hook: every response passes it, and only a saved booking waits for anything.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'POST' || reply.statusCode !== 200) return done();
      const url = request.url;
      const q = url.indexOf('?');
      if (q < 0 || url.slice(0, q) !== savePath) return done();
      const doctorId = new URLSearchParams(url.slice(q + 1)).get('doctorId');
      if (!doctorId) return done();
      service.forget(doctorId).then(
        () => done(),
        (err: unknown) => done(err as Error),
      );
    });
    app.metrics.gauge(
      'bff_availability_upstream_in_flight',
      'Schedule calls to the upstream in flight for the availability look-up.',
      () => service.callsInFlight,
    );
  },
  { name: 'availability', dependencies: ['upstream', 'metrics', 'redis'] },
);
