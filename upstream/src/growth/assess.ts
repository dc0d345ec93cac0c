/**
 * Child growth assessment for `calcChildHealth`: z-score, percentile and a plain-language band from
 * WHO's LMS tables (see `db/growth/*.json` for the sources), and centile curves for the chart.
 */
import {
  percentileText,
  type CentilePoint,
  type ChildHealthResult,
  type GrowthBand,
  type MeasureType,
  type Sex,
} from '@portal/shared';
import who2006 from '../db/growth/who2006.json' with { type: 'json' };
import who2007 from '../db/growth/who2007.json' with { type: 'json' };
import { CENTILE_Z, lmsAt, normalCdf, valueAtZ, zScore, type LmsRow } from './lms';
import type { Complete } from '../lib/complete';

export const WHO_2006 = 'WHO Child Growth Standards (2006)，0 至 5 歲';
export const WHO_2007 = 'WHO Growth Reference (2007)，5 至 19 歲';

type Table = Record<'M' | 'F', LmsRow[]>;
interface Reference {
  name: string;
  table: Table;
  /** Weight and BMI are skewed: WHO restricts their tails. */
  restricted: boolean;
}

const t = (x: unknown): Table => x as Table;

/** The reference that covers a measure at an age, or a reason why none does. */
function referenceFor(measure: MeasureType, age: number): Reference | string {
  const under5 = age <= 60;
  switch (measure) {
    case 'height':
      return under5
        ? { name: WHO_2006, table: t(who2006.lhfa), restricted: false }
        : { name: WHO_2007, table: t(who2007.hfa), restricted: false };
    case 'weight':
      if (under5) return { name: WHO_2006, table: t(who2006.wfa), restricted: true };
      if (age <= 120) return { name: WHO_2007, table: t(who2007.wfa), restricted: true };
      return '世界衞生組織沒有 10 歲以上兒童的體重參考標準（青春期體重差異大），請改用 BMI 評估體重是否合適。';
    case 'bmi':
      return under5
        ? { name: WHO_2006, table: t(who2006.bmifa), restricted: true }
        : { name: WHO_2007, table: t(who2007.bfa), restricted: true };
    case 'head_circ':
      if (under5) return { name: WHO_2006, table: t(who2006.hcfa), restricted: false };
      return '世界衞生組織的頭圍標準只涵蓋 0 至 5 歲，5 歲以上沒有可比較的參考數據。';
    case 'chest_circ':
      return '世界衞生組織沒有胸圍的生長標準，因此無法計算百分位；胸圍數值僅供記錄，如有疑問請諮詢醫生。';
  }
}

const NAMES: Record<MeasureType, string> = {
  height: '身高',
  weight: '體重',
  bmi: 'BMI',
  chest_circ: '胸圍',
  head_circ: '頭圍',
};

function bandOf(z: number): GrowthBand {
  if (z < -2) return 'very_low';
  if (z < -1) return 'low';
  if (z <= 1) return 'normal';
  if (z <= 2) return 'high';
  return 'very_high';
}

/** Past this many standard deviations a measurement is almost surely a typing or unit slip. */
const IMPLAUSIBLE_Z = 5;

function bandText(measure: MeasureType, band: GrowthBand, percentile: number, z: number): string {
  const name = NAMES[measure];
  if (Math.abs(z) > IMPLAUSIBLE_Z)
    return `請檢查量度數值：這個${name}與同齡、同性別兒童相差太遠，很可能是量度或輸入時出錯（例如單位或小數點）。請核對後再計算；如數值無誤，請盡快諮詢醫生。`;
  // Said from the percentile as answered, in the words every page uses for it.
  const { rank, share } = percentileText(percentile);
  const base = `${name}${rank.startsWith('第') ? `約在${rank}` : rank}，即同齡、同性別的兒童中，${share}的數值比他／她低。`;
  const advice: Record<GrowthBand, string> = {
    very_low:
      measure === 'bmi' || measure === 'weight'
        ? '數值明顯偏低，可能營養不足，建議諮詢醫生或營養師。'
        : '數值明顯偏低，建議諮詢兒科醫生評估生長情況。',
    low: '數值略低於平均，仍屬常見範圍，建議定期量度，留意變化趨勢。',
    normal: '數值處於同齡兒童的正常範圍，請繼續保持均衡飲食和充足睡眠。',
    high:
      measure === 'bmi' || measure === 'weight'
        ? '數值略高於平均，建議留意飲食和多做運動。'
        : '數值略高於平均，仍屬常見範圍。',
    very_high:
      measure === 'bmi' || measure === 'weight'
        ? '數值明顯偏高，有超重風險，建議諮詢醫生或營養師。'
        : '數值明顯偏高，如有疑問可諮詢兒科醫生。',
  };
  return `${base}${advice[band]}`;
}

function centiles(ref: Reference, sex: Sex): Complete<CentilePoint>[] {
  const round = (v: number) => Math.round(v * 100) / 100;
  return ref.table[sex].map(([agemonths, l, m, s]) => {
    const p = { l, m, s };
    return {
      agemonths,
      p3: round(valueAtZ(p, CENTILE_Z.p3)),
      p15: round(valueAtZ(p, CENTILE_Z.p15)),
      p50: round(valueAtZ(p, CENTILE_Z.p50)),
      p85: round(valueAtZ(p, CENTILE_Z.p85)),
      p97: round(valueAtZ(p, CENTILE_Z.p97)),
    };
  });
}

export function assess(
  sex: Sex,
  measuretype: MeasureType,
  agemonths: number,
  value: number,
): Complete<ChildHealthResult> {
  const ref = referenceFor(measuretype, agemonths);
  const lms = typeof ref === 'string' ? null : lmsAt(ref.table[sex], agemonths);
  if (typeof ref === 'string' || !lms) {
    return {
      measuretype,
      agemonths,
      value,
      hasreference: false,
      zscore: null,
      percentile: null,
      band: null,
      bandtext: typeof ref === 'string' ? ref : '此年齡沒有可用的參考標準。',
      reference: '',
      centiles: [],
    };
  }
  const z = zScore(lms, value, ref.restricted);
  // One rounding: the answer's percentile and its text are the same number.
  const percentile = Math.round(normalCdf(z) * 1000) / 10;
  const band = bandOf(z);
  return {
    measuretype,
    agemonths,
    value,
    hasreference: true,
    zscore: Math.round(z * 100) / 100 || 0,
    percentile,
    band,
    bandtext: bandText(measuretype, band, percentile, z),
    reference: ref.name,
    centiles: centiles(ref, sex),
  };
}
