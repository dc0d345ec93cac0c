import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Area,
  Ask,
  AskDetail,
  Clinic,
  ClinicDetail,
  CodeTableEntry,
  Doctor,
  DoctorSummary,
  Job,
  JobDetail,
  ListData,
  NewsDetail,
  NewsSummary,
  SingleArea,
  TopAnswerDoctor,
} from '@portal/shared';
import { DEMO, SECOND, harness, type Harness } from './helpers';
import { calls } from '@portal/shared';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.close();
});

describe('areas', () => {
  it('has the 3 regions and 18 districts in B5 and GB', async () => {
    const regions = await h.call<Area[]>('getAreaByParentId', {
      query: { parentId: '0', langcode: 'B5' },
    });
    expect(regions.data.map((a) => a.areaname)).toEqual(['香港島', '九龍', '新界']);
    let districts = 0;
    for (const r of regions.data)
      districts += (await h.call<Area[]>('getAreaByParentId', { query: { parentId: r.areaid } }))
        .data.length;
    expect(districts).toBe(18);
    const gb = await h.call<Area[]>('getAreaByParentId', {
      query: { parentId: '3', langcode: 'GB' },
    });
    expect(gb.data.map((a) => a.areaname)).toContain('荃湾区');
    const one = await h.call<SingleArea>('getSigleArea', {
      query: { areaLevel1Id: '1', areaLevel2Id: '102', langcode: 'B5' },
    });
    expect(one.data.level2!.areaname).toBe('灣仔區');
    expect(
      (await h.call('getSigleArea', { query: { areaLevel1Id: '1', areaLevel2Id: '301' } })).code,
    ).toBe(400);
    expect((await h.call('getAreaByParentId', { query: { parentId: '999' } })).code).toBe(404);
  });
});

describe('doctors', () => {
  it('has at least 40 doctors with full profiles', async () => {
    const r = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { pageno: 1, pagesize: 100 },
    });
    expect(r.data.total).toBeGreaterThanOrEqual(40);
    for (const d of r.data.list) {
      expect(d.globaluserid).toMatch(/^D\d{4}$/);
      expect(d.specialties.length).toBeGreaterThan(0);
      expect(d.districts.length).toBeGreaterThan(0);
      expect(d.regno).toMatch(/^(\d{6}|L\d{5})$/);
    }
  });

  it('filters by keyword, specialty, language, district and clinic, and pages', async () => {
    const page2 = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { pageno: 2, pagesize: 5 },
    });
    expect(page2.data.list).toHaveLength(5);
    expect(page2.data.list[0]!.globaluserid).toBe('D1006');
    const spec = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { specialty: '針灸', pagesize: 100 },
    });
    expect(spec.data.total).toBeGreaterThan(0);
    expect(spec.data.list.every((d) => d.specialties.includes('針灸'))).toBe(true);
    const kw = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { keyword: '李卓賢' },
    });
    expect(kw.data.list.map((d) => d.globaluserid)).toEqual(['D1001']);
    const district = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { arealevel2id: '101', pagesize: 100 },
    });
    expect(district.data.list.every((d) => d.districts.includes('中西區'))).toBe(true);
    const lang = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { language: '英語', pagesize: 100 },
    });
    expect(lang.data.list.every((d) => d.languages.includes('英語'))).toBe(true);
    const clinic = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { clinicid: 'C101', pagesize: 100 },
    });
    expect(clinic.data.list.map((d) => d.globaluserid)).toContain('D1001');
    const wild = await h.call<ListData<DoctorSummary>>('searchDoctor', { body: { keyword: '%' } });
    expect(wild.data.total).toBe(0);
    const sorted = await h.call<ListData<DoctorSummary>>('searchDoctor', {
      body: { sortdesc: true, pagesize: 3 },
    });
    expect(sorted.data.list[0]!.answercount).toBeGreaterThanOrEqual(
      sorted.data.list[1]!.answercount,
    );
  });

  it('doctor detail with clinics, and a clear 404', async () => {
    const r = await h.call<Doctor>('getDocDetailByGlobalUserID', {
      query: { globaluserid: 'D1001' },
    });
    expect(r.data).toMatchObject({ username: '李卓賢', globaluserid: 'D1001' });
    expect(r.data.clinics.map((c) => c.clinicid)).toEqual(['C101', 'C102']);
    expect(r.data.introduce.length).toBeGreaterThan(20);
    const missing = await h.call('getDocDetailByGlobalUserID', {
      query: { globaluserid: 'D0000' },
    });
    expect(missing).toEqual({ code: 404, msg: '找不到該醫師' });
  });

  it('refuses bad input', async () => {
    expect((await h.call('searchDoctor', { body: { pagesize: 1000 } })).code).toBe(400);
    expect((await h.call('searchDoctor', { body: { pageno: 0 } })).code).toBe(400);
    expect((await h.call('searchDoctor', { body: { keyword: 'x'.repeat(51) } })).code).toBe(400);
    expect(
      (await h.call('getDocDetailByGlobalUserID', { query: { globaluserid: "D1001' OR 1=1" } }))
        .code,
    ).toBe(400);
    const notJson = await h.app.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.json().code).toBe(400);
  });
});

describe('clinics', () => {
  it('has at least 20 clinics in Hong Kong with hours and photos', async () => {
    const r = await h.call<ListData<Clinic>>('searchClinic', { body: { pagesize: 100 } });
    expect(r.data.total).toBeGreaterThanOrEqual(20);
    for (const c of r.data.list) {
      expect(c.lat).toBeGreaterThan(22.15);
      expect(c.lat).toBeLessThan(22.57);
      expect(c.lng).toBeGreaterThan(113.83);
      expect(c.lng).toBeLessThan(114.45);
      expect(c.openinghours).toHaveLength(7);
      expect(c.photos.length).toBeGreaterThan(0);
      expect(c.contacttel).toMatch(/^[23]\d{7}$/);
    }
    expect(new Set(r.data.list.map((c) => c.arealevel2id)).size).toBeGreaterThanOrEqual(15);
  });

  it('filters, gives 15 random clinics and details with doctors', async () => {
    const kowloon = await h.call<ListData<Clinic>>('searchClinic', {
      body: { arealevel1id: '2', pagesize: 100 },
    });
    expect(kowloon.data.list.every((c) => c.arealevel1id === '2')).toBe(true);
    const kw = await h.call<ListData<Clinic>>('searchClinic', { body: { keyword: '旺角' } });
    expect(kw.data.total).toBeGreaterThan(0);
    const random = await h.call<Clinic[]>('getRandomClinicList');
    expect(random.data).toHaveLength(15);
    const detail = await h.call<ClinicDetail>('getClinicDetailByClinicId', {
      query: { clinicid: 'C101' },
    });
    expect(detail.data.doctors.map((d) => d.globaluserid)).toContain('D1001');
    expect((await h.call('getClinicDetailByClinicId', { query: { clinicid: 'C999' } })).code).toBe(
      404,
    );
    expect(
      (
        await h.call<Clinic[]>('getClinicListByDocGlobalId', {
          query: { doctorglobaluserid: 'D1001' },
        })
      ).data,
    ).toHaveLength(2);
    expect(
      (await h.call('getClinicListByGlobalUserID', { query: { globaluserid: 'D9999' } })).code,
    ).toBe(404);
    expect((await h.call('getDoctorByClinicID', { query: { clinicid: 'C999' } })).code).toBe(404);
  });

  it('lists QingYuan sales points', async () => {
    const r = await h.call<ListData<{ name: string }>>('getQingYuanSalesPoint', {
      body: { pagesize: 50 },
    });
    expect(r.data.total).toBeGreaterThanOrEqual(10);
  });
});

describe('news', () => {
  it('has 60+ items over several categories, newest first', async () => {
    const r = await h.call<ListData<NewsSummary>>('getWebNewsList', { query: { pageSize: 100 } });
    expect(r.data.total).toBeGreaterThanOrEqual(60);
    expect(new Set(r.data.list.map((n) => n.category)).size).toBeGreaterThanOrEqual(5);
    const times = r.data.list.map((n) => n.publishtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(r.data.list.every((n) => n.tag.length > 0 && n.categoryname.length > 0)).toBe(true);
  });

  it('filters by category and keyword; detail counts a reader’s view once an hour and has related items', async () => {
    const cat = await h.call<ListData<NewsSummary>>('getWebNewsList', {
      query: { category: 'NC04', pageSize: 100 },
    });
    expect(cat.data.list.every((n) => n.category === 'NC04')).toBe(true);
    const kw = await h.call<ListData<NewsSummary>>('getWebNewsList', {
      query: { keyword: '立春' },
    });
    expect(kw.data.total).toBeGreaterThan(0);
    const a = await h.call<NewsDetail>('getNewsDetail', { query: { newsid: 'N1001' } });
    const b = await h.call<NewsDetail>('getNewsDetail', { query: { newsid: 'N1001' } });
    // The first read counted; the same reader again within the hour does not.
    expect(b.data.viewcount).toBe(a.data.viewcount);
    h.advance(3600_000 + 1);
    const c = await h.call<NewsDetail>('getNewsDetail', { query: { newsid: 'N1001' } });
    expect(c.data.viewcount).toBe(a.data.viewcount + 1);
    expect(a.data.content).not.toMatch(/<[a-z]/i);
    expect(a.data.related.length).toBeGreaterThan(0);
    expect((await h.call('getNewsDetail', { query: { newsid: 'N0' } })).code).toBe(404);
    const cats = await h.call<CodeTableEntry[]>('getNewsCategory');
    expect(cats.data[0]!.codedesc).toBe('养生保健');
    const b5 = await h.call<CodeTableEntry[]>('getNewsCategory', { query: { langcode: 'B5' } });
    expect(b5.data[0]!.codedesc).toBe('養生保健');
    expect((await h.call('getNewsCategory', { query: { langcode: 'XX' } })).code).toBe(400);
    const byDoctor = await h.call<ListData<NewsSummary>>('getNewsListByGlobalUserId', {
      query: { globaluserid: 'D1001' },
    });
    expect(byDoctor.data.total).toBeGreaterThan(0);
  });
});

describe('ask', () => {
  it('has 50+ questions over the categories, most answered', async () => {
    const r = await h.call<ListData<Ask>>('getWebAskList', { query: { pageSize: 100 } });
    expect(r.data.total).toBeGreaterThanOrEqual(50);
    const answered = r.data.list.filter((a) => a.answercount > 0).length;
    expect(answered / r.data.list.length).toBeGreaterThan(0.6);
    expect(r.data.list.every((a) => a.askername.endsWith('**'))).toBe(true);
    const cats = await h.call<CodeTableEntry[]>('getIllnessCategory');
    expect(cats.data.length).toBeGreaterThanOrEqual(8);
    const cat = await h.call<ListData<Ask>>('getWebAskList', {
      query: { illnesscategorycode: 'IC07', pageSize: 100 },
    });
    expect(cat.data.list.every((a) => a.illnesscategorycode === 'IC07')).toBe(true);
  });

  it('detail has answers by doctors; top answers are ranked and capped at 10', async () => {
    const d = await h.call<AskDetail>('getAskDetail', { query: { askid: 'A1001' } });
    expect(d.data.answers.length).toBeGreaterThan(0);
    expect(d.data.answers[0]!.doctorname.length).toBeGreaterThan(1);
    expect((await h.call('getAskDetail', { query: { askid: 'A0' } })).code).toBe(404);
    const top = await h.call<TopAnswerDoctor[]>('getTopAnswer');
    expect(top.data.length).toBe(10);
    expect(top.data[0]!.answercount).toBeGreaterThanOrEqual(top.data[9]!.answercount);
    const byDoc = await h.call<ListData<AskDetail>>('getWebAskListByDocGlobalID', {
      query: { doctorglobaluserid: 'D1001' },
    });
    expect(byDoc.data.total).toBeGreaterThan(0);
    expect(
      byDoc.data.list.every((a) => a.answers.some((x) => x.doctorglobaluserid === 'D1001')),
    ).toBe(true);
  });

  it('addAsk needs a session and valid fields', async () => {
    const anon = await h.call('addAsk', {
      body: { title: 't', illnesscategorycode: 'IC01', note: 'n' },
    });
    expect(anon.code).toBe(401);
    const token = await h.login();
    const before = (await h.call<ListData<Ask>>('getWebAskList')).data.total;
    expect(
      (
        await h.call('addAsk', {
          token,
          body: { title: 'x'.repeat(61), illnesscategorycode: 'IC01', note: 'n' },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await h.call('addAsk', {
          token,
          body: { title: '問題', illnesscategorycode: 'IC99', note: 'n' },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await h.call('addAsk', {
          token,
          body: {
            title: '問題',
            illnesscategorycode: 'IC01',
            note: 'n',
            images: ['https://evil.example/x.png'],
          },
        })
      ).code,
    ).toBe(400);
    expect((await h.call<ListData<Ask>>('getWebAskList')).data.total).toBe(before);
    const ok = await h.call<Ask>('addAsk', {
      token,
      body: { title: '胃痛', illnesscategorycode: 'IC02', note: '飯後胃痛' },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.askername).toBe('陳**');
    const mine = await h.call<ListData<AskDetail>>('getMyAskList', { token });
    expect(mine.data.list[0]!.askid).toBe(ok.data.askid);
    expect(mine.data.total).toBeGreaterThanOrEqual(3);
  });
});

describe('jobs', () => {
  it('has 30+ open jobs with code tables, filters and detail', async () => {
    const r = await h.call<ListData<Job>>('queryJobList', { body: { pagesize: 100 } });
    expect(r.data.total).toBeGreaterThanOrEqual(30);
    expect(
      r.data.list.every((j) => j.employmentType.length > 0 && j.cliniclogo.startsWith('/files/')),
    ).toBe(true);
    const types = await h.call<CodeTableEntry[]>('getEmploymentType');
    expect(types.data.map((t) => t.codedesc)).toContain('全職');
    expect((await h.call<CodeTableEntry[]>('getQualification')).data.length).toBeGreaterThan(3);
    expect((await h.call<CodeTableEntry[]>('getWorkYears')).data.length).toBeGreaterThan(3);
    const part = await h.call<ListData<Job>>('queryJobList', {
      body: { employmenttypeid: 'ET02', pagesize: 100 },
    });
    expect(part.data.total).toBeGreaterThan(0);
    expect(part.data.list.every((j) => j.employmentType === '兼職')).toBe(true);
    const nt = await h.call<ListData<Job>>('queryJobList', {
      body: { arealevel1id: '3', pagesize: 100 },
    });
    expect(nt.data.list.every((j) => j.arealevel1id === '3')).toBe(true);
    const detail = await h.call<JobDetail>('queryJobDetail', { body: { jobId: 'J1001' } });
    expect(detail.data.delivered).toBe(false);
    expect(detail.data.description.length).toBeGreaterThan(10);
    expect((await h.call('queryJobDetail', { body: { jobId: 'J0' } })).code).toBe(404);
    expect((await h.call('queryJobDetail', { body: {} })).code).toBe(400);
  });

  it('detail says delivered only for the token owner', async () => {
    const token = await h.login();
    expect(
      (await h.call<JobDetail>('queryJobDetail', { token, body: { jobId: 'J1001' } })).data
        .delivered,
    ).toBe(true);
    // The reader named as the spec names them (clientId and uid) is the token's owner.
    const named = await h.call<JobDetail>('queryJobDetail', {
      token,
      body: { jobId: 'J1001', clientId: DEMO.clientid, uid: DEMO.clientid },
    });
    expect(named.code).toBe(200);
    expect(named.data.delivered).toBe(true);
  });

  it('refuses a reader id that is not the token owner, or one sent without a token (403)', async () => {
    const token = await h.login();
    for (const body of [{ clientId: SECOND.clientid }, { uid: SECOND.clientid }]) {
      const asOther = await h.call('queryJobDetail', { token, body: { jobId: 'J1001', ...body } });
      expect(asOther.code).toBe(403);
      const anonymous = await h.call('queryJobDetail', { body: { jobId: 'J1001', ...body } });
      expect(anonymous.code).toBe(403);
    }
    const news = await h.call('getNewsDetail', {
      token,
      query: { newsid: 'N1001', clientid: SECOND.clientid },
    });
    expect(news.code).toBe(403);
    const ownNews = await h.call('getNewsDetail', {
      token,
      query: { newsid: 'N1001', clientid: DEMO.clientid },
    });
    expect(ownNews.code).toBe(200);
    expect(
      (await h.call('getNewsDetail', { query: { newsid: 'N1001', clientid: 'U1' } })).code,
    ).toBe(403);
  });
});

describe('routing', () => {
  it('unknown paths answer 404 in the envelope', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it('paths are matched case-insensitively, like the live service', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/doctorclinic/getdocdetailbyglobaluserid?globaluserid=D1001',
    });
    expect(res.json().code).toBe(200);
  });
});
