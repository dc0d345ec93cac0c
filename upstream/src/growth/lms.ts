/** The LMS method (Cole & Green 1992) as used by WHO, with WHO's restricted tails for skewed measures. */

export type LmsRow = [agemonths: number, l: number, m: number, s: number];

/** L, M, S at a (fractional) age, interpolated linearly between the table's points. */
export function lmsAt(
  rows: readonly LmsRow[],
  age: number,
): { l: number; m: number; s: number } | null {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || age < first[0] || age > last[0]) return null;
  let lo = 0;
  let hi = rows.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]![0] <= age) lo = mid;
    else hi = mid;
  }
  const a = rows[lo]!;
  const b = rows[hi]!;
  const t = b[0] === a[0] ? 0 : (age - a[0]) / (b[0] - a[0]);
  return { l: a[1] + (b[1] - a[1]) * t, m: a[2] + (b[2] - a[2]) * t, s: a[3] + (b[3] - a[3]) * t };
}

/** The measurement at z-score `z`. */
export function valueAtZ(p: { l: number; m: number; s: number }, z: number): number {
  return p.l === 0 ? p.m * Math.exp(p.s * z) : p.m * Math.pow(1 + p.l * p.s * z, 1 / p.l);
}

/**
 * z-score of `x`. With `restricted`, beyond ±3 the z-score is measured in units of the distance
 * between the 2 and 3 SD lines, as WHO does for weight and BMI.
 */
export function zScore(
  p: { l: number; m: number; s: number },
  x: number,
  restricted: boolean,
): number {
  const z = p.l === 0 ? Math.log(x / p.m) / p.s : (Math.pow(x / p.m, p.l) - 1) / (p.l * p.s);
  if (!restricted || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = valueAtZ(p, 3);
    return 3 + (x - sd3) / (sd3 - valueAtZ(p, 2));
  }
  const sd3neg = valueAtZ(p, -3);
  return -3 + (x - sd3neg) / (valueAtZ(p, -2) - sd3neg);
}

/** Standard normal cumulative distribution (Abramowitz & Stegun 26.2.17, error < 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const p =
    d *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - p : p;
}

/** z-scores of the 3rd, 15th, 50th, 85th and 97th percentiles. */
export const CENTILE_Z = {
  p3: -1.880794,
  p15: -1.036433,
  p50: 0,
  p85: 1.036433,
  p97: 1.880794,
} as const;
