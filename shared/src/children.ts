import type { Static } from 'typebox';
import type { MessageOptions } from './messages';
import type * as S from './schemas';
import * as m from './words';

export type MeasureType = Static<typeof S.MeasureTypeSchema>;

export const MEASURE_TYPES: readonly MeasureType[] = [
  'height',
  'weight',
  'bmi',
  'chest_circ',
  'head_circ',
];

/** Name (a message: `label({}, o)`), unit and plausible input range of each measurement. */
export const MEASURES: Record<
  MeasureType,
  { label: (inputs?: object, o?: MessageOptions) => string; unit: string; min: number; max: number }
> = {
  height: { label: m.children_measure_height, unit: 'cm', min: 40, max: 200 },
  weight: { label: m.children_measure_weight, unit: 'kg', min: 1, max: 150 },
  bmi: { label: m.children_measure_bmi, unit: 'kg/m²', min: 8, max: 40 },
  chest_circ: { label: m.children_measure_chest_circ, unit: 'cm', min: 25, max: 120 },
  head_circ: { label: m.children_measure_head_circ, unit: 'cm', min: 25, max: 60 },
};

/** Ages the tools accept, in months (0 to 18 years). */
export const CHILD_AGE_MONTHS_MAX = 216;

export type GrowthBand = Static<typeof S.GrowthBandSchema>;

export type MeasuringPosition = Static<typeof S.MeasuringPositionSchema>;

export type CentilePoint = Static<typeof S.CentilePointSchema>;

export type ChildHealthResult = Static<typeof S.ChildHealthResultSchema>;

/**
 * A percentile as it is sent (`calcChildHealth` answers it to one decimal) and as every place says
 * it: a whole number, with one decimal only below 1 and above 99 where it matters. The headline,
 * the sentence under it and the answer's own text all come from here, so they never differ by one.
 */
export function roundPercentile(p: number): number {
  const tenths = Math.round(p * 10) / 10;
  return tenths < 1 || tenths > 99 ? tenths : Math.round(tenths);
}

/**
 * The percentile in words, in the locale of `o` (the API's answer text takes the source locale's).
 * Rounding must never show "第 0 百分位" (or 第 100): a child is never below every child, so the
 * tails are said as below the 0.1st or above the 99.9th.
 */
export function percentileText(p: number, o?: MessageOptions): { rank: string; share: string } {
  if (p < 0.1) {
    return {
      rank: m.children_percentile_rank_below({}, o),
      share: m.children_percentile_share_below({}, o),
    };
  }
  if (p > 99.9) {
    return {
      rank: m.children_percentile_rank_above({}, o),
      share: m.children_percentile_share_above({}, o),
    };
  }
  const value = roundPercentile(p);
  return {
    rank: m.children_percentile_rank({ value }, o),
    share: m.children_percentile_share({ value }, o),
  };
}
