/**
 * The request side of each catalogue call: the schema of its query string and of its JSON body,
 * written once. The embedded upstream validates every call against them (`handle()` in
 * `upstream/src/lib/handle.ts` takes method, path and these schemas from the catalogue); together
 * with `calls.ts` (method, path, flags) and `answers.ts` (the answer's `data`) they are the whole
 * description of a call.
 *
 * The schemas are TypeBox, so JSON Schema at run time. The embedded upstream validates with Ajv in
 * its own mode (types coerced from query strings, defaults filled in), which is why enumerations
 * are written as JSON Schema `enum` rather than TypeBox unions: an unknown value is reported as
 * "not one of the choices", not as a failed alternative.
 *
 * Runtime import: `@portal/shared/requests` (server side only; the browser bundle never loads
 * TypeBox).
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MAX,
  FILE_URL_MAX,
  FILE_URL_OR_EMPTY_PATTERN,
  FILE_URL_PATTERN,
} from './common';
import {
  ADDRESS_MAX,
  DOCTOR_SIGNUP_LIMITS,
  HK_PHONE_PATTERN,
  PASSWORD_MAX,
  REGNO_PATTERN,
  USERNAME_MAX,
  VCODE_PATTERN,
} from './account';
import { NEWS_LIMITS } from './news';
import { RESUME_LIMITS } from './job';
import { ASK_IMAGES_MAX, ASK_NOTE_MAX, ASK_TITLE_MAX } from './ask';
import { BOOKING_NOTE_MAX } from './booking';
import { CHILD_AGE_MONTHS_MAX, MEASURE_TYPES } from './children';
import { EMAIL_MAX, EMAIL_PATTERN } from './email';
import {
  AVAILABLE_DOCTORS_PAGE_MAX,
  DOCTOR_ORDERS,
  FREE_FILTERS,
  NEAR_ORDER,
} from './availability';

/**
 * The limits a schema sets on a value (JSON Schema keywords, which TypeBox leaves off a schema's
 * static type): what the web's form checks are compared with, so a form takes what the API takes.
 */
export function limitsOf(schema: TSchema): {
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
} {
  return schema;
}

export interface RequestSpec {
  /** Schema of the query string, or none when the call reads no query parameter. */
  readonly query?: TObject;
  /** Schema of the JSON body, or none when the call reads no body. */
  readonly body?: TObject;
}

// ---- fragments -------------------------------------------------------------------------------

/** A string of at most `maxLength` characters (and at least `minLength`). */
const str = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** One of the listed strings, as a union of literals (`anyOf` of `const`s). */
function literals<const T extends string>(values: readonly T[]) {
  return Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
}

/** One of the listed values (JSON Schema `enum`). */
function oneOf<const T extends string | number>(type: 'string' | 'integer', values: readonly T[]) {
  return Type.Unsafe<T>({ type, enum: [...values] });
}

/** A record id such as `D1001`. */
const Id = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });
/** An optional id filter ('' means no filter). */
const IdFilter = Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' });

const Phone = Type.String({ minLength: 8, maxLength: 8, pattern: HK_PHONE_PATTERN });
const Password = str(PASSWORD_MAX, 1);
const CodeKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9]+$' });
const NumCode = Type.String({ minLength: 6, maxLength: 6, pattern: VCODE_PATTERN });
const Keyword = str(50);
const LangCode = oneOf('string', ['B5', 'GB', 'b5', 'gb', '']);
const Sex = oneOf('string', ['M', 'F']);

/** An e-mail address by the portal's one rule (the web forms check the same). */
const Email = Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN });
/** The same, or empty (an optional field left blank). */
const EmailOrEmpty = Type.String({
  maxLength: EMAIL_MAX,
  pattern: `^(${EMAIL_PATTERN.slice(1, -1)})?$`,
});
const FileUrl = Type.String({ maxLength: FILE_URL_MAX, pattern: FILE_URL_PATTERN });
const FileUrlOrEmpty = Type.String({ maxLength: FILE_URL_MAX, pattern: FILE_URL_OR_EMPTY_PATTERN });

/** Paging in a query string (`pageNo`, `pageSize`). */
const pageQuery = {
  pageNo: opt(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: opt(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** Paging in a JSON body (`pageno`, `pagesize`, `sortdesc`). */
const pageBody = {
  pageno: opt(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pagesize: opt(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sortdesc: opt(Type.Boolean()),
};

/**
 * The client id fields a session call may carry. The upstream answers for the token's client
 * whatever they say (and the BFF sets them from the session), so they are only bounded here.
 */
const clientIds = {
  clientId: opt(str(40)),
  clientid: opt(str(40)),
  clientID: opt(str(40)),
};

/** `size` of a short list (random clinics, hot news). */
const size = (dflt: number) => opt(Type.Integer({ minimum: 1, maximum: 50, default: dflt }));

const resume = {
  ...clientIds,
  name: str(RESUME_LIMITS.name, 1),
  sex: Sex,
  birthday: Type.String({ maxLength: 10 }),
  phone: Type.String({ pattern: HK_PHONE_PATTERN }),
  email: Email,
  qualificationid: Id,
  workyearsid: Id,
  employmenttypeid: Id,
  arealevel2id: opt(IdFilter),
  education: opt(str(RESUME_LIMITS.education)),
  workexperience: opt(str(RESUME_LIMITS.workexperience)),
  introduce: opt(str(RESUME_LIMITS.introduce)),
};

const query = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => ({
  query: Type.Object(properties),
});
const body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => ({
  body: Type.Object(properties),
});
const nothing: RequestSpec = {};

// ---- the calls -------------------------------------------------------------------------------

export const requests = {
  // Account
  login: body({ phone: Phone, password: Password }),
  signOut: query({ ...clientIds, token: opt(Type.String({ maxLength: 200 })) }),
  clientRegister: body({
    phone: Phone,
    password: Password,
    username: str(USERNAME_MAX, 1),
    codeKey: CodeKey,
    numcode: NumCode,
  }),
  // `codeKey`: the checked sign-up code that proves the phone (set by the BFF, never the browser).
  searchOSClientByPhone: query({ phone: Phone, codeKey: opt(CodeKey) }),
  getVCode: query({
    codeType: oneOf('string', ['register', 'resetPwd', 'signup']),
    phoneNumber: Phone,
  }),
  /**
   * `checkVCode` (a portal extension): checks a code without using it up. A sign-up code that fits
   * lets the applicant upload documents for a while, and is used up by the application itself.
   */
  checkVCode: query({
    codeType: oneOf('string', ['signup']),
    phoneNumber: Phone,
    codeKey: CodeKey,
    numcode: NumCode,
  }),
  resetPwd: query({ codeKey: CodeKey, newPwd: Password, numcode: NumCode, phone: Phone }),
  updatePwd: query({ ...clientIds, newPwd: Password, oldPwd: Password }),
  getClientById: query({ ...clientIds }),
  /** Fields a client may change with `updateClientInfo`. */
  updateClientInfo: body({
    ...clientIds,
    username: opt(str(USERNAME_MAX, 1)),
    sex: opt(oneOf('string', ['M', 'F', ''])),
    birthday: opt(Type.String({ maxLength: 10 })),
    email: opt(EmailOrEmpty),
    avatar: opt(FileUrlOrEmpty),
    address: opt(str(ADDRESS_MAX)),
  }),
  getMyJoined: query({ ...pageQuery, ...clientIds }),
  /** Doctor registration application (`/os/register`). */
  doctorClinicSignup: body({
    name: str(DOCTOR_SIGNUP_LIMITS.name, 1),
    phone: Phone,
    regno: Type.String({ pattern: REGNO_PATTERN }),
    clinicname: str(DOCTOR_SIGNUP_LIMITS.clinicname, 1),
    arealevel1id: Type.String({ maxLength: 10 }),
    arealevel2id: Type.String({ maxLength: 10 }),
    specialty: opt(str(DOCTOR_SIGNUP_LIMITS.specialty)),
    email: Email,
    documents: opt(Type.Array(FileUrl, { maxItems: DOCTOR_SIGNUP_LIMITS.documents })),
    note: opt(str(DOCTOR_SIGNUP_LIMITS.note)),
    codeKey: CodeKey,
    numcode: NumCode,
  }),

  // Visits and cards
  getUserVisitRecord: query({ ...pageQuery, ...clientIds }),
  getVisitDetail: query({ ...clientIds, clientRegisterID: Id }),
  getPrecriptiontByClientRegisterId: query({ ...clientIds, clientRegisterID: Id }),
  getServiceCardsMedicalPlan: query({ ...clientIds }),
  getMedicalPlanUseDetail: query({ ...clientIds, medicalplanitemid: Id }),
  getClientServiceCardDetail: query({ ...clientIds, clientservicecardid: Id }),

  // Booking
  getScheduleListByClientId: query({ ...pageQuery, ...clientIds }),
  deleteSchedule: query({ ...clientIds, scheduleID: Id }),
  /**
   * `saveSchedule` query. `scheduleDate` names the day and the section's start time
   * (`YYYY-MM-DD HH:mm`), which identify one section of the doctor's schedule. `scheduleID` is empty
   * for a new booking, or the id of the client's booking to move there.
   */
  saveSchedule: query({
    ...clientIds,
    doctorId: Id,
    scheduleDate: str(16, 16),
    scheduleID: opt(IdFilter),
    sourceType: opt(str(10)),
    note: opt(str(BOOKING_NOTE_MAX)),
  }),
  getDoctorWeekWorkDate: query({ doctorId: Id }),
  getDoctorWorkTimeSection: query({
    doctorId: Id,
    workDate: Type.String({ maxLength: 10 }),
    clinicId: opt(Type.String({ maxLength: 40 })),
  }),

  // Files and areas
  uploadImage: query({ imgCategory: oneOf('string', ['avatar', 'ask', 'news', 'attachment']) }),
  /** A doctor applicant's upload names the phone a checked sign-up code verified, and that code. */
  uploadFile: query({
    codeKey: opt(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9]*$' })),
    phone: opt(Type.String({ maxLength: 8, pattern: '^([4-9][0-9]{7})?$' })),
  }),
  getAreaByParentId: query({ langcode: opt(LangCode), parentId: Id }),
  getSigleArea: query({ areaLevel1Id: Id, areaLevel2Id: opt(IdFilter), langcode: opt(LangCode) }),

  // Feedback
  submitWebFeedback: query({
    contact: str(FEEDBACK_CONTACT_MAX, 1),
    msgTxt: str(FEEDBACK_MAX, 1),
  }),

  // Ask
  addAsk: body({
    ...clientIds,
    title: str(ASK_TITLE_MAX, 1),
    illnesscategorycode: Id,
    note: str(ASK_NOTE_MAX, 1),
    images: opt(Type.Array(FileUrl, { maxItems: ASK_IMAGES_MAX })),
  }),
  getWebAskList: query({ ...pageQuery, keyword: opt(Keyword), illnesscategorycode: opt(IdFilter) }),
  getMyAskList: query({ ...pageQuery, ...clientIds }),
  getAskDetail: query({ askid: Id }),
  getIllnessCategory: nothing,
  getTopAnswer: nothing,
  getWebAskListByDocGlobalID: query({ ...pageQuery, doctorglobaluserid: Id }),

  // News
  getWebNewsList: query({ ...pageQuery, category: opt(IdFilter), keyword: opt(Keyword) }),
  getHotNewsList: query({ size: size(6) }),
  getNewsDetail: query({ newsid: Id, clientid: opt(Type.String({ maxLength: 40 })) }),
  getNewsCategory: query({ langcode: opt(LangCode) }),
  addNews: body({
    ...clientIds,
    title: str(NEWS_LIMITS.title, 1),
    category: Id,
    tag: opt(str(NEWS_LIMITS.tag)),
    introduce: str(NEWS_LIMITS.introduce, 1),
    content: str(NEWS_LIMITS.content, 1),
    cover: opt(FileUrlOrEmpty),
  }),
  getNewsListByGlobalUserId: query({ ...pageQuery, globaluserid: Id }),

  // Clinics
  getClinicListByDocGlobalId: query({ doctorglobaluserid: Id }),
  getRandomClinicList: query({ size: size(15) }),
  searchClinic: body({
    ...pageBody,
    keyword: opt(Keyword),
    arealevel1id: opt(IdFilter),
    arealevel2id: opt(IdFilter),
  }),
  getClinicDetailByClinicId: query({ clinicid: Id }),
  getClinicListByGlobalUserID: query({ globaluserid: Id }),
  getQingYuanSalesPoint: body({ ...pageBody, keyword: opt(Keyword) }),

  // Doctors
  searchDoctor: body({
    ...pageBody,
    keyword: opt(Keyword),
    arealevel1id: opt(IdFilter),
    arealevel2id: opt(IdFilter),
    specialty: opt(str(20)),
    language: opt(str(20)),
    clinicid: opt(IdFilter),
  }),
  getDoctorByClinicID: query({ clinicid: Id }),
  getDocDetailByGlobalUserID: query({ globaluserid: Id }),

  // Associations and activities
  getAssociationListByReviewd: query({ ...pageQuery }),
  getWebActivityList: query({ ...pageQuery, associationid: opt(IdFilter) }),
  updateRegAttachment: query({
    ...clientIds,
    activityregid: Id,
    attachment: Type.String({ minLength: 1, maxLength: FILE_URL_MAX, pattern: FILE_URL_PATTERN }),
    paytime: Type.String({ maxLength: 19 }),
  }),

  // Other
  getSystemStatistic: nothing,
  calcChildHealth: body({
    sex: Sex,
    birthday: opt(Type.String({ maxLength: 10 })),
    agemonths: opt(Type.Number({ minimum: 0, maximum: CHILD_AGE_MONTHS_MAX })),
    measuredate: opt(Type.String({ maxLength: 10 })),
    measuretype: oneOf('string', MEASURE_TYPES),
    value: Type.Number(),
    /** How a length was measured; WHO's 0.7 cm applies when it is not the table's own way. */
    position: opt(oneOf('string', ['lying', 'standing'])),
    /** The height a BMI was worked out from (cm), so a length measured the other way can be adjusted. */
    height: opt(Type.Number({ minimum: 40, maximum: 200 })),
  }),

  // Jobs
  queryJobList: body({
    ...pageBody,
    keyword: opt(Keyword),
    employmenttypeid: opt(IdFilter),
    arealevel1id: opt(IdFilter),
    arealevel2id: opt(IdFilter),
  }),
  queryJobDetail: body({
    clientId: opt(Type.String({ maxLength: 40 })),
    jobId: Id,
    uid: opt(Type.String({ maxLength: 40 })),
  }),
  getEmploymentType: nothing,
  getQualification: nothing,
  getWorkYears: nothing,
  /**
   * A new resume. `isopen` says whether employers may see it from the start; a resume created
   * without it stays closed until the client opens it.
   */
  resumeAdd: body({ ...resume, isopen: opt(oneOf('integer', [0, 1] as const)) }),
  resumeChangeOpenStatus: body({
    ...clientIds,
    resumeid: Id,
    isopen: oneOf('integer', [0, 1] as const),
  }),
  resumeDelete: body({ ...clientIds, resumeid: Id }),
  getClientResume: body({ ...clientIds }),
  resumeModify: body({ ...resume, resumeid: Id }),
  queryDeliveries: body({ ...pageBody, ...clientIds }),
  delivery: body({ ...clientIds, jobid: Id, resumeid: Id }),
} satisfies Record<string, RequestSpec>;

export type Requests = typeof requests;

// ---- the BFF's own calls ---------------------------------------------------------------------

const optionalBffId = Type.Optional(Type.String({ pattern: '^([A-Za-z0-9_-]{1,40})?$' }));

/**
 * `GET /bff/doctors`: `searchDoctor`'s search fields with the availability filter and order the
 * BFF applies over every matching doctor before it cuts the page.
 */
export const AvailableDoctorsQuerySchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    arealevel1id: optionalBffId,
    arealevel2id: optionalBffId,
    specialty: Type.Optional(Type.String({ maxLength: 20 })),
    language: Type.Optional(Type.String({ maxLength: 20 })),
    clinicid: optionalBffId,
    free: Type.Optional(literals(FREE_FILTERS)),
    order: Type.Optional(literals([...DOCTOR_ORDERS, NEAR_ORDER])),
    /**
     * The reader's position for `order=distance`, in degrees. Checked by the BFF itself, so a
     * bad one is answered with what is wrong rather than a bare 請求無效.
     */
    lat: Type.Optional(Type.String({ maxLength: 24 })),
    lng: Type.Optional(Type.String({ maxLength: 24 })),
    pageno: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    pagesize: Type.Optional(Type.Integer({ minimum: 1, maximum: AVAILABLE_DOCTORS_PAGE_MAX })),
  },
  { additionalProperties: false },
);

/**
 * `GET /bff/doctors`: the doctor search with availability filters and order. The search fields
 * are `searchDoctor`'s; `free` and `order` are applied by the BFF over every matching doctor
 * before the page is cut, so `total` counts the doctors that pass the filter.
 */
export type AvailableDoctorsQuery = Static<typeof AvailableDoctorsQuerySchema>;

/** The query string a call accepts, as its schema says (`never` when it reads none). */
export type RequestQuery<N extends keyof Requests> = Requests[N] extends {
  query: infer S extends TSchema;
}
  ? Static<S>
  : never;
/** The JSON body a call accepts, as its schema says (`never` when it reads none). */
export type RequestBody<N extends keyof Requests> = Requests[N] extends {
  body: infer S extends TSchema;
}
  ? Static<S>
  : never;

// ---- shapes derived from a call's request that other packages name ----------------------------
// (A call's whole query or body is named by the catalogue's `CallQuery<'name'>` / `CallBody<'name'>`.)

/** What a client writes in a resume (the fields of a new or changed one). */
export type ResumeInput = Omit<RequestBody<'resumeAdd'>, 'isopen' | 'clientId' | 'clientID'>;
/** What a code is for (`getVCode`'s `codeType`). */
export type VCodeType = RequestQuery<'getVCode'>['codeType'];
