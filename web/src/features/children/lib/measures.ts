import { roundPercentile, type GrowthBand, type MeasureType } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * What each tool measures, as a label or heading starts with it (身高, Height). The shared
 * `MEASURES` keep the same Chinese words for the API; the interface says them in its locale.
 */
export function measureName(measure: MeasureType, o?: MessageOptions): string {
  switch (measure) {
    case 'height':
      return m.children_measure_height({}, o);
    case 'weight':
      return m.children_measure_weight({}, o);
    case 'bmi':
      return m.children_measure_bmi({}, o);
    case 'chest_circ':
      return m.children_measure_chest_circ({}, o);
    case 'head_circ':
      return m.children_measure_head_circ({}, o);
  }
}

/** The same word inside a sentence (English lowers its case there: "enter the height"). */
export function measureWord(measure: MeasureType, o?: MessageOptions): string {
  switch (measure) {
    case 'height':
      return m.children_measure_height_word({}, o);
    case 'weight':
      return m.children_measure_weight_word({}, o);
    case 'bmi':
      return m.children_measure_bmi_word({}, o);
    case 'chest_circ':
      return m.children_measure_chest_circ_word({}, o);
    case 'head_circ':
      return m.children_measure_head_circ_word({}, o);
  }
}

/** Page text of each growth tool. */
export function toolText(
  measure: MeasureType,
  o?: MessageOptions,
): { title: string; intro: string } {
  switch (measure) {
    case 'height':
      return { title: m.children_height_title({}, o), intro: m.children_height_intro({}, o) };
    case 'weight':
      return { title: m.children_weight_title({}, o), intro: m.children_weight_intro({}, o) };
    case 'bmi':
      return { title: m.children_bmi_title({}, o), intro: m.children_bmi_intro({}, o) };
    case 'chest_circ':
      return {
        title: m.children_chest_circ_title({}, o),
        intro: m.children_chest_circ_intro({}, o),
      };
    case 'head_circ':
      return {
        title: m.children_head_circ_title({}, o),
        intro: m.children_head_circ_intro({}, o),
      };
  }
}

export function bandText(band: GrowthBand, o?: MessageOptions): string {
  switch (band) {
    case 'very_low':
      return m.children_band_very_low({}, o);
    case 'low':
      return m.children_band_low({}, o);
    case 'normal':
      return m.children_band_normal({}, o);
    case 'high':
      return m.children_band_high({}, o);
    case 'very_high':
      return m.children_band_very_high({}, o);
  }
}

/**
 * The percentile in words, in the render's locale: what the shared `percentileText` says (the
 * API's own answer text uses that one; measures.test.ts keeps the two the same), rounded by the
 * same `roundPercentile`. Never "第 0 百分位" (or 第 100): the tails are said as below the 0.1st
 * or above the 99.9th.
 */
export function percentileWords(p: number, o?: MessageOptions): { rank: string; share: string } {
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

export const BAND_COLOR: Record<GrowthBand, string> = {
  very_low: 'red',
  low: 'orange',
  normal: 'jade',
  high: 'orange',
  very_high: 'red',
};

/** Beyond this many standard deviations a measurement is far likelier a typing or unit slip. */
const IMPLAUSIBLE_Z = 5;

export function isImplausible(zscore: number | null): boolean {
  return zscore !== null && Math.abs(zscore) > IMPLAUSIBLE_Z;
}
