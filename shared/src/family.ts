/**
 * Family members (家庭成員) the portal keeps for an account (`/bff/family`), so a client can book
 * for a child or a parent, and the line that names the patient at the start of a booking's note.
 *
 * The portal API books for the signed-in client only and has no patient field: a booking for
 * someone else carries, as the first line of its `note`, exactly
 * `就診人：陳小明（子女，2018-05-01）`, then a newline, then what the client typed. The clinic
 * reads it whatever shows the booking; the portal parses it back (`parsePatientNote`) to show
 * 就診人 apart from the typed note.
 */
import { BOOKING_NOTE_MAX } from './booking';
import type { MessageOptions } from './messages';
import * as m from './words';

export const FAMILY_PATH = '/bff/family';

/** The most family members one account keeps. */
export const FAMILY_MAX_MEMBERS = 10;

/** The longest name, in characters. */
export const FAMILY_NAME_MAX = 20;

export const FAMILY_RELATIONS = ['子女', '父母', '配偶', '祖父母', '其他'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** The earliest date of birth accepted. */
const BIRTH_MIN = '1900-01-01';

/** One family member as the account keeps it. */
export interface FamilyMember {
  /** An opaque id the portal gave it. */
  id: string;
  name: string;
  relation: FamilyRelation;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  sex: 'M' | 'F';
  /** A Hong Kong 8-digit phone, or '' when none. */
  phone: string;
}

/** Body of `POST /bff/family` and `PUT /bff/family/:id`. */
export type FamilyMemberInput = Omit<FamilyMember, 'id'>;

/** `GET /bff/family` (and the answer of every change). */
export interface FamilyList {
  items: FamilyMember[];
}

/**
 * What is wrong with a family member, in the locale asked for (`o`; the source locale without):
 * the web form shows it in the page's, the BFF answers with it.
 */
export const FAMILY_MSG = {
  notObject: (o?: MessageOptions) => m.family_error_not_object({}, o),
  extra: (o?: MessageOptions) => m.family_error_extra({}, o),
  name: (o?: MessageOptions) => m.family_error_name({ max: FAMILY_NAME_MAX }, o),
  nameChars: (o?: MessageOptions) => m.family_error_name_chars({}, o),
  relation: (o?: MessageOptions) => m.family_error_relation({}, o),
  birthDate: (o?: MessageOptions) => m.family_error_birth_date({}, o),
  sex: (o?: MessageOptions) => m.family_error_sex({}, o),
  phone: (o?: MessageOptions) => m.family_error_phone({}, o),
  full: (o?: MessageOptions) => m.family_error_full({ max: FAMILY_MAX_MEMBERS }, o),
  notFound: (o?: MessageOptions) => m.family_error_not_found({}, o),
  badId: (o?: MessageOptions) => m.family_error_bad_id({}, o),
} satisfies Record<string, (o?: MessageOptions) => string>;

const FIELDS = ['name', 'relation', 'birthDate', 'sex', 'phone'];
/** Characters that would make the patient line ambiguous to read back, and control characters. */
// eslint-disable-next-line no-control-regex
const NAME_FORBIDDEN = /[()（）,，:：\u0000-\u001f\u007f]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A Hong Kong number, mobile or fixed line: 8 digits, the first 2 to 9. */
const HK_NUMBER = /^[2-9]\d{7}$/;

/** Whether `s` is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A family member's fields from a request body, exactly (no extra field, no coercion), or the
 * message saying what is wrong, in the locale of `o`. `today` is Hong Kong's date, `YYYY-MM-DD`
 * (no birth after it).
 */
export function checkFamilyMember(
  body: unknown,
  today: string,
  o?: MessageOptions,
): { value: FamilyMemberInput } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: FAMILY_MSG.notObject(o) };
  }
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((k) => !FIELDS.includes(k))) return { error: FAMILY_MSG.extra(o) };
  if (typeof fields.name !== 'string') return { error: FAMILY_MSG.name(o) };
  const name = fields.name.trim();
  const length = [...name].length;
  if (length === 0 || length > FAMILY_NAME_MAX) return { error: FAMILY_MSG.name(o) };
  if (NAME_FORBIDDEN.test(name)) return { error: FAMILY_MSG.nameChars(o) };
  if (!(FAMILY_RELATIONS as readonly unknown[]).includes(fields.relation)) {
    return { error: FAMILY_MSG.relation(o) };
  }
  if (
    typeof fields.birthDate !== 'string' ||
    !isCalendarDate(fields.birthDate) ||
    fields.birthDate < BIRTH_MIN ||
    fields.birthDate > today
  ) {
    return { error: FAMILY_MSG.birthDate(o) };
  }
  if (fields.sex !== 'M' && fields.sex !== 'F') return { error: FAMILY_MSG.sex(o) };
  const phone = fields.phone === undefined ? '' : fields.phone;
  if (typeof phone !== 'string' || (phone !== '' && !HK_NUMBER.test(phone))) {
    return { error: FAMILY_MSG.phone(o) };
  }
  return {
    value: {
      name,
      relation: fields.relation as FamilyRelation,
      birthDate: fields.birthDate,
      sex: fields.sex,
      phone,
    },
  };
}

/** Who a booking is for, as its note's first line names them. */
export interface NotePatient {
  name: string;
  relation: string;
  birthDate: string;
}

/**
 * The word that starts the patient line, in every copy: the clinic reads it and the portal
 * parses it back (`PATIENT_LINE`), so it is the note's format, not the page's words.
 */
const PATIENT_WORD = '就診人';

/** The note's first line for a booking for `patient`: `就診人：陳小明（子女，2018-05-01）`. */
export function formatPatientLine(patient: NotePatient): string {
  return `${PATIENT_WORD}：${patient.name}（${patient.relation}，${patient.birthDate}）`;
}

/**
 * The note the portal API receives: the patient's line, a newline and the typed note (the line
 * alone when nothing was typed); the typed note alone when the booking is for the client.
 */
export function formatPatientNote(patient: NotePatient | null, typed: string): string {
  if (!patient) return typed;
  return `${formatPatientLine(patient)}\n${typed}`;
}

/** How many characters the typed note may have beside `patient`'s line (the API's limit counts both). */
export function typedNoteRoom(patient: NotePatient | null): number {
  if (!patient) return BOOKING_NOTE_MAX;
  return Math.max(0, BOOKING_NOTE_MAX - formatPatientLine(patient).length - 1);
}

/**
 * Full-width or ASCII colon, brackets and comma, spaces around them, CRLF: a line a clinic
 * retyped still reads back. The name stops at the first bracket.
 */
const PATIENT_LINE =
  /^[ \t\u3000]*就診人[ \t\u3000]*[:：][ \t\u3000]*([^\n(（]+?)[ \t\u3000]*[(（][ \t\u3000]*([^\n,，)）]+?)[ \t\u3000]*[,，][ \t\u3000]*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ \t\u3000]*[)）][ \t\u3000]*(?:\r?\n|$)/;

/**
 * A booking note read back: who it is for (null when its first line names no one) and the note
 * as the client typed it, without that line.
 */
export function parsePatientNote(note: string | null | undefined): {
  patient: NotePatient | null;
  note: string;
} {
  const text = note ?? '';
  const m = PATIENT_LINE.exec(text);
  if (!m) return { patient: null, note: text };
  const birthDate = `${m[3]}-${m[4]!.padStart(2, '0')}-${m[5]!.padStart(2, '0')}`;
  return {
    patient: { name: m[1]!, relation: m[2]!, birthDate },
    note: text.slice(m[0].length),
  };
}

/** The most growth measurements kept per family member. */
export const MEASUREMENTS_MAX = 200;

/** One growth measurement of a child (`/bff/family/:id/measurements`); null when not measured. */
export interface GrowthMeasurement {
  id: string;
  /** `YYYY-MM-DD`, the day measured. */
  date: string;
  heightCm: number | null;
  weightKg: number | null;
  headCm: number | null;
  chestCm: number | null;
}

export type GrowthMeasurementInput = Omit<GrowthMeasurement, 'id'>;

/** `GET /bff/family/:id/measurements`, oldest first (and the answer of every change). */
export interface GrowthMeasurementList {
  items: GrowthMeasurement[];
}

/** Each measure's name (a message), plausible range (as the growth tools take it) and decimals kept. */
export const MEASUREMENT_FIELDS = {
  heightCm: { label: m.children_measure_height, unit: 'cm', min: 40, max: 200, decimals: 1 },
  weightKg: { label: m.children_measure_weight, unit: 'kg', min: 1, max: 150, decimals: 2 },
  headCm: { label: m.children_measure_head_circ, unit: 'cm', min: 25, max: 60, decimals: 1 },
  chestCm: { label: m.children_measure_chest_circ, unit: 'cm', min: 25, max: 120, decimals: 1 },
} as const;

type MeasurementField = keyof typeof MEASUREMENT_FIELDS;
const MEASUREMENT_KEYS = Object.keys(MEASUREMENT_FIELDS) as MeasurementField[];

/** What is wrong with a measurement, in the locale asked for (as `FAMILY_MSG`). */
export const MEASUREMENT_MSG = {
  notObject: (o?: MessageOptions) => m.growth_error_not_object({}, o),
  extra: (o?: MessageOptions) => m.growth_error_extra({}, o),
  date: (o?: MessageOptions) => m.growth_error_date({}, o),
  tooOld: (o?: MessageOptions) => m.growth_error_too_old({}, o),
  none: (o?: MessageOptions) => m.growth_error_none({}, o),
  full: (o?: MessageOptions) => m.growth_error_full({ max: MEASUREMENTS_MAX }, o),
  notFound: (o?: MessageOptions) => m.growth_error_not_found({}, o),
  badId: (o?: MessageOptions) => m.growth_error_bad_id({}, o),
  field: (f: MeasurementField, o?: MessageOptions) => {
    const { label, unit, min, max, decimals } = MEASUREMENT_FIELDS[f];
    return m.growth_error_field({ label: label({}, o), unit, min, max, decimals }, o);
  },
} as const;

/** The day 18 years after `birthDate` (`YYYY-MM-DD`), the last a child's growth is charted. */
function eighteenth(birthDate: string): string {
  return `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
}

/**
 * A measurement from a request body, exactly, or the message saying what is wrong: a real date
 * from the child's birth (`birthDate`) to `today` and within 18 years of birth; each measure a
 * number in its range with at most its decimals, or null/absent; at least one measure. The
 * message is in the locale of `o`.
 */
export function checkMeasurement(
  body: unknown,
  birthDate: string,
  today: string,
  o?: MessageOptions,
): { value: GrowthMeasurementInput } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: MEASUREMENT_MSG.notObject(o) };
  }
  const fields = body as Record<string, unknown>;
  if (
    Object.keys(fields).some((k) => k !== 'date' && !(MEASUREMENT_KEYS as string[]).includes(k))
  ) {
    return { error: MEASUREMENT_MSG.extra(o) };
  }
  if (
    typeof fields.date !== 'string' ||
    !isCalendarDate(fields.date) ||
    fields.date < birthDate ||
    fields.date > today
  ) {
    return { error: MEASUREMENT_MSG.date(o) };
  }
  if (fields.date > eighteenth(birthDate)) return { error: MEASUREMENT_MSG.tooOld(o) };
  const value: GrowthMeasurementInput = {
    date: fields.date,
    heightCm: null,
    weightKg: null,
    headCm: null,
    chestCm: null,
  };
  for (const key of MEASUREMENT_KEYS) {
    const v = fields[key];
    if (v === undefined || v === null) continue;
    const d = MEASUREMENT_FIELDS[key];
    const scaled = typeof v === 'number' ? v * 10 ** d.decimals : NaN;
    if (
      typeof v !== 'number' ||
      !Number.isFinite(v) ||
      v < d.min ||
      v > d.max ||
      Math.abs(scaled - Math.round(scaled)) > 1e-6
    ) {
      return { error: MEASUREMENT_MSG.field(key, o) };
    }
    value[key] = v;
  }
  if (MEASUREMENT_KEYS.every((k) => value[k] === null)) return { error: MEASUREMENT_MSG.none(o) };
  return { value };
}
