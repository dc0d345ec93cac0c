/**
 * The entity types are `Static` of the answer schemas, so a field is written once. What that must
 * keep true: a record carrying only the fields the portal's specification names is a whole entity
 * (to the type checker and to the schema the BFF checks answers with), and those fields stay
 * required while every portal extension stays optional.
 */
import { Value } from 'typebox/value';
import type { Static } from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as S from './schemas';
import type * as R from './requests';
import type {
  AskDetail,
  ClinicDetail,
  CodeTableEntry,
  Doctor,
  DoctorSummary,
  JobDetail,
  NewsDetail,
  UserInfo,
} from './index';
import type { CallBody } from './calls';

// Records with the specification's fields only, typed as the shared entities.
const doctor: Doctor = { globaluserid: 'D1', username: '李醫師' };
const clinic: ClinicDetail = { clinicname: '仁心診所', contacttel: '2345 6789', address: '中環' };
const news: NewsDetail = { title: '秋季養生', category: 'C1', tag: '養生', introduce: '…' };
const ask: AskDetail = { title: '失眠', illnesscategorycode: 'IC1', note: '睡不好' };
const user: UserInfo = { clientid: 'U1' };
const code: CodeTableEntry = { codeid: 'E1', codedesc: '全職' };
const job: JobDetail = {
  title: '註冊中醫師',
  company: '仁心診所',
  cliniclogo: '',
  employmentType: '全職',
  employmenttypeid: 'E1',
  arealevel1id: 'HK',
  arealevel2id: 'CW',
  number: 1,
  contact: '陳小姐',
  address: '中環',
  lat: 22.28,
  lng: 114.15,
  expiredate: '2026-12-31',
};

describe('entity types', () => {
  it('are the answer schemas, written once', () => {
    expectTypeOf<Doctor>().toEqualTypeOf<Static<typeof S.DoctorSchema>>();
    expectTypeOf<ClinicDetail>().toEqualTypeOf<Static<typeof S.ClinicDetailSchema>>();
    expectTypeOf<JobDetail>().toEqualTypeOf<Static<typeof S.JobDetailSchema>>();
    expectTypeOf<NewsDetail>().toEqualTypeOf<Static<typeof S.NewsDetailSchema>>();
    expectTypeOf<AskDetail>().toEqualTypeOf<Static<typeof S.AskDetailSchema>>();
    expectTypeOf<UserInfo>().toEqualTypeOf<Static<typeof S.UserInfoSchema>>();
    expectTypeOf<CallBody<'resumeAdd'>>().toEqualTypeOf<Static<R.Requests['resumeAdd']['body']>>();
    expectTypeOf<CallBody<'resumeModify'>>().toEqualTypeOf<
      Static<R.Requests['resumeModify']['body']>
    >();
  });

  it('require the fields the specification names and leave the extensions optional', () => {
    expectTypeOf<Doctor['username']>().toEqualTypeOf<string>();
    expectTypeOf<Doctor['photo']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<JobDetail['title']>().toEqualTypeOf<string>();
    expectTypeOf<JobDetail['jobid']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ClinicDetail['doctors']>().toEqualTypeOf<DoctorSummary[] | undefined>();
  });

  it('accept a record with only the specification fields, as the BFF checks answers', () => {
    expect(Value.Check(S.DoctorSchema, doctor)).toBe(true);
    expect(Value.Check(S.ClinicDetailSchema, clinic)).toBe(true);
    expect(Value.Check(S.NewsDetailSchema, news)).toBe(true);
    expect(Value.Check(S.AskDetailSchema, ask)).toBe(true);
    expect(Value.Check(S.UserInfoSchema, user)).toBe(true);
    expect(Value.Check(S.CodeTableEntrySchema, code)).toBe(true);
    expect(Value.Check(S.JobDetailSchema, job)).toBe(true);
  });

  it('still reject a record missing a field the specification names', () => {
    const { username: _dropped, ...nameless } = doctor;
    expect(Value.Check(S.DoctorSchema, nameless)).toBe(false);
    const { title: _title, ...untitled } = job;
    expect(Value.Check(S.JobDetailSchema, untitled)).toBe(false);
  });
});
