import { describe, expect, it } from 'vitest';
import { percentileText, roundPercentile } from './children';

describe('percentiles as said everywhere', () => {
  it('rounds once: whole numbers, one decimal only in the tails', () => {
    expect(roundPercentile(54.5)).toBe(55);
    expect(roundPercentile(54.46)).toBe(55);
    expect(roundPercentile(54.44)).toBe(54);
    expect(roundPercentile(0.64)).toBe(0.6);
    expect(roundPercentile(99.46)).toBe(99.5);
  });
  it('never says the 0th or the 100th', () => {
    expect(percentileText(0.04).rank).toBe('低於第 0.1 百分位');
    expect(percentileText(99.95).rank).toBe('高於第 99.9 百分位');
    expect(percentileText(54.5)).toEqual({ rank: '第 55 百分位', share: '約 55%' });
  });
  it('says the same cases in English', () => {
    const o = { locale: 'en' } as const;
    expect(percentileText(0.04, o)).toEqual({ rank: 'Below percentile 0.1', share: 'under 0.1%' });
    expect(percentileText(99.95, o).rank).toBe('Above percentile 99.9');
    expect(percentileText(54.5, o)).toEqual({ rank: 'Percentile 55', share: 'about 55%' });
  });
});
