/**
 * Validation and request building for the child growth tools. Kept pure (today is a parameter)
 * so every message can be unit-tested.
 */
import dayjs from 'dayjs';
import { readDraft, saveDraft } from '../../../lib/drafts/drafts';
import type { MessageOptions } from '../../../lib/i18n/locale';
// As `msg`: `m` is the height in metres here (computeBmi).
import { m as msg } from '../../../lib/i18n/messages';
import {
  CHILD_AGE_MONTHS_MAX,
  halfWidthNumber,
  MEASURES,
  type CallBody,
  type MeasureType,
  type MeasuringPosition,
  type Sex,
} from '@portal/shared';
import { measureName, measureWord } from './measures';

export type AgeMode = 'birthday' | 'age';

export interface ChildToolValues {
  sex: Sex | '';
  ageMode: AgeMode;
  /** `YYYY-MM-DD`, '' when not given. */
  birthday: string;
  ageYears: number | string;
  ageMonths: number | string;
  /** The measurement itself (all tools but BMI). */
  value: number | string;
  /** BMI tool only. */
  height: number | string;
  weight: number | string;
  /** How the length was measured (height and BMI tools); '' leaves WHO's usual way for the age. */
  position: MeasuringPosition | '';
}

export type ChildToolErrors = Partial<Record<keyof ChildToolValues, string>>;

export const emptyChildToolValues: ChildToolValues = {
  sex: '',
  ageMode: 'birthday',
  birthday: '',
  ageYears: '',
  ageMonths: '',
  value: '',
  height: '',
  weight: '',
  position: '',
};

const MAX_YEARS = CHILD_AGE_MONTHS_MAX / 12;

function toNumber(v: number | string): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = halfWidthNumber(v).trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** BMI = weight (kg) / height (m)², to one decimal. */
export function computeBmi(heightCm: number, weightKg: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** Whole months from the birth date to `today` (negative when the date is in the future). */
export function ageInMonths(birthday: string, today: Date): number {
  return dayjs(today).startOf('day').diff(dayjs(birthday).startOf('day'), 'month');
}

function rangeMessage(measure: MeasureType, o?: MessageOptions): string {
  const { unit, min, max } = MEASURES[measure];
  return msg.children_error_range({ label: measureName(measure, o), min, max, unit }, o);
}

function checkMeasure(
  measure: MeasureType,
  raw: number | string,
  o?: MessageOptions,
): string | undefined {
  const n = toNumber(raw);
  if (n === null) return msg.children_error_measure({ word: measureWord(measure, o) }, o);
  const { min, max } = MEASURES[measure];
  if (n < min || n > max) return rangeMessage(measure, o);
  return undefined;
}

/** The child's age in months from the form, or null when it cannot be worked out. */
export function formAgeMonths(values: ChildToolValues, today: Date): number | null {
  if (values.ageMode === 'birthday') {
    if (!values.birthday || !dayjs(values.birthday).isValid()) return null;
    return ageInMonths(values.birthday, today);
  }
  const years = toNumber(values.ageYears);
  const months = toNumber(values.ageMonths);
  // A baby's age is given in months alone (6 個月): the years left empty are none.
  if (years === null && months === null) return null;
  return Math.round((years ?? 0) * 12 + (months ?? 0));
}

/**
 * Checks the form; returns a message per field in error (empty object when all is well), in
 * `o`'s locale.
 */
export function validateChildTool(
  measure: MeasureType,
  values: ChildToolValues,
  today: Date,
  o?: MessageOptions,
): ChildToolErrors {
  const errors: ChildToolErrors = {};
  if (values.sex !== 'M' && values.sex !== 'F') errors.sex = msg.children_error_sex({}, o);

  const outOfRange = msg.children_error_age_range({ max: MAX_YEARS }, o);
  if (values.ageMode === 'birthday') {
    if (!values.birthday) errors.birthday = msg.children_error_birthday_required({}, o);
    else if (!dayjs(values.birthday).isValid())
      errors.birthday = msg.children_error_birthday_format({}, o);
    else {
      const months = ageInMonths(values.birthday, today);
      if (dayjs(values.birthday).isAfter(dayjs(today), 'day'))
        errors.birthday = msg.children_error_birthday_future({}, o);
      else if (months > CHILD_AGE_MONTHS_MAX) errors.birthday = outOfRange;
    }
  } else {
    const years = toNumber(values.ageYears);
    const months = toNumber(values.ageMonths);
    const yearsGiven = values.ageYears !== '';
    const yearsError = msg.children_error_years({ max: MAX_YEARS }, o);
    const monthsError = msg.children_error_months({}, o);
    if (!yearsGiven && values.ageMonths === '')
      errors.ageYears = msg.children_error_age_required({}, o);
    else if (yearsGiven && years === null) errors.ageYears = yearsError;
    else if (years !== null && (!Number.isInteger(years) || years < 0 || years > MAX_YEARS))
      errors.ageYears = yearsError;
    if (values.ageMonths !== '' && months === null) errors.ageMonths = monthsError;
    else if (months !== null && (!Number.isInteger(months) || months < 0 || months > 11))
      errors.ageMonths = monthsError;
    if (!errors.ageYears && !errors.ageMonths) {
      const total = (years ?? 0) * 12 + (months ?? 0);
      if (total > CHILD_AGE_MONTHS_MAX) errors.ageYears = outOfRange;
    }
  }

  if (measure === 'bmi') {
    const h = checkMeasure('height', values.height, o);
    const w = checkMeasure('weight', values.weight, o);
    if (h) errors.height = h;
    if (w) errors.weight = w;
    if (!h && !w) {
      const bmi = computeBmi(toNumber(values.height) ?? NaN, toNumber(values.weight) ?? NaN);
      const { min, max } = MEASURES.bmi;
      if (bmi < min || bmi > max) errors.weight = msg.children_error_bmi({ bmi, min, max }, o);
    }
  } else {
    const v = checkMeasure(measure, values.value, o);
    if (v) errors.value = v;
  }
  return errors;
}

/** The `calcChildHealth` body for valid form values. BMI is computed here and sent as `value`. */
export function toChildHealthBody(
  measure: MeasureType,
  values: ChildToolValues,
  today: Date,
): CallBody<'calcChildHealth'> {
  const value =
    measure === 'bmi'
      ? computeBmi(toNumber(values.height) ?? NaN, toNumber(values.weight) ?? NaN)
      : (toNumber(values.value) ?? NaN);
  const length = measure === 'height' || measure === 'bmi';
  const base = {
    sex: values.sex as Sex,
    measuretype: measure,
    value,
    measuredate: dayjs(today).format('YYYY-MM-DD'),
    ...(length && values.position !== '' && { position: values.position }),
    ...(measure === 'bmi' && { height: toNumber(values.height) ?? NaN }),
  };
  return values.ageMode === 'birthday'
    ? { ...base, birthday: values.birthday }
    : { ...base, agemonths: formAgeMonths(values, today) ?? 0 };
}

/**
 * The child, as opposed to one tool's form: their sex and age, and the height and weight last
 * entered for them, kept while the parent moves between the tools.
 */
export type ChildDetails = Pick<
  ChildToolValues,
  'sex' | 'ageMode' | 'birthday' | 'ageYears' | 'ageMonths' | 'height' | 'weight'
>;

const CHILD_DRAFT = 'child';

/** The form field each tool keeps a measurement of the child in (BMI takes both as they are). */
const MEASURE_FIELD: Partial<Record<MeasureType, 'height' | 'weight'>> = {
  height: 'height',
  weight: 'weight',
};

const sameChild = (a: Partial<ChildDetails>, b: Partial<ChildDetails>) =>
  a.sex === b.sex &&
  a.ageMode === b.ageMode &&
  (a.ageMode === 'birthday'
    ? a.birthday === b.birthday
    : String(a.ageYears) === String(b.ageYears) && String(a.ageMonths) === String(b.ageMonths));

function isDetails(v: unknown): v is Partial<ChildDetails> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What a form of `measure` starts with from the kept child (only what the form shows). */
export function childToolValues(
  measure: MeasureType,
  kept: Partial<ChildDetails>,
): Partial<ChildToolValues> {
  const o = kept as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : '');
  const values: Partial<ChildToolValues> = {
    sex: o.sex === 'M' || o.sex === 'F' ? o.sex : '',
    ageMode: o.ageMode === 'age' ? 'age' : 'birthday',
    birthday: typeof o.birthday === 'string' ? o.birthday : '',
    ageYears: text(o.ageYears),
    ageMonths: text(o.ageMonths),
  };
  const field = MEASURE_FIELD[measure];
  if (measure === 'bmi') {
    values.height = text(o.height);
    values.weight = text(o.weight);
  } else if (field) {
    values.value = text(o[field]);
  }
  return values;
}

/** What a form of `measure` leaves kept about the child, given what was kept before. */
export function keptChild(
  measure: MeasureType,
  values: ChildToolValues,
  before: Partial<ChildDetails>,
): ChildDetails {
  const { sex, ageMode, birthday, ageYears, ageMonths } = values;
  const child = { sex, ageMode, birthday, ageYears, ageMonths };
  // Another child (or the age changed): the measurements kept were not this child's now.
  const earlier = sameChild(child, before)
    ? { height: before.height ?? '', weight: before.weight ?? '' }
    : { height: '', weight: '' };
  const field = MEASURE_FIELD[measure];
  const own =
    measure === 'bmi'
      ? { height: values.height, weight: values.weight }
      : field
        ? { [field]: values.value }
        : {};
  return { ...child, ...earlier, ...own };
}

/**
 * The child last entered in this tab by `clientId` ('' for a visitor), kept as a draft of
 * lib/drafts (sessionStorage, never sent anywhere; an hour at most, dropped at sign-out and never
 * shown to another client), so the tools need each thing once. Anything malformed is ignored.
 */
export function readChildDetails(clientId: string): Partial<ChildDetails> {
  return readDraft(CHILD_DRAFT, clientId, isDetails)?.value ?? {};
}

export function saveChildDetails(
  measure: MeasureType,
  values: ChildToolValues,
  clientId: string,
): void {
  saveDraft(CHILD_DRAFT, keptChild(measure, values, readChildDetails(clientId)), clientId);
}
