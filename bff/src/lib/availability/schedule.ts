/**
 * Working out a doctor's earliest free section from the upstream's two schedule calls:
 * `getDoctorWeekWorkDate` (the doctor's work days, one entry per day and clinic) and then
 * `getDoctorWorkTimeSection` for the days in order until a free section turns up. Usually two
 * calls: the week answer says which days still have room.
 *
 * The answers are first put in their shared shape by the catalogue's normaliser (a `{list,total}`
 * answer becomes the bare list these calls are specified with). The spec names no field of either
 * answer (their schemas make every field optional), so each field is read as optional: a day or section
 * counts as free only on positive evidence (`available: true`, or fewer `booked` than `capacity`),
 * as not free on negative evidence, and anything else leaves the doctor `unknown` rather than
 * guessing. A missing or malformed answer is `unknown` too: the card then shows no time.
 *
 * The clinics' opening hours (the doctor's clinics' records, doctor-places.ts) are read beside
 * the schedule: a day the clinic's hours say it is closed, or a section outside them, is not
 * offered, whatever the schedule says, and the disagreement is reported (`onClosed`). Without
 * usable hours the schedule alone decides.
 */
import {
  AVAILABILITY_WINDOW_DAYS,
  addDays,
  type AnswerData,
  type DoctorAvailability,
  SOONEST_TIMES,
  type NextSlot,
  type OpeningHours,
  closedOn,
  openForSection,
} from '@portal/shared';
import { answers, normaliseAnswer } from '@portal/shared/answers';

/** One entry of each answer as its schema describes it: every field may be missing. */
type WorkDateItem = Partial<AnswerData<'getDoctorWeekWorkDate'>[number]>;
type SectionItem = Partial<AnswerData<'getDoctorWorkTimeSection'>[number]>;

/** A work day as read from `getDoctorWeekWorkDate`. */
interface WorkDay {
  date: string;
  clinicid: string;
  clinicname: string;
  /** The day's own "any room left" flag, when the upstream gave one. */
  available: boolean | undefined;
}

interface ReadSection {
  starttime: string;
  endtime: string;
  clinicid: string;
  clinicname: string;
  /** true: free; false: not bookable; undefined: the answer does not say. */
  free: boolean | undefined;
}

/** An upstream answer as the computation sees it: `data` of a code-200 envelope, or why not. */
export type ScheduleAnswer =
  | { ok: true; data: unknown }
  /** `definite`: the upstream answered (e.g. no such doctor); otherwise a fault or timeout. */
  | { ok: false; definite: boolean };

export interface ScheduleSource {
  workDates(doctorId: string): Promise<ScheduleAnswer>;
  sections(doctorId: string, date: string, clinicId: string): Promise<ScheduleAnswer>;
  /** The opening hours of the doctor's clinics by clinic id (empty when unknown). */
  hours(doctorId: string): Promise<ReadonlyMap<string, ClinicHours>>;
}

/** A clinic's opening hours, each day's fields as given. */
type ClinicHours = Partial<OpeningHours>[] | undefined;

/** A time the schedule offers at a clinic whose opening hours say it is closed then. */
export interface ClosedSection {
  clinicid: string;
  clinicname: string;
  date: string;
  starttime: string;
}

export interface Computed {
  availability: DoctorAvailability;
  /** False when a fault, timeout or deadline cut the work short: not worth keeping. */
  cacheable: boolean;
}

/** Work days beyond the first this many checked without an answer leave the doctor `unknown`. */
const MAX_DAY_CHECKS = 7;

const DATE_RE = /^\d{4}-\d{2}-\d{2}/;
const TIME_RE = /^\d{2}:\d{2}/;

/** An entry of a list answer as an object whose fields are still to be checked one by one. */
function entry<T>(v: unknown): { [K in keyof T]?: unknown } | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as { [K in keyof T]?: unknown })
    : null;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function flag(v: unknown): boolean | undefined {
  return typeof v === 'boolean' ? v : undefined;
}

function count(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/**
 * The work days of the window `[today, today + 13]`, by date (the upstream's order within a
 * day); `null` when the answer is not a list at all.
 */
function readWorkDays(answer: unknown, today: string): WorkDay[] | null {
  const data = normaliseAnswer(answers.getDoctorWeekWorkDate, answer);
  if (!Array.isArray(data)) return null;
  const last = addDays(today, AVAILABILITY_WINDOW_DAYS - 1);
  const days: WorkDay[] = [];
  for (const item of data) {
    const r = entry<WorkDateItem>(item);
    const date = text(r?.date).slice(0, 10);
    if (!r || !DATE_RE.test(date) || date < today || date > last) continue;
    days.push({
      date,
      clinicid: text(r.clinicid),
      clinicname: text(r.clinicname),
      available: flag(r.available),
    });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The sections of one day, by start time, with whether each is free. A section that has started
 * (`past`, or today before `nowClock`) or is full is not free whatever else it says.
 */
function readSections(
  answer: unknown,
  date: string,
  today: string,
  nowClock: string,
): ReadSection[] | null {
  const data = normaliseAnswer(answers.getDoctorWorkTimeSection, answer);
  if (!Array.isArray(data)) return null;
  const out: ReadSection[] = [];
  for (const item of data) {
    const r = entry<SectionItem>(item);
    const starttime = text(r?.starttime).slice(0, 5);
    if (!r || !TIME_RE.test(starttime)) continue;
    const capacity = count(r.capacity);
    const booked = count(r.booked);
    const available = flag(r.available);
    const started = r.past === true || (date === today && starttime <= nowClock);
    const filled = capacity !== undefined && booked !== undefined && booked >= capacity;
    let free: boolean | undefined;
    if (started || filled || available === false) free = false;
    else if (available === true || (capacity !== undefined && booked !== undefined)) free = true;
    const endtime = text(r.endtime).slice(0, 5);
    out.push({
      starttime,
      endtime: TIME_RE.test(endtime) ? endtime : '',
      clinicid: text(r.clinicid),
      clinicname: text(r.clinicname),
      free,
    });
  }
  return out.sort((a, b) => (a.starttime < b.starttime ? -1 : a.starttime > b.starttime ? 1 : 0));
}

export interface ComputeContext {
  today: string;
  /** `HH:mm` now in Hong Kong. */
  nowClock: string;
  /** Asked before each further upstream call: past the doctor's deadline, stop. */
  expired(): boolean;
  /** A time the schedule offers while the clinic's hours say it is closed (not offered). */
  onClosed?(closed: ClosedSection): void;
}

const unknown = (doctorId: string, cacheable: boolean): Computed => ({
  availability: { doctorId, status: 'unknown', freeDates: [] },
  cacheable,
});

/** The doctor's earliest free section in the window, and the days known to have room. */
export async function computeAvailability(
  doctorId: string,
  source: ScheduleSource,
  ctx: ComputeContext,
): Promise<Computed> {
  const [week, hours] = await Promise.all([source.workDates(doctorId), source.hours(doctorId)]);
  if (!week.ok) return unknown(doctorId, week.definite);
  const scheduled = readWorkDays(week.data, ctx.today);
  if (!scheduled) return unknown(doctorId, true);
  /** Whether the clinic's hours allow the section (true when they say nothing of it). */
  const open = (clinicid: string, clinicname: string, date: string, s: ReadSection) => {
    if (openForSection(hours.get(clinicid), date, s.starttime, s.endtime) !== false) return true;
    ctx.onClosed?.({ clinicid, clinicname, date, starttime: s.starttime });
    return false;
  };
  // A day the clinic's hours say it is closed (e.g. 星期日 休息) is no work day at all.
  const days = scheduled.filter((d) => {
    if (!closedOn(hours.get(d.clinicid), d.date)) return true;
    ctx.onClosed?.({ clinicid: d.clinicid, clinicname: d.clinicname, date: d.date, starttime: '' });
    return false;
  });

  const freeDates = new Set(days.filter((d) => d.available === true).map((d) => d.date));
  let uncertain = false;
  let checks = 0;
  let slot: NextSlot | undefined;
  let slots: NextSlot[] = [];
  for (const day of days) {
    if (day.available === false) continue;
    if (checks >= MAX_DAY_CHECKS) {
      uncertain = true;
      break;
    }
    if (ctx.expired()) return unknown(doctorId, false);
    checks += 1;
    const answer = await source.sections(doctorId, day.date, day.clinicid);
    if (!answer.ok) {
      if (!answer.definite) return unknown(doctorId, false);
      uncertain = true;
      continue;
    }
    const sections = readSections(answer.data, day.date, ctx.today, ctx.nowClock)?.map((s) =>
      s.free === true &&
      !open(s.clinicid || day.clinicid, s.clinicname || day.clinicname, day.date, s)
        ? { ...s, free: false }
        : s,
    );
    const found = (sections ?? []).filter((s) => s.free === true).slice(0, SOONEST_TIMES);
    if (found.length > 0) {
      slots = found.map((f) => ({
        date: day.date,
        starttime: f.starttime,
        endtime: f.endtime,
        clinicid: f.clinicid || day.clinicid,
        clinicname: f.clinicname || day.clinicname,
      }));
      slot = slots[0];
      freeDates.add(day.date);
      break;
    }
    if (!sections || sections.some((s) => s.free === undefined)) uncertain = true;
    // Sections say the day is full although the week answer thought otherwise (it just filled).
    else if (!days.some((d) => d.date === day.date && d !== day && d.available !== false)) {
      freeDates.delete(day.date);
    }
  }
  const dates = [...freeDates].filter((d) => !slot || d >= slot.date).sort();
  if (slot) {
    return {
      availability: { doctorId, status: 'open', slot, slots, freeDates: dates },
      cacheable: true,
    };
  }
  if (uncertain) return unknown(doctorId, true);
  return { availability: { doctorId, status: 'full', freeDates: [] }, cacheable: true };
}
