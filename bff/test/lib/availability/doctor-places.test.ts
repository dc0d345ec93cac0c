/**
 * The join of doctors to their clinics' places, against a fake upstream that counts what it was
 * asked and how many calls it had in flight: the nearest clinic decides, each doctor is read
 * once per TTL however many requests ask at once, the fan-out is bounded, and a doctor not read
 * by the deadline is reported as unplaced rather than holding the list.
 */
import { describe, expect, it } from 'vitest';
import type { CallName } from '@portal/shared';
import { DoctorPlaces, parsePosition } from '../../../src/lib/availability/doctor-places';
import type { CallOptions } from '../../../src/lib/upstream/types';

const mongKok = { lat: 22.3193, lng: 114.1694 };
const central = { lat: 22.2826, lng: 114.1565 };
const shaTin = { lat: 22.3817, lng: 114.1886 };

interface FakeOptions {
  clinics: Record<string, unknown[]>;
  delayMs?: number;
  fail?: Set<string>;
}

function fakeUpstream({ clinics, delayMs = 0, fail = new Set() }: FakeOptions) {
  const fake = {
    asked: [] as string[],
    inFlight: 0,
    peak: 0,
    async call(name: CallName, options: CallOptions = {}) {
      expect(name).toBe('getClinicListByDocGlobalId');
      const id = options.query?.doctorglobaluserid ?? '';
      fake.asked.push(id);
      fake.inFlight += 1;
      fake.peak = Math.max(fake.peak, fake.inFlight);
      try {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        if (fail.has(id)) throw new Error('upstream down');
        const data = clinics[id];
        return {
          statusCode: 200,
          envelope: data
            ? { code: 200, msg: 'success', data }
            : { code: 404, msg: '找不到該醫師', data: null },
        };
      } finally {
        fake.inFlight -= 1;
      }
    },
  };
  return fake;
}

const clinic = (id: string, at?: { lat: number; lng: number }) => ({
  clinicid: id,
  clinicname: `診所${id}`,
  contacttel: '',
  address: '',
  ...at,
});

function places(upstream: ReturnType<typeof fakeUpstream>, overrides: { now?: () => number } = {}) {
  return new DoctorPlaces({
    upstream: upstream as never,
    ttlMs: 60_000,
    maxEntries: 100,
    perRequest: 3,
    globalMax: 4,
    ...overrides,
  });
}

describe('DoctorPlaces', () => {
  it('measures each doctor by the nearest of their clinics; no place gives null; order kept', async () => {
    const upstream = fakeUpstream({
      clinics: {
        D1: [clinic('C1', shaTin), clinic('C2', central)],
        D2: [clinic('C3', shaTin)],
        D3: [clinic('C4')],
      },
    });
    const out = await places(upstream).distances(['D2', 'D1', 'D3'], mongKok, Date.now() + 5000);
    expect(out[0]!.km).toBeCloseTo(7.0, 0);
    expect(out[1]!.km).toBeCloseTo(4.3, 1);
    expect(out[2]).toEqual({ km: null, clinicKm: {}, known: true });
    // Each clinic's own distance goes with it.
    expect(out[1]!.clinicKm.C1).toBeCloseTo(7.0, 0);
    expect(out[1]!.clinicKm.C2).toBeCloseTo(4.3, 1);
  });

  it('reads each doctor once per TTL, sharing the call between concurrent requests', async () => {
    let now = 1_000_000;
    const upstream = fakeUpstream({ clinics: { D1: [clinic('C1', central)] }, delayMs: 20 });
    const p = places(upstream, { now: () => now });
    const deadline = () => now + 5000;
    await Promise.all([
      p.distances(['D1'], mongKok, deadline()),
      p.distances(['D1'], mongKok, deadline()),
    ]);
    await p.distances(['D1'], central, deadline());
    expect(upstream.asked).toEqual(['D1']);
    now += 60_001;
    await p.distances(['D1'], central, deadline());
    expect(upstream.asked).toEqual(['D1', 'D1']);
  });

  it('asks about at most perRequest doctors at once, and globalMax across requests', async () => {
    const clinics = Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [`D${i}`, [clinic(`C${i}`, central)]]),
    );
    const one = fakeUpstream({ clinics, delayMs: 15 });
    await places(one).distances(Object.keys(clinics).slice(0, 12), mongKok, Date.now() + 10_000);
    expect(one.asked).toHaveLength(12);
    expect(one.peak).toBe(3);

    const many = fakeUpstream({ clinics, delayMs: 15 });
    const p = places(many);
    const ids = Object.keys(clinics);
    await Promise.all(
      [0, 8, 16].map((k) => p.distances(ids.slice(k, k + 8), mongKok, Date.now() + 10_000)),
    );
    expect(many.asked).toHaveLength(24);
    expect(many.peak).toBeLessThanOrEqual(4);
  });

  it('reports doctors not read by the deadline, or whose read failed, as unplaced', async () => {
    const upstream = fakeUpstream({
      clinics: { D1: [clinic('C1', central)], D2: [clinic('C2', central)] },
      fail: new Set(['D2']),
      delayMs: 5,
    });
    const slow = fakeUpstream({ clinics: { D9: [clinic('C9', central)] }, delayMs: 500 });
    const out = await places(upstream).distances(['D1', 'D2'], mongKok, Date.now() + 5000);
    expect(out[0]!.known).toBe(true);
    expect(out[1]).toEqual({ km: null, clinicKm: {}, known: false });
    const started = Date.now();
    const late = await places(slow).distances(['D9'], mongKok, Date.now() + 50);
    expect(late).toEqual([{ km: null, clinicKm: {}, known: false }]);
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('parsePosition', () => {
  it('takes plain decimal degrees on the globe, and nothing else', () => {
    expect(parsePosition('22.319', '114.169')).toEqual({ lat: 22.319, lng: 114.169 });
    expect(parsePosition('-33.9', '-70')).toEqual({ lat: -33.9, lng: -70 });
    for (const [lat, lng] of [
      ['22.3', undefined],
      [undefined, '114'],
      ['abc', '114'],
      ['1e2', '114'],
      ['0x10', '114'],
      ['91', '114'],
      ['22', '181'],
      ['', ''],
      ['Infinity', '114'],
    ] as const) {
      expect(parsePosition(lat, lng), `${lat},${lng}`).toBeNull();
    }
  });
});
