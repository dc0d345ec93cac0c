/**
 * A child's growth records (`/bff/family/:id/measurements`) read as the growth tools read one
 * measurement: each measure is sent to `calcChildHealth` with the child's sex, date of birth and
 * the day measured, so a record's z-score and percentile are exactly what the tool shows for the
 * same entry. Kept pure (the answers are parameters) so the trend words and the CSV are tested
 * without a DOM.
 */
import {
  MEASUREMENT_FIELDS,
  MEASURES,
  percentileText,
  halfWidthNumber,
  type CallBody,
  type ChildHealthResult,
  type FamilyMember,
  type GrowthMeasurement,
  type GrowthMeasurementInput,
  type MeasureType,
} from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
// As `msg`: `m` is a measurement here (recordRows).
import { m as msg } from '../../../lib/i18n/messages';
import type { ChildToolValues } from './child-form';
import { isImplausible, measureName, measureWord } from './measures';

export type RecordField = keyof typeof MEASUREMENT_FIELDS;

/** The fields of a record in table order, with the growth tool each is assessed by. */
export const RECORD_FIELDS: readonly { field: RecordField; measure: MeasureType }[] = [
  { field: 'heightCm', measure: 'height' },
  { field: 'weightKg', measure: 'weight' },
  { field: 'headCm', measure: 'head_circ' },
  { field: 'chestCm', measure: 'chest_circ' },
];

/** The `calcChildHealth` body for one measure of a record, as the tool sends it for that child. */
export function recordBody(
  member: Pick<FamilyMember, 'sex' | 'birthDate'>,
  date: string,
  measure: MeasureType,
  value: number,
): CallBody<'calcChildHealth'> {
  return {
    sex: member.sex,
    measuretype: measure,
    value,
    measuredate: date,
    birthday: member.birthDate,
  };
}

/**
 * The child's age on `date` in months with two decimals, as `calcChildHealth` works it out (days
 * divided by 365.25 / 12).
 */
export function ageMonthsOn(birthDate: string, date: string): number {
  const days = (Date.parse(date) - Date.parse(birthDate)) / 86_400_000;
  return Math.round((days / 30.4375) * 100) / 100;
}

/** Whole calendar months from birth to `date` (a first birthday is 12, not 11.99). */
export function calendarMonths(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** The age in words for a table (8 個月, 2 歲 3 個月), in `o`'s locale. */
export function ageWords(months: number, o?: MessageOptions): string {
  const y = Math.floor(months / 12);
  const rest = months % 12;
  const monthWords = msg.children_age_months({ count: rest }, o);
  if (y === 0) return monthWords;
  const yearWords = msg.children_age_years({ count: y }, o);
  return rest === 0
    ? yearWords
    : msg.children_age_years_months({ years: yearWords, months: monthWords }, o);
}

/** One measure of a record as assessed: null fields when it has no reference or no answer yet. */
export interface AssessedValue {
  value: number;
  zscore: number | null;
  percentile: number | null;
  /** Far outside anything plausible: most likely a slip when it was typed. */
  implausible: boolean;
}

/** What the answer says of one value (a percentile only where the tool would show one). */
export function assessedValue(value: number, answer: ChildHealthResult | undefined): AssessedValue {
  const zscore =
    answer?.hasreference === true && typeof answer.zscore === 'number' ? answer.zscore : null;
  const implausible = isImplausible(zscore);
  const percentile =
    zscore !== null && !implausible && typeof answer?.percentile === 'number'
      ? answer.percentile
      : null;
  return { value, zscore, percentile, implausible };
}

/** The record's row: its date, age and each measure taken (absent when not measured). */
export interface RecordRow {
  id: string;
  date: string;
  /** Age in months with two decimals, as the reference tables take it (the chart's axis). */
  ageMonths: number;
  /** Whole calendar months, as a parent says the age. */
  months: number;
  values: Partial<Record<RecordField, AssessedValue>>;
}

/** The z-score and percentile as a table cell says them: `Z 0.52・第 70 百分位`. */
export function scoreWords(v: AssessedValue, o?: MessageOptions): string {
  if (v.implausible) return msg.children_score_check({}, o);
  if (v.zscore === null) return msg.children_score_no_reference({}, o);
  const zscore = v.zscore.toFixed(2);
  return v.percentile === null
    ? msg.children_score({ zscore }, o)
    : msg.children_score_percentile({ zscore, rank: percentileText(v.percentile, o).rank }, o);
}

/** The percentile lines a growth chart draws. Crossing two of them is a change worth a check. */
const MAJOR_PERCENTILES = [3, 15, 50, 85, 97] as const;

type TrendKind = 'none' | 'single' | 'noReference' | 'steady' | 'crossed';

export interface Trend {
  field: RecordField;
  kind: TrendKind;
  /** Plain words for the parent. */
  text: string;
}

/** How many of the major percentile lines lie between two percentiles. */
export function linesCrossed(from: number, to: number): number {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return MAJOR_PERCENTILES.filter((p) => p > low && p < high).length;
}

/**
 * The trend of one measure in plain words, from its first to its last measurement with a
 * percentile (rows oldest first). Crossing two or more of the major lines (3, 15, 50, 85, 97) is
 * said, with advice to see a doctor; otherwise the growth follows its curve.
 */
export function trendOf(field: RecordField, rows: readonly RecordRow[], o?: MessageOptions): Trend {
  const measure = fieldMeasure(field);
  const label = measureName(measure, o);
  const word = measureWord(measure, o);
  const taken = rows.map((r) => r.values[field]).filter((v): v is AssessedValue => v !== undefined);
  if (taken.length === 0)
    return { field, kind: 'none', text: msg.children_trend_none({ word }, o) };
  const ranked = taken.filter((v) => v.percentile !== null);
  if (ranked.length === 0) {
    return {
      field,
      kind: 'noReference',
      text:
        field === 'chestCm'
          ? msg.children_trend_chest_no_reference({ label }, o)
          : msg.children_trend_no_reference({ word }, o),
    };
  }
  if (ranked.length === 1) {
    const rank = percentileText(ranked[0]!.percentile!, o).rank;
    return { field, kind: 'single', text: msg.children_trend_single({ label, rank }, o) };
  }
  const first = ranked[0]!.percentile!;
  const last = ranked[ranked.length - 1]!.percentile!;
  const from = percentileText(first, o).rank;
  const to = percentileText(last, o).rank;
  if (linesCrossed(first, last) >= 2) {
    const words = { label, from, to };
    return {
      field,
      kind: 'crossed',
      text:
        last > first
          ? msg.children_trend_crossed_up(words, o)
          : msg.children_trend_crossed_down(words, o),
    };
  }
  return { field, kind: 'steady', text: msg.children_trend_steady({ label, from, to }, o) };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The records as CSV for a spreadsheet: a header row, then a row per measurement (oldest first),
 * each measure with its z-score and percentile; CRLF line ends and a UTF-8 byte order mark, so
 * Excel opens the Chinese headings right. The headings are in `o`'s locale.
 */
export function growthCsv(rows: readonly RecordRow[], o?: MessageOptions): string {
  const header: string[] = [
    msg.children_records_date({}, o),
    msg.children_records_age_months({}, o),
  ];
  for (const { field } of RECORD_FIELDS) {
    const { label, unit } = fieldLabel(field, o);
    header.push(
      msg.children_measure_with_unit({ label, unit }, o),
      msg.children_csv_zscore({ label }, o),
      msg.children_csv_percentile({ label }, o),
    );
  }
  const lines = [header];
  for (const r of rows) {
    const line = [r.date, String(r.months)];
    for (const { field } of RECORD_FIELDS) {
      const v = r.values[field];
      line.push(
        v ? String(v.value) : '',
        v && v.zscore !== null ? v.zscore.toFixed(2) : '',
        v && v.percentile !== null ? String(v.percentile) : '',
      );
    }
    lines.push(line);
  }
  return `\uFEFF${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The growth tool a record's field is assessed by. */
function fieldMeasure(field: RecordField): MeasureType {
  return RECORD_FIELDS.find((f) => f.field === field)!.measure;
}

/** The unit a record's field is charted in, and the tool's label (in `o`'s locale). */
export function fieldLabel(
  field: RecordField,
  o?: MessageOptions,
): { label: string; unit: string } {
  const measure = fieldMeasure(field);
  return { label: measureName(measure, o), unit: MEASURES[measure].unit };
}

/** The rows of the records, oldest first, from the answers found for each (measure, record). */
export function recordRows(
  member: Pick<FamilyMember, 'birthDate'>,
  items: readonly GrowthMeasurement[],
  answerOf: (m: GrowthMeasurement, field: RecordField) => ChildHealthResult | undefined,
): RecordRow[] {
  return [...items]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((m) => {
      const values: RecordRow['values'] = {};
      for (const { field } of RECORD_FIELDS) {
        const v = m[field];
        if (v !== null) values[field] = assessedValue(v, answerOf(m, field));
      }
      return {
        id: m.id,
        date: m.date,
        ageMonths: ageMonthsOn(member.birthDate, m.date),
        months: calendarMonths(member.birthDate, m.date),
        values,
      };
    });
}

/** A value kept to the decimals the records keep (0.1 cm, 0.01 kg). */
function kept(field: keyof typeof MEASUREMENT_FIELDS, value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  const d = MEASUREMENT_FIELDS[field].decimals;
  return Number(value.toFixed(d));
}

/** The record a tool's measurement makes on `date`: BMI keeps the height and weight it came from. */
export function measurementFromTool(
  measure: MeasureType,
  body: CallBody<'calcChildHealth'>,
  values: Pick<ChildToolValues, 'weight'>,
  date: string,
): GrowthMeasurementInput {
  const weight = Number(halfWidthNumber(String(values.weight)).trim());
  return {
    date,
    heightCm: kept(
      'heightCm',
      measure === 'height' ? body.value : measure === 'bmi' ? body.height : undefined,
    ),
    weightKg: kept(
      'weightKg',
      measure === 'weight' ? body.value : measure === 'bmi' ? weight : undefined,
    ),
    headCm: kept('headCm', measure === 'head_circ' ? body.value : undefined),
    chestCm: kept('chestCm', measure === 'chest_circ' ? body.value : undefined),
  };
}
