import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { answers, normaliseAnswer, type AnswerData } from './answers';
import { callNames, type CallName, type CallResponse } from './calls';
import type { ListData } from './envelope';
import type {
  Activity,
  ActivityRegistration,
  Area,
  Ask,
  AskDetail,
  Association,
  Booking,
  CardUsage,
  CheckVCodeResult,
  ChildHealthResult,
  Clinic,
  ClinicDetail,
  CodeTableEntry,
  Delivery,
  Doctor,
  DoctorSignupResult,
  DoctorSummary,
  FeedbackResult,
  IllnessCategory,
  Job,
  JobDetail,
  NewsCategory,
  NewsDetail,
  NewsSummary,
  OSClientLookup,
  Prescription,
  Resume,
  SalesPoint,
  ServiceCardsMedicalPlan,
  SingleArea,
  SystemStatistic,
  TimeSection,
  TopAnswerDoctor,
  UploadResult,
  UserInfo,
  VCodeResult,
  VisitDetail,
  VisitRecord,
  WorkDate,
} from './index';

/** Whether two types are the same to the type checker: each assignable to the other, and more. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * The records the pages and the BFF name, by the call that answers with them. Not every call
 * need be listed; a listed one must answer with exactly this type, neither wider nor narrower.
 */
interface NamedAnswers {
  login: UserInfo;
  signOut: null;
  clientRegister: UserInfo;
  searchOSClientByPhone: OSClientLookup;
  getVCode: VCodeResult;
  checkVCode: CheckVCodeResult;
  resetPwd: null;
  updatePwd: null;
  getClientById: UserInfo;
  updateClientInfo: UserInfo;
  getMyJoined: ListData<ActivityRegistration>;
  doctorClinicSignup: DoctorSignupResult;
  getUserVisitRecord: ListData<VisitRecord>;
  getVisitDetail: VisitDetail;
  getPrecriptiontByClientRegisterId: Prescription[];
  getServiceCardsMedicalPlan: ServiceCardsMedicalPlan;
  getMedicalPlanUseDetail: CardUsage[];
  getClientServiceCardDetail: CardUsage[];
  getScheduleListByClientId: ListData<Booking>;
  deleteSchedule: null;
  saveSchedule: Booking;
  getDoctorWeekWorkDate: WorkDate[];
  getDoctorWorkTimeSection: TimeSection[];
  uploadImage: UploadResult;
  uploadFile: UploadResult;
  getAreaByParentId: Area[];
  getSigleArea: SingleArea;
  submitWebFeedback: FeedbackResult;
  addAsk: Ask;
  getWebAskList: ListData<Ask>;
  getMyAskList: ListData<AskDetail>;
  getAskDetail: AskDetail;
  getIllnessCategory: IllnessCategory[];
  getTopAnswer: TopAnswerDoctor[];
  getWebAskListByDocGlobalID: ListData<AskDetail>;
  getWebNewsList: ListData<NewsSummary>;
  getHotNewsList: NewsSummary[];
  getNewsDetail: NewsDetail;
  getNewsCategory: NewsCategory[];
  addNews: NewsSummary;
  getNewsListByGlobalUserId: ListData<NewsSummary>;
  getClinicListByDocGlobalId: Clinic[];
  getRandomClinicList: Clinic[];
  searchClinic: ListData<Clinic>;
  getClinicDetailByClinicId: ClinicDetail;
  getClinicListByGlobalUserID: Clinic[];
  getQingYuanSalesPoint: ListData<SalesPoint>;
  searchDoctor: ListData<DoctorSummary>;
  getDoctorByClinicID: DoctorSummary[];
  getDocDetailByGlobalUserID: Doctor;
  getAssociationListByReviewd: ListData<Association>;
  getWebActivityList: ListData<Activity>;
  updateRegAttachment: ActivityRegistration;
  getSystemStatistic: SystemStatistic;
  calcChildHealth: ChildHealthResult;
  queryJobList: ListData<Job>;
  queryJobDetail: JobDetail;
  getEmploymentType: CodeTableEntry[];
  getQualification: CodeTableEntry[];
  getWorkYears: CodeTableEntry[];
  resumeAdd: Resume;
  resumeChangeOpenStatus: Resume;
  resumeDelete: null;
  getClientResume: Resume | null;
  resumeModify: Resume;
  queryDeliveries: ListData<Delivery>;
  delivery: Delivery;
}

/** Calls whose answer type is not the one its schema gives (none): both ways, not merely assignable. */
type Disagreeing = {
  [N in CallName]: Same<CallResponse<N>, AnswerData<N>> extends true
    ? N extends keyof NamedAnswers
      ? Same<CallResponse<N>, NamedAnswers[N]> extends true
        ? never
        : N
      : never
    : N;
}[CallName];
const agree: [Disagreeing] extends [never] ? true : Disagreeing = true;

const param = (values: Record<string, string>) => (name: string) => values[name];

describe('answer schemas', () => {
  it('declares a schema for every catalogue call, agreeing with the shared types', () => {
    expect(agree).toBe(true);
    for (const name of callNames) expect(answers[name], name).toBeDefined();
  });

  it('requires the fields the spec names and nothing else', () => {
    const job = Compile(answers.queryJobDetail.schema);
    const specJob = {
      title: '註冊中醫師',
      company: '仁心中醫診所',
      employmentType: '全職',
      employmenttypeid: '1',
      arealevel1id: '2',
      arealevel2id: '12',
      number: 2,
      contact: '陳小姐',
      address: '九龍旺角彌敦道 1 號',
      lat: 22.3,
      lng: 114.17,
      expiredate: '2026-12-31',
      cliniclogo: '',
    };
    expect(job.Check(specJob)).toBe(true);
    const { company: _company, ...noCompany } = specJob;
    expect(job.Errors(noCompany)).toMatchObject([
      { keyword: 'required', instancePath: '', params: { requiredProperties: ['company'] } },
    ]);
    // A portal extension, when sent, must have its type.
    expect(job.Check({ ...specJob, delivered: 'yes' })).toBe(false);

    const doctor = Compile(answers.getDocDetailByGlobalUserID.schema);
    expect(doctor.Check({ username: '陳大文', globaluserid: 'd1' })).toBe(true);
    expect(doctor.Check({ username: '陳大文' })).toBe(false);
    const codes = Compile(answers.getEmploymentType.schema);
    expect(codes.Check([{ codeid: '1', codedesc: '全職' }])).toBe(true);
  });
});

describe('normaliseAnswer', () => {
  it('returns the very same value when nothing needs to change', () => {
    const list = { list: [{ codeid: '1', codedesc: '全職' }], total: 1 };
    expect(normaliseAnswer(answers.queryJobList, list)).toBe(list);
    const arr = [{ codeid: '1', codedesc: '全職' }];
    expect(normaliseAnswer(answers.getEmploymentType, arr)).toBe(arr);
    const doc = { globaluserid: 'd1', username: '陳大文' };
    expect(normaliseAnswer(answers.getDocDetailByGlobalUserID, doc, param({}))).toBe(doc);
  });

  it('adds the shared spelling of codedesc and jobid', () => {
    expect(normaliseAnswer(answers.getEmploymentType, [{ codeid: '1', codeDesc: '全職' }])).toEqual(
      [{ codeid: '1', codeDesc: '全職', codedesc: '全職' }],
    );
    const jobs = normaliseAnswer(answers.queryJobList, {
      list: [{ jobId: 'j1', title: 'a' }],
      total: 1,
    });
    expect(jobs).toEqual({ list: [{ jobId: 'j1', jobid: 'j1', title: 'a' }], total: 1 });
    expect(normaliseAnswer(answers.queryDeliveries, [{ jobId: 'j2' }])).toEqual({
      list: [{ jobId: 'j2', jobid: 'j2' }],
      total: 1,
    });
  });

  it('takes a record id from the request when the record has none', () => {
    expect(
      normaliseAnswer(answers.queryJobDetail, { title: '醫師' }, param({ jobId: 'j9' })),
    ).toEqual({ title: '醫師', jobid: 'j9' });
    expect(
      normaliseAnswer(answers.getNewsDetail, { title: 't', newsid: '' }, param({ newsid: 'n1' })),
    ).toEqual({ title: 't', newsid: 'n1' });
    // Its own id wins.
    expect(
      normaliseAnswer(answers.getAskDetail, { askid: 'a1' }, param({ askid: 'other' })),
    ).toEqual({ askid: 'a1' });
  });

  it('accepts lists as arrays or {list,total}, whichever the call does not use', () => {
    expect(normaliseAnswer(answers.searchDoctor, [{ username: 'a' }])).toEqual({
      list: [{ username: 'a' }],
      total: 1,
    });
    expect(normaliseAnswer(answers.searchDoctor, { list: [], total: '12' })).toEqual({
      list: [],
      total: 12,
    });
    expect(normaliseAnswer(answers.searchDoctor, { list: [{ username: 'a' }] })).toEqual({
      list: [{ username: 'a' }],
      total: 1,
    });
    expect(
      normaliseAnswer(answers.getRandomClinicList, { list: [{ clinicname: 'c' }], total: 9 }),
    ).toEqual([{ clinicname: 'c' }]);
    // Nothing it can read: left for the schema check to report.
    expect(normaliseAnswer(answers.searchDoctor, 'nope')).toBe('nope');
    expect(normaliseAnswer(answers.getDocDetailByGlobalUserID, null, param({}))).toBe(null);
  });
});
