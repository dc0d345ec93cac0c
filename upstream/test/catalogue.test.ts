/**
 * Walks the whole call catalogue of `@portal/shared`: every call answers code 200 at its method and
 * path for a valid request (logged in as the demo account where the call needs a session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callNames,
  calls,
  type CallName,
  type TimeSection,
  type UploadResult,
  type VCodeResult,
  type WorkDate,
} from '@portal/shared';
import {
  DEMO,
  DOCTOR,
  SECOND,
  TINY_PDF,
  TINY_PNG,
  harness,
  multipart,
  queryString,
  type CallOpts,
  type Harness,
} from './helpers';
import type { Complete } from '../src/lib/complete';

let h: Harness;
const tokens = { demo: '', second: '', fresh: '', doctor: '' };
const FRESH = { phone: '66600001', password: 'Fresh1234' };
let uploaded = '';
let freshKey = '';
/** The doctor applicant: a checked sign-up code, and a document uploaded with it. */
const APPLICANT = '67890123';
let signup = { codeKey: '', numcode: '' };
let document = '';

beforeAll(async () => {
  h = await harness();
  tokens.demo = await h.login();
  tokens.second = await h.login(SECOND);
  tokens.doctor = await h.login(DOCTOR);
});
afterAll(async () => {
  await h.close();
});

async function freeSection(doctorId: string): Promise<string> {
  const days = (await h.call<WorkDate[]>('getDoctorWeekWorkDate', { query: { doctorId } })).data;
  for (const d of days) {
    const secs = (
      await h.call<TimeSection[]>('getDoctorWorkTimeSection', {
        query: { doctorId, workDate: d.date },
      })
    ).data;
    const s = secs.find((x) => x.available);
    if (s) return `${d.date} ${s.starttime}`;
  }
  throw new Error('no free section');
}

async function code(phone: string, codeType: string) {
  const r = await h.call<VCodeResult>('getVCode', { query: { codeType, phoneNumber: phone } });
  return { codeKey: r.data.codeKey, numcode: h.codes.at(-1)!.code };
}

const resume = {
  name: '李小美',
  sex: 'F',
  birthday: '1990-09-03',
  phone: SECOND.phone,
  email: 'siumei@example.com',
  qualificationid: 'Q04',
  workyearsid: 'WY03',
  employmenttypeid: 'ET02',
  arealevel2id: '307',
  education: '香港中文大學中醫學學士',
  workexperience: '',
  introduce: '',
};

type Builder = () => Promise<
  CallOpts & { upload?: { name: string; content: Buffer; type: string } }
>;

/** A valid request for every call; a new call in the catalogue fails the typecheck until added here. */
const requests: Record<CallName, Builder> = {
  getVCode: async () => ({ query: { codeType: 'register', phoneNumber: FRESH.phone } }),
  checkVCode: async () => {
    signup = await code(APPLICANT, 'signup');
    return { query: { codeType: 'signup', phoneNumber: APPLICANT, ...signup } };
  },
  clientRegister: async () => ({
    body: {
      phone: FRESH.phone,
      password: 'First1234',
      username: '新用戶',
      codeKey: freshKey,
      numcode: h.codes.filter((c) => c.phone === FRESH.phone).at(-1)!.code,
    },
  }),
  login: async () => ({ body: { phone: DEMO.phone, password: DEMO.password } }),
  resetPwd: async () => ({
    query: { phone: FRESH.phone, newPwd: FRESH.password, ...(await code(FRESH.phone, 'resetPwd')) },
  }),
  updatePwd: async () => {
    tokens.fresh = await h.login(FRESH);
    return { token: tokens.fresh, query: { oldPwd: FRESH.password, newPwd: 'Fresh5678' } };
  },
  signOut: async () => ({
    token: tokens.demo,
    query: { clientId: DEMO.clientid, token: tokens.demo },
  }),
  searchOSClientByPhone: async () => ({ query: { phone: DEMO.phone } }),
  getClientById: async () => ({ token: tokens.demo, query: { clientid: DEMO.clientid } }),
  updateClientInfo: async () => ({
    token: tokens.demo,
    body: { address: '九龍旺角彌敦道 700 號' },
  }),
  getMyJoined: async () => ({ token: tokens.demo, query: { pageNo: 1, pageSize: 10 } }),
  doctorClinicSignup: async () => ({
    body: {
      name: '周醫師',
      phone: APPLICANT,
      regno: '005678',
      clinicname: '周氏中醫',
      arealevel1id: '3',
      arealevel2id: '307',
      specialty: '內科',
      email: 'chow@example.com',
      documents: [document],
      note: '',
      ...signup,
    },
  }),
  getUserVisitRecord: async () => ({ token: tokens.demo, query: { pageNo: 1, pageSize: 10 } }),
  getVisitDetail: async () => ({ token: tokens.demo, query: { clientRegisterID: 'R20001' } }),
  getPrecriptiontByClientRegisterId: async () => ({
    token: tokens.demo,
    query: { clientRegisterID: 'R20001' },
  }),
  getServiceCardsMedicalPlan: async () => ({
    token: tokens.demo,
    query: { clientID: DEMO.clientid },
  }),
  getMedicalPlanUseDetail: async () => ({
    token: tokens.demo,
    query: { clientid: DEMO.clientid, medicalplanitemid: 'MP1001' },
  }),
  getClientServiceCardDetail: async () => ({
    token: tokens.demo,
    query: { clientid: DEMO.clientid, clientservicecardid: 'SC1001' },
  }),
  getScheduleListByClientId: async () => ({
    token: tokens.demo,
    query: { clientId: DEMO.clientid, pageNo: 1, pageSize: 10 },
  }),
  deleteSchedule: async () => ({ token: tokens.second, query: { scheduleID: 'S50003' } }),
  saveSchedule: async () => ({
    token: tokens.demo,
    query: {
      clientId: DEMO.clientid,
      doctorId: 'D1002',
      scheduleDate: await freeSection('D1002'),
      scheduleID: '',
      sourceType: 'F',
      note: '',
    },
  }),
  getDoctorWeekWorkDate: async () => ({ query: { doctorId: 'D1001' } }),
  getDoctorWorkTimeSection: async () => ({
    query: { doctorId: 'D1001', workDate: (await freeSection('D1001')).slice(0, 10) },
  }),
  uploadImage: async () => ({
    token: tokens.demo,
    // A public image: the question below shows it (a receipt would be private to the client).
    query: { imgCategory: 'ask' },
    upload: { name: 'proof.png', content: TINY_PNG, type: 'image/png' },
  }),
  uploadFile: async () => ({
    query: { codeKey: signup.codeKey, phone: APPLICANT },
    upload: { name: 'licence.pdf', content: TINY_PDF, type: 'application/pdf' },
  }),
  getAreaByParentId: async () => ({ query: { parentId: '2', langcode: 'B5' } }),
  getSigleArea: async () => ({ query: { areaLevel1Id: '2', areaLevel2Id: '201', langcode: 'B5' } }),
  submitWebFeedback: async () => ({
    query: { contact: 'visitor@example.com', msgTxt: '網站很好用，多謝！' },
  }),
  addAsk: async () => ({
    token: tokens.demo,
    body: {
      title: '最近經常頭痛',
      illnesscategorycode: 'IC10',
      note: '下午特別明顯，應該點調理？',
      images: uploaded ? [uploaded] : [],
    },
  }),
  getWebAskList: async () => ({ query: { pageNo: 1, pageSize: 10, illnesscategorycode: 'IC01' } }),
  getMyAskList: async () => ({ token: tokens.demo, query: { pageNo: 1, pageSize: 10 } }),
  getAskDetail: async () => ({ query: { askid: 'A1001' } }),
  getIllnessCategory: async () => ({}),
  getTopAnswer: async () => ({}),
  getWebAskListByDocGlobalID: async () => ({
    query: { doctorglobaluserid: 'D1001', pageNo: 1, pageSize: 5 },
  }),
  getWebNewsList: async () => ({ query: { pageNo: 1, pageSize: 10, category: 'NC03' } }),
  getHotNewsList: async () => ({ query: { size: 5 } }),
  getNewsDetail: async () => ({ query: { newsid: 'N1001' } }),
  getNewsCategory: async () => ({ query: { langcode: 'GB' } }),
  addNews: async () => ({
    token: tokens.doctor,
    body: {
      title: '我的養生心得',
      category: 'NC01',
      tag: '養生|心得',
      introduce: '分享日常養生',
      content: '早睡早起。\n多喝水。',
    },
  }),
  getNewsListByGlobalUserId: async () => ({
    query: { globaluserid: 'D1001', pageNo: 1, pageSize: 5 },
  }),
  getClinicListByDocGlobalId: async () => ({ query: { doctorglobaluserid: 'D1001' } }),
  getRandomClinicList: async () => ({ query: { size: 15 } }),
  searchClinic: async () => ({ body: { pageno: 1, pagesize: 10, arealevel1id: '2' } }),
  getClinicDetailByClinicId: async () => ({ query: { clinicid: 'C101' } }),
  getClinicListByGlobalUserID: async () => ({ query: { globaluserid: 'D1001' } }),
  getQingYuanSalesPoint: async () => ({ body: { pageno: 1, pagesize: 20 } }),
  searchDoctor: async () => ({ body: { pageno: 1, pagesize: 10, specialty: '針灸' } }),
  getDoctorByClinicID: async () => ({ query: { clinicid: 'C101' } }),
  getDocDetailByGlobalUserID: async () => ({ query: { globaluserid: 'D1001' } }),
  getAssociationListByReviewd: async () => ({ query: { pageNo: 1, pageSize: 10 } }),
  getWebActivityList: async () => ({ query: { pageNo: 1, pageSize: 10 } }),
  updateRegAttachment: async () => ({
    token: tokens.demo,
    query: { activityregid: 'AR1001', attachment: uploaded, paytime: '2024-05-01 10:30' },
  }),
  getSystemStatistic: async () => ({}),
  calcChildHealth: async () => ({
    body: { sex: 'M', agemonths: 36, measuretype: 'height', value: 96.1 },
  }),
  queryJobList: async () => ({ body: { pageno: 1, pagesize: 10, employmenttypeid: 'ET01' } }),
  queryJobDetail: async () => ({
    token: tokens.demo,
    body: { jobId: 'J1001', clientId: DEMO.clientid },
  }),
  getEmploymentType: async () => ({}),
  getQualification: async () => ({}),
  getWorkYears: async () => ({}),
  resumeAdd: async () => ({ token: tokens.second, body: resume }),
  resumeChangeOpenStatus: async () => ({
    token: tokens.demo,
    body: { resumeid: 'RS1001', isopen: 0 },
  }),
  resumeDelete: async () => {
    const r = await h.call<{ resumeid: string }>('getClientResume', { token: tokens.second });
    return { token: tokens.second, body: { resumeid: r.data.resumeid } };
  },
  getClientResume: async () => ({ token: tokens.demo, body: { clientid: DEMO.clientid } }),
  resumeModify: async () => {
    const r = await h.call<{ resumeid: string }>('getClientResume', { token: tokens.second });
    return {
      token: tokens.second,
      body: { ...resume, resumeid: r.data.resumeid, introduce: '喜歡與病人溝通' },
    };
  },
  queryDeliveries: async () => ({ token: tokens.demo, body: { pageno: 1, pagesize: 10 } }),
  delivery: async () => ({ token: tokens.demo, body: { jobid: 'J1002', resumeid: 'RS1001' } }),
};

/** Calls that depend on others run in this order; the rest follow in catalogue order; signOut last. */
const FIRST: CallName[] = [
  'uploadImage',
  'checkVCode',
  'uploadFile',
  'getVCode',
  'resumeAdd',
  'resumeModify',
];
const LAST: CallName[] = ['resumeDelete', 'signOut'];
const order = [
  ...FIRST,
  ...callNames.filter((n) => !FIRST.includes(n) && !LAST.includes(n)),
  ...LAST,
];

describe('the whole catalogue', () => {
  it('has a valid request for every call', () => {
    expect(Object.keys(requests).sort()).toEqual([...callNames].sort());
    expect(order.length).toBe(callNames.length);
  });

  it.each(order)('%s answers code 200', async (name) => {
    const def = calls[name];
    const req = await requests[name]();
    let body: { code: number; msg: string; data?: unknown };
    if (req.upload) {
      const mp = multipart(req.upload.name, req.upload.content, req.upload.type);
      const res = await h.app.inject({
        method: def.method,
        url: def.path + queryString(req.query),
        payload: mp.payload,
        headers: { ...mp.headers, ...(req.token ? { token: req.token } : {}) },
      });
      body = res.json();
      if (name === 'uploadImage') uploaded = (body.data as Complete<UploadResult>).url;
      if (name === 'uploadFile') document = (body.data as Complete<UploadResult>).url;
    } else {
      body = await h.call(name, req);
      if (name === 'getVCode') freshKey = (body.data as Complete<VCodeResult>).codeKey;
    }
    expect({ name, code: body.code, msg: body.msg }).toEqual({
      name,
      code: 200,
      msg: expect.any(String),
    });
    expect(body).toHaveProperty('data');
  });
});
