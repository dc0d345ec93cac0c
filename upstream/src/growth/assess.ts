import type { ChildHealthResult, MeasureType, Sex } from '@portal/shared';

/** Placeholder until the LMS tables land. */
export function assess(
  _sex: Sex,
  measuretype: MeasureType,
  agemonths: number,
  value: number,
): ChildHealthResult {
  return {
    measuretype,
    agemonths,
    value,
    hasreference: false,
    zscore: null,
    percentile: null,
    band: null,
    bandtext: '暫未提供參考標準',
    reference: '',
    centiles: [],
  };
}
