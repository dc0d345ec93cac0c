import { describe, expect, it } from 'vitest';
import { callNames, calls, FILE_URL_FIELDS, findCallByPath, type CallDef } from './calls';
import { requests } from './requests';
import { routeText } from './route-text';
import { getRoute, matchRoute, routes, isSessionPath } from './routes';

/** Every call of the portal API, path by path, as the portal documents them. */
const SPEC_CALLS = [
  // Account
  'POST /api/user/login',
  'POST /api/user/signOut',
  'POST /api/user/clientRegister',
  'GET /api/user/searchOSClientByPhone',
  'POST /api/vcode/getVCode',
  'POST /api/user/resetPwd',
  'POST /api/user/updatePwd',
  'GET /api/user/getClientById',
  'POST /api/user/updateClientInfo',
  'GET /api/activity/getMyJoined',
  'POST /api/os/doctorClinicSignup',
  // Visits and cards
  'GET /api/visitrecord/getUserVisitRecord',
  'GET /api/visitrecord/getVisitDetail',
  'GET /api/docprescription/getPrecriptiontByClientRegisterId',
  'GET /api/visitrecord/getServiceCardsMedicalPlan',
  'GET /api/visitrecord/getMedicalPlanUseDetail',
  'GET /api/visitrecord/getClientServiceCardDetail',
  // Booking
  'GET /api/sckedule/getScheduleListByClientId',
  'POST /api/sckedule/deleteSchedule',
  'POST /api/sckedule/saveSchedule',
  'GET /api/sckedule/getDoctorWeekWorkDate',
  'GET /api/sckedule/getDoctorWorkTimeSection',
  // Files and areas
  'POST /api/file/uploadImage',
  'POST /api/file/uploadFile',
  'GET /api/area/getAreaByParentId',
  'GET /api/area/getSigleArea',
  // Feedback
  'POST /api/clientfeedback/submitWebFeedback',
  // Ask
  'POST /api/ask/addAsk',
  'GET /api/ask/getWebAskList',
  'GET /api/ask/getMyAskList',
  'GET /api/ask/getAskDetail',
  'GET /api/ask/getIllnessCategory',
  'GET /api/ask/getTopAnswer',
  'GET /api/ask/getWebAskListByDocGlobalID',
  // News
  'GET /api/news/getWebNewsList',
  'GET /api/news/getHotNewsList',
  'GET /api/news/getNewsDetail',
  'GET /api/news/getNewsCategory',
  'POST /api/news/addNews',
  'GET /api/news/getNewsListByGlobalUserId',
  // Clinics
  'GET /api/common/getClinicListByDocGlobalId',
  'GET /api/clinic/getRandomClinicList',
  'POST /api/clinic/searchClinic',
  'GET /api/clinic/getClinicDetailByClinicId',
  'GET /api/clinic/getClinicListByGlobalUserID',
  'POST /api/web/homepage/getQingYuanSalesPoint',
  // Doctors
  'POST /api/doctorclinic/searchDoctor',
  'GET /api/doctorclinic/getDoctorByClinicID',
  'GET /api/doctorclinic/getDocDetailByGlobalUserID',
  // Associations and activities
  'GET /api/association/getAssociationListByReviewd',
  'GET /api/activity/getWebActivityList',
  'POST /api/activity/updateRegAttachment',
  // Other
  'GET /api/common/getSystemStatistic',
  'POST /api/children/calcChildHealth',
  // Jobs
  'POST /api/job/queryJobList',
  'POST /api/job/queryJobDetail',
  'GET /api/codetable/getEmploymentType',
  'GET /api/codetable/getQualification',
  'GET /api/codetable/getWorkYears',
  'POST /api/resume/add',
  'POST /api/resume/changeOpenStatus',
  'POST /api/resume/delete',
  'POST /api/resume/getClientResume',
  'POST /api/resume/modify',
  'POST /api/job/delivery/queryDeliveries',
  'POST /api/job/delivery',
];

/** Calls the portal adds to the spec's, each for a stated reason (see the catalogue). */
const EXTENSION_CALLS = ['POST /api/vcode/checkVCode'];

/** Every page path of the portal (list pages named by the redirects included). */
const SPEC_ROUTES = [
  '/',
  '/my-ask',
  '/my-saved',
  '/login',
  '/register',
  '/forgetPassword',
  '/home/about',
  '/home/feedback',
  '/home/contact',
  '/home/disclaimer',
  '/home/privacy',
  '/appPrivacy',
  '/AppDownload',
  '/userService',
  '/userPrivacy',
  '/qySales',
  '/doctor',
  '/doctor/list',
  '/doctor/:doctorId',
  '/doctor/:doctorId/ask',
  '/doctor/:doctorId/news',
  '/hospital',
  '/hospital/list',
  '/hospital/detail/:clinicId',
  '/news',
  '/news/list',
  '/news/detail/:newsId',
  '/news/details/:newsId',
  '/children',
  '/children/height',
  '/children/weight',
  '/children/bmi',
  '/children/chest_circ',
  '/children/head_circ',
  '/association/list',
  '/Activity/',
  '/ask',
  '/ask/list',
  '/ask/postnew',
  '/ask/detail/:id',
  '/user',
  '/user/userInfo',
  '/user/updatePassword',
  '/user/booking',
  '/user/booking/order',
  '/user/booking/record',
  '/user/booking/record/detail/:id',
  '/user/card',
  '/user/card/plan',
  '/user/card/service',
  '/user/aq-news',
  '/user/aq-news/question',
  '/user/resume',
  // Portal addition: where a doctor writes an article (addNews).
  '/user/news/write',
  '/user/applyJobs',
  '/user/association',
  '/user/association/myActivity',
  '/os/register',
  '/os/doctor_signup',
  '/job/list',
  '/job/details/:jobId',
  '*',
];

/** Pages of what the portal keeps itself (family members, growth records, 我的資料), beside the spec's. */
const PORTAL_DATA_ROUTES = ['/user/family', '/user/family/:id/growth', '/user/my-data'];

describe('call catalogue', () => {
  const catalogue = callNames.map((n) => `${calls[n].method} ${calls[n].path}`);
  it('has every call of the spec exactly once and nothing else but the named extensions', () => {
    const expected = [...SPEC_CALLS, ...EXTENSION_CALLS];
    expect(catalogue).toHaveLength(expected.length);
    expect(new Set(catalogue).size).toBe(catalogue.length);
    expect([...catalogue].sort()).toEqual([...expected].sort());
  });
  it('finds calls by path, ignoring case and query', () => {
    expect(findCallByPath('/api/sckedule/saveSchedule?x=1')).toBe('saveSchedule');
    expect(findCallByPath('/API/USER/LOGIN')).toBe('login');
    expect(findCallByPath('/api/nothing')).toBeUndefined();
  });
  it('marks private calls as needing a session', () => {
    for (const n of [
      'getClientById',
      'getScheduleListByClientId',
      'getUserVisitRecord',
      'getClientResume',
      'queryDeliveries',
    ] as const) {
      expect(calls[n].session).toBe(true);
    }
    for (const n of ['login', 'searchDoctor', 'getNewsDetail', 'queryJobDetail'] as const) {
      expect(calls[n].session).toBe(false);
    }
  });
  it('lets only public reads be cached: no session, upload, rate-limited call or booking time', () => {
    const cached = callNames.filter((n) => calls[n].cache === 'public');
    expect(cached.length).toBeGreaterThan(10);
    for (const n of cached) {
      expect([n, calls[n].session, calls[n].multipart, calls[n].rateLimited]).toEqual([
        n,
        false,
        false,
        false,
      ]);
    }
    expect(cached).not.toContain('getDoctorWorkTimeSection');
    expect(cached).not.toContain('getDoctorWeekWorkDate');
    expect(cached).toContain('searchDoctor');
  });
});

describe('calls for doctors only', () => {
  it('marks publishing health news, a session call, and nothing else', () => {
    const forDoctors = callNames.filter((n) => (calls[n] as CallDef).role === 'doctor');
    expect(forDoctors).toEqual(['addNews']);
    expect(calls.addNews.session).toBe(true);
  });
});

describe('per-call lists on the catalogue entry', () => {
  /** The parameter names of a call's query string or JSON body schema. */
  const params = (name: (typeof callNames)[number], where: 'query' | 'body') =>
    Object.keys(
      (requests[name] as { query?: { properties: object }; body?: { properties: object } })[where]
        ?.properties ?? {},
    );

  it('names only parameters the searches take, and keywords for every public search', () => {
    const searches = callNames.filter((n) => (calls[n] as CallDef).keywordSearch);
    expect(searches.sort()).toEqual(
      [
        'getQingYuanSalesPoint',
        'getWebAskList',
        'getWebNewsList',
        'queryJobList',
        'searchClinic',
        'searchDoctor',
      ].sort(),
    );
    for (const n of searches) {
      const taken = [...params(n, 'query'), ...params(n, 'body')];
      expect([n, (calls[n] as CallDef).keywordSearch]).toEqual([
        n,
        expect.arrayContaining(['keyword']),
      ]);
      for (const field of (calls[n] as CallDef).keywordSearch!) expect(taken).toContain(field);
    }
  });

  it('names file URL fields where the call takes them, and the old map reads the same', () => {
    expect(FILE_URL_FIELDS).toEqual({
      updateClientInfo: { body: ['avatar'] },
      addAsk: { body: ['images'] },
      addNews: { body: ['cover'] },
      updateRegAttachment: { query: ['attachment'] },
      doctorClinicSignup: { body: ['documents'] },
    });
    for (const [n, fields] of Object.entries(FILE_URL_FIELDS)) {
      const name = n as (typeof callNames)[number];
      for (const f of fields.query ?? []) expect(params(name, 'query')).toContain(f);
      for (const f of fields.body ?? []) expect(params(name, 'body')).toContain(f);
    }
  });
});

describe('route table', () => {
  it("has every route of the spec and of the portal's own data exactly once", () => {
    const paths = routes.map((r) => r.path);
    const expected = [...SPEC_ROUTES, ...PORTAL_DATA_ROUTES];
    expect(paths).toHaveLength(expected.length);
    expect([...paths].sort()).toEqual(expected.sort());
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });
  it('gives every route a title, keywords and a description (redirects excepted)', () => {
    for (const r of routes) {
      const text = routeText(r);
      expect(text.title, r.path).not.toBe('');
      expect(text.keywords, r.path).not.toBe('');
      if (!r.redirect) expect(text.description, r.path).not.toBe('');
    }
  });
  it('matches paths to routes with decoded params', () => {
    expect(matchRoute('/doctor/D1001').route.id).toBe('doctorDetail');
    expect(matchRoute('/doctor/D1001').params).toEqual({ doctorId: 'D1001' });
    expect(matchRoute('/doctor/D1001/ask').route.id).toBe('doctorAsk');
    expect(matchRoute('/doctor/list').route.id).toBe('doctorList');
    expect(matchRoute('/news/details/N1').route.detail?.kind).toBe('news');
    expect(matchRoute('/Activity/').route.page).toBe('associationList');
    expect(matchRoute('/Activity').route.id).toBe('activity');
    expect(matchRoute('/user').route.redirect).toBe('/user/userInfo');
    expect(matchRoute('/nope/nothing').route.id).toBe('notFound');
    expect(matchRoute('/ask/detail/%E0%A4%A').route.id).toBe('notFound');
  });
  it('points every detail route at a list page and redirects at real routes', () => {
    for (const r of routes) {
      if (r.detail) expect(getRoute(r.detail.fallback).path).toMatch(/\/list$/);
      if (r.redirect) expect(matchRoute(r.redirect).route.redirect).toBeUndefined();
    }
  });
  it('knows which pages are the personal centre', () => {
    expect(isSessionPath('/user/booking/order')).toBe(true);
    expect(isSessionPath('/user')).toBe(true);
    expect(isSessionPath('/userService')).toBe(false);
    for (const r of routes.filter((x) => x.path.startsWith('/user/'))) expect(r.session).toBe(true);
  });
});
