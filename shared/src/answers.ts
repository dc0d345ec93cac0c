/**
 * The schema of each catalogue call's `data` and how the BFF normalises it into the shared shape.
 * `CallResponse<N>` (calls.ts) is `Static` of the schema here, so a call's answer is written once.
 *
 * Shapes:
 * - `record`: one object; `id` names the field that identifies it and the request parameter that
 *   asked for it, so a record without its own id gets the one it was asked by;
 * - `list`: a paged `{list,total}`; a bare array is accepted and wrapped (`total` = its length);
 * - `array`: a bare array; a `{list,total}` answer is unwrapped;
 * - `none`: nothing the portal reads (`data` is forwarded as it is, never checked).
 *
 * Spellings: a record whose schema has `codedesc` or `jobid` and that carries only `codeDesc` or
 * `jobId` gets the shared spelling as well (the other is left in place).
 */
import { Type, type Static, type TSchema } from 'typebox';
import * as S from './schemas';

export type AnswerShape = 'record' | 'list' | 'array' | 'none';

export interface AnswerSpec<T extends TSchema = TSchema> {
  readonly shape: AnswerShape;
  /** The schema of the whole `data` (for `list`: the `{list,total}` object). */
  readonly schema: T;
  /** The schema of one record (the list item for `list`/`array`). */
  readonly item: TSchema | null;
  /** `record` only: the record's id field and the request parameter that carries the id. */
  readonly id?: { readonly field: string; readonly param: string };
  /** `record` only: `null` is a valid answer (e.g. no resume yet). */
  readonly nullable?: boolean;
}

function record<T extends TSchema>(
  schema: T,
  id?: { field: string; param: string },
): AnswerSpec<T> {
  return { shape: 'record', schema, item: schema, ...(id ? { id } : {}) };
}

function nullableRecord<T extends TSchema>(schema: T) {
  const spec: AnswerSpec<ReturnType<typeof Type.Union<[T, ReturnType<typeof Type.Null>]>>> = {
    shape: 'record',
    schema: Type.Union([schema, Type.Null()]),
    item: schema,
    nullable: true,
  };
  return spec;
}

function list<T extends TSchema>(item: T) {
  const spec: AnswerSpec<ReturnType<typeof S.ListSchema<T>>> = {
    shape: 'list',
    schema: S.ListSchema(item),
    item,
  };
  return spec;
}

function array<T extends TSchema>(item: T) {
  const spec: AnswerSpec<ReturnType<typeof Type.Array<T>>> = {
    shape: 'array',
    schema: Type.Array(item),
    item,
  };
  return spec;
}

const NoData = Type.Null();
function none(): AnswerSpec<typeof NoData> {
  return { shape: 'none', schema: NoData, item: null };
}

export const answers = {
  // Account
  login: record(S.UserInfoSchema),
  signOut: none(),
  clientRegister: record(S.UserInfoSchema),
  searchOSClientByPhone: record(S.OSClientLookupSchema),
  getVCode: record(S.VCodeResultSchema),
  checkVCode: record(S.CheckVCodeResultSchema),
  resetPwd: none(),
  updatePwd: none(),
  getClientById: record(S.UserInfoSchema),
  updateClientInfo: record(S.UserInfoSchema),
  getMyJoined: list(S.ActivityRegistrationSchema),
  doctorClinicSignup: record(S.DoctorSignupResultSchema),

  // Visits and cards
  getUserVisitRecord: list(S.VisitRecordSchema),
  getVisitDetail: record(S.VisitDetailSchema, {
    field: 'clientRegisterID',
    param: 'clientRegisterID',
  }),
  getPrecriptiontByClientRegisterId: array(S.PrescriptionSchema),
  getServiceCardsMedicalPlan: record(S.ServiceCardsMedicalPlanSchema),
  getMedicalPlanUseDetail: array(S.CardUsageSchema),
  getClientServiceCardDetail: array(S.CardUsageSchema),

  // Booking
  getScheduleListByClientId: list(S.BookingSchema),
  deleteSchedule: none(),
  saveSchedule: record(S.BookingSchema),
  getDoctorWeekWorkDate: array(S.WorkDateSchema),
  getDoctorWorkTimeSection: array(S.TimeSectionSchema),

  // Files and areas
  uploadImage: record(S.UploadResultSchema),
  uploadFile: record(S.UploadResultSchema),
  getAreaByParentId: array(S.AreaSchema),
  getSigleArea: record(S.SingleAreaSchema),

  // Feedback
  submitWebFeedback: record(S.FeedbackResultSchema),

  // Ask
  addAsk: record(S.AskSchema),
  getWebAskList: list(S.AskSchema),
  getMyAskList: list(S.AskDetailSchema),
  getAskDetail: record(S.AskDetailSchema, { field: 'askid', param: 'askid' }),
  getIllnessCategory: array(S.CodeTableEntrySchema),
  getTopAnswer: array(S.TopAnswerDoctorSchema),
  getWebAskListByDocGlobalID: list(S.AskDetailSchema),

  // News
  getWebNewsList: list(S.NewsSummarySchema),
  getHotNewsList: array(S.NewsSummarySchema),
  getNewsDetail: record(S.NewsDetailSchema, { field: 'newsid', param: 'newsid' }),
  getNewsCategory: array(S.CodeTableEntrySchema),
  addNews: record(S.NewsSummarySchema),
  getNewsListByGlobalUserId: list(S.NewsSummarySchema),

  // Clinics
  getClinicListByDocGlobalId: array(S.ClinicSchema),
  getRandomClinicList: array(S.ClinicSchema),
  searchClinic: list(S.ClinicSchema),
  getClinicDetailByClinicId: record(S.ClinicDetailSchema, {
    field: 'clinicid',
    param: 'clinicid',
  }),
  getClinicListByGlobalUserID: array(S.ClinicSchema),
  getQingYuanSalesPoint: list(S.SalesPointSchema),

  // Doctors
  searchDoctor: list(S.DoctorSummarySchema),
  getDoctorByClinicID: array(S.DoctorSummarySchema),
  getDocDetailByGlobalUserID: record(S.DoctorSchema, {
    field: 'globaluserid',
    param: 'globaluserid',
  }),

  // Associations and activities
  getAssociationListByReviewd: list(S.AssociationSchema),
  getWebActivityList: list(S.ActivitySchema),
  updateRegAttachment: record(S.ActivityRegistrationSchema),

  // Other
  getSystemStatistic: record(S.SystemStatisticSchema),
  calcChildHealth: record(S.ChildHealthResultSchema),

  // Jobs
  queryJobList: list(S.JobSchema),
  queryJobDetail: record(S.JobDetailSchema, { field: 'jobid', param: 'jobId' }),
  getEmploymentType: array(S.CodeTableEntrySchema),
  getQualification: array(S.CodeTableEntrySchema),
  getWorkYears: array(S.CodeTableEntrySchema),
  resumeAdd: record(S.ResumeSchema),
  resumeChangeOpenStatus: record(S.ResumeSchema),
  resumeDelete: none(),
  getClientResume: nullableRecord(S.ResumeSchema),
  resumeModify: record(S.ResumeSchema),
  queryDeliveries: list(S.DeliverySchema),
  delivery: record(S.DeliverySchema),
} satisfies Record<string, AnswerSpec>;

export type Answers = typeof answers;
/** The type of a call's `data` once the BFF normalised it. */
export type AnswerData<N extends keyof Answers> = Static<Answers[N]['schema']>;

// ---- normalisation ---------------------------------------------------------------------------

/** Shared spelling ← the variants the spec shows. */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['codedesc', 'codeDesc'],
  ['jobid', 'jobId'],
];

/** The spellings a record schema declares (looked up once per spec). */
const spellingCache = new WeakMap<TSchema, (readonly [string, string])[]>();
function spellingsOf(item: TSchema | null): (readonly [string, string])[] {
  if (!item) return [];
  let found = spellingCache.get(item);
  if (!found) {
    const props = (item as { properties?: Record<string, unknown> }).properties ?? {};
    found = SPELLINGS.filter(([shared]) => shared in props);
    spellingCache.set(item, found);
  }
  return found;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The record with shared spellings, or the same object when nothing was missing. */
function respell(
  rec: Record<string, unknown>,
  spellings: readonly (readonly [string, string])[],
): Record<string, unknown> {
  let out = rec;
  for (const [shared, variant] of spellings) {
    if (out[shared] === undefined && out[variant] !== undefined) {
      if (out === rec) out = { ...rec };
      out[shared] = out[variant];
    }
  }
  return out;
}

function respellAll(
  items: unknown[],
  spellings: readonly (readonly [string, string])[],
): unknown[] {
  if (spellings.length === 0) return items;
  let out = items;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isObject(item)) continue;
    const fixed = respell(item, spellings);
    if (fixed !== item) {
      if (out === items) out = items.slice();
      out[i] = fixed;
    }
  }
  return out;
}

/** Reads one request parameter, by exact name first, then case-insensitively. */
export type RequestParam = (name: string) => string | undefined;

/**
 * `data` in the shared shape of the call's answer. Returns the very same value when nothing had to
 * change (so the caller can forward the bytes it received). Never throws; what it cannot fix is
 * left for the schema check to report.
 */
export function normaliseAnswer(spec: AnswerSpec, data: unknown, param?: RequestParam): unknown {
  switch (spec.shape) {
    case 'none':
      return data;
    case 'record': {
      if (!isObject(data)) return data;
      let out = respell(data, spellingsOf(spec.item));
      const id = spec.id;
      if (id && param && (out[id.field] === undefined || out[id.field] === '')) {
        const value = param(id.param);
        if (value) {
          if (out === data) out = { ...data };
          out[id.field] = value;
        }
      }
      return out;
    }
    case 'list': {
      const spellings = spellingsOf(spec.item);
      if (Array.isArray(data)) return { list: respellAll(data, spellings), total: data.length };
      if (!isObject(data) || !Array.isArray(data.list)) return data;
      const items = respellAll(data.list, spellings);
      const total =
        typeof data.total === 'number'
          ? data.total
          : typeof data.total === 'string' && /^\d+$/.test(data.total)
            ? Number(data.total)
            : undefined;
      if (items === data.list && total !== undefined && total === data.total) return data;
      return { ...data, list: items, total: total ?? items.length };
    }
    case 'array': {
      const spellings = spellingsOf(spec.item);
      if (Array.isArray(data)) return respellAll(data, spellings);
      if (isObject(data) && Array.isArray(data.list)) return respellAll(data.list, spellings);
      return data;
    }
  }
}
