/**
 * Length/height-for-age and BMI-for-age held against the values WHO publishes in its z-score
 * tables (lhfa_{boys,girls}_0-to-2-years and 2-to-5-years, bmi_{boys,girls}_0-to-2-years): the
 * median M to four decimals and the -2 / +2 SD lines to one decimal, at every month from birth to
 * 24 months, for both of month 24's rows (length, then height), and between the last two rows of
 * the length table. Reading a value off WHO's own lines must give its z-score within 0.05.
 */
import { describe, expect, it } from 'vitest';
import { assess, CATEGORY_SOURCE, LYING_STANDING_CM, WHO_2006, WHO_2007 } from './assess';

type Row = [month: number, median: number, minus2: number, plus2: number];

// WHO lhfa 0-to-2-years (recumbent length), months 0-24.
const LENGTH: Record<'M' | 'F', Row[]> = {
  M: [
    [0, 49.8842, 46.1, 53.7],
    [1, 54.7244, 50.8, 58.6],
    [2, 58.4249, 54.4, 62.4],
    [3, 61.4292, 57.3, 65.5],
    [4, 63.886, 59.7, 68],
    [5, 65.9026, 61.7, 70.1],
    [6, 67.6236, 63.3, 71.9],
    [7, 69.1645, 64.8, 73.5],
    [8, 70.5994, 66.2, 75],
    [9, 71.9687, 67.5, 76.5],
    [10, 73.2812, 68.7, 77.9],
    [11, 74.5388, 69.9, 79.2],
    [12, 75.7488, 71, 80.5],
    [13, 76.9186, 72.1, 81.8],
    [14, 78.0497, 73.1, 83],
    [15, 79.1458, 74.1, 84.2],
    [16, 80.2113, 75, 85.4],
    [17, 81.2487, 76, 86.5],
    [18, 82.2587, 76.9, 87.7],
    [19, 83.2418, 77.7, 88.8],
    [20, 84.1996, 78.6, 89.8],
    [21, 85.1348, 79.4, 90.9],
    [22, 86.0477, 80.2, 91.9],
    [23, 86.941, 81, 92.9],
    [24, 87.8161, 81.7, 93.9],
  ],
  F: [
    [0, 49.1477, 45.4, 52.9],
    [1, 53.6872, 49.8, 57.6],
    [2, 57.0673, 53, 61.1],
    [3, 59.8029, 55.6, 64],
    [4, 62.0899, 57.8, 66.4],
    [5, 64.0301, 59.6, 68.5],
    [6, 65.7311, 61.2, 70.3],
    [7, 67.2873, 62.7, 71.9],
    [8, 68.7498, 64, 73.5],
    [9, 70.1435, 65.3, 75],
    [10, 71.4818, 66.5, 76.4],
    [11, 72.771, 67.7, 77.8],
    [12, 74.015, 68.9, 79.2],
    [13, 75.2176, 70, 80.5],
    [14, 76.3817, 71, 81.7],
    [15, 77.5099, 72, 83],
    [16, 78.6055, 73, 84.2],
    [17, 79.671, 74, 85.4],
    [18, 80.7079, 74.9, 86.5],
    [19, 81.7182, 75.8, 87.6],
    [20, 82.7036, 76.7, 88.7],
    [21, 83.6654, 77.5, 89.8],
    [22, 84.604, 78.4, 90.8],
    [23, 85.5202, 79.2, 91.9],
    [24, 86.4153, 80, 92.9],
  ],
};

// WHO lhfa 2-to-5-years (standing height), month 24.
const HEIGHT_24: Record<'M' | 'F', Row> = {
  M: [24, 87.1161, 81, 93.2],
  F: [24, 85.7153, 79.3, 92.2],
};

// WHO BMI-for-age L, M, S: months 23 and 24 of the 0-to-2-years tables, month 24 of 2-to-5-years.
const BMI = {
  M: {
    m23: [-0.6328, 15.7852, 0.07786],
    length24: [-0.6473, 15.7356, 0.07771],
    height24: [-0.6187, 16.0189, 0.07785],
  },
  F: {
    m23: [-0.5846, 15.438, 0.0856],
    length24: [-0.5989, 15.4052, 0.08545],
    height24: [-0.5684, 15.6881, 0.08454],
  },
} as const;

const SEXES = ['M', 'F'] as const;
const TOLERANCE = 0.05;

const z = (...a: Parameters<typeof assess>) => assess(...a).zscore!;
const lmsZ = ([l, m, s]: readonly number[], x: number) => (Math.pow(x / m!, l!) - 1) / (l! * s!);
const lerp = (a: readonly number[], b: readonly number[], t: number) =>
  a.map((v, i) => v + (b[i]! - v) * t);

describe('length-for-age below 24 months is WHO 0-2 years, measured lying', () => {
  for (const sex of SEXES)
    for (const [month, median, minus2, plus2] of LENGTH[sex].slice(0, -1))
      it(`${sex} month ${month}: median ${median}, -2 SD ${minus2}, +2 SD ${plus2}`, () => {
        const r = assess(sex, 'height', month, median);
        expect(Math.abs(r.zscore!)).toBeLessThan(0.005);
        expect(r.position).toBe('lying');
        expect(Math.abs(z(sex, 'height', month, minus2) + 2)).toBeLessThan(TOLERANCE);
        expect(Math.abs(z(sex, 'height', month, plus2) - 2)).toBeLessThan(TOLERANCE);
      });
});

describe('the switch at 24 months', () => {
  for (const sex of SEXES) {
    it(`${sex} at 24 months reads the standing-height table`, () => {
      const [, median, minus2, plus2] = HEIGHT_24[sex];
      const r = assess(sex, 'height', 24, median);
      expect(r).toMatchObject({ position: 'standing', adjustment: 0, reference: WHO_2006 });
      expect(Math.abs(r.zscore!)).toBeLessThan(0.005);
      expect(Math.abs(z(sex, 'height', 24, minus2) + 2)).toBeLessThan(TOLERANCE);
      expect(Math.abs(z(sex, 'height', 24, plus2) - 2)).toBeLessThan(TOLERANCE);
    });

    it(`${sex} at 24 months measured lying reads the same as WHO's 0-2 years row at month 24`, () => {
      const [, median, minus2, plus2] = LENGTH[sex][24]!;
      const lying = { position: 'lying' as const };
      expect(Math.abs(z(sex, 'height', 24, median, lying))).toBeLessThan(TOLERANCE);
      expect(Math.abs(z(sex, 'height', 24, minus2, lying) + 2)).toBeLessThan(TOLERANCE);
      expect(Math.abs(z(sex, 'height', 24, plus2, lying) - 2)).toBeLessThan(TOLERANCE);
      expect(assess(sex, 'height', 24, median, lying).adjustment).toBe(-LYING_STANDING_CM);
    });

    for (const age of [23.5, 23.9])
      it(`${sex} at ${age} months interpolates between months 23 and 24 of the length table only`, () => {
        const t = age - 23;
        const [, m23] = LENGTH[sex][23]!;
        const [, m24] = LENGTH[sex][24]!;
        const median = m23 + (m24 - m23) * t;
        const r = assess(sex, 'height', age, median);
        expect(r.position).toBe('lying');
        expect(Math.abs(r.zscore!)).toBeLessThan(0.005);
        // +2 SD from WHO's two published lines, read in between
        const plus2 = LENGTH[sex][23]![3] + (LENGTH[sex][24]![3] - LENGTH[sex][23]![3]) * t;
        expect(Math.abs(z(sex, 'height', age, plus2) - 2)).toBeLessThan(TOLERANCE);

        // BMI: L, M and S between WHO's month 23 and its length-based month 24
        const lms = lerp(BMI[sex].m23, BMI[sex].length24, t);
        for (const bmi of [13.5, 15.6, 18.2])
          expect(Math.abs(z(sex, 'bmi', age, bmi) - lmsZ(lms, bmi))).toBeLessThan(TOLERANCE);
      });

    it(`${sex} BMI at 24 months uses the height-based row`, () => {
      for (const bmi of [13.5, 16, 18.2])
        expect(Math.abs(z(sex, 'bmi', 24, bmi) - lmsZ(BMI[sex].height24, bmi))).toBeLessThan(
          TOLERANCE,
        );
    });
  }
});

describe("WHO's 0.7 cm between lying and standing", () => {
  it('adds 0.7 cm to a standing height taken below 2 years', () => {
    const r = assess('M', 'height', 12, 75.7488 - LYING_STANDING_CM, { position: 'standing' });
    expect(r).toMatchObject({ position: 'lying', adjustment: LYING_STANDING_CM });
    expect(Math.abs(r.zscore!)).toBeLessThan(0.005);
    expect(r.bandtext).toContain('加 0.7 厘米');
  });

  it('takes 0.7 cm from a lying length taken from 2 years, and says so', () => {
    const r = assess('M', 'height', 30, 91.9327 + LYING_STANDING_CM, { position: 'lying' });
    expect(r).toMatchObject({ position: 'standing', adjustment: -LYING_STANDING_CM });
    expect(Math.abs(r.zscore!)).toBeLessThan(0.005);
    expect(r.bandtext).toContain('減 0.7 厘米');
  });

  it('works a BMI out again from the adjusted height', () => {
    const lyingCm = 92.6;
    const kg = 14;
    const bmiLying = kg / (lyingCm / 100) ** 2;
    const bmiStanding = kg / ((lyingCm - LYING_STANDING_CM) / 100) ** 2;
    const r = assess('F', 'bmi', 30, bmiLying, { position: 'lying', height: lyingCm });
    expect(r.adjustment).toBe(-LYING_STANDING_CM);
    expect(r.zscore).toBeCloseTo(z('F', 'bmi', 30, bmiStanding), 2);
  });

  it('changes nothing when the child is measured the way the table expects', () => {
    expect(assess('F', 'height', 36, 95, { position: 'standing' })).toMatchObject({
      adjustment: 0,
      zscore: z('F', 'height', 36, 95),
    });
    expect(assess('F', 'weight', 12, 9).position).toBeNull();
  });
});

describe('BMI categories as WHO names them for each age group', () => {
  // BMI at a z-score from the WHO 2006 row (boys, 36 months) and the 2007 reference (boys, 10 years)
  const at = (age: number, zWanted: number) => {
    let lo = 8;
    let hi = 40;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (z('M', 'bmi', age, mid) < zWanted) lo = mid;
      else hi = mid;
    }
    return assess('M', 'bmi', age, lo);
  };

  it('under 5: above +1 SD possible risk of overweight, above +2 overweight, above +3 obese', () => {
    expect(at(36, 0).category).toBe('正常');
    expect(at(36, 1.5).category).toBe('可能有超重風險');
    expect(at(36, 2.5).category).toBe('超重');
    expect(at(36, 3.5).category).toBe('肥胖');
    expect(at(36, -2.5).category).toBe('消瘦');
    expect(at(36, -3.5).category).toBe('嚴重消瘦');
    expect(at(36, 2.5)).toMatchObject({ categorysource: CATEGORY_SOURCE.under5 });
    expect(at(36, 2.5).bandtext).toContain('「超重」');
  });

  it('5 to 19 years: above +1 SD overweight, above +2 obesity, below -2 thinness', () => {
    expect(at(120, 1.5).category).toBe('超重');
    expect(at(120, 2.5).category).toBe('肥胖');
    expect(at(120, -2.5).category).toBe('消瘦');
    expect(at(120, -3.5).category).toBe('嚴重消瘦');
    expect(at(120, 1.5)).toMatchObject({
      reference: WHO_2007,
      categorysource: CATEGORY_SOURCE.school,
    });
  });

  it('length and weight use WHO names too; head circumference has none', () => {
    expect(assess('F', 'height', 12, 66).category).toBe('嚴重發育遲緩');
    expect(assess('F', 'height', 12, 68.5).category).toBe('發育遲緩');
    expect(assess('M', 'weight', 12, 7.2).category).toBe('體重不足');
    expect(assess('M', 'head_circ', 12, 46).category).toBeNull();
  });
});
