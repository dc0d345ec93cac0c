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

/** "62" with one decimal only below 1 and above 99, where it matters. */
export function formatPercentile(p: number): string {
  const shown = p < 1 || p > 99 ? Math.round(p * 10) / 10 : Math.round(p);
  return String(shown);
}

/** Beyond this many standard deviations a measurement is far likelier a typing or unit slip. */
export const IMPLAUSIBLE_Z = 5;

export function isImplausible(zscore: number | null): boolean {
  return zscore !== null && Math.abs(zscore) > IMPLAUSIBLE_Z;
}

/**
 * The percentile in words. Rounding must never show "第 0 百分位" (or 第 100): a child is never
 * below every child, so the tails are said as below the 0.1st or above the 99.9th.
 */
export function percentileText(p: number): { rank: string; share: string } {
  if (p < 0.1) return { rank: '低於第 0.1 百分位', share: '不足 0.1%' };
  if (p > 99.9) return { rank: '高於第 99.9 百分位', share: '超過 99.9%' };
  const shown = formatPercentile(p);
  return { rank: `第 ${shown} 百分位`, share: `約 ${shown}%` };
}
