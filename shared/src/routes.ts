/**
 * The route table of the portal's pages, read by both the BFF (HTML head, redirects, detail
 * records) and the SPA (routing, head tags on navigation). Paths use react-router syntax
 * (`:param`).
 */
import type { CallName } from './calls';

export const SITE_NAME = '香港中醫網';

export type DetailKind = 'doctor' | 'news' | 'ask' | 'clinic' | 'job';

/** A route whose record is fetched before the page renders. */
export interface DetailDef {
  kind: DetailKind;
  /** Route parameter holding the record id. */
  param: string;
  /** Upstream call that fetches the record. */
  call: CallName;
  /** Query/body field the id goes in. */
  idField: string;
  /** Id of the list route the user goes to when the record is missing or the fetch fails. */
  fallback: string;
}

export interface RouteDef {
  /** Stable id; also names the SPA page module. */
  id: string;
  path: string;
  title: string;
  keywords: string;
  description: string;
  /** Redirect target: the route only redirects. */
  redirect?: string;
  /** Needs a logged-in client. */
  session?: boolean;
  detail?: DetailDef;
  /** Id of the page that renders this route when several routes share one page. */
  page?: string;
  /** Id of the layout route this one renders inside (home children, doctor sub-pages, ...). */
  parent?: string;
  /**
   * The page is first of all a form to fill in: its scripts load with the page rather than after
   * its first paint, so the form works as soon as it shows.
   */
  formFirst?: boolean;
  /**
   * The query parameters the page reads. The server renders a page from its path and these
   * alone (any other parameter, such as `utm_source`, renders and caches as the bare page), so
   * every parameter a page reads while rendering must be named here.
   */
  query?: readonly string[];
  /**
   * A page about the visitor's own account or device (login, register, password reset, saved
   * items): public, but nothing for a search engine, so it is marked noindex and left out of the
   * sitemap.
   */
  noindex?: boolean;
}

const KW = '香港中醫,中醫師,中醫診所,網上預約';

/** Why a list is shown instead of a record (see `missingRecordPath`), and its page number. */
const LIST_QUERY = ['page', 'missing', 'unavailable'] as const;
/** The doctor search's filters as kept in the list's URL (`/doctor/list?keyword=&district=…`). */
export const DOCTOR_SEARCH_PARAMS = [
  'keyword',
  'district',
  'specialty',
  'language',
  'clinic',
  'free',
  'order',
] as const;
/** The old clinic filter of the doctor list (`/doctor/list?ClinicID=X`): see `clinicListRedirect`. */
const CLINIC_LIST_PARAM = 'ClinicID';
/** The booking dialog's state on a doctor's pages, and the sub-pages' page number. */
const DOCTOR_QUERY = ['booking', 'clinic', 'date', 'time', 'page'] as const;

const doctorDetail: DetailDef = {
  kind: 'doctor',
  param: 'doctorId',
  call: 'getDocDetailByGlobalUserID',
  idField: 'globaluserid',
  fallback: 'doctorList',
};
const newsDetail: DetailDef = {
  kind: 'news',
  param: 'newsId',
  call: 'getNewsDetail',
  idField: 'newsid',
  fallback: 'newsList',
};

/** A route entry whose id and path keep their literal types, so `href` can check names and params. */
function info<const I extends string, const P extends string>(
  id: I,
  path: P,
  title: string,
  description: string,
): RouteDef & { id: I; path: P } {
  return { id, path, title, keywords: `${title},${KW}`, description };
}

const table = [
  {
    id: 'home',
    path: '/',
    title: '香港中醫網：搵中醫、睇中醫、網上預約',
    keywords: KW,
    description:
      '香港中醫網幫你搵附近的註冊中醫師和中醫診所，網上預約應診，閱讀健康資訊，向醫師免費提問。',
  },
  // One page for a client's questions, inside the personal centre: the spec's /my-ask leads there.
  {
    ...info('myAsk', '/my-ask', '我的問答', ''),
    redirect: '/user/aq-news/question',
    session: true,
  },
  {
    ...info('mySaved', '/my-saved', '我的收藏', '你收藏的醫師、診所和健康資訊。'),
    parent: 'home',
    noindex: true,
  },

  {
    ...info('login', '/login', '登入', '登入香港中醫網，管理預約、就診記錄和個人資料。'),
    formFirst: true,
    noindex: true,
    query: ['redirect'],
  },
  {
    ...info('register', '/register', '註冊', '以手機號碼免費註冊香港中醫網帳戶，網上預約中醫。'),
    formFirst: true,
    noindex: true,
    query: ['redirect'],
  },
  {
    ...info(
      'forgetPassword',
      '/forgetPassword',
      '忘記密碼',
      '以手機驗證碼重設香港中醫網帳戶密碼。',
    ),
    formFirst: true,
    noindex: true,
  },

  info('about', '/home/about', '關於我們', '認識香港中醫網：連結市民與註冊中醫師的網上平台。'),
  {
    ...info('feedback', '/home/feedback', '意見反饋', '把你對香港中醫網的意見告訴我們。'),
    formFirst: true,
  },
  info('contact', '/home/contact', '聯絡我們', '香港中醫網的聯絡電話、電郵和辦公地址。'),
  info('disclaimer', '/home/disclaimer', '免責聲明', '香港中醫網的免責聲明。'),
  info(
    'privacy',
    '/home/privacy',
    '私隱政策',
    '香港中醫網如何按《個人資料（私隱）條例》收集和使用你的個人資料。',
  ),

  info('appPrivacy', '/appPrivacy', '應用程式私隱政策', '香港中醫網流動應用程式的私隱政策。'),
  info(
    'appDownload',
    '/AppDownload',
    '下載應用程式',
    '下載香港中醫網流動應用程式，隨時隨地預約中醫。',
  ),
  info('userService', '/userService', '用戶服務條款', '使用香港中醫網服務的條款。'),
  info('userPrivacy', '/userPrivacy', '用戶私隱條款', '香港中醫網用戶私隱條款。'),

  {
    ...info(
      'qySales',
      '/qySales',
      '清源堂銷售點',
      '清源堂中藥產品在香港各區的銷售點：地址、電話和營業時間。',
    ),
    query: ['page'],
  },

  { ...info('doctorRoot', '/doctor', '搵中醫師', ''), redirect: '/doctor/list' },
  {
    ...info(
      'doctorList',
      '/doctor/list',
      '搵中醫師',
      '按地區、專科和語言搜尋香港註冊中醫師，查看資歷並網上預約。',
    ),
    query: [...DOCTOR_SEARCH_PARAMS, ...LIST_QUERY, CLINIC_LIST_PARAM],
  },
  {
    ...info(
      'doctorDetail',
      '/doctor/:doctorId',
      '中醫師',
      '中醫師資料、應診診所和時間，網上預約。',
    ),
    detail: doctorDetail,
    query: DOCTOR_QUERY,
  },
  {
    ...info('doctorAsk', '/doctor/:doctorId/ask', '醫師解答', '中醫師解答的健康問題。'),
    detail: doctorDetail,
    parent: 'doctorDetail',
    query: DOCTOR_QUERY,
  },
  {
    ...info('doctorNews', '/doctor/:doctorId/news', '醫師文章', '中醫師撰寫的健康資訊。'),
    detail: doctorDetail,
    parent: 'doctorDetail',
    query: DOCTOR_QUERY,
  },

  { ...info('hospitalRoot', '/hospital', '中醫診所', ''), redirect: '/hospital/list' },
  {
    ...info(
      'hospitalList',
      '/hospital/list',
      '中醫診所',
      '按地區搜尋香港中醫診所，查看地址、電話、應診時間和醫師。',
    ),
    query: ['keyword', 'district', ...LIST_QUERY],
  },
  {
    ...info(
      'clinicDetail',
      '/hospital/detail/:clinicId',
      '中醫診所',
      '診所地址、電話、應診時間、醫師和地圖。',
    ),
    detail: {
      kind: 'clinic',
      param: 'clinicId',
      call: 'getClinicDetailByClinicId',
      idField: 'clinicid',
      fallback: 'hospitalList',
    },
  },

  { ...info('newsRoot', '/news', '健康資訊', ''), redirect: '/news/list' },
  {
    ...info('newsList', '/news/list', '健康資訊', '中醫師撰寫的養生保健、飲食調理和疾病知識。'),
    query: ['category', 'keyword', ...LIST_QUERY],
  },
  {
    ...info('newsDetail', '/news/detail/:newsId', '健康資訊', '健康資訊全文。'),
    detail: newsDetail,
  },
  {
    ...info('newsDetails', '/news/details/:newsId', '健康資訊', '健康資訊全文。'),
    detail: newsDetail,
    page: 'newsDetail',
  },

  {
    ...info(
      'children',
      '/children',
      '兒童成長工具',
      '以世界衞生組織標準評估兒童身高、體重、BMI、胸圍和頭圍。',
    ),
    formFirst: true,
  },
  {
    ...info(
      'childrenHeight',
      '/children/height',
      '兒童身高評估',
      '按年齡和性別評估兒童身高百分位。',
    ),
    parent: 'children',
    formFirst: true,
  },
  {
    ...info(
      'childrenWeight',
      '/children/weight',
      '兒童體重評估',
      '按年齡和性別評估兒童體重百分位。',
    ),
    parent: 'children',
    formFirst: true,
  },
  {
    ...info('childrenBmi', '/children/bmi', '兒童BMI評估', '按年齡和性別評估兒童BMI百分位。'),
    parent: 'children',
    formFirst: true,
  },
  {
    ...info('childrenChest', '/children/chest_circ', '兒童胸圍評估', '記錄兒童胸圍。'),
    parent: 'children',
    formFirst: true,
  },
  {
    ...info(
      'childrenHead',
      '/children/head_circ',
      '兒童頭圍評估',
      '按年齡和性別評估兒童頭圍百分位。',
    ),
    parent: 'children',
    formFirst: true,
  },

  {
    ...info(
      'associationList',
      '/association/list',
      '中醫團體及活動',
      '香港中醫團體和即將舉行的活動。',
    ),
    query: ['tab', 'page'],
  },
  {
    ...info('activity', '/Activity/', '中醫團體及活動', '香港中醫團體和即將舉行的活動。'),
    page: 'associationList',
    query: ['tab', 'page'],
  },

  { ...info('askRoot', '/ask', '健康問答', ''), redirect: '/ask/list' },
  {
    ...info('askList', '/ask/list', '健康問答', '向註冊中醫師免費提問，查看醫師解答。'),
    query: ['keyword', 'category', ...LIST_QUERY],
  },
  {
    // Visitors may write a question; posting it takes them through login first.
    ...info('askPost', '/ask/postnew', '我要提問', '向註冊中醫師提出健康問題。'),
    formFirst: true,
    // `doctor`: asked from a doctor's page, the question starts addressed to that doctor.
    query: ['category', 'doctor'],
  },
  {
    ...info('askDetail', '/ask/detail/:id', '健康問答', '健康問題和中醫師解答。'),
    detail: {
      kind: 'ask',
      param: 'id',
      call: 'getAskDetail',
      idField: 'askid',
      fallback: 'askList',
    },
  },

  { ...info('userRoot', '/user', '個人中心', ''), redirect: '/user/userInfo', session: true },
  { ...info('userInfo', '/user/userInfo', '個人資料', '查看和修改個人資料。'), session: true },
  {
    ...info('updatePassword', '/user/updatePassword', '修改密碼', '修改登入密碼。'),
    session: true,
  },
  {
    ...info('bookingRoot', '/user/booking', '我的預約', ''),
    redirect: '/user/booking/order',
    session: true,
  },
  {
    ...info('bookingOrder', '/user/booking/order', '我的預約', '查看、改期或取消預約。'),
    session: true,
  },
  {
    ...info('visitRecord', '/user/booking/record', '就診記錄', '查看就診記錄和處方。'),
    session: true,
  },
  {
    ...info('visitDetail', '/user/booking/record/detail/:id', '就診詳情', '就診詳情和處方。'),
    session: true,
  },
  { ...info('cardRoot', '/user/card', '我的卡', ''), redirect: '/user/card/plan', session: true },
  { ...info('cardPlan', '/user/card/plan', '療程卡', '療程卡餘額和使用記錄。'), session: true },
  {
    ...info('cardService', '/user/card/service', '服務卡', '服務卡餘額和使用記錄。'),
    session: true,
  },
  {
    ...info('aqNewsRoot', '/user/aq-news', '我的問答', ''),
    redirect: '/user/aq-news/question',
    session: true,
  },
  {
    ...info('myQuestions', '/user/aq-news/question', '我的問答', '我提出的問題和醫師的解答。'),
    session: true,
  },
  {
    ...info('resume', '/user/resume', '我的履歷', '建立和管理求職履歷。'),
    session: true,
    // The job page to return to after saving (from 建立履歷 on a job).
    query: ['back'],
  },
  {
    ...info('writeNews', '/user/news/write', '撰寫健康資訊', '醫師撰寫和發表健康資訊文章。'),
    session: true,
  },
  { ...info('applyJobs', '/user/applyJobs', '我的應徵', '應徵職位的進度。'), session: true },
  {
    ...info('associationRoot', '/user/association', '我的活動', ''),
    redirect: '/user/association/myActivity',
    session: true,
  },
  {
    ...info('myActivity', '/user/association/myActivity', '我的活動', '已報名的活動和付款證明。'),
    session: true,
  },

  {
    ...info('osRegister', '/os/register', '中醫師登記', '註冊中醫師申請加入香港中醫網。'),
    formFirst: true,
  },
  {
    ...info('doctorSignup', '/os/doctor_signup', '中醫師登記', '註冊中醫師申請加入香港中醫網。'),
    page: 'osRegister',
    formFirst: true,
  },

  {
    ...info(
      'jobList',
      '/job/list',
      '中醫職位',
      '香港中醫診所招聘：中醫師、配藥員、診所助理等職位。',
    ),
    query: ['keyword', 'type', 'area1', 'area2', ...LIST_QUERY],
  },
  {
    ...info('jobDetail', '/job/details/:jobId', '中醫職位', '職位詳情和應徵方法。'),
    detail: {
      kind: 'job',
      param: 'jobId',
      call: 'queryJobDetail',
      idField: 'jobId',
      fallback: 'jobList',
    },
  },

  info('notFound', '*', '找不到頁面', '你要找的頁面不存在。'),
] as const satisfies readonly RouteDef[];

export const routes: readonly RouteDef[] = table;

/** Why a detail page sent the visitor to its list instead. */
export type MissingReason = 'missing' | 'unavailable';

const RECORD_SUBJECT: Record<DetailKind, string> = {
  doctor: '這位醫師',
  clinic: '這間診所',
  news: '這篇健康資訊',
  ask: '這個問題',
  job: '這個職位',
};

const DETAIL_KINDS = new Set<string>(Object.keys(RECORD_SUBJECT));

export function isDetailKind(value: string | null | undefined): value is DetailKind {
  return typeof value === 'string' && DETAIL_KINDS.has(value);
}

/**
 * Where a detail page sends the visitor when its record cannot be shown: the list, told why in
 * the query (`?missing=doctor`, `?unavailable=news`), so the list can say so instead of leaving
 * them wondering why they landed there.
 */
export function missingRecordPath(detail: DetailDef, reason: MissingReason = 'missing'): string {
  return fillRoute(getRoute(detail.fallback).path, {}, { [reason]: detail.kind });
}

/** The short notice the list shows for `missingRecordPath`. */
export function missingRecordNotice(kind: DetailKind, reason: MissingReason): string {
  const subject = RECORD_SUBJECT[kind];
  return reason === 'missing'
    ? `找不到${subject}，可能已更新或移除。`
    : `暫時未能打開${subject}的資料，請稍後再試。`;
}

export type RouteId = (typeof table)[number]['id'];

export const routesById: ReadonlyMap<string, RouteDef> = new Map(routes.map((r) => [r.id, r]));

export function getRoute(id: string): RouteDef {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** Record ids accepted in detail routes: letters, digits, `-` and `_`, at most 64. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function compile(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? `(?<${part.slice(1)}>[^/]+)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  // Trailing slash optional; matching is case-sensitive like the SPA's router.
  return new RegExp(`^${body}/?$`);
}

const compiled = routes
  .filter((r) => r.path !== '*')
  .map((route) => ({ route, re: compile(route.path) }));

/**
 * Finds the route for a pathname (no query string). Returns the not-found route when nothing
 * matches. Parameter values are URI-decoded; a malformed escape counts as no match.
 */
export function matchRoute(pathname: string): RouteMatch {
  for (const { route, re } of compiled) {
    const m = re.exec(pathname === '' ? '/' : pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      for (const [k, v] of Object.entries(m.groups ?? {})) params[k] = decodeURIComponent(v);
    } catch {
      continue;
    }
    return { route, params };
  }
  return { route: getRoute('notFound'), params: {} };
}

/**
 * Whether a pathname is a private page (the route table's `session` flag: the personal centre and
 * the client's own pages). Calls made from one need a session, and its page is never rendered
 * with anyone's data on the server.
 */
export function isSessionPath(pathname: string): boolean {
  return matchRoute(pathname).route.session === true;
}

/** Page title as shown in the browser tab. */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Query values of a link; `undefined`, `null` and `''` are left out. */
export type RouteQuery = Record<string, string | number | null | undefined>;

/**
 * Puts `params` into a route path (each value URI-encoded) and appends `query`. The untyped core
 * of `href`, for code holding a route from the table at run time (canonical links).
 */
export function fillRoute(
  path: string,
  params: Record<string, string>,
  query?: RouteQuery,
): string {
  const filled = path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value != null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${filled}?${qs}` : filled;
}

type RouteEntry = (typeof table)[number];

/** Every page a link can point to (the catch-all not-found route has no address of its own). */
export type RouteName = Exclude<RouteEntry['id'], 'notFound'>;

type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamNames<Rest>
  : P extends `${string}:${infer K}`
    ? K
    : never;

/** The parameters a route's path needs, by name (`{ doctorId: string }` for `/doctor/:doctorId`). */
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<Extract<RouteEntry, { id: N }>['path']>]: string;
};

type HrefArgs<N extends RouteName> = [keyof RouteParams<N>] extends [never]
  ? [params?: Record<string, never> | null, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery];

/**
 * The address of a page, from the route table: `href('clinicDetail', { clinicId })`,
 * `href('doctorList', {}, { keyword })`. Route names and their parameters are checked by the type
 * checker, so a renamed route or parameter fails the build instead of linking nowhere.
 */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return fillRoute(getRoute(name).path, (params ?? {}) as Record<string, string>, query);
}

/**
 * `/doctor/list?ClinicID=X` (the parameter's name in any case): the clinic's own page replaced
 * the list filtered by clinic, so the address leads there. Null when the address has no such
 * parameter or its id is not one.
 */
export function clinicListRedirect(query: Iterable<[string, string]>): string | null {
  for (const [key, value] of query) {
    if (key.toLowerCase() === CLINIC_LIST_PARAM.toLowerCase()) {
      return RECORD_ID_PATTERN.test(value) ? href('clinicDetail', { clinicId: value }) : null;
    }
  }
  return null;
}
