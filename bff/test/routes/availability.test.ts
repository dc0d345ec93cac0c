/**
 * `/bff/availability` and `/bff/doctors` against a stub upstream that records what it received
 * and how many calls it had in flight at once: the fan-out is bounded per request and per
 * process, each doctor's schedule is read once per TTL however many list views ask at the same
 * time, the budget holds with a slow upstream, nothing of the session reaches the upstream, sparse
 * and faulty answers only take the time off the card, and the filters page honestly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  hkToday,
  type AvailabilityAnswer,
  type AvailableDoctorsAnswer,
  type DoctorAvailability,
} from '@portal/shared';
import { build, findLeaks, type Harness } from '../helpers/build';
import type { Received, StubAnswer, StubUpstream } from '../helpers/stub-upstream';
import { calls as catalogue } from '@portal/shared';

const WEEK = catalogue.getDoctorWeekWorkDate.path;
const SECTIONS = catalogue.getDoctorWorkTimeSection.path;
const SEARCH = catalogue.searchDoctor.path;
const CLINICS_OF = catalogue.getClinicListByDocGlobalId.path;

const harnesses: Harness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

async function harness(overrides: Parameters<typeof build>[0] = {}): Promise<Harness> {
  const h = await build(overrides);
  harnesses.push(h);
  return h;
}

function query(r: Received): URLSearchParams {
  return new URL(r.url, 'http://stub').searchParams;
}

const ok = (data: unknown): StubAnswer => ({ json: { code: 200, msg: 'success', data } });
const later = (delayMs: number, a: StubAnswer): StubAnswer => (delayMs ? { delayMs, then: a } : a);

/** Doctor `Dk`'s first free day: 1 to 3 days from today (today itself is full). */
function firstFreeDay(doctorId: string): string {
  const k = Number(doctorId.replace(/\D/g, '')) || 0;
  return addDays(hkToday(), 1 + (k % 3));
}

/**
 * Every doctor works today (full) and on their first free day at clinic C1, where 09:00 is full
 * and 14:30 has room.
 */
function scheduleWorld(stub: StubUpstream, delayMs: (doctorId: string) => number = () => 0): void {
  stub.routes.set(WEEK, (r) => {
    const id = query(r).get('doctorId') ?? '';
    return later(
      delayMs(id),
      ok([
        { date: hkToday(), weekday: 1, clinicid: 'C1', clinicname: '仁心', available: false },
        { date: firstFreeDay(id), weekday: 2, clinicid: 'C1', clinicname: '仁心', available: true },
      ]),
    );
  });
  stub.routes.set(SECTIONS, (r) => {
    const id = query(r).get('doctorId') ?? '';
    return later(
      delayMs(id),
      ok([
        {
          sectionid: 'x2',
          clinicid: 'C1',
          clinicname: '仁心中醫診所（中環）',
          clinicaddress: '',
          starttime: '14:30',
          endtime: '15:00',
          capacity: 2,
          booked: 0,
          available: true,
          past: false,
        },
        {
          sectionid: 'x3',
          clinicid: 'C1',
          clinicname: '仁心中醫診所（中環）',
          clinicaddress: '',
          starttime: '15:00',
          endtime: '15:30',
          capacity: 2,
          booked: 1,
          available: true,
          past: false,
        },
        {
          sectionid: 'x1',
          clinicid: 'C1',
          clinicname: '仁心中醫診所（中環）',
          clinicaddress: '',
          starttime: '09:00',
          endtime: '09:30',
          capacity: 2,
          booked: 2,
          available: false,
          past: false,
        },
      ]),
    );
  });
}

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `D${from + i}`);

/**
 * Asks for `doctorIds`, as a list page does after a search showed them (availability is worked
 * out only for doctors an upstream answer named).
 */
async function lookup(h: Harness, doctorIds: string[], headers: Record<string, string> = {}) {
  h.app.knownDoctors.add(doctorIds);
  const res = await h.inject({
    method: 'GET',
    url: `/bff/availability?doctorIds=${doctorIds.join(',')}`,
    headers,
  });
  return { res, body: res.json<{ code: number; msg: string; data: AvailabilityAnswer }>() };
}

function calls(stub: StubUpstream, path: string, doctorId?: string): number {
  return stub.received.filter(
    (r) => r.url.split('?')[0] === path && (!doctorId || query(r).get('doctorId') === doctorId),
  ).length;
}

describe('GET /bff/availability', () => {
  it("answers each doctor's earliest free sections, skipping full and past ones", async () => {
    const h = await harness();
    scheduleWorld(h.stub);
    const { res, body } = await lookup(h, ['D1', 'D2']);
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.today).toBe(hkToday());
    const at = (starttime: string, endtime: string) => ({
      date: firstFreeDay('D1'),
      starttime,
      endtime,
      clinicid: 'C1',
      clinicname: '仁心中醫診所（中環）',
    });
    expect(body.data.list).toEqual<DoctorAvailability[]>([
      {
        doctorId: 'D1',
        status: 'open',
        slot: at('14:30', '15:00'),
        // The day's free sections in time order, for the card's time buttons.
        slots: [at('14:30', '15:00'), at('15:00', '15:30')],
        freeDates: [firstFreeDay('D1')],
      },
      expect.objectContaining({ doctorId: 'D2', status: 'open' }) as DoctorAvailability,
    ]);
    // Today is flagged full by the week answer: only the free day's sections were asked for.
    expect(calls(h.stub, SECTIONS, 'D1')).toBe(1);
    const asked = h.stub.received.find((r) => r.url.startsWith(SECTIONS));
    expect(Object.fromEntries(query(asked!))).toEqual({
      doctorId: expect.stringMatching(/^D[12]$/) as string,
      workDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      clinicId: 'C1',
    });
  });

  it('offers no time the clinic says it is closed, and says so in the log once per clinic', async () => {
    const h = await harness();
    const free = firstFreeDay('D1'); // D1, D4 and D7 share their first free day
    const next = addDays(free, 7);
    const weekday = ((new Date(`${free}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    h.stub.routes.set(WEEK, () =>
      ok([
        { date: free, clinicid: 'C1', clinicname: '仁心', available: true },
        { date: addDays(free, 1), clinicid: 'C1', clinicname: '仁心', available: true },
        { date: next, clinicid: 'C1', clinicname: '仁心', available: true },
      ]),
    );
    const section = (starttime: string, endtime: string) => ({
      clinicid: 'C1',
      clinicname: '仁心中醫診所（中環）',
      starttime,
      endtime,
      capacity: 2,
      booked: 0,
      available: true,
      past: false,
    });
    h.stub.routes.set(SECTIONS, () => ok([section('08:30', '09:00'), section('09:30', '10:00')]));
    // C1 is closed on the free day's weekday (休息), and opens at 09:00 on the others.
    h.stub.routes.set(CLINICS_OF, () =>
      ok([
        {
          clinicid: 'C1',
          clinicname: '仁心中醫診所（中環）',
          contacttel: '',
          address: '',
          openinghours: [1, 2, 3, 4, 5, 6, 7].map((w) =>
            w === weekday
              ? { weekday: w, open: '', close: '', closed: true }
              : { weekday: w, open: '09:00', close: '19:00', closed: false },
          ),
        },
      ]),
    );
    const { body } = await lookup(h, ['D1', 'D4', 'D7']);
    for (const a of body.data.list) {
      // Not the closed day, nor the next week's same day; not 08:30, before the clinic opens.
      expect(a.slot).toMatchObject({ date: addDays(free, 1), starttime: '09:30' });
      expect(a.slots!.map((t) => t.starttime)).toEqual(['09:30']);
      expect(a.freeDates).not.toContain(free);
      expect(a.freeDates).not.toContain(next);
    }
    // The closed day's sections were never asked for.
    expect(h.stub.received.some((r) => r.url.startsWith(SECTIONS) && r.url.includes(free))).toBe(
      false,
    );
    const said = h.logs.filter((l) => l.includes('the clinic is closed'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('"clinicid":"C1"');
  });

  it('says full when nothing is free in the window, and for an empty schedule', async () => {
    const h = await harness();
    h.stub.routes.set(WEEK, (r) =>
      query(r).get('doctorId') === 'D1'
        ? ok([{ date: addDays(hkToday(), 2), clinicid: 'C1', available: false }])
        : ok([]),
    );
    const { body } = await lookup(h, ['D1', 'D2']);
    expect(body.data.list.map((a) => a.status)).toEqual(['full', 'full']);
    expect(calls(h.stub, SECTIONS)).toBe(0);
  });

  it('moves on to the next day when the sections of a flagged day turn out full', async () => {
    const h = await harness();
    const day1 = addDays(hkToday(), 1);
    const day2 = addDays(hkToday(), 4);
    h.stub.routes.set(WEEK, () =>
      ok([
        { date: day2, clinicid: 'C2', available: true },
        { date: day1, clinicid: 'C1', available: true },
      ]),
    );
    h.stub.routes.set(SECTIONS, (r) =>
      query(r).get('workDate') === day1
        ? ok([{ starttime: '10:00', endtime: '10:30', capacity: 1, booked: 1 }])
        : ok([{ starttime: '18:30', capacity: 3, booked: 1 }]),
    );
    const { body } = await lookup(h, ['D9']);
    expect(body.data.list[0]).toEqual({
      doctorId: 'D9',
      status: 'open',
      slot: { date: day2, starttime: '18:30', endtime: '', clinicid: 'C2', clinicname: '' },
      slots: [{ date: day2, starttime: '18:30', endtime: '', clinicid: 'C2', clinicname: '' }],
      freeDates: [day2],
    });
  });

  it('tolerates sparse and missing answers: no time, nothing breaks, the list still answers', async () => {
    const h = await harness();
    h.stub.routes.set(WEEK, (r) => {
      const id = query(r).get('doctorId');
      if (id === 'D1') return ok(null); // no schedule at all
      if (id === 'D2') return { json: { code: 404, msg: '找不到該醫師' } };
      if (id === 'D3') return { status: 500, text: 'oops' };
      if (id === 'D4') return ok([{ weekday: 3 }, 'junk', { date: 'soon' }]); // no usable day
      // D5: days without flags, sections without any sign of room
      return ok([{ date: addDays(hkToday(), 1) }]);
    });
    h.stub.routes.set(SECTIONS, () => ok([{ starttime: '09:00' }, { endtime: '10:00' }]));
    const { res, body } = await lookup(h, ['D1', 'D2', 'D3', 'D4', 'D5']);
    expect(res.statusCode).toBe(200);
    expect(body.data.list.map((a) => [a.doctorId, a.status])).toEqual([
      ['D1', 'unknown'],
      ['D2', 'unknown'],
      ['D3', 'unknown'],
      ['D4', 'full'],
      ['D5', 'unknown'],
    ]);
  });

  it('reads answers in the catalogue shape: a {list,total} schedule is the same list', async () => {
    const h = await harness();
    const day = addDays(hkToday(), 2);
    h.stub.routes.set(WEEK, () => ok({ list: [{ date: day, available: true }], total: 1 }));
    h.stub.routes.set(SECTIONS, () => ok({ list: [{ starttime: '11:00', available: true }] }));
    const { body } = await lookup(h, ['D1']);
    expect(body.data.list[0]).toMatchObject({
      status: 'open',
      slot: { date: day, starttime: '11:00' },
    });
  });

  it('runs at most 8 upstream calls at once for one request', async () => {
    // A budget that a busy test machine cannot run out of: this is about the fan-out.
    const h = await harness({ availabilityBudgetMs: 10_000 });
    scheduleWorld(h.stub, () => 40);
    h.stub.countsInFlight = (path) => path === WEEK || path === SECTIONS;
    const { body } = await lookup(h, ids(12));
    expect(body.data.list.every((a) => a.status === 'open')).toBe(true);
    expect(calls(h.stub, WEEK)).toBe(12);
    expect(h.stub.peakInFlight).toBeLessThanOrEqual(8);
    expect(h.stub.peakInFlight).toBeGreaterThanOrEqual(6);
  });

  it('keeps the process-wide cap across concurrent requests', async () => {
    const h = await harness({ availabilityMaxInFlight: 5, availabilityBudgetMs: 10_000 });
    scheduleWorld(h.stub, () => 30);
    // The cap is on schedule calls; the clinics' records (their hours) have a cap of their own.
    h.stub.countsInFlight = (path) => path === WEEK || path === SECTIONS;
    const views = await Promise.all([
      lookup(h, ids(8, 1)),
      lookup(h, ids(8, 101)),
      lookup(h, ids(8, 201)),
    ]);
    expect(views.every((v) => v.res.statusCode === 200)).toBe(true);
    expect(h.stub.peakInFlight).toBeLessThanOrEqual(5);
    expect(h.stub.peakInFlight).toBeGreaterThanOrEqual(4);
  });

  it('reads each doctor once per TTL however many list views ask at the same time', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    scheduleWorld(h.stub, () => 30);
    const page = ids(12);
    const views = await Promise.all(Array.from({ length: 10 }, () => lookup(h, page)));
    expect(new Set(views.map((v) => JSON.stringify(v.body.data))).size).toBe(1);
    for (const id of page) {
      expect(calls(h.stub, WEEK, id)).toBe(1);
      expect(calls(h.stub, SECTIONS, id)).toBe(1);
    }
    const before = h.stub.received.length;
    const again = await lookup(h, page);
    expect(again.body.data).toEqual(views[0]!.body.data);
    expect(h.stub.received.length).toBe(before);
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('bff_availability_lookups_total{source="fresh"} 12');
  });

  it('answers within the budget when the upstream is slow; the late doctors show no time', async () => {
    const h = await harness({ availabilityBudgetMs: 500 });
    scheduleWorld(h.stub, (id) => (id === 'D2' || id === 'D3' ? 3000 : 0));
    await lookup(h, ['D100']); // warm up the route (first-request costs are not the budget's)
    const started = Date.now();
    const { res, body } = await lookup(h, ids(6));
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(480);
    // The budget plus a margin for a busy machine; the slow doctors alone would take 3 s.
    expect(took).toBeLessThan(1200);
    expect(body.data.list.map((a) => a.status)).toEqual([
      'open',
      'unknown',
      'unknown',
      'open',
      'open',
      'open',
    ]);
  });

  it('never sends session data upstream, and answers a logged-in visitor as anyone else', async () => {
    const h = await harness();
    scheduleWorld(h.stub);
    const cookie = await h.login();
    h.stub.received.length = 0;
    const mine = await lookup(h, ['D1', 'D2'], {
      cookie,
      authorization: 'Bearer abc',
      'x-forwarded-for': '203.0.113.9',
      token: 'browser-token',
    });
    expect(mine.res.statusCode).toBe(200);
    const schedule = h.stub.received.filter((r) => r.url.startsWith('/api/sckedule/'));
    expect(schedule.length).toBeGreaterThan(0);
    for (const r of schedule) {
      const names = r.rawHeaders.map(([n]) => n);
      expect(names).not.toContain('token');
      expect(names).not.toContain('cookie');
      expect(names).not.toContain('authorization');
      expect(names).not.toContain('x-forwarded-for');
      expect([...query(r).keys()].sort()).not.toContain('clientId');
      expect(r.headers.sourcetype).toBe('F');
    }
    expect(mine.res.headers['set-cookie']).toBeUndefined();
    const anonymous = await lookup(h, ['D1', 'D2']);
    expect(anonymous.body).toEqual(mine.body);
    expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  });

  it('works out only doctors an upstream answer named: made-up ids cost no upstream call', async () => {
    const h = await harness();
    scheduleWorld(h.stub);
    h.stub.routes.set(SEARCH, () =>
      ok({
        list: [
          { globaluserid: 'D1', username: '甲' },
          { globaluserid: 'D2', username: '乙' },
        ],
        total: 2,
      }),
    );
    const search = await h.inject({ method: 'POST', url: SEARCH, payload: { pageno: 1 } });
    expect(search.statusCode).toBe(200);

    const mixed = await h.inject({ method: 'GET', url: '/bff/availability?doctorIds=D1,X9,D2' });
    expect(mixed.statusCode).toBe(200);
    const list = mixed.json<{ data: AvailabilityAnswer }>().data.list;
    expect(list.map((a) => a.doctorId)).toEqual(['D1', 'D2']);
    expect(calls(h.stub, WEEK, 'X9')).toBe(0);

    const before = h.stub.received.length;
    const random = await h.inject({
      method: 'GET',
      url: `/bff/availability?doctorIds=${ids(12, 9000).join(',')}`,
    });
    expect(random.statusCode).toBe(200);
    expect(random.json<{ data: AvailabilityAnswer }>().data.list).toEqual([]);
    expect(h.stub.received.length).toBe(before);
  });

  it('limits look-ups per client address with 429 and Retry-After; other addresses go on', async () => {
    const h = await harness({ lookupBudgetBurst: 3, lookupBudgetPerMin: 1 });
    scheduleWorld(h.stub);
    h.app.knownDoctors.add(['D1']);
    const ask = (remoteAddress: string) =>
      h.inject({ method: 'GET', url: '/bff/availability?doctorIds=D1', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ code: 429, msg: expect.any(String) as string });
    const doctors = await h.inject({
      method: 'GET',
      url: '/bff/doctors?free=today',
      remoteAddress: '203.0.113.7',
    });
    expect(doctors.statusCode).toBe(429);
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });

  it('refuses bad input with {code,msg} and calls nothing', async () => {
    const h = await harness();
    scheduleWorld(h.stub);
    for (const url of [
      '/bff/availability',
      '/bff/availability?doctorIds=',
      '/bff/availability?doctorIds=D1,,D2',
      '/bff/availability?doctorIds=D1%27%20OR%201',
      `/bff/availability?doctorIds=${ids(13).join(',')}`,
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: expect.any(String) as string });
    }
    expect(h.stub.received).toHaveLength(0);
    // Parameters it does not know are dropped, never passed on.
    const extra = await h.inject({
      method: 'GET',
      url: '/bff/availability?doctorIds=D1&clientId=CL0001&token=t',
    });
    expect(extra.statusCode).toBe(200);
    expect(h.stub.received.map((r) => r.url).join(' ')).not.toMatch(/clientId|token/);
  });

  it('is protected by the circuit breaker: once open, no schedule call is sent', async () => {
    const h = await harness({ breakerThreshold: 3, breakerCooldownMs: 60_000 });
    h.stub.fallback = () => ({ status: 503, text: 'down' });
    const first = await lookup(h, ids(6));
    expect(first.res.statusCode).toBe(200);
    expect(first.body.data.list.every((a) => a.status === 'unknown')).toBe(true);
    const sent = h.stub.received.length;
    // At most each doctor's first call and its one retry of a 503 before the circuit opened.
    expect(sent).toBeLessThanOrEqual(12);
    const second = await lookup(h, ids(6, 50));
    expect(second.body.data.list.every((a) => a.status === 'unknown')).toBe(true);
    expect(h.stub.received.length).toBe(sent);
  });

  it('works a doctor out again after a booking with them went through this BFF', async () => {
    const h = await harness();
    scheduleWorld(h.stub);
    const cookie = await h.login();
    await lookup(h, ['D1', 'D2']);
    const before = calls(h.stub, WEEK);
    h.stub.routes.set(catalogue.saveSchedule.path, () => ok({ scheduleid: 'S1' }));
    const saved = await h.inject({
      method: 'POST',
      url: `${catalogue.saveSchedule.path}?doctorId=D1&scheduleDate=${firstFreeDay('D1')}%2014:30&sourceType=F`,
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    await lookup(h, ['D1', 'D2']);
    expect(calls(h.stub, WEEK, 'D1')).toBe(2);
    expect(calls(h.stub, WEEK)).toBe(before + 1);
  });

  it('serves the previous answer when working it out again fails', async () => {
    const h = await harness({ availabilityTtlMs: 1000 });
    scheduleWorld(h.stub);
    const first = await lookup(h, ['D1']);
    expect(first.body.data.list[0]?.status).toBe('open');
    await new Promise((r) => setTimeout(r, 1100));
    h.stub.routes.clear();
    h.stub.fallback = () => ({ status: 502, text: 'bad gateway' });
    const second = await lookup(h, ['D1']);
    expect(second.body.data.list).toEqual(first.body.data.list);
  });
});

describe('GET /bff/doctors', () => {
  const doctor = (id: string) => ({
    globaluserid: id,
    username: `醫師${id}`,
    title: '註冊中醫師',
    photo: '',
    specialties: [],
    regno: '',
    languages: [],
    districts: [],
    answercount: 0,
  });

  /** 30 doctors D1..D30 paged by the stub; D5k are full, others free 1-3 days out. */
  function searchWorld(stub: StubUpstream): void {
    scheduleWorld(stub);
    const world = ids(30).map(doctor);
    const week = stub.routes.get(WEEK)!;
    stub.routes.set(WEEK, (r) => {
      const id = query(r).get('doctorId') ?? '';
      return Number(id.slice(1)) % 5 === 0 ? ok([]) : week(r);
    });
    stub.routes.set(SEARCH, (r) => {
      const body = JSON.parse(r.body.toString('utf8')) as { pageno: number; pagesize: number };
      const from = (body.pageno - 1) * body.pagesize;
      return ok({ list: world.slice(from, from + body.pagesize), total: world.length });
    });
  }

  it('searches a Simplified keyword in Traditional characters, as /api does', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    await list(h, 'keyword=%E9%92%88%E7%81%B8&free=week'); // 针灸
    const sent = h.stub.received.find((r) => r.url === SEARCH);
    expect(JSON.parse(sent!.body.toString('utf8'))).toMatchObject({ keyword: '針灸' });
  });

  it('searches English names of places, specialties and illnesses in Chinese, as /api does', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    await list(h, 'keyword=insomnia%20mong%20KOK&specialty=Acupuncture&free=week');
    const sent = h.stub.received.find((r) => r.url === SEARCH);
    expect(JSON.parse(sent!.body.toString('utf8'))).toMatchObject({
      keyword: '失眠 旺角',
      specialty: '針灸',
    });
  });

  it('passes an unknown English word on as typed, and asks as typed when the Chinese finds no one', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    const search = h.stub.routes.get(SEARCH)!;
    h.stub.routes.set(SEARCH, (r) => {
      const { keyword } = JSON.parse(r.body.toString('utf8')) as { keyword?: string };
      return keyword === '赤柱' ? ok({ list: [], total: 0 }) : search(r);
    });
    await list(h, 'keyword=Cheuk-Yin&free=week');
    await list(h, 'keyword=Stanley&free=week');
    const keywords = h.stub.received
      .filter((r) => r.url === SEARCH)
      .map((r) => (JSON.parse(r.body.toString('utf8')) as { keyword: string }).keyword);
    expect(keywords).toEqual(['Cheuk-Yin', '赤柱', 'Stanley']);
  });

  it('reads a search answered as a bare list', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    h.stub.routes.set(SEARCH, () => ok(ids(4).map(doctor)));
    const { body } = await list(h, 'order=soonest');
    expect(body.data.total).toBe(4);
    expect(body.data.list).toHaveLength(4);
  });

  async function list(h: Harness, qs: string) {
    const res = await h.inject({ method: 'GET', url: `/bff/doctors?${qs}` });
    return { res, body: res.json<{ code: number; data: AvailableDoctorsAnswer }>() };
  }

  it('filters before paging: total counts the doctors free on the day, pages hold full pages', async () => {
    const h = await harness({ microCacheTtlMs: 5000, availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    const tomorrow = addDays(hkToday(), 1);
    // Free tomorrow: D3, D6, D9, D12, D18, ... (D15 and D30 are full).
    const expected = ids(30).filter(
      (id) => firstFreeDay(id) === tomorrow && Number(id.slice(1)) % 5 !== 0,
    );
    expect(expected).toHaveLength(8);
    const first = await list(h, 'free=tomorrow&pagesize=5&pageno=1');
    expect(first.res.statusCode).toBe(200);
    expect(first.body.data.total).toBe(expected.length);
    expect(first.body.data.list.map((d) => d.globaluserid)).toEqual(expected.slice(0, 5));
    expect(first.body.data.availability.map((a) => a.slot?.date)).toEqual(Array(5).fill(tomorrow));
    const second = await list(h, 'free=tomorrow&pagesize=5&pageno=2');
    expect(second.body.data.list.map((d) => d.globaluserid)).toEqual(expected.slice(5));
    expect(second.body.data.total).toBe(8);
    expect(first.body.data).toMatchObject({ pending: 0, truncated: false, checked: 30 });
    // The whole search was read once (one upstream page of 50, then the micro-cache), and each
    // doctor's schedule once (then the availability cache).
    expect(calls(h.stub, SEARCH)).toBe(1);
    expect(calls(h.stub, WEEK)).toBe(30);
  });

  it('orders by the soonest free section, full doctors last', async () => {
    const h = await harness({ availabilityBudgetMs: 10_000 });
    searchWorld(h.stub);
    const { body } = await list(h, 'order=soonest&pagesize=30');
    const keys = body.data.availability.map((a) => (a.status === 'open' ? a.slot!.date : 'full'));
    expect(keys).toEqual([...keys].sort());
    expect(keys.filter((k) => k === 'full')).toHaveLength(6);
    expect(body.data.total).toBe(30);
  });

  it('passes the search fields on to searchDoctor and refuses unknown filters', async () => {
    const h = await harness();
    searchWorld(h.stub);
    await list(h, 'keyword=%E9%99%B3&specialty=%E5%85%A7%E7%A7%91&free=week');
    const sent = h.stub.received.find((r) => r.url === SEARCH);
    expect(JSON.parse(sent!.body.toString('utf8'))).toEqual({
      keyword: '陳',
      specialty: '內科',
      pageno: 1,
      pagesize: 50,
    });
    h.stub.received.length = 0;
    for (const qs of ['free=yesterday', 'order=name', 'pagesize=500', 'pageno=0', 'clinicid=%27']) {
      const res = await h.inject({ method: 'GET', url: `/bff/doctors?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json<{ code: number }>().code).toBe(400);
    }
    expect(h.stub.received).toHaveLength(0);
  });

  describe('order=distance', () => {
    const mongKok = { lat: '22.3193', lng: '114.1694' };
    const near = `lat=${mongKok.lat}&lng=${mongKok.lng}`;
    /** D1..D30's clinics: Dk sits k × ~1.1 km north of Mong Kok; D7 also has one in Mong Kok itself; D4 has no coordinates. */
    function placesWorld(stub: StubUpstream): void {
      searchWorld(stub);
      stub.routes.set(CLINICS_OF, (r) => {
        const id = query(r).get('doctorglobaluserid') ?? '';
        const k = Number(id.slice(1));
        const far = { clinicid: `C${k}`, clinicname: '診所', contacttel: '', address: '' };
        if (k === 4) return ok([far]);
        const list = [{ ...far, lat: 22.3193 + k * 0.01, lng: 114.1694 }];
        if (k === 7) list.push({ ...far, clinicid: 'C0', lat: 22.3193, lng: 114.1694 });
        return ok(list);
      });
    }

    it("orders doctors by their nearest clinic, says each one's distance, unplaced last", async () => {
      const h = await harness({ availabilityBudgetMs: 10_000 });
      placesWorld(h.stub);
      const { res, body } = await list(h, `order=distance&${near}&pagesize=5`);
      expect(res.statusCode).toBe(200);
      expect(body.data.list.map((d) => d.globaluserid)).toEqual(['D7', 'D1', 'D2', 'D3', 'D5']);
      expect(body.data.distanceKm![0]).toBe(0);
      expect(body.data.distanceKm![1]).toBeCloseTo(1.1, 1);
      // Each clinic's own distance goes with the doctor, by clinic id.
      expect(body.data.clinicKm![0]!.C0).toBe(0);
      expect(body.data.clinicKm![0]!.C7).toBeCloseTo(7.8, 0);
      // To ten metres, no finer.
      for (const k of body.data.distanceKm!) {
        if (k !== null) expect(k).toBe(Math.round(k * 100) / 100);
      }
      expect(body.data.total).toBe(30);
      const last = await list(h, `order=distance&${near}&pagesize=5&pageno=6`);
      expect(last.body.data.list.at(-1)!.globaluserid).toBe('D4');
      expect(last.body.data.distanceKm!.at(-1)).toBeNull();
      // Each doctor's clinics were asked once (then kept), with nothing of the reader's position.
      expect(calls(h.stub, CLINICS_OF)).toBe(30);
      for (const r of h.stub.received) expect(r.url).not.toContain('22.31');
    });

    it('measures a card by the clinic whose times it offers first, and orders by that', async () => {
      const h = await harness({ availabilityBudgetMs: 10_000 });
      placesWorld(h.stub);
      // D7 practises in Mong Kok (C0) too, but its free times are at C7, ~7.8 km away.
      const sections = h.stub.routes.get(SECTIONS)!;
      h.stub.routes.set(SECTIONS, (r) => {
        const answer = sections(r) as { json: { data: { clinicid: string }[] } };
        if (query(r).get('doctorId') !== 'D7') return answer;
        const data = answer.json.data.map((s) => ({ ...s, clinicid: 'C7' }));
        return { json: { ...answer.json, data } };
      });
      const { body } = await list(h, `order=distance&${near}&pagesize=50`);
      const at = body.data.list.findIndex((d) => d.globaluserid === 'D7');
      expect(body.data.availability[at]!.slot?.clinicid).toBe('C7');
      expect(body.data.distanceKm![at]).toBeCloseTo(7.8, 0);
      expect(body.data.clinicKm![at]).toMatchObject({ C0: 0 });
      const km = body.data.distanceKm!.filter((k): k is number => k !== null);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(body.data.list[0]!.globaluserid).toBe('D1');
    });

    it('filters by free time before ordering by distance', async () => {
      const h = await harness({ availabilityBudgetMs: 10_000 });
      placesWorld(h.stub);
      const { body } = await list(h, `order=distance&${near}&free=tomorrow&pagesize=50`);
      const tomorrow = addDays(hkToday(), 1);
      expect(body.data.availability.every((a) => a.slot?.date === tomorrow)).toBe(true);
      const km = body.data.distanceKm!.filter((k): k is number => k !== null);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    });

    it('refuses a missing or bad position with {code,msg} and calls nothing', async () => {
      const h = await harness();
      placesWorld(h.stub);
      for (const qs of [
        'order=distance',
        'order=distance&lat=22.3',
        'order=distance&lat=abc&lng=114',
        'order=distance&lat=95&lng=114',
        'order=distance&lat=22.3&lng=1e3',
        `order=soonest&${near}`,
        near,
      ]) {
        const res = await h.inject({ method: 'GET', url: `/bff/doctors?${qs}` });
        expect(res.statusCode, qs).toBe(400);
        expect(res.json(), qs).toEqual({
          code: 400,
          msg: '位置資料無效，請重新按「按距離排序」取得你的位置',
        });
      }
      expect(h.stub.received).toHaveLength(0);
    });

    it('does not hold the list for doctors whose clinics could not be read', async () => {
      const h = await harness({ availabilityBudgetMs: 10_000 });
      placesWorld(h.stub);
      const good = h.stub.routes.get(CLINICS_OF)!;
      h.stub.routes.set(CLINICS_OF, (r) =>
        query(r).get('doctorglobaluserid') === 'D1'
          ? { status: 502, json: { code: 502, msg: 'down' } }
          : good(r),
      );
      const { body } = await list(h, `order=distance&${near}&pagesize=50`);
      expect(body.data.total).toBe(30);
      // Unread (D1) and without coordinates (D4) alike: last, in the upstream's order.
      expect(body.data.list.slice(-2).map((d) => d.globaluserid)).toEqual(['D1', 'D4']);
      expect(body.data.pending).toBe(1);
    });
  });
});
