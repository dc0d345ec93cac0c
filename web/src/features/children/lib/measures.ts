import type { GrowthBand, MeasureType } from '@portal/shared';

/** Page text of each growth tool. */
export const TOOL_TEXT: Record<MeasureType, { title: string; intro: string }> = {
  height: {
    title: '兒童身高評估',
    intro: '輸入孩子的性別、年齡和身高，看看孩子的身高在同齡、同性別兒童中的位置。',
  },
  weight: {
    title: '兒童體重評估',
    intro: '輸入孩子的性別、年齡和體重，看看孩子的體重在同齡、同性別兒童中的位置。',
  },
  bmi: {
    title: '兒童 BMI 評估',
    intro: '輸入孩子的身高和體重，我們會計算 BMI（體重除以身高的平方），再與同齡、同性別兒童比較。',
  },
  chest_circ: {
    title: '兒童胸圍記錄',
    intro: '記錄孩子的胸圍，方便日後比較。胸圍沒有世界衞生組織的參考標準，因此不會計算百分位。',
  },
  head_circ: {
    title: '兒童頭圍評估',
    intro: '輸入孩子的性別、年齡和頭圍，看看孩子的頭圍在同齡、同性別兒童中的位置。',
  },
};

export const BAND_TEXT: Record<GrowthBand, string> = {
  very_low: '明顯偏低',
  low: '偏低',
  normal: '正常範圍',
  high: '偏高',
  very_high: '明顯偏高',
};

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
