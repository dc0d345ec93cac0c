import { describe, expect, it } from 'vitest';
import { monthDay, weekdayLong, weekdayShort } from './dates';

const en = { locale: 'en' } as const;
const hans = { locale: 'zh-Hans' } as const;

describe('day names', () => {
  it('name a day of the year in each locale', () => {
    expect(monthDay(12, 9)).toBe('12月9日');
    expect(monthDay(12, 9, hans)).toBe('12月9日');
    expect(monthDay(12, 9, en)).toBe('9 Dec');
    expect(monthDay(13, 1)).toBe('');
  });

  it('name weekdays, Sunday first, short and whole', () => {
    expect(weekdayShort(0)).toBe('日');
    expect(weekdayShort(2, en)).toBe('Tue');
    expect(weekdayLong(2)).toBe('星期二');
    expect(weekdayLong(2, hans)).toBe('星期二');
    expect(weekdayLong(0, en)).toBe('Sunday');
    expect(weekdayLong(7, en)).toBe('');
  });
});
