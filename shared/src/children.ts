import type { Static } from '@sinclair/typebox';
import type * as S from './schemas';
import type { Sex } from './account';

export type MeasureType = Static<typeof S.MeasureTypeSchema>;

export const MEASURE_TYPES: readonly MeasureType[] = [
  'height',
  'weight',
  'bmi',
  'chest_circ',
  'head_circ',
];

/** Units and plausible input range of each measurement. */
export const MEASURES: Record<
  MeasureType,
  { label: string; unit: string; min: number; max: number }
> = {
  height: { label: '身高', unit: 'cm', min: 40, max: 200 },
  weight: { label: '體重', unit: 'kg', min: 1, max: 150 },
  bmi: { label: 'BMI', unit: 'kg/m²', min: 8, max: 40 },
  chest_circ: { label: '胸圍', unit: 'cm', min: 25, max: 120 },
  head_circ: { label: '頭圍', unit: 'cm', min: 25, max: 60 },
};

/** Ages the tools accept, in months (0 to 18 years). */
export const CHILD_AGE_MONTHS_MAX = 216;

export interface ChildHealthBody {
  sex: Sex;
  /** Either the birth date (`YYYY-MM-DD`) or the age in months. */
  birthday?: string;
  agemonths?: number;
  /** Measurement date, `YYYY-MM-DD`; today when absent. */
  measuredate?: string;
  measuretype: MeasureType;
  value: number;
}

export type GrowthBand = Static<typeof S.GrowthBandSchema>;

export type CentilePoint = Static<typeof S.CentilePointSchema>;

export type ChildHealthResult = Static<typeof S.ChildHealthResultSchema>;
