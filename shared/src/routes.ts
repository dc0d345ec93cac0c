/**
 * The route table of the portal's pages, read by both the BFF (HTML head, redirects, detail
 * records) and the SPA (routing, head tags on navigation). Paths use react-router syntax
 * (`:param`). What each page says in its head (title, keywords, description) is in
 * route-text.ts, keyed by the ids here.
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

const table = [
  { id: 'home', path: '/' },
  // One page for a client's questions, inside the personal centre: the spec's /my-ask leads there.
  {
    id: 'myAsk',
    path: '/my-ask',
    redirect: '/user/aq-news/question',
    session: true,
  },
  {
    id: 'mySaved',
    path: '/my-saved',
    parent: 'home',
    noindex: true,
  },

  {
    id: 'login',
    path: '/login',
    formFirst: true,
    noindex: true,
    query: ['redirect'],
  },
  {
    id: 'register',
    path: '/register',
    formFirst: true,
    noindex: true,
    query: ['redirect'],
  },
  {
    id: 'forgetPassword',
    path: '/forgetPassword',
    formFirst: true,
    noindex: true,
  },

  { id: 'about', path: '/home/about' },
  {
    id: 'feedback',
    path: '/home/feedback',
    formFirst: true,
  },
  { id: 'contact', path: '/home/contact' },
  { id: 'disclaimer', path: '/home/disclaimer' },
  { id: 'privacy', path: '/home/privacy' },

  { id: 'appPrivacy', path: '/appPrivacy' },
  { id: 'appDownload', path: '/AppDownload' },
  { id: 'userService', path: '/userService' },
  { id: 'userPrivacy', path: '/userPrivacy' },

  {
    id: 'qySales',
    path: '/qySales',
    query: ['page'],
  },

  { id: 'doctorRoot', path: '/doctor', redirect: '/doctor/list' },
  {
    id: 'doctorList',
    path: '/doctor/list',
    query: [...DOCTOR_SEARCH_PARAMS, ...LIST_QUERY, CLINIC_LIST_PARAM],
  },
  {
    id: 'doctorDetail',
    path: '/doctor/:doctorId',
    detail: doctorDetail,
    query: DOCTOR_QUERY,
  },
  {
    id: 'doctorAsk',
    path: '/doctor/:doctorId/ask',
    detail: doctorDetail,
    parent: 'doctorDetail',
    query: DOCTOR_QUERY,
  },
  {
    id: 'doctorNews',
    path: '/doctor/:doctorId/news',
    detail: doctorDetail,
    parent: 'doctorDetail',
    query: DOCTOR_QUERY,
  },

  { id: 'hospitalRoot', path: '/hospital', redirect: '/hospital/list' },
  {
    id: 'hospitalList',
    path: '/hospital/list',
    query: ['keyword', 'district', ...LIST_QUERY],
  },
  {
    id: 'clinicDetail',
    path: '/hospital/detail/:clinicId',
    detail: {
      kind: 'clinic',
      param: 'clinicId',
      call: 'getClinicDetailByClinicId',
      idField: 'clinicid',
      fallback: 'hospitalList',
    },
  },

  { id: 'newsRoot', path: '/news', redirect: '/news/list' },
  {
    id: 'newsList',
    path: '/news/list',
    query: ['category', 'keyword', ...LIST_QUERY],
  },
  {
    id: 'newsDetail',
    path: '/news/detail/:newsId',
    detail: newsDetail,
  },
  {
    id: 'newsDetails',
    path: '/news/details/:newsId',
    detail: newsDetail,
    page: 'newsDetail',
  },

  {
    id: 'children',
    path: '/children',
    formFirst: true,
  },
  {
    id: 'childrenHeight',
    path: '/children/height',
    parent: 'children',
    formFirst: true,
  },
  {
    id: 'childrenWeight',
    path: '/children/weight',
    parent: 'children',
    formFirst: true,
  },
  {
    id: 'childrenBmi',
    path: '/children/bmi',
    parent: 'children',
    formFirst: true,
  },
  {
    id: 'childrenChest',
    path: '/children/chest_circ',
    parent: 'children',
    formFirst: true,
  },
  {
    id: 'childrenHead',
    path: '/children/head_circ',
    parent: 'children',
    formFirst: true,
  },

  {
    id: 'associationList',
    path: '/association/list',
    query: ['tab', 'page'],
  },
  {
    id: 'activity',
    path: '/Activity/',
    page: 'associationList',
    query: ['tab', 'page'],
  },

  { id: 'askRoot', path: '/ask', redirect: '/ask/list' },
  {
    id: 'askList',
    path: '/ask/list',
    query: ['keyword', 'category', ...LIST_QUERY],
  },
  {
    // Visitors may write a question; posting it takes them through login first.
    id: 'askPost',
    path: '/ask/postnew',
    formFirst: true,
    // `doctor`: asked from a doctor's page, the question starts addressed to that doctor.
    query: ['category', 'doctor'],
  },
  {
    id: 'askDetail',
    path: '/ask/detail/:id',
    detail: {
      kind: 'ask',
      param: 'id',
      call: 'getAskDetail',
      idField: 'askid',
      fallback: 'askList',
    },
  },

  { id: 'userRoot', path: '/user', redirect: '/user/userInfo', session: true },
  { id: 'userInfo', path: '/user/userInfo', session: true },
  {
    id: 'updatePassword',
    path: '/user/updatePassword',
    session: true,
  },
  {
    id: 'bookingRoot',
    path: '/user/booking',
    redirect: '/user/booking/order',
    session: true,
  },
  {
    id: 'bookingOrder',
    path: '/user/booking/order',
    session: true,
  },
  {
    id: 'visitRecord',
    path: '/user/booking/record',
    session: true,
  },
  {
    id: 'visitDetail',
    path: '/user/booking/record/detail/:id',
    session: true,
  },
  // 家庭成員, a member's 成長紀錄 and 我的資料 load their page lazily from the profile page's
  // module: no chunk of their own in the first load's list of page files.
  { id: 'family', path: '/user/family', page: 'userInfo', session: true },
  { id: 'familyGrowth', path: '/user/family/:id/growth', page: 'userInfo', session: true },
  { id: 'myData', path: '/user/my-data', page: 'userInfo', session: true },
  { id: 'cardRoot', path: '/user/card', redirect: '/user/card/plan', session: true },
  { id: 'cardPlan', path: '/user/card/plan', session: true },
  {
    id: 'cardService',
    path: '/user/card/service',
    session: true,
  },
  {
    id: 'aqNewsRoot',
    path: '/user/aq-news',
    redirect: '/user/aq-news/question',
    session: true,
  },
  {
    id: 'myQuestions',
    path: '/user/aq-news/question',
    session: true,
  },
  {
    id: 'resume',
    path: '/user/resume',
    session: true,
    // The job page to return to after saving (from 建立履歷 on a job).
    query: ['back'],
  },
  {
    id: 'writeNews',
    path: '/user/news/write',
    session: true,
  },
  { id: 'applyJobs', path: '/user/applyJobs', session: true },
  {
    id: 'associationRoot',
    path: '/user/association',
    redirect: '/user/association/myActivity',
    session: true,
  },
  {
    id: 'myActivity',
    path: '/user/association/myActivity',
    session: true,
  },

  {
    id: 'osRegister',
    path: '/os/register',
    formFirst: true,
  },
  {
    id: 'doctorSignup',
    path: '/os/doctor_signup',
    page: 'osRegister',
    formFirst: true,
  },

  {
    id: 'jobList',
    path: '/job/list',
    query: ['keyword', 'type', 'area1', 'area2', ...LIST_QUERY],
  },
  {
    id: 'jobDetail',
    path: '/job/details/:jobId',
    detail: {
      kind: 'job',
      param: 'jobId',
      call: 'queryJobDetail',
      idField: 'jobId',
      fallback: 'jobList',
    },
  },

  { id: 'notFound', path: '*' },
] as const satisfies readonly RouteDef[];

export const routes: readonly RouteDef[] = table;

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
