import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimestamp, splitNewsTags } from './format';

describe('formatTimestamp', () => {
  // 2026-01-02 03:04:05 in Hong Kong (UTC+8), whatever the time zone the tests run in.
  const ms = Date.UTC(2026, 0, 1, 19, 4, 5);
  it('treats 13 digits as milliseconds, printed to the second', () => {
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
    expect(formatTimestamp(ms, 'YYYY-MM-DD HH:mm')).toBe('2026-01-02 03:04');
  });
});

describe('formatDateTime and formatDate', () => {
  const ms = Date.UTC(2026, 0, 1, 19, 4, 5);
  it('print timestamps to the minute or the day, in Hong Kong time', () => {
    expect(formatDateTime(ms)).toBe('2026-01-02 03:04');
    expect(formatDateTime(String(Math.floor(ms / 1000)))).toBe('2026-01-02 03:04');
    expect(formatDate(ms)).toBe('2026-01-02');
  });
  it('write Hong Kong wall-clock text the one way, without seconds', () => {
    expect(formatDateTime('2026-11-23 10:30:00')).toBe('2026-11-23 10:30');
    expect(formatDateTime('2026-11-23 09:05:30')).toBe('2026-11-23 09:05');
    expect(formatDateTime('2026-11-23T09:05')).toBe('2026-11-23 09:05');
    expect(formatDateTime('2026/1/3 9:05')).toBe('2026-01-03 09:05');
    expect(formatDateTime(' 2026-11-23 14:30 ')).toBe('2026-11-23 14:30');
    expect(formatDate('2026-11-23 00:00:00')).toBe('2026-11-23');
    expect(formatDate('2026-11-23')).toBe('2026-11-23');
  });
  it('keep a day a day: no midnight is made up', () => {
    expect(formatDateTime('2026-11-23')).toBe('2026-11-23');
  });
  it('read text with an offset as a moment and show it in Hong Kong', () => {
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('2026-11-23 00:30');
    expect(formatDate('2026-11-22T16:30:00+00:00')).toBe('2026-11-23');
  });
  it('show text they cannot read as it came, and nothing for a missing value', () => {
    expect(formatDateTime('下週一')).toBe('下週一');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('  ')).toBe('');
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
