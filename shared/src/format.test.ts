import { describe, expect, it } from 'vitest';
import { formatTimestamp, homeClinicRows, maskPhone, splitNewsTags, topAskDoctors } from './format';

describe('maskPhone', () => {
  it('shows the first 3 and last 4 digits of a Hong Kong mobile', () => {
    expect(maskPhone('91234567')).toBe('912*4567');
  });
  it('masks the middle of longer numbers', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+852 9123 4567')).toBe('852****4567');
  });
  it('never shows a digit twice for short numbers', () => {
    expect(maskPhone('1234567')).toBe('***4567');
    expect(maskPhone('1234')).toBe('****');
  });
  it('handles empty values', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});

describe('formatTimestamp', () => {
  // 2026-01-02 03:04:05 in Hong Kong (UTC+8), whatever the time zone the tests run in.
  const ms = Date.UTC(2026, 0, 1, 19, 4, 5);
  it('treats 13 digits as milliseconds', () => {
    expect(formatTimestamp(ms)).toBe('2026-01-02 03:04:05');
    expect(formatTimestamp(String(ms))).toBe('2026-01-02 03:04:05');
  });
  it('treats any other length as seconds', () => {
    expect(formatTimestamp(Math.floor(ms / 1000))).toBe('2026-01-02 03:04:05');
    expect(formatTimestamp(0)).toBe(formatTimestamp('0'));
  });
  it('returns an empty string for missing or non-numeric values', () => {
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('')).toBe('');
    expect(formatTimestamp('abc')).toBe('');
    expect(formatTimestamp('12.5')).toBe('');
  });
  it('prints Hong Kong time in any time zone (server and browser agree)', () => {
    expect(formatTimestamp(Date.UTC(2026, 5, 30, 16, 0, 0))).toBe('2026-07-01 00:00:00');
  });
  it('accepts another pattern', () => {
    expect(formatTimestamp(ms, 'YYYY-MM-DD')).toBe('2026-01-02');
  });
});

describe('splitNewsTags', () => {
  it('splits on |, comma and the full-width comma', () => {
    expect(splitNewsTags('養生|食療,失眠，濕疹')).toEqual(['養生', '食療', '失眠', '濕疹']);
  });
  it('trims, drops empties and repeats', () => {
    expect(splitNewsTags(' 養生 || 養生 ,，')).toEqual(['養生']);
    expect(splitNewsTags('')).toEqual([]);
    expect(splitNewsTags(null)).toEqual([]);
  });
});

describe('homeClinicRows', () => {
  const clinics = Array.from({ length: 15 }, (_, i) => i);
  it('groups exactly 15 clinics into 5 rows of 3', () => {
    const rows = homeClinicRows(clinics);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.length === 3)).toBe(true);
    expect(rows[4]).toEqual([12, 13, 14]);
  });
  it('ignores any other count', () => {
    expect(homeClinicRows(clinics.slice(0, 14))).toEqual([]);
    expect(homeClinicRows([...clinics, 15])).toEqual([]);
    expect(homeClinicRows(null)).toEqual([]);
  });
});

describe('topAskDoctors', () => {
  it('keeps the first 10', () => {
    expect(topAskDoctors(Array.from({ length: 12 }, (_, i) => i))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(topAskDoctors([1, 2])).toEqual([1, 2]);
    expect(topAskDoctors(undefined)).toEqual([]);
  });
});
