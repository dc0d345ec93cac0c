import { describe, expect, it } from 'vitest';
import type { TimeSection } from '@portal/shared';
import { scheduleDateOf, sectionState, shortDate, weekdayName } from './schedule';

const base: TimeSection = {
  sectionid: 's',
  clinicid: 'C101',
  clinicname: '',
  clinicaddress: '',
  starttime: '09:00',
  endtime: '09:30',
  capacity: 2,
  booked: 0,
  available: true,
  past: false,
};

describe('schedule helpers', () => {
  it('names why a section cannot be chosen, past before full', () => {
    expect(sectionState(base)).toBe('open');
    expect(sectionState({ ...base, booked: 2 })).toBe('full');
    expect(sectionState({ ...base, available: false })).toBe('full');
    expect(sectionState({ ...base, past: true, booked: 2, available: false })).toBe('past');
  });

  it('formats the saveSchedule date and the day labels', () => {
    expect(scheduleDateOf('2026-11-24', '09:30')).toBe('2026-11-24 09:30');
    expect(shortDate('2026-11-04')).toBe('11月4日');
    expect(shortDate('2026-12-09', { locale: 'en' })).toBe('9 Dec');
    expect(shortDate('2026-12-09', { locale: 'zh-Hans' })).toBe('12月9日');
    expect(shortDate('not a date')).toBe('not a date');
    expect(weekdayName(1)).toBe('週一');
    expect(weekdayName(7)).toBe('週日');
  });
});
