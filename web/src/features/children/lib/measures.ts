import type { GrowthBand, MeasureType } from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * What each tool measures, as a label or heading starts with it (身高, Height): the same messages
 * as the shared `MEASURES`' labels. (The percentile in words is the shared `percentileText`.)
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
 * What the band means for the child, in the render's locale: the English copy says this instead
 * of the API's sentence, which is in Chinese only. Weight and BMI are about the body's build, so
 * their advice names diet and activity.
 */
export function bandAdvice(band: GrowthBand, measure: MeasureType | undefined, o?: MessageOptions) {
  const body = measure === 'weight' || measure === 'bmi';
  switch (band) {
    case 'very_low':
      return body ? m.children_advice_very_low_body({}, o) : m.children_advice_very_low({}, o);
    case 'low':
      return m.children_advice_low({}, o);
    case 'normal':
      return m.children_advice_normal({}, o);
    case 'high':
      return body ? m.children_advice_high_body({}, o) : m.children_advice_high({}, o);
    case 'very_high':
      return body ? m.children_advice_very_high_body({}, o) : m.children_advice_very_high({}, o);
  }
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
