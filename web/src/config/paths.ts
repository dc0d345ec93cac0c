/**
 * Every URL the SPA builds, in one place. Paths match the shared route table; use these
 * helpers instead of writing URLs by hand so a renamed route changes in one file.
 */

const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** Accepts only same-site relative paths as a post-login target (no `//host`, no scheme). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}

export const paths = {
  home: () => '/',
  myAsk: () => '/my-ask',
  mySaved: () => '/my-saved',

  /** Login page; `redirect` is where the user returns after logging in (path + search). */
  login: (redirect?: string) =>
    withQuery('/login', { redirect: redirect && redirect !== '/' ? redirect : undefined }),
  register: (redirect?: string) =>
    withQuery('/register', { redirect: redirect && redirect !== '/' ? redirect : undefined }),
  forgetPassword: () => '/forgetPassword',

  about: () => '/home/about',
  feedback: () => '/home/feedback',
  contact: () => '/home/contact',
  disclaimer: () => '/home/disclaimer',
  privacy: () => '/home/privacy',
  appPrivacy: () => '/appPrivacy',
  appDownload: () => '/AppDownload',
  userService: () => '/userService',
  userPrivacy: () => '/userPrivacy',
  qySales: () => '/qySales',

  doctorList: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/doctor/list', query),
  doctorDetail: (doctorId: string) => `/doctor/${enc(doctorId)}`,
  /** The doctor's page with the booking picker open, on a clinic, day and section when given. */
  doctorBooking: (doctorId: string, at: { clinic?: string; date?: string; time?: string } = {}) =>
    withQuery(`/doctor/${enc(doctorId)}`, { booking: 1, ...at }),
  doctorAsk: (doctorId: string) => `/doctor/${enc(doctorId)}/ask`,
  doctorNews: (doctorId: string) => `/doctor/${enc(doctorId)}/news`,

  clinicList: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/hospital/list', query),
  clinicDetail: (clinicId: string) => `/hospital/detail/${enc(clinicId)}`,

  newsList: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/news/list', query),
  newsDetail: (newsId: string) => `/news/detail/${enc(newsId)}`,

  children: () => '/children',
  childrenHeight: () => '/children/height',
  childrenWeight: () => '/children/weight',
  childrenBmi: () => '/children/bmi',
  childrenChest: () => '/children/chest_circ',
  childrenHead: () => '/children/head_circ',

  associationList: () => '/association/list',
  activity: () => '/Activity/',

  askList: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/ask/list', query),
  askPost: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/ask/postnew', query),
  askDetail: (id: string) => `/ask/detail/${enc(id)}`,

  user: () => '/user',
  userInfo: () => '/user/userInfo',
  updatePassword: () => '/user/updatePassword',
  bookingOrder: () => '/user/booking/order',
  visitRecord: () => '/user/booking/record',
  visitDetail: (id: string) => `/user/booking/record/detail/${enc(id)}`,
  cardPlan: () => '/user/card/plan',
  cardService: () => '/user/card/service',
  myQuestions: () => '/user/aq-news/question',
  resume: () => '/user/resume',
  applyJobs: () => '/user/applyJobs',
  myActivity: () => '/user/association/myActivity',

  osRegister: () => '/os/register',
  doctorSignup: () => '/os/doctor_signup',

  jobList: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/job/list', query),
  jobDetail: (jobId: string) => `/job/details/${enc(jobId)}`,

  /** Image or file served by the BFF from the upstream (`/files/...` URLs stay as they are). */
  file: (url: string) => url,
} as const;
