import { describe, expect, it } from 'vitest';
import {
  freeFilterLabel,
  freeFilterRange,
  matchesFreeFilter,
  closedOn,
  nextSlotLabel,
  openForSection,
  soonestKey,
  type DoctorAvailability,
} from './availability';

const open = (freeDates: string[]): DoctorAvailability => ({
  doctorId: 'D1',
  status: 'open',
  slot: { date: freeDates[0]!, starttime: '09:30', endtime: '', clinicid: '', clinicname: '' },
  freeDates,
});

describe('availability helpers', () => {
  it('labels a slot with the day, its weekday and the part of the day', () => {
    expect(nextSlotLabel({ date: '2026-11-24', starttime: '09:30' })).toBe('11月24日（二）上午');
    expect(nextSlotLabel({ date: '2026-11-23', starttime: '14:30' })).toBe('11月23日（一）下午');
    expect(nextSlotLabel({ date: '2026-11-29', starttime: '18:30' })).toBe('11月29日（日）晚上');
    const en = { locale: 'en' } as const;
    expect(nextSlotLabel({ date: '2026-11-24', starttime: '09:30' }, en)).toBe(
      'Tue 24 Nov, morning',
    );
    expect(nextSlotLabel({ date: '2026-12-09', starttime: '18:30' }, en)).toBe(
      'Wed 9 Dec, evening',
    );
    expect(freeFilterLabel('week')).toBe('本週有空');
    expect(freeFilterLabel('week', en)).toBe('Available in the next 7 days');
  });

  it('takes 本週有空 as the next seven days, whatever day today is', () => {
    // Sunday: the week does not end today, Monday's room counts.
    expect(freeFilterRange('week', '2026-11-29')).toEqual(['2026-11-29', '2026-12-05']);
    expect(matchesFreeFilter(open(['2026-11-30']), 'week', '2026-11-29')).toBe(true);
    expect(matchesFreeFilter(open(['2026-11-30']), 'today', '2026-11-29')).toBe(false);
    // Monday: up to Sunday; the next Monday is the eighth day.
    expect(freeFilterRange('week', '2026-11-23')).toEqual(['2026-11-23', '2026-11-29']);
    expect(matchesFreeFilter(open(['2026-11-30']), 'week', '2026-11-23')).toBe(false);
    // Across a year's end.
    expect(freeFilterRange('week', '2026-12-30')).toEqual(['2026-12-30', '2027-01-05']);
  });

  it('matches the free-when filters on the days known to have room', () => {
    const today = '2026-11-27'; // Friday
    expect(freeFilterRange('week', today)).toEqual(['2026-11-27', '2026-12-03']);
    expect(matchesFreeFilter(open(['2026-11-27']), 'today', today)).toBe(true);
    expect(matchesFreeFilter(open(['2026-11-27']), 'tomorrow', today)).toBe(false);
    expect(matchesFreeFilter(open(['2026-11-27', '2026-11-28']), 'tomorrow', today)).toBe(true);
    expect(matchesFreeFilter(open(['2026-12-03']), 'week', today)).toBe(true);
    expect(matchesFreeFilter(open(['2026-12-04']), 'week', today)).toBe(false);
    const full: DoctorAvailability = { doctorId: 'D2', status: 'full', freeDates: [] };
    expect(matchesFreeFilter(full, 'week', today)).toBe(false);
  });

  it('orders soonest first, then doctors without an answer, then full ones', () => {
    const keys = [
      soonestKey({ doctorId: 'a', status: 'full', freeDates: [] }),
      soonestKey(undefined),
      soonestKey(open(['2026-11-30'])),
      soonestKey(open(['2026-11-28'])),
    ].sort();
    expect(keys).toEqual(['0 2026-11-28 09:30', '0 2026-11-30 09:30', '1', '2']);
  });

  it('offers a section only where the clinic’s hours allow it', () => {
    const hours = [
      { weekday: 6, open: '09:00', close: '13:00', closed: false },
      { weekday: 7, open: '', close: '', closed: true },
    ];
    // 2026-12-06 is a Sunday (星期日 休息), 2026-12-05 a Saturday.
    expect(openForSection(hours, '2026-12-06', '09:30', '10:00')).toBe(false);
    expect(openForSection(hours, '2026-12-05', '09:30', '10:00')).toBe(true);
    expect(openForSection(hours, '2026-12-05', '12:30', '13:00')).toBe(true);
    expect(openForSection(hours, '2026-12-05', '08:30', '09:00')).toBe(false);
    expect(openForSection(hours, '2026-12-05', '13:00', '13:30')).toBe(false);
    expect(openForSection(hours, '2026-12-05', '12:45')).toBe(true);
    // Hours silent on the day, or none given: the schedule decides.
    expect(openForSection(hours, '2026-12-07', '09:30', '10:00')).toBeUndefined();
    expect(openForSection(undefined, '2026-12-06', '09:30')).toBeUndefined();
    expect(openForSection([{ weekday: 6 }], '2026-12-05', '09:30')).toBeUndefined();
    expect(closedOn(hours, '2026-12-06')).toBe(true);
    expect(closedOn(hours, '2026-12-05')).toBe(false);
    expect(closedOn(undefined, '2026-12-06')).toBe(false);
  });
});
