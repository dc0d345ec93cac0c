/**
 * What the BFF works out from the upstream's per-doctor schedule calls, for the doctor cards:
 *
 * - `GET /bff/availability?doctorIds=D1,D2,...`: each doctor's earliest free section in the next
 *   14 days (the doctors of one list page, at most 24);
 * - `GET /bff/doctors?...&free=today|tomorrow|week&order=soonest&pageno=`: the doctor search
 *   with the "free when" filter and the 最快可約 order applied before paging;
 *   `order=distance&lat=&lng=` orders it by distance instead (lib/doctor-places.ts joins the
 *   doctors to their clinics' coordinates): the distance a card says, of the clinic whose times
 *   it offers first or else of the nearest clinic, with each clinic's own distance beside it.
 *
 * Paging under a filter the upstream does not know: `searchDoctor` pages by its own order, so a
 * filter applied within one upstream page would show a page of 3 doctors and a total that counts
 * the ones filtered out. Instead the BFF reads every doctor matching the search fields (pages of
 * `SCAN_PAGE_SIZE`, micro-cached, at most `MAX_SCANNED` doctors), looks up their availability (kept
 * a minute, so mostly from the cache), filters and orders them, and then cuts the page: `total`
 * counts exactly the doctors that pass. Doctors whose schedule was not read within the budget are
 * reported as `pending` (the SPA asks again shortly), and a search matching more than
 * `MAX_SCANNED` says `truncated` so the page can ask the visitor to narrow it.
 *
 * Both answers are the same for everyone: no session is read and nothing of the browser's request
 * is sent upstream.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  AVAILABILITY_MAX_DOCTORS,
  NEAR_ORDER,
  calls,
  matchesFreeFilter,
  soonestKey,
  type ApiResponse,
  type AvailabilityAnswer,
  type AvailableDoctorsAnswer,
  type AvailableDoctorsQuery,
  type CallBody,
  type DoctorAvailability,
  type DoctorSummary,
} from '@portal/shared';
import { answers, normaliseAnswer } from '@portal/shared/answers';
import { AvailableDoctorsQuerySchema } from '@portal/shared/requests';
import { fromHansPage, simplifyValue } from '../lib/chinese/simplified';
import type { AppConfig } from '../config';
import { say } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';
import { INTERNAL_HEADER } from '../plugins/app/budgets';
import { toSearchWords, toTraditional } from '../lib/chinese/search-keyword';
import { parsePosition, type Placed } from '../lib/availability/doctor-places';

/** The doctor search's text fields (its keyword, specialty and language), as /api reads them. */
const SEARCH_TEXT: readonly string[] = calls.searchDoctor.keywordSearch ?? [];

/** Doctors per upstream page while reading a whole search. */
const SCAN_PAGE_SIZE = 50;
/** Doctors a filtered search reads at most (three upstream pages). */
const MAX_SCANNED = 150;
/** A distance to ten metres (null when unknown). */
const roundKm = (km: number | null | undefined) =>
  typeof km === 'number' ? Math.round(km * 100) / 100 : null;
/**
 * The distance a doctor's card says: that of the clinic whose times it offers first, or else of
 * the doctor's nearest clinic (null when no clinic of theirs has a known place).
 */
function shownKm(r: { lookup: { availability: DoctorAvailability }; place?: Placed }) {
  const offered = r.lookup.availability.slot?.clinicid;
  const km = offered ? r.place?.clinicKm[offered] : undefined;
  return km ?? r.place?.km ?? null;
}

/** Seconds a look-up past its address's budget is told to wait. */
const LOOKUP_RETRY_AFTER_S = 5;

const ID = '[A-Za-z0-9_-]{1,40}';

const AvailabilityQuery = Type.Object(
  {
    doctorIds: Type.String({
      pattern: `^${ID}(,${ID}){0,${AVAILABILITY_MAX_DOCTORS - 1}}$`,
      maxLength: AVAILABILITY_MAX_DOCTORS * 41,
    }),
  },
  { additionalProperties: false },
);

const NextSlotSchema = Type.Object({
  date: Type.String(),
  starttime: Type.String(),
  endtime: Type.String(),
  clinicid: Type.String(),
  clinicname: Type.String(),
});
const DoctorAvailabilitySchema = Type.Object({
  doctorId: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('full'), Type.Literal('unknown')]),
  slot: Type.Optional(NextSlotSchema),
  slots: Type.Optional(Type.Array(NextSlotSchema)),
  freeDates: Type.Array(Type.String()),
});
const envelope = <T extends ReturnType<typeof Type.Object>>(data: T) =>
  Type.Object({ code: Type.Literal(200), msg: Type.String(), data });

const AvailabilityReply = envelope(
  Type.Object({ today: Type.String(), list: Type.Array(DoctorAvailabilitySchema) }),
);
const DoctorsReply = envelope(
  Type.Object({
    // Doctor records are passed on as the upstream sent them (the SPA renders what arrives).
    list: Type.Array(Type.Object({}, { additionalProperties: true })),
    total: Type.Integer(),
    availability: Type.Array(DoctorAvailabilitySchema),
    today: Type.String(),
    pending: Type.Integer(),
    truncated: Type.Boolean(),
    checked: Type.Integer(),
    distanceKm: Type.Optional(Type.Array(Type.Union([Type.Number(), Type.Null()]))),
    clinicKm: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Number()))),
  }),
);

/** Reads the search's doctors, page by page, up to `MAX_SCANNED`. */
async function readSearch(
  app: FastifyInstance,
  search: CallBody<'searchDoctor'>,
  deadline: number,
): Promise<{ doctors: DoctorSummary[]; total: number }> {
  const page = async (pageno: number) => {
    const res = await app.upstream.call('searchDoctor', {
      body: { ...search, pageno, pagesize: SCAN_PAGE_SIZE },
      timeoutMs: Math.max(1, deadline - Date.now()),
      cache: true,
    });
    const { code, msg } = res.envelope;
    if (code !== 200) return { failed: { code, msg }, list: [], total: 0 } as const;
    // The catalogue's shape (a bare array becomes `{list,total}`); entries are checked below.
    const data = normaliseAnswer(answers.searchDoctor, res.envelope.data) as {
      list?: unknown;
      total?: unknown;
    } | null;
    const list = (Array.isArray(data?.list) ? data.list : []) as DoctorSummary[];
    const total = typeof data?.total === 'number' ? data.total : list.length;
    return { failed: undefined, list, total } as const;
  };
  const first = await page(1);
  if (first.failed) throw Object.assign(new Error('search refused'), { answer: first.failed });
  const pages = Math.min(Math.ceil(first.total / SCAN_PAGE_SIZE), MAX_SCANNED / SCAN_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)),
  );
  const seen = new Set<string>();
  const doctors: DoctorSummary[] = [];
  for (const p of [first, ...rest]) {
    for (const d of p.list) {
      const id = typeof d === 'object' && typeof d?.globaluserid === 'string' ? d.globaluserid : '';
      if (!id || seen.has(id) || doctors.length >= MAX_SCANNED) continue;
      seen.add(id);
      doctors.push(d);
    }
  }
  return { doctors, total: first.total };
}

export default async function availabilityRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const budgetMs = opts.config.availabilityBudgetMs;
  const places = app.doctorPlaces;

  /**
   * Each look-up fans out to the upstream: so many per client address (429 past it). The server
   * render's own look-ups are part of a render, budgeted as such, and pass.
   */
  async function overBudget(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.headers[INTERNAL_HEADER] === app.budgets.internalKey) return false;
    if (await app.budgets.lookup.take(request.addressKey)) return false;
    app.metrics.rateLimited.inc(request.routeOptions.url ?? 'bff');
    void reply
      .code(429)
      .header('retry-after', String(LOOKUP_RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .send({ code: 429, msg: say('tooManyRequests', localeOfRequest(request)) });
    return true;
  }

  app.get<{ Querystring: Static<typeof AvailabilityQuery> }>(
    '/bff/availability',
    { schema: { querystring: AvailabilityQuery, response: { 200: AvailabilityReply } } },
    async (request, reply): Promise<ApiResponse<AvailabilityAnswer> | FastifyReply> => {
      if (await overBudget(request, reply)) return reply;
      const deadline = Date.now() + budgetMs;
      // Only doctors the upstream has named (in a search, a record, a clinic's doctors): an id
      // made up by the caller costs no upstream call and takes no place in the cache.
      const asked = [...new Set(request.query.doctorIds.split(','))];
      const ids = await app.knownDoctors.filter(asked);
      const today = app.availability.today();
      const results = await app.availability.lookup(ids, deadline);
      reply.header('cache-control', 'no-cache');
      const list = results.map((r) => r.availability);
      return {
        code: 200,
        msg: 'success',
        // A Simplified page gets the clinics' names (in the time buttons' labels) in Simplified.
        data: { today, list: fromHansPage(request) ? (simplifyValue(list) as typeof list) : list },
      };
    },
  );

  app.get<{ Querystring: AvailableDoctorsQuery }>(
    '/bff/doctors',
    { schema: { querystring: AvailableDoctorsQuerySchema, response: { 200: DoctorsReply } } },
    async (request, reply) => {
      const { free, order, lat, lng, pageno = 1, pagesize = 12, ...fields } = request.query;
      // A position only with the order by distance, and that order only with a position.
      const near = parsePosition(lat, lng);
      const byDistance = order === NEAR_ORDER;
      if (byDistance ? !near : lat !== undefined || lng !== undefined) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ code: 400, msg: say('badPosition', localeOfRequest(request)) });
      }
      if (await overBudget(request, reply)) return reply;
      const deadline = Date.now() + budgetMs;
      const search: CallBody<'searchDoctor'> = {};
      for (const [k, v] of Object.entries(fields)) {
        if (typeof v === 'string' && v.trim()) search[k as keyof typeof fields] = v.trim();
      }
      let read: Awaited<ReturnType<typeof readSearch>>;
      try {
        // As on /api: a keyword (or a filter such as 粤语 from a Simplified page) typed in
        // Simplified characters is searched in Hong Kong Traditional, English names of places,
        // specialties and illnesses in Chinese, and as typed when that finds no one.
        const converted: CallBody<'searchDoctor'> = {};
        let changed = false;
        for (const [k, v] of Object.entries(search) as [keyof CallBody<'searchDoctor'>, string][]) {
          // Ids (a clinic's, an area's) are never read as English names.
          const t = SEARCH_TEXT.includes(k) ? toSearchWords(v) : toTraditional(v);
          if (t !== v) changed = true;
          (converted as Record<string, string>)[k] = t;
        }
        read = await readSearch(app, converted, deadline);
        if (read.total === 0 && changed) read = await readSearch(app, search, deadline);
      } catch (err) {
        const answer = (err as { answer?: { code: number; msg: string } }).answer;
        if (!answer) throw err;
        // The upstream refused the search itself: pass its `{code,msg}` on.
        return reply.code(200).header('cache-control', 'no-cache').send(answer);
      }
      const today = app.availability.today();
      const doctorIds = read.doctors.map((d) => d.globaluserid);
      const [results, placed] = await Promise.all([
        app.availability.lookup(doctorIds, deadline),
        near ? places.distances(doctorIds, near, deadline) : undefined,
      ]);
      let rows = read.doctors.map((doctor, i) => ({
        doctor,
        lookup: results[i]!,
        place: placed?.[i],
      }));
      const pending = rows.filter(
        (r) => r.lookup.source === 'late' || r.place?.known === false,
      ).length;
      if (free) rows = rows.filter((r) => matchesFreeFilter(r.lookup.availability, free, today));
      if (order === 'soonest') {
        // Array.prototype.sort is stable: equal keys keep the upstream's order.
        rows.sort((a, b) => {
          const ka = soonestKey(a.lookup.availability);
          const kb = soonestKey(b.lookup.availability);
          return ka < kb ? -1 : ka > kb ? 1 : 0;
        });
      }
      if (byDistance) {
        // Nearest first by the distance each card says; doctors with no known place after, in
        // the upstream's order (stable).
        const key = (r: (typeof rows)[number]) => shownKm(r) ?? Number.POSITIVE_INFINITY;
        rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      }
      const slice = rows.slice((pageno - 1) * pagesize, pageno * pagesize);
      reply.header('cache-control', 'no-cache');
      const doctors = slice.map((r) => r.doctor);
      const availability = slice.map((r) => r.lookup.availability);
      const data: AvailableDoctorsAnswer = {
        // A Simplified page gets the doctors' text in Simplified characters.
        list: fromHansPage(request) ? (simplifyValue(doctors) as typeof doctors) : doctors,
        total: rows.length,
        availability: fromHansPage(request)
          ? (simplifyValue(availability) as typeof availability)
          : availability,
        today,
        pending,
        truncated: read.total > read.doctors.length,
        checked: read.doctors.length,
        // To ten metres: what a card says, and no more of where the reader stands.
        ...(byDistance
          ? {
              distanceKm: slice.map((r) => roundKm(shownKm(r))),
              clinicKm: slice.map((r) =>
                Object.fromEntries(
                  Object.entries(r.place?.clinicKm ?? {}).map(([id, km]) => [id, roundKm(km)!]),
                ),
              ),
            }
          : {}),
      };
      return { code: 200, msg: 'success', data };
    },
  );
}
