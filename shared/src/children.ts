import type { Sex } from './account';

export type MeasureType = 'height' | 'weight' | 'bmi' | 'chest_circ' | 'head_circ';

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

export type GrowthBand = 'very_low' | 'low' | 'normal' | 'high' | 'very_high';

/** One point of the reference centile curves for the chart. */
export interface CentilePoint {
  agemonths: number;
  p3: number;
  p15: number;
  p50: number;
  p85: number;
  p97: number;
}

export interface ChildHealthResult {
  measuretype: MeasureType;
  agemonths: number;
  value: number;
  /** False when no published reference covers this measurement at this age. */
  hasreference: boolean;
  zscore: number | null;
  percentile: number | null;
  band: GrowthBand | null;
  /** Plain-language explanation in Traditional Chinese. */
  bandtext: string;
  /** Name of the reference, e.g. WHO Child Growth Standards (2006). */
  reference: string;
  centiles: CentilePoint[];
}
