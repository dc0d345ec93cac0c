/**
 * The typed catalogue of every call of the portal API: method, path, query, body and the type of
 * `data` in the answer. Paths keep the upstream's spellings exactly (`sckedule`, `getSigleArea`,
 * `getPrecriptiontByClientRegisterId`, ...). The schemas of each call, keyed by the same names, sit
 * beside it for the server side: `requests.ts` (query and body) and `answers.ts` (the answer's
 * `data`); they load TypeBox, which this module and the browser never do.
 *
 * `session: true` marks calls that need a logged-in client: the BFF answers 211 itself when such a
 * call arrives without a session, and sets any clientId field from the session.
 */
import type {
  CheckVCodeQuery,
  CheckVCodeResult,
  DoctorSignupBody,
  DoctorSignupResult,
  LoginBody,
  OSClientLookup,
  RegisterBody,
  ResetPwdQuery,
  SignOutQuery,
  UpdatePwdQuery,
  UserInfo,
  UserInfoUpdate,
  VCodeQuery,
  VCodeResult,
} from './account';
import type { Area, AreaByParentQuery, SingleArea, SingleAreaQuery } from './area';
import type {
  AddAskBody,
  Ask,
  AskDetail,
  AskListQuery,
  DoctorAskListQuery,
  IllnessCategory,
  MyAskListQuery,
  TopAnswerDoctor,
} from './ask';
import type {
  Activity,
  ActivityListQuery,
  ActivityRegistration,
  Association,
  MyJoinedQuery,
  RegAttachmentQuery,
} from './association';
import type {
  Booking,
  DeleteScheduleQuery,
  SaveScheduleQuery,
  ScheduleListQuery,
  TimeSection,
  WeekWorkDateQuery,
  WorkDate,
  WorkTimeSectionQuery,
} from './booking';
import type { ChildHealthBody, ChildHealthResult } from './children';
import type {
  Clinic,
  ClinicDetail,
  ClinicSearchBody,
  SalesPoint,
  SalesPointSearchBody,
} from './clinic';
import type {
  FeedbackQuery,
  FeedbackResult,
  SystemStatistic,
  UploadFileQuery,
  UploadImageQuery,
  UploadResult,
} from './common';
import type { Doctor, DoctorSearchBody, DoctorSummary } from './doctor';
import type { CodeTableEntry, ListData } from './envelope';
import type { RequestQuery } from './requests';
import type {
  ClientBody,
  Delivery,
  DeliveryBody,
  DeliveryListBody,
  JobDetail,
  JobDetailBody,
  JobListBody,
  Job,
  Resume,
  ResumeIdBody,
  ResumeAddBody,
  ResumeModifyBody,
  ResumeStatusBody,
} from './job';
import type {
  AddNewsBody,
  NewsCategory,
  NewsCategoryQuery,
  NewsDetail,
  NewsDetailQuery,
  NewsListQuery,
  NewsSummary,
} from './news';
import type {
  CardUsage,
  CardsQuery,
  PlanUseQuery,
  Prescription,
  PrescriptionQuery,
  ServiceCardDetailQuery,
  ServiceCardsMedicalPlan,
  VisitDetail,
  VisitDetailQuery,
  VisitRecord,
  VisitRecordQuery,
} from './visit';

export type HttpMethod = 'GET' | 'POST';

export interface CallOptions<Q = unknown, B = unknown> {
  /** Needs a logged-in client (the BFF answers 211 without one). */
  session?: boolean;
  /** The body is multipart/form-data (file uploads). */
  multipart?: boolean;
  /** Abuse-prone call the BFF rate-limits per client address. */
  rateLimited?: boolean;
  /** How the BFF may keep answers (see {@link CachePolicy}); default `'none'`. */
  cache?: CachePolicy;
  /**
   * A public search: the fields (query string or JSON body) whose Simplified Chinese the BFF
   * turns into Traditional before the search reaches the portal API.
   */
  keywordSearch?: readonly string[];
  /**
   * Who may make the call besides being logged in: `'doctor'` calls are refused by the BFF (403)
   * for a session that is not a doctor's, and by the portal API itself.
   */
  role?: 'doctor';
  /**
   * Parameters that store a file URL: the BFF lets only safe `/files/` URLs through
   * ({@link isSafeFileUrl}); a list field holds URLs in an array.
   */
  fileUrlFields?: FileUrlFields;
  /**
   * The answer is the client's own record that a form loads and saves back (profile, resume):
   * Simplified pages get it in the characters it was written in, so saving never rewrites it.
   * Every other answer, a client's bookings and visit records included, is converted for them.
   */
  editable?: boolean;
  /**
   * Where the call names the client it is made for (the spec's spellings: `clientid`,
   * `clientId`, `clientID`, `uid`): the BFF writes the session's client id into each of these
   * parameters, overriding anything sent, and removes them when there is no session.
   */
  clientIdParams?: ClientIdParams<Q, B>;
}

export interface FileUrlFields {
  readonly query?: readonly string[];
  readonly body?: readonly string[];
}

/**
 * The names of the parameters that carry the client's id, by where they go; typed against the
 * call's query and body, so a misspelt name does not compile.
 */
export interface ClientIdParams<Q = unknown, B = unknown> {
  readonly query?: readonly (keyof Q & string)[];
  readonly body?: readonly (keyof B & string)[];
}

/**
 * `'public'`: the answer is the same for every anonymous caller (public lists, categories, code
 * tables, areas, statistics, public searches keyed by their JSON body), so the BFF's micro-cache
 * may answer anonymous callers from it for a few seconds. `'none'`: always asked afresh; so are
 * booking times, which a user changes and must see at once, and detail records (cached only when
 * the BFF fetches them to render a detail page).
 */
export type CachePolicy = 'none' | 'public';

export interface CallDef<Q = unknown, B = unknown, R = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly session: boolean;
  readonly multipart: boolean;
  readonly rateLimited: boolean;
  readonly cache: CachePolicy;
  /** See {@link CallOptions.keywordSearch}; absent for calls that are not searches. */
  readonly keywordSearch?: readonly string[];
  /** See {@link CallOptions.role}; absent for calls any client may make. */
  readonly role?: 'doctor';
  /** See {@link CallOptions.fileUrlFields}; absent for calls that store no file URL. */
  readonly fileUrlFields?: FileUrlFields;
  /** See {@link CallOptions.editable}; absent for answers converted on Simplified pages. */
  readonly editable?: true;
  /** See {@link CallOptions.clientIdParams}; absent for calls that name no client. */
  readonly clientIdParams?: ClientIdParams<Q, B>;
  /** Type carrier only; never set at run time. */
  readonly types?: { query: Q; body: B; response: R };
}

type NoParams = Record<string, never>;

/** Multipart form with one `file` part (a browser `FormData`). */
export interface MultipartBody {
  readonly multipart: true;
}

function call<Q = NoParams, B = NoParams, R = unknown>(
  method: HttpMethod,
  path: string,
  options: CallOptions<Q, B> = {},
): CallDef<Q, B, R> {
  return {
    method,
    path,
    session: options.session ?? false,
    multipart: options.multipart ?? false,
    rateLimited: options.rateLimited ?? false,
    cache: options.cache ?? 'none',
    ...(options.keywordSearch && { keywordSearch: options.keywordSearch }),
    ...(options.fileUrlFields && { fileUrlFields: options.fileUrlFields }),
    ...(options.editable && { editable: true as const }),
    ...(options.clientIdParams && { clientIdParams: options.clientIdParams }),
    ...(options.role && { role: options.role }),
  };
}

const S = { session: true } as const;
/**
 * Where the call names its client. The spec names `updatePwd?clientId`, `signOut?clientId`,
 * `getClientById?clientid`, `getServiceCardsMedicalPlan?clientID`, `getMedicalPlanUseDetail?
 * clientid`, `getClientServiceCardDetail?clientid`, `getScheduleListByClientId?clientId`,
 * `saveSchedule?clientId`, `getNewsDetail` (newsid, clientid) and `queryJobDetail` (clientId,
 * jobId, uid); the other session calls take the spelling of their request type. `deleteSchedule`,
 * `uploadImage` and `addNews` name no client (the token says who asks).
 */
const inQuery = <const N extends string>(...names: N[]) => ({ clientIdParams: { query: names } });
const inBody = <const N extends string>(...names: N[]) => ({ clientIdParams: { body: names } });
/** Public answers the BFF may micro-cache for anonymous callers. */
const P = { cache: 'public' } as const;

export const calls = {
  // Account
  login: call<NoParams, LoginBody, UserInfo>('POST', '/api/user/login', {
    rateLimited: true,
  }),
  signOut: call<SignOutQuery, NoParams, null>('POST', '/api/user/signOut', {
    ...S,
    ...inQuery('clientId'),
  }),
  clientRegister: call<NoParams, RegisterBody, UserInfo>('POST', '/api/user/clientRegister', {
    rateLimited: true,
  }),
  /** `codeKey` is set by the BFF from the browser's proof of the phone, never by the browser. */
  searchOSClientByPhone: call<RequestQuery<'searchOSClientByPhone'>, NoParams, OSClientLookup>(
    'GET',
    '/api/user/searchOSClientByPhone',
    { rateLimited: true },
  ),
  getVCode: call<VCodeQuery, NoParams, VCodeResult>('POST', '/api/vcode/getVCode', {
    rateLimited: true,
  }),
  /** Portal extension: checks a sign-up code without using it up (see CheckVCodeQuery). */
  checkVCode: call<CheckVCodeQuery, NoParams, CheckVCodeResult>('POST', '/api/vcode/checkVCode', {
    rateLimited: true,
  }),
  resetPwd: call<ResetPwdQuery, NoParams, null>('POST', '/api/user/resetPwd', {
    rateLimited: true,
  }),
  updatePwd: call<UpdatePwdQuery, NoParams, null>('POST', '/api/user/updatePwd', {
    ...S,
    ...inQuery('clientId'),
  }),
  getClientById: call<RequestQuery<'getClientById'>, NoParams, UserInfo>(
    'GET',
    '/api/user/getClientById',
    { ...S, ...inQuery('clientid'), editable: true },
  ),
  updateClientInfo: call<NoParams, UserInfoUpdate, UserInfo>('POST', '/api/user/updateClientInfo', {
    ...S,
    ...inBody('clientid'),
    fileUrlFields: { body: ['avatar'] },
  }),
  getMyJoined: call<MyJoinedQuery, NoParams, ListData<ActivityRegistration>>(
    'GET',
    '/api/activity/getMyJoined',
    { ...S, ...inQuery('clientid') },
  ),
  doctorClinicSignup: call<NoParams, DoctorSignupBody, DoctorSignupResult>(
    'POST',
    '/api/os/doctorClinicSignup',
    { rateLimited: true, fileUrlFields: { body: ['documents'] } },
  ),

  // Visits and cards
  getUserVisitRecord: call<VisitRecordQuery, NoParams, ListData<VisitRecord>>(
    'GET',
    '/api/visitrecord/getUserVisitRecord',
    { ...S, ...inQuery('clientid') },
  ),
  getVisitDetail: call<VisitDetailQuery, NoParams, VisitDetail>(
    'GET',
    '/api/visitrecord/getVisitDetail',
    { ...S, ...inQuery('clientid') },
  ),
  getPrecriptiontByClientRegisterId: call<PrescriptionQuery, NoParams, Prescription[]>(
    'GET',
    '/api/docprescription/getPrecriptiontByClientRegisterId',
    { ...S, ...inQuery('clientid') },
  ),
  getServiceCardsMedicalPlan: call<CardsQuery, NoParams, ServiceCardsMedicalPlan>(
    'GET',
    '/api/visitrecord/getServiceCardsMedicalPlan',
    { ...S, ...inQuery('clientID') },
  ),
  getMedicalPlanUseDetail: call<PlanUseQuery, NoParams, CardUsage[]>(
    'GET',
    '/api/visitrecord/getMedicalPlanUseDetail',
    { ...S, ...inQuery('clientid') },
  ),
  getClientServiceCardDetail: call<ServiceCardDetailQuery, NoParams, CardUsage[]>(
    'GET',
    '/api/visitrecord/getClientServiceCardDetail',
    { ...S, ...inQuery('clientid') },
  ),

  // Booking
  getScheduleListByClientId: call<ScheduleListQuery, NoParams, ListData<Booking>>(
    'GET',
    '/api/sckedule/getScheduleListByClientId',
    { ...S, ...inQuery('clientId') },
  ),
  deleteSchedule: call<DeleteScheduleQuery, NoParams, null>(
    'POST',
    '/api/sckedule/deleteSchedule',
    S,
  ),
  saveSchedule: call<SaveScheduleQuery, NoParams, Booking>('POST', '/api/sckedule/saveSchedule', {
    ...S,
    ...inQuery('clientId'),
  }),
  getDoctorWeekWorkDate: call<WeekWorkDateQuery, NoParams, WorkDate[]>(
    'GET',
    '/api/sckedule/getDoctorWeekWorkDate',
  ),
  getDoctorWorkTimeSection: call<WorkTimeSectionQuery, NoParams, TimeSection[]>(
    'GET',
    '/api/sckedule/getDoctorWorkTimeSection',
  ),

  // Files and areas
  uploadImage: call<UploadImageQuery, MultipartBody, UploadResult>(
    'POST',
    '/api/file/uploadImage',
    { multipart: true, session: true },
  ),
  uploadFile: call<UploadFileQuery, MultipartBody, UploadResult>('POST', '/api/file/uploadFile', {
    multipart: true,
  }),
  getAreaByParentId: call<AreaByParentQuery, NoParams, Area[]>(
    'GET',
    '/api/area/getAreaByParentId',
    P,
  ),
  getSigleArea: call<SingleAreaQuery, NoParams, SingleArea>('GET', '/api/area/getSigleArea', P),

  // Feedback
  submitWebFeedback: call<FeedbackQuery, NoParams, FeedbackResult>(
    'POST',
    '/api/clientfeedback/submitWebFeedback',
    { rateLimited: true },
  ),

  // Ask
  addAsk: call<NoParams, AddAskBody, Ask>('POST', '/api/ask/addAsk', {
    ...S,
    ...inBody('clientid'),
    fileUrlFields: { body: ['images'] },
  }),
  getWebAskList: call<AskListQuery, NoParams, ListData<Ask>>('GET', '/api/ask/getWebAskList', {
    ...P,
    keywordSearch: ['keyword'],
  }),
  getMyAskList: call<MyAskListQuery, NoParams, ListData<AskDetail>>(
    'GET',
    '/api/ask/getMyAskList',
    { ...S, ...inQuery('clientid') },
  ),
  getAskDetail: call<RequestQuery<'getAskDetail'>, NoParams, AskDetail>(
    'GET',
    '/api/ask/getAskDetail',
  ),
  getIllnessCategory: call<NoParams, NoParams, IllnessCategory[]>(
    'GET',
    '/api/ask/getIllnessCategory',
    P,
  ),
  getTopAnswer: call<NoParams, NoParams, TopAnswerDoctor[]>('GET', '/api/ask/getTopAnswer', P),
  getWebAskListByDocGlobalID: call<DoctorAskListQuery, NoParams, ListData<AskDetail>>(
    'GET',
    '/api/ask/getWebAskListByDocGlobalID',
  ),

  // News
  getWebNewsList: call<NewsListQuery, NoParams, ListData<NewsSummary>>(
    'GET',
    '/api/news/getWebNewsList',
    { ...P, keywordSearch: ['keyword'] },
  ),
  getHotNewsList: call<RequestQuery<'getHotNewsList'>, NoParams, NewsSummary[]>(
    'GET',
    '/api/news/getHotNewsList',
    P,
  ),
  getNewsDetail: call<NewsDetailQuery, NoParams, NewsDetail>(
    'GET',
    '/api/news/getNewsDetail',
    inQuery('clientid'),
  ),
  getNewsCategory: call<NewsCategoryQuery, NoParams, NewsCategory[]>(
    'GET',
    '/api/news/getNewsCategory',
    P,
  ),
  addNews: call<NoParams, AddNewsBody, NewsSummary>('POST', '/api/news/addNews', {
    ...S,
    role: 'doctor',
    fileUrlFields: { body: ['cover'] },
  }),
  getNewsListByGlobalUserId: call<
    RequestQuery<'getNewsListByGlobalUserId'>,
    NoParams,
    ListData<NewsSummary>
  >('GET', '/api/news/getNewsListByGlobalUserId', P),

  // Clinics
  getClinicListByDocGlobalId: call<RequestQuery<'getClinicListByDocGlobalId'>, NoParams, Clinic[]>(
    'GET',
    '/api/common/getClinicListByDocGlobalId',
    P,
  ),
  getRandomClinicList: call<RequestQuery<'getRandomClinicList'>, NoParams, Clinic[]>(
    'GET',
    '/api/clinic/getRandomClinicList',
    P,
  ),
  searchClinic: call<NoParams, ClinicSearchBody, ListData<Clinic>>(
    'POST',
    '/api/clinic/searchClinic',
    { ...P, keywordSearch: ['keyword'] },
  ),
  getClinicDetailByClinicId: call<
    RequestQuery<'getClinicDetailByClinicId'>,
    NoParams,
    ClinicDetail
  >('GET', '/api/clinic/getClinicDetailByClinicId'),
  /**
   * A doctor's clinics by the doctor's global user id: the same question as
   * `getClinicListByDocGlobalId`, answered with the same records. Pages ask that one (the doctor
   * page shows its opening hours); one is enough, so this stays catalogued (a real upstream may
   * still be asked it) but no page uses it.
   */
  getClinicListByGlobalUserID: call<
    RequestQuery<'getClinicListByGlobalUserID'>,
    NoParams,
    Clinic[]
  >('GET', '/api/clinic/getClinicListByGlobalUserID', P),
  getQingYuanSalesPoint: call<NoParams, SalesPointSearchBody, ListData<SalesPoint>>(
    'POST',
    '/api/web/homepage/getQingYuanSalesPoint',
    { keywordSearch: ['keyword'] },
  ),

  // Doctors
  searchDoctor: call<NoParams, DoctorSearchBody, ListData<DoctorSummary>>(
    'POST',
    '/api/doctorclinic/searchDoctor',
    // The Simplified pages offer the same specialty and language filters in Simplified
    // characters: 粤语 is asked as 粵語.
    { ...P, keywordSearch: ['keyword', 'specialty', 'language'] },
  ),
  getDoctorByClinicID: call<RequestQuery<'getDoctorByClinicID'>, NoParams, DoctorSummary[]>(
    'GET',
    '/api/doctorclinic/getDoctorByClinicID',
    P,
  ),
  getDocDetailByGlobalUserID: call<RequestQuery<'getDocDetailByGlobalUserID'>, NoParams, Doctor>(
    'GET',
    '/api/doctorclinic/getDocDetailByGlobalUserID',
  ),

  // Associations and activities
  getAssociationListByReviewd: call<
    RequestQuery<'getAssociationListByReviewd'>,
    NoParams,
    ListData<Association>
  >('GET', '/api/association/getAssociationListByReviewd', P),
  getWebActivityList: call<ActivityListQuery, NoParams, ListData<Activity>>(
    'GET',
    '/api/activity/getWebActivityList',
    P,
  ),
  updateRegAttachment: call<RegAttachmentQuery, NoParams, ActivityRegistration>(
    'POST',
    '/api/activity/updateRegAttachment',
    { ...S, ...inQuery('clientid'), fileUrlFields: { query: ['attachment'] } },
  ),

  // Other
  getSystemStatistic: call<NoParams, NoParams, SystemStatistic>(
    'GET',
    '/api/common/getSystemStatistic',
    P,
  ),
  calcChildHealth: call<NoParams, ChildHealthBody, ChildHealthResult>(
    'POST',
    '/api/children/calcChildHealth',
  ),

  // Jobs
  queryJobList: call<NoParams, JobListBody, ListData<Job>>('POST', '/api/job/queryJobList', {
    ...P,
    keywordSearch: ['keyword'],
  }),
  queryJobDetail: call<NoParams, JobDetailBody, JobDetail>(
    'POST',
    '/api/job/queryJobDetail',
    inBody('clientId', 'uid'),
  ),
  getEmploymentType: call<NoParams, NoParams, CodeTableEntry[]>(
    'GET',
    '/api/codetable/getEmploymentType',
    P,
  ),
  getQualification: call<NoParams, NoParams, CodeTableEntry[]>(
    'GET',
    '/api/codetable/getQualification',
    P,
  ),
  getWorkYears: call<NoParams, NoParams, CodeTableEntry[]>('GET', '/api/codetable/getWorkYears', P),
  resumeAdd: call<NoParams, ResumeAddBody, Resume>('POST', '/api/resume/add', {
    ...S,
    ...inBody('clientid'),
  }),
  resumeChangeOpenStatus: call<NoParams, ResumeStatusBody, Resume>(
    'POST',
    '/api/resume/changeOpenStatus',
    { ...S, ...inBody('clientid') },
  ),
  resumeDelete: call<NoParams, ResumeIdBody, null>('POST', '/api/resume/delete', {
    ...S,
    ...inBody('clientid'),
  }),
  getClientResume: call<NoParams, ClientBody, Resume | null>(
    'POST',
    '/api/resume/getClientResume',
    { ...S, ...inBody('clientid'), editable: true },
  ),
  resumeModify: call<NoParams, ResumeModifyBody, Resume>('POST', '/api/resume/modify', {
    ...S,
    ...inBody('clientid'),
    editable: true,
  }),
  queryDeliveries: call<NoParams, DeliveryListBody, ListData<Delivery>>(
    'POST',
    '/api/job/delivery/queryDeliveries',
    { ...S, ...inBody('clientid') },
  ),
  delivery: call<NoParams, DeliveryBody, Delivery>('POST', '/api/job/delivery', {
    ...S,
    ...inBody('clientid'),
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallQuery<N extends CallName> = NonNullable<Calls[N]['types']>['query'];
export type CallBody<N extends CallName> = NonNullable<Calls[N]['types']>['body'];
export type CallResponse<N extends CallName> = NonNullable<Calls[N]['types']>['response'];

export const callNames = Object.keys(calls) as CallName[];

/** The calls' {@link CallOptions.fileUrlFields}, by call name (read from the entries). */
export const FILE_URL_FIELDS: Partial<Record<CallName, FileUrlFields>> = Object.fromEntries(
  callNames.flatMap((name) => {
    const fields = (calls[name] as CallDef).fileUrlFields;
    return fields ? [[name, fields]] : [];
  }),
);

/** The calls' {@link CallOptions.clientIdParams}, by call name (read from the entries). */
export const CLIENT_ID_PARAMS: Partial<
  Record<CallName, { readonly query?: readonly string[]; readonly body?: readonly string[] }>
> = Object.fromEntries(
  callNames.flatMap((name) => {
    const params = (calls[name] as CallDef).clientIdParams;
    return params ? [[name, params]] : [];
  }),
);

const byPath = new Map<string, CallName>(
  callNames.map((name) => [calls[name].path.toLowerCase(), name]),
);
/** The paths as the catalogue spells them: what the SPA sends, found without any string work. */
const bySpelling = new Map<string, CallName>(callNames.map((name) => [calls[name].path, name]));

/** The catalogue entry for an upstream path (case-insensitive, query string ignored). */
export function findCallByPath(path: string): CallName | undefined {
  const exact = bySpelling.get(path);
  if (exact !== undefined) return exact;
  const q = path.indexOf('?');
  return byPath.get((q < 0 ? path : path.slice(0, q)).toLowerCase());
}

/** Query/body field names that carry the client's id; the BFF sets them from the session. */
export const CLIENT_ID_FIELDS = ['clientId', 'clientid', 'clientID'] as const;
