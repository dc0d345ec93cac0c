/**
 * The typed catalogue of every call of the portal API: method, path and what the BFF does with
 * it. Paths keep the upstream's spellings exactly (`sckedule`, `getSigleArea`,
 * `getPrecriptiontByClientRegisterId`, ...). A call's query, body and answer are described once,
 * as schemas under the call's name: `requests.ts` (query and body) and `answers.ts` (the answer's
 * `data`). The types here are looked up there by that name; the imports are type-only, so TypeBox
 * stays out of this module and of the browser.
 *
 * `session: true` marks calls that need a logged-in client: the BFF answers 211 itself when such a
 * call arrives without a session, and sets any clientId field from the session.
 */
import type { AnswerData, Answers } from './answers';
import type { RequestBody, RequestQuery, Requests } from './requests';

export type HttpMethod = 'GET' | 'POST';

export interface CallOptions {
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
  clientIdParams?: ParamNames;
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
  readonly query?: readonly ParamName<Q>[];
  readonly body?: readonly ParamName<B>[];
}

/** A parameter of a query or body: none when the call takes no query or body at all. */
type ParamName<T> = string extends keyof T ? never : keyof T & string;

/** Parameter names by where they go, before they are checked against a call. */
interface ParamNames {
  readonly query?: readonly string[];
  readonly body?: readonly string[];
}

/**
 * `'public'`: the answer is the same for every anonymous caller (public lists, categories, code
 * tables, areas, statistics, public searches keyed by their JSON body), so the BFF's micro-cache
 * may answer anonymous callers from it for a few seconds. `'none'`: always asked afresh; so are
 * booking times, which a user changes and must see at once, and detail records (cached only when
 * the BFF fetches them to render a detail page).
 */
export type CachePolicy = 'none' | 'public';

export interface CallDef<Q = unknown, B = unknown> {
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
}

type NoParams = Record<string, never>;

/** Multipart form with one `file` part (a browser `FormData`). */
export interface MultipartBody {
  readonly multipart: true;
}

/**
 * One catalogue entry. It keeps the literal names of its client-id parameters and whether it is
 * multipart, so the catalogue can check the names against the call's own query and body.
 */
function call<const C extends ParamNames = never, const M extends boolean = false>(
  method: HttpMethod,
  path: string,
  options: Omit<CallOptions, 'clientIdParams' | 'multipart'> & {
    clientIdParams?: C;
    multipart?: M;
  } = {},
): Omit<CallDef, 'clientIdParams' | 'multipart'> & {
  readonly multipart: M;
  readonly clientIdParams?: C;
} {
  return {
    method,
    path,
    session: options.session ?? false,
    multipart: (options.multipart ?? false) as M,
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

const entries = {
  // Account
  login: call('POST', '/api/user/login', {
    rateLimited: true,
  }),
  signOut: call('POST', '/api/user/signOut', {
    ...S,
    ...inQuery('clientId'),
  }),
  clientRegister: call('POST', '/api/user/clientRegister', {
    rateLimited: true,
  }),
  /** `codeKey` is set by the BFF from the browser's proof of the phone, never by the browser. */
  searchOSClientByPhone: call('GET', '/api/user/searchOSClientByPhone', { rateLimited: true }),
  getVCode: call('POST', '/api/vcode/getVCode', {
    rateLimited: true,
  }),
  /** Portal extension: checks a sign-up code without using it up (see its request schema). */
  checkVCode: call('POST', '/api/vcode/checkVCode', {
    rateLimited: true,
  }),
  resetPwd: call('POST', '/api/user/resetPwd', {
    rateLimited: true,
  }),
  updatePwd: call('POST', '/api/user/updatePwd', {
    ...S,
    ...inQuery('clientId'),
  }),
  getClientById: call('GET', '/api/user/getClientById', {
    ...S,
    ...inQuery('clientid'),
    editable: true,
  }),
  updateClientInfo: call('POST', '/api/user/updateClientInfo', {
    ...S,
    ...inBody('clientid'),
    fileUrlFields: { body: ['avatar'] },
  }),
  getMyJoined: call('GET', '/api/activity/getMyJoined', { ...S, ...inQuery('clientid') }),
  doctorClinicSignup: call('POST', '/api/os/doctorClinicSignup', {
    rateLimited: true,
    fileUrlFields: { body: ['documents'] },
  }),

  // Visits and cards
  getUserVisitRecord: call('GET', '/api/visitrecord/getUserVisitRecord', {
    ...S,
    ...inQuery('clientid'),
  }),
  getVisitDetail: call('GET', '/api/visitrecord/getVisitDetail', { ...S, ...inQuery('clientid') }),
  getPrecriptiontByClientRegisterId: call(
    'GET',
    '/api/docprescription/getPrecriptiontByClientRegisterId',
    { ...S, ...inQuery('clientid') },
  ),
  getServiceCardsMedicalPlan: call('GET', '/api/visitrecord/getServiceCardsMedicalPlan', {
    ...S,
    ...inQuery('clientID'),
  }),
  getMedicalPlanUseDetail: call('GET', '/api/visitrecord/getMedicalPlanUseDetail', {
    ...S,
    ...inQuery('clientid'),
  }),
  getClientServiceCardDetail: call('GET', '/api/visitrecord/getClientServiceCardDetail', {
    ...S,
    ...inQuery('clientid'),
  }),

  // Booking
  getScheduleListByClientId: call('GET', '/api/sckedule/getScheduleListByClientId', {
    ...S,
    ...inQuery('clientId'),
  }),
  deleteSchedule: call('POST', '/api/sckedule/deleteSchedule', S),
  saveSchedule: call('POST', '/api/sckedule/saveSchedule', {
    ...S,
    ...inQuery('clientId'),
  }),
  getDoctorWeekWorkDate: call('GET', '/api/sckedule/getDoctorWeekWorkDate'),
  getDoctorWorkTimeSection: call('GET', '/api/sckedule/getDoctorWorkTimeSection'),

  // Files and areas
  uploadImage: call('POST', '/api/file/uploadImage', { multipart: true, session: true }),
  uploadFile: call('POST', '/api/file/uploadFile', {
    multipart: true,
  }),
  getAreaByParentId: call('GET', '/api/area/getAreaByParentId', P),
  getSigleArea: call('GET', '/api/area/getSigleArea', P),

  // Feedback
  submitWebFeedback: call('POST', '/api/clientfeedback/submitWebFeedback', { rateLimited: true }),

  // Ask
  addAsk: call('POST', '/api/ask/addAsk', {
    ...S,
    ...inBody('clientid'),
    fileUrlFields: { body: ['images'] },
  }),
  getWebAskList: call('GET', '/api/ask/getWebAskList', {
    ...P,
    keywordSearch: ['keyword'],
  }),
  getMyAskList: call('GET', '/api/ask/getMyAskList', { ...S, ...inQuery('clientid') }),
  getAskDetail: call('GET', '/api/ask/getAskDetail'),
  getIllnessCategory: call('GET', '/api/ask/getIllnessCategory', P),
  getTopAnswer: call('GET', '/api/ask/getTopAnswer', P),
  getWebAskListByDocGlobalID: call('GET', '/api/ask/getWebAskListByDocGlobalID'),

  // News
  getWebNewsList: call('GET', '/api/news/getWebNewsList', { ...P, keywordSearch: ['keyword'] }),
  getHotNewsList: call('GET', '/api/news/getHotNewsList', P),
  getNewsDetail: call('GET', '/api/news/getNewsDetail', inQuery('clientid')),
  getNewsCategory: call('GET', '/api/news/getNewsCategory', P),
  addNews: call('POST', '/api/news/addNews', {
    ...S,
    role: 'doctor',
    fileUrlFields: { body: ['cover'] },
  }),
  getNewsListByGlobalUserId: call('GET', '/api/news/getNewsListByGlobalUserId', P),

  // Clinics
  getClinicListByDocGlobalId: call('GET', '/api/common/getClinicListByDocGlobalId', P),
  getRandomClinicList: call('GET', '/api/clinic/getRandomClinicList', P),
  searchClinic: call('POST', '/api/clinic/searchClinic', { ...P, keywordSearch: ['keyword'] }),
  getClinicDetailByClinicId: call('GET', '/api/clinic/getClinicDetailByClinicId'),
  /**
   * A doctor's clinics by the doctor's global user id: the same question as
   * `getClinicListByDocGlobalId`, answered with the same records. Pages ask that one (the doctor
   * page shows its opening hours); one is enough, so this stays catalogued (a real upstream may
   * still be asked it) but no page uses it.
   */
  getClinicListByGlobalUserID: call('GET', '/api/clinic/getClinicListByGlobalUserID', P),
  getQingYuanSalesPoint: call('POST', '/api/web/homepage/getQingYuanSalesPoint', {
    keywordSearch: ['keyword'],
  }),

  // Doctors
  searchDoctor: call(
    'POST',
    '/api/doctorclinic/searchDoctor',
    // The Simplified pages offer the same specialty and language filters in Simplified
    // characters: 粤语 is asked as 粵語.
    { ...P, keywordSearch: ['keyword', 'specialty', 'language'] },
  ),
  getDoctorByClinicID: call('GET', '/api/doctorclinic/getDoctorByClinicID', P),
  getDocDetailByGlobalUserID: call('GET', '/api/doctorclinic/getDocDetailByGlobalUserID'),

  // Associations and activities
  getAssociationListByReviewd: call('GET', '/api/association/getAssociationListByReviewd', P),
  getWebActivityList: call('GET', '/api/activity/getWebActivityList', P),
  updateRegAttachment: call('POST', '/api/activity/updateRegAttachment', {
    ...S,
    ...inQuery('clientid'),
    fileUrlFields: { query: ['attachment'] },
  }),

  // Other
  getSystemStatistic: call('GET', '/api/common/getSystemStatistic', P),
  calcChildHealth: call('POST', '/api/children/calcChildHealth'),

  // Jobs
  queryJobList: call('POST', '/api/job/queryJobList', {
    ...P,
    keywordSearch: ['keyword'],
  }),
  queryJobDetail: call('POST', '/api/job/queryJobDetail', inBody('clientId', 'uid')),
  getEmploymentType: call('GET', '/api/codetable/getEmploymentType', P),
  getQualification: call('GET', '/api/codetable/getQualification', P),
  getWorkYears: call('GET', '/api/codetable/getWorkYears', P),
  resumeAdd: call('POST', '/api/resume/add', {
    ...S,
    ...inBody('clientid'),
  }),
  resumeChangeOpenStatus: call('POST', '/api/resume/changeOpenStatus', {
    ...S,
    ...inBody('clientid'),
  }),
  resumeDelete: call('POST', '/api/resume/delete', {
    ...S,
    ...inBody('clientid'),
  }),
  getClientResume: call('POST', '/api/resume/getClientResume', {
    ...S,
    ...inBody('clientid'),
    editable: true,
  }),
  resumeModify: call('POST', '/api/resume/modify', {
    ...S,
    ...inBody('clientid'),
    editable: true,
  }),
  queryDeliveries: call('POST', '/api/job/delivery/queryDeliveries', {
    ...S,
    ...inBody('clientid'),
  }),
  delivery: call('POST', '/api/job/delivery', {
    ...S,
    ...inBody('clientid'),
  }),
};
type Entries = typeof entries;

/** Every call's name: the catalogue and both schema tables hold exactly these (checked below). */
export type CallName = keyof Entries & keyof Requests & keyof Answers;
/** The query string a call takes, as its schema in `requests.ts` says. */
export type CallQuery<N extends CallName> = [RequestQuery<N>] extends [never]
  ? NoParams
  : RequestQuery<N>;
/** The JSON body a call takes, as its schema in `requests.ts` says (a form for uploads). */
export type CallBody<N extends CallName> = [RequestBody<N>] extends [never]
  ? Entries[N]['multipart'] extends true
    ? MultipartBody
    : NoParams
  : RequestBody<N>;
/** The answer's `data`, as its schema in `answers.ts` says. */
export type CallResponse<N extends CallName> = AnswerData<N>;

/** Each call typed by its name; a client-id parameter its query or body lacks does not compile. */
export type Calls = { readonly [N in CallName]: CallDef<CallQuery<N>, CallBody<N>> };
export const calls: Calls = entries;

// A call missing from the catalogue or from either schema table does not compile.
type AnyCallName = keyof Entries | keyof Requests | keyof Answers;
const _sameNames: [AnyCallName] extends [CallName] ? true : Exclude<AnyCallName, CallName> = true;

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
