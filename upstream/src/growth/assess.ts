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
  type MeasuringPosition,
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
  /** The table the child's age falls in: z-scores interpolate between its rows only. */
  table: Table;
  /** The curves drawn for the chart (WHO's 0-5 charts join the length and the height table). */
  chart: Table;
  /** Weight and BMI are skewed: WHO restricts their tails. */
  restricted: boolean;
  /** How the child is measured for this table; null when the measure is not a length. */
  position: MeasuringPosition | null;
  /** Whether the category names are those of the 0-5 standards or the 5-19 reference. */
  group: 'under5' | 'school';
}

const t = (x: unknown): Table => x as Table;

/**
 * WHO's age of the switch from recumbent length to standing height. Below it the 0-2 year tables
 * (measured lying) apply, from it the 2-5 year tables (measured standing), never a blend of both.
 */
const LENGTH_TO_HEIGHT_MONTHS = 24;

/** WHO: standing height is on average 0.7 cm less than recumbent length of the same child. */
export const LYING_STANDING_CM = 0.7;

const joined = (below: Table, from: Table): Table => ({
  M: [...below.M.filter((r) => r[0] < LENGTH_TO_HEIGHT_MONTHS), ...from.M],
  F: [...below.F.filter((r) => r[0] < LENGTH_TO_HEIGHT_MONTHS), ...from.F],
});

const LFA = t(who2006.lfa);
const HFA = t(who2006.hfa);
const BFA_LENGTH = t(who2006.bfa_length);
const BFA_HEIGHT = t(who2006.bfa_height);
const LHFA_CHART = joined(LFA, HFA);
const BFA_CHART = joined(BFA_LENGTH, BFA_HEIGHT);

/** The reference that covers a measure at an age, or a reason why none does. */
function referenceFor(measure: MeasureType, age: number): Reference | string {
  const under5 = age <= 60;
  const lying = age < LENGTH_TO_HEIGHT_MONTHS;
  const position: MeasuringPosition = lying ? 'lying' : 'standing';
  const who2006Ref = (
    table: Table,
    chart: Table,
    restricted: boolean,
    pos: MeasuringPosition | null = position,
  ) => ({
    name: WHO_2006,
    table,
    chart,
    restricted,
    position: pos,
    group: 'under5' as const,
  });
  const who2007Ref = (table: Table, restricted: boolean, pos: MeasuringPosition | null) => ({
    name: WHO_2007,
    table,
    chart: table,
    restricted,
    position: pos,
    group: 'school' as const,
  });
  switch (measure) {
    case 'height':
      if (under5) return who2006Ref(lying ? LFA : HFA, LHFA_CHART, false);
      return who2007Ref(t(who2007.hfa), false, 'standing');
    case 'weight':
      if (under5) return who2006Ref(t(who2006.wfa), t(who2006.wfa), true, null);
      if (age <= 120) return who2007Ref(t(who2007.wfa), true, null);
      return '世界衞生組織沒有 10 歲以上兒童的體重參考標準（青春期體重差異大），請改用 BMI 評估體重是否合適。';
    case 'bmi':
      if (under5) return who2006Ref(lying ? BFA_LENGTH : BFA_HEIGHT, BFA_CHART, true);
      return who2007Ref(t(who2007.bfa), true, 'standing');
    case 'head_circ':
      if (under5) return who2006Ref(t(who2006.hcfa), t(who2006.hcfa), false, null);
      return '世界衞生組織的頭圍標準只涵蓋 0 至 5 歲，5 歲以上沒有可比較的參考數據。';
    case 'chest_circ':
      return '世界衞生組織沒有胸圍的生長標準，因此無法計算百分位；胸圍數值僅供記錄，如有疑問請諮詢醫生。';
  }
}

/**
 * The length or height a table expects from the one measured: WHO adds 0.7 cm to a standing
 * height taken below 2 years and takes 0.7 cm from a lying length taken from 2 years on.
 */
function positionAdjustment(
  table: MeasuringPosition,
  measured: MeasuringPosition | undefined,
): number {
  if (!measured || measured === table) return 0;
  return table === 'lying' ? LYING_STANDING_CM : -LYING_STANDING_CM;
}

/** WHO's classification of a z-score for the measure and age group, in WHO's own Chinese terms. */
function whoCategory(measure: MeasureType, group: 'under5' | 'school', z: number): string | null {
  switch (measure) {
    case 'bmi':
      // Under 5, +1 SD is only a possible risk and +2 SD already overweight; from 5 years
      // +1 SD is overweight and +2 SD obesity (WHO 2006 standards, WHO 2007 reference).
      if (group === 'under5') {
        if (z > 3) return '肥胖';
        if (z > 2) return '超重';
        if (z > 1) return '可能有超重風險';
      } else {
        if (z > 2) return '肥胖';
        if (z > 1) return '超重';
      }
      if (z < -3) return '嚴重消瘦';
      if (z < -2) return '消瘦';
      return '正常';
    case 'height':
      if (z < -3) return '嚴重發育遲緩';
      if (z < -2) return '發育遲緩';
      if (z > 3) return '非常高';
      return '正常';
    case 'weight':
      if (z < -3) return '嚴重體重不足';
      if (z < -2) return '體重不足';
      // WHO: a weight-for-age above +1 SD may be a growth problem, better judged by BMI-for-age.
      if (z > 1) return '可能有生長問題（宜以 BMI 評估）';
      return '正常';
    case 'head_circ':
    case 'chest_circ':
      return null;
  }
}

/** Where the category names come from, said beside them. */
export const CATEGORY_SOURCE = {
  under5: '分類按世界衞生組織《兒童生長標準》（2006）對 5 歲以下兒童的界定',
  school: '分類按世界衞生組織《5 至 19 歲兒童及青少年生長參考》（2007）的界定',
} as const;

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

function bandText(
  sex: Sex,
  measure: MeasureType,
  band: GrowthBand,
  percentile: number,
  z: number,
  category: string | null,
): string {
  const name = NAMES[measure];
  if (Math.abs(z) > IMPLAUSIBLE_Z)
    return `請檢查量度數值：這個${name}與同齡、同性別兒童相差太遠，很可能是量度或輸入時出錯（例如單位或小數點）。請核對後再計算；如數值無誤，請盡快諮詢醫生。`;
  // Said from the percentile as answered, in the words every page uses for it.
  const { rank, share } = percentileText(percentile);
  const base = `${name}${rank.startsWith('第') ? `約在${rank}` : rank}，即同齡、同性別的兒童中，${share}的數值比${sex === 'F' ? '她' : '他'}低。`;
  const named = category && category !== '正常' ? `按世界衞生組織的分類屬「${category}」。` : '';
  const body = measure === 'bmi' || measure === 'weight';
  const advice: Record<GrowthBand, string> = {
    very_low: body
      ? '數值明顯偏低，可能營養不足，建議諮詢醫生或營養師。'
      : '數值明顯偏低，建議諮詢兒科醫生評估生長情況。',
    low: '數值略低於平均，仍屬常見範圍，建議定期量度，留意變化趨勢。',
    normal: '數值處於同齡兒童的正常範圍，請繼續保持均衡飲食和充足睡眠。',
    high: body ? '建議留意飲食、多做運動，並定期量度。' : '數值略高於平均，仍屬常見範圍。',
    very_high: body
      ? '建議諮詢醫生或營養師，按孩子情況調整飲食和活動。'
      : '數值明顯偏高，如有疑問可諮詢兒科醫生。',
  };
  return `${base}${named}${advice[band]}`;
}

/** The sentence on how the child was measured, and the 0.7 cm WHO adds or takes when it differs. */
function positionText(table: MeasuringPosition, adjustment: number): string {
  const expected =
    table === 'lying'
      ? '世界衞生組織的 2 歲以下標準以躺着量度的身長為準'
      : '世界衞生組織的 2 歲起標準以站立量度的身高為準';
  if (adjustment === 0) return `${expected}。`;
  return adjustment > 0
    ? `${expected}；孩子是站立量度，已按世界衞生組織的做法加 0.7 厘米再比較。`
    : `${expected}；孩子是躺着量度，已按世界衞生組織的做法減 0.7 厘米再比較。`;
}

function centiles(ref: Reference, sex: Sex): Complete<CentilePoint>[] {
  const round = (v: number) => Math.round(v * 100) / 100;
  return ref.chart[sex].map(([agemonths, l, m, s]) => {
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
  measured: { position?: MeasuringPosition; height?: number } = {},
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
      position: null,
      adjustment: 0,
      category: null,
      categorysource: '',
      centiles: [],
    };
  }
  const adjustment = ref.position ? positionAdjustment(ref.position, measured.position) : 0;
  // A length goes up or down by the 0.7 cm itself; a BMI is worked out again from the height.
  let compared = value;
  if (adjustment !== 0 && measuretype === 'height') compared = value + adjustment;
  if (adjustment !== 0 && measuretype === 'bmi' && measured.height) {
    const ratio = measured.height / (measured.height + adjustment);
    compared = value * ratio * ratio;
  }
  const applied = compared === value ? 0 : adjustment;
  const z = zScore(lms, compared, ref.restricted);
  // One rounding: the answer's percentile and its text are the same number.
  const percentile = Math.round(normalCdf(z) * 1000) / 10;
  const band = bandOf(z);
  const category = Math.abs(z) > IMPLAUSIBLE_Z ? null : whoCategory(measuretype, ref.group, z);
  const said = bandText(sex, measuretype, band, percentile, z, category);
  return {
    measuretype,
    agemonths,
    value,
    hasreference: true,
    zscore: Math.round(z * 100) / 100 || 0,
    percentile,
    band,
    bandtext: ref.position ? `${said}${positionText(ref.position, applied)}` : said,
    reference: ref.name,
    position: ref.position,
    adjustment: applied,
    category,
    categorysource: category ? CATEGORY_SOURCE[ref.group] : '',
    centiles: centiles(ref, sex),
  };
}
