import { describe, expect, it } from 'vitest';
import { formatCount, formatHkd, maskPhone } from './format';

describe('formatCount', () => {
  it('groups thousands as Hong Kong writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-12345)).toBe('-12,345');
    expect(formatCount(1234567)).toBe((1234567).toLocaleString('zh-HK'));
  });
  it('drops fractions and non-numbers', () => {
    expect(formatCount(1234.9)).toBe('1,234');
    expect(formatCount(Number.NaN)).toBe('');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

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

describe('formatHkd', () => {
  it('writes Hong Kong dollars one way: no space, thousands separated, cents only when any', () => {
    expect(formatHkd(3000)).toBe('HK$3,000');
    expect(formatHkd(120)).toBe('HK$120');
    expect(formatHkd(1280.5)).toBe('HK$1,280.50');
    expect(formatHkd(0)).toBe('HK$0');
    expect(formatHkd(-45.05)).toBe('-HK$45.05');
  });
  it('gives nothing for a missing amount', () => {
    expect(formatHkd(undefined)).toBe('');
    expect(formatHkd(Number.NaN)).toBe('');
  });
});
