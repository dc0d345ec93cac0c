import { describe, expect, it } from 'vitest';
import {
  endOfWeek,
  freeFilterRange,
  hkClock,
  hkToday,
  matchesFreeFilter,
  nextSlotLabel,
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
  });

  it('ends the week on Sunday (Monday is the first day)', () => {
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29'); // Monday
    expect(endOfWeek('2026-11-28')).toBe('2026-11-29'); // Saturday
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29'); // Sunday: the week is that day
    expect(endOfWeek('2026-12-30')).toBe('2027-01-03');
  });

  it('reads today and the clock in Hong Kong time', () => {
    const ms = Date.parse('2026-11-22T17:30:00Z'); // 01:30 on the 23rd in Hong Kong
    expect(hkToday(ms)).toBe('2026-11-23');
    expect(hkClock(ms)).toBe('01:30');
  });

  it('matches the free-when filters on the days known to have room', () => {
    const today = '2026-11-27'; // Friday
    expect(freeFilterRange('week', today)).toEqual(['2026-11-27', '2026-11-29']);
    expect(matchesFreeFilter(open(['2026-11-27']), 'today', today)).toBe(true);
    expect(matchesFreeFilter(open(['2026-11-27']), 'tomorrow', today)).toBe(false);
    expect(matchesFreeFilter(open(['2026-11-27', '2026-11-28']), 'tomorrow', today)).toBe(true);
    expect(matchesFreeFilter(open(['2026-11-30']), 'week', today)).toBe(false);
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
});
