import { describe, expect, it } from 'vitest';
import {
  addDays,
  hkClock,
  hkInstant,
  hkToday,
  hkWeekday,
  isValidDate,
  isValidTime,
  weekdayOf,
} from './hk-time';

describe('Hong Kong time', () => {
  it('reads today, the clock and the weekday in Hong Kong, whatever the machine', () => {
    const ms = Date.parse('2026-11-22T17:30:00Z'); // Monday 01:30 on the 23rd in Hong Kong
    expect(hkToday(ms)).toBe('2026-11-23');
    expect(hkClock(ms)).toBe('01:30');
    expect(hkWeekday(ms)).toBe(1);
    expect(hkWeekday(Date.parse('2026-11-29T15:59:00Z'))).toBe(7); // Sunday 23:59
  });

  it('counts weekdays Monday first and days across month and year ends', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('not a date')).toBe(0);
    expect(addDays('2026-12-30', 6)).toBe('2027-01-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('turns a Hong Kong wall-clock time into its instant, or null when it is not one', () => {
    expect(hkInstant('2026-12-09', '10:30')).toBe(Date.parse('2026-12-09T02:30:00Z'));
    expect(hkInstant('2026-12-09', '10:30:00')).toBe(Date.parse('2026-12-09T02:30:00Z'));
    expect(hkInstant('2026-12-09')).toBe(Date.parse('2026-12-08T16:00:00Z'));
    expect(hkInstant('2026-02-30', '10:00')).toBeNull();
    expect(hkInstant('2026-12-09', '24:00')).toBeNull();
    expect(hkInstant('2026-12-09', '')).toBeNull();
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidTime('9:30')).toBe(false);
  });
});
