/**
 * Values checked against WHO's published tables: the WHO Child Growth Standards (2006) z-score
 * tables (SD lines rounded to 0.1) and the WHO 2007 reference for 5-19 years.
 */
import { describe, expect, it } from 'vitest';
import { nameIn, percentileText } from '@portal/shared';
import { assess, WHO_2006, WHO_2007 } from './assess';
import { normalCdf, valueAtZ, zScore } from './lms';

const z = (...a: Parameters<typeof assess>) => assess(...a).zscore!;

describe('WHO Child Growth Standards 0-5 years', () => {
  it('boys length/height-for-age at 36 months: median 96.1 cm, +2 SD 103.5, -2 SD 88.7', () => {
    const r = assess('M', 'height', 36, 96.1);
    expect(r.reference).toBe(WHO_2006);
    expect(r.centiles.find((c) => c.agemonths === 36)!.p50).toBeCloseTo(96.1, 1);
    expect(Math.abs(r.zscore!)).toBeLessThan(0.02);
    expect(z('M', 'height', 36, 103.5)).toBeCloseTo(2, 1);
    expect(z('M', 'height', 36, 88.7)).toBeCloseTo(-2, 1);
  });

  it('girls length-for-age at 6 months: median 65.7, +1 SD 68.0', () => {
    expect(z('F', 'height', 6, 65.7)).toBeCloseTo(0, 1);
    expect(z('F', 'height', 6, 68.0)).toBeCloseTo(1, 1);
  });

  it('boys weight-for-age at 12 months: median 9.6 kg, -2 SD 7.7, +2 SD 12.0', () => {
    expect(z('M', 'weight', 12, 9.6479)).toBeCloseTo(0, 2);
    expect(z('M', 'weight', 12, 7.7)).toBeCloseTo(-2, 1);
    expect(z('M', 'weight', 12, 12.0)).toBeCloseTo(2, 1);
  });

  it('girls head circumference at 24 months: median 47.2, +2 SD 50.0', () => {
    expect(z('F', 'head_circ', 24, 47.2)).toBeCloseTo(0, 1);
    expect(z('F', 'head_circ', 24, 50.0)).toBeCloseTo(2, 1);
  });

  it('girls BMI-for-age at 48 months: median 15.3, +2 SD 18.5, -2 SD 12.8', () => {
    expect(z('F', 'bmi', 48, 15.26)).toBeCloseTo(0, 1);
    expect(z('F', 'bmi', 48, 18.5)).toBeCloseTo(2, 1);
    expect(z('F', 'bmi', 48, 12.8)).toBeCloseTo(-2, 1);
  });

  it('centile curves cover 0-60 months', () => {
    const c = assess('M', 'weight', 12, 9.6).centiles;
    expect(c).toHaveLength(61);
    expect(c[0]!.agemonths).toBe(0);
    expect(c[60]!.agemonths).toBe(60);
    for (const p of c)
      expect(p.p3 < p.p15 && p.p15 < p.p50 && p.p50 < p.p85 && p.p85 < p.p97).toBe(true);
  });
});

describe('WHO Growth Reference 5-19 years', () => {
  it('boys height-for-age at 10 years: median 137.8 cm, +2 SD 150.5', () => {
    const r = assess('M', 'height', 120, 137.8);
    expect(r.reference).toBe(WHO_2007);
    expect(r.zscore).toBeCloseTo(0, 1);
    expect(z('M', 'height', 120, 150.5)).toBeCloseTo(2, 1);
  });

  it('girls BMI-for-age at 10 years: median 16.6', () => {
    expect(z('F', 'bmi', 120, 16.6133)).toBeCloseTo(0, 2);
  });

  it('boys height at 15 years: median 169.0 cm', () => {
    expect(z('M', 'height', 180, 168.958)).toBeCloseTo(0, 2);
  });

  it('interpolates between table points', () => {
    // halfway between 61 and 62 months the median lies between the two table medians
    const r = assess('M', 'height', 61.5, 110.5);
    expect(Math.abs(r.zscore!)).toBeLessThan(0.05);
  });

  it('weight has no reference after 10 years, head circumference none after 5', () => {
    const w = assess('M', 'weight', 130, 35);
    expect(w).toMatchObject({
      hasreference: false,
      zscore: null,
      percentile: null,
      band: null,
      centiles: [],
    });
    expect(w.bandtext).toContain('BMI');
    expect(assess('F', 'head_circ', 72, 50).hasreference).toBe(false);
  });
});

describe('chest circumference', () => {
  it('has no WHO standard and says so', () => {
    const r = assess('M', 'chest_circ', 24, 50);
    expect(r.hasreference).toBe(false);
    expect(r.bandtext).toContain('胸圍');
    expect(r.bandtext).toContain('世界衞生組織沒有');
  });
});

describe('bands and percentiles', () => {
  it('maps z-scores to bands with plain-language text', () => {
    expect(assess('M', 'height', 36, 96.1)).toMatchObject({ band: 'normal' });
    expect(assess('M', 'height', 36, 86)).toMatchObject({ band: 'very_low' });
    expect(assess('M', 'bmi', 36, 20)).toMatchObject({ band: 'very_high' });
    expect(assess('M', 'height', 36, 96.1).percentile).toBeCloseTo(50, 0);
    expect(assess('M', 'height', 36, 96.1).bandtext).toContain('百分位');
  });

  it('says in its text the same percentile it answers, rounded the one way pages round it', () => {
    for (let cm = 88; cm <= 104; cm += 0.3) {
      const r = assess('F', 'height', 30, Math.round(cm * 10) / 10);
      expect(r.percentile).toBe(Math.round(r.percentile! * 10) / 10);
      expect(r.bandtext).toContain(percentileText(r.percentile!).rank);
    }
  });

  it('asks to re-check a measurement far outside any child of that age (60 cm at 3 years)', () => {
    const r = assess('M', 'height', 36, 60);
    expect(r.zscore).toBeLessThan(-5);
    expect(r.bandtext).toContain('請檢查量度數值');
    expect(r.bandtext).not.toMatch(/第 0 百分位/);
    expect(assess('M', 'height', 36, 86).bandtext).not.toContain('請檢查量度數值');
  });

  it('normal CDF and WHO restricted tails', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.880794)).toBeCloseTo(0.97, 4);
    const p = { l: -0.5, m: 15, s: 0.1 };
    // beyond ±3 SD the z-score grows linearly in units of the 2-3 SD distance
    const sd3 = valueAtZ(p, 3);
    const sd2 = valueAtZ(p, 2);
    expect(zScore(p, sd3 + (sd3 - sd2), true)).toBeCloseTo(4, 6);
    const sd3neg = valueAtZ(p, -3);
    const sd2neg = valueAtZ(p, -2);
    expect(zScore(p, sd3neg - (sd2neg - sd3neg), true)).toBeCloseTo(-4, 6);
    expect(zScore(p, 15, true)).toBeCloseTo(0, 6);
  });
});

describe('the answer’s words', () => {
  it('has English for every category, category source and reference it names', () => {
    // Every measure with categories, under 5 and of school age, from far below to far above the
    // median: each word the answer carries must be in the shared table the English copy reads.
    const said = new Set<string>();
    for (const measure of ['height', 'weight', 'bmi'] as const)
      for (const sex of ['M', 'F'] as const)
        for (const months of [12, 48, 84, 120]) {
          const median = assess(sex, measure, months, 1).centiles.find(
            (c) => c.agemonths === months,
          )?.p50;
          if (!median) continue;
          for (let f = 0.5; f <= 1.8; f += 0.02) {
            const r = assess(sex, measure, months, Math.round(median * f * 10) / 10);
            for (const word of [r.category, r.categorysource, r.reference])
              if (word) said.add(word);
          }
        }
    expect(said.size).toBeGreaterThan(10);
    expect([...said].filter((w) => nameIn('en', 'growth', w) === w)).toEqual([]);
  });
});
