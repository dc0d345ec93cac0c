/**
 * Search that finds what a patient types, and Q&A seed data whose answers fit their questions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Ask,
  AskDetail,
  Clinic,
  Doctor,
  DoctorSummary,
  ListData,
  NewsDetail,
  NewsSummary,
} from '@portal/shared';
import { districtOfPlace } from '@portal/shared';
import { ASKS } from '../src/db/seed/content';
import { harness, type Harness } from './helpers';
import type { Complete } from '../src/lib/complete';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.close();
});

async function doctors(keyword: string, extra: Record<string, unknown> = {}) {
  const r = await h.call<ListData<DoctorSummary>>('searchDoctor', {
    body: { keyword, pageno: 1, pagesize: 100, ...extra },
  });
  expect(r.code).toBe(200);
  return r.data;
}

async function doctor(id: string): Promise<Complete<Doctor>> {
  return (await h.call<Doctor>('getDocDetailByGlobalUserID', { query: { globaluserid: id } })).data;
}

describe('doctor search', () => {
  it('finds doctors by an illness they treat, but not every doctor', async () => {
    const all = await doctors('');
    const insomnia = await doctors('失眠');
    expect(insomnia.total).toBeGreaterThan(0);
    expect(insomnia.total).toBeLessThan(all.total);
    for (const d of insomnia.list)
      expect((await doctor(d.globaluserid)).introduce).toContain('失眠');
  });

  it('finds acupuncturists for 針灸, not all doctors, specialists first', async () => {
    const all = await doctors('');
    const acu = await doctors('針灸');
    expect(acu.total).toBeGreaterThan(0);
    expect(acu.total).toBeLessThan(all.total / 2);
    expect(acu.list[0]!.specialties).toContain('針灸');
  });

  it('finds a doctor by the romanised name printed on the profile, in any case and order', async () => {
    const d1001 = await doctor('D1001');
    const roman = /Dr ([A-Z]+ [A-Za-z ]+)）/.exec(d1001.introduce)![1]!;
    expect(roman).toBe('LEE Cheuk Yin');
    for (const kw of ['Lee Cheuk Yin', 'lee cheuk yin', 'Cheuk Yin Lee', 'cheuk yin']) {
      expect((await doctors(kw)).list.map((d) => d.globaluserid)).toEqual(['D1001']);
    }
  });

  it('finds doctors by clinic name and by district', async () => {
    const c101 = (
      await h.call<Clinic>('getClinicDetailByClinicId', { query: { clinicid: 'C101' } })
    ).data;
    const byClinic = await doctors(c101.clinicname);
    expect(byClinic.list.map((d) => d.globaluserid)).toContain('D1001');
    const byDistrict = await doctors(c101.districtname);
    expect(byDistrict.total).toBeGreaterThan(0);
    expect(byDistrict.list.every((d) => d.districts.includes(c101.districtname))).toBe(true);
  });

  it('needs every word to match: 李 with 針灸 is narrower than either', async () => {
    const both = await doctors('李 針灸');
    expect(both.list.map((d) => d.globaluserid)).toContain('D1001');
    expect(both.total).toBeLessThan((await doctors('針灸')).total);
    expect(both.list.every((d) => d.username.includes('李'))).toBe(true);
  });

  it('narrows by a neighbourhood: 失眠 旺角 finds insomnia doctors at clinics in its district', async () => {
    const insomnia = await doctors('失眠');
    const mongKok = await doctors('旺角');
    const both = await doctors('失眠 旺角');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(insomnia.total);
    expect(both.total).toBeLessThanOrEqual(mongKok.total);
    const district = districtOfPlace('旺角')!;
    expect(district).toBe('油尖旺區');
    for (const d of both.list) {
      expect(d.districts).toContain(district);
      expect((await doctor(d.globaluserid)).introduce).toContain('失眠');
    }
    // Every doctor of the district is found by the neighbourhood, not only clinics named after it.
    expect(mongKok.total).toBe((await doctors(district)).total);
    // Word order does not matter.
    expect((await doctors('旺角 失眠')).total).toBe(both.total);
  });

  it('finds clinics by a neighbourhood and an illness their doctors treat', async () => {
    const r = await h.call<ListData<Clinic>>('searchClinic', {
      body: { keyword: '旺角 失眠', pageno: 1, pagesize: 100 },
    });
    expect(r.data.total).toBeGreaterThan(0);
    for (const c of r.data.list) expect(c.districtname).toBe('油尖旺區');
  });

  it('gives every doctor a bio of their own', async () => {
    const all = await doctors('');
    const bios = await Promise.all(all.list.map((d) => doctor(d.globaluserid)));
    const sentences = new Map<string, number>();
    for (const b of bios)
      for (const line of b.introduce.split('\n').slice(0, 2))
        sentences.set(line, (sentences.get(line) ?? 0) + 1);
    // The name and the illnesses treated differ from doctor to doctor.
    expect([...sentences.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('clinic, news and question search', () => {
  it('finds clinics by district and by a doctor working there', async () => {
    const c101 = (
      await h.call<Clinic>('getClinicDetailByClinicId', { query: { clinicid: 'C101' } })
    ).data;
    const byDistrict = await h.call<ListData<Clinic>>('searchClinic', {
      body: { keyword: c101.districtname, pageno: 1, pagesize: 100 },
    });
    expect(byDistrict.data.list.map((c) => c.clinicid)).toContain('C101');
    const byDoctor = await h.call<ListData<Clinic>>('searchClinic', {
      body: { keyword: '李卓賢', pageno: 1, pagesize: 100 },
    });
    expect(byDoctor.data.list.map((c) => c.clinicid).sort()).toEqual(['C101', 'C102']);
  });

  it('finds news by words in the article body', async () => {
    const first = await h.call<ListData<NewsSummary>>('getWebNewsList', {
      query: { pageNo: 1, pageSize: 1 },
    });
    const summary = first.data.list[0]!;
    const detail = await h.call<NewsDetail>('getNewsDetail', { query: { newsid: summary.newsid } });
    const text = detail.data.content.replace(/<[^>]+>/g, '');
    const head = [summary.title, summary.introduce, summary.tag].join();
    // Six characters of the body that the title, introduction and tags do not contain.
    let words = '';
    for (let k = 0; k + 6 <= text.length && !words; k++) {
      const w = text.slice(k, k + 6);
      if (!/[\s，。、：；！？「」（）]/.test(w) && !head.includes(w)) words = w;
    }
    expect(words).not.toBe('');
    const r = await h.call<ListData<NewsSummary>>('getWebNewsList', {
      query: { keyword: words, pageNo: 1, pageSize: 50 },
    });
    expect(r.data.list.map((n) => n.newsid)).toContain(summary.newsid);
  });

  it('finds articles for 失眠, the search box example, and the sleep article lists its six habits', async () => {
    const r = await h.call<ListData<NewsSummary>>('getWebNewsList', {
      query: { keyword: '失眠', pageNo: 1, pageSize: 50 },
    });
    expect(r.data.total).toBeGreaterThan(0);
    const sleep = (
      await h.call<ListData<NewsSummary>>('getWebNewsList', {
        query: { keyword: '改善睡眠的六個生活習慣', pageNo: 1, pageSize: 5 },
      })
    ).data.list[0]!;
    expect(r.data.list.map((n) => n.newsid)).toContain(sleep.newsid);
    const detail = await h.call<NewsDetail>('getNewsDetail', { query: { newsid: sleep.newsid } });
    for (const nth of ['第一', '第二', '第三', '第四', '第五', '第六'])
      expect(detail.data.content).toContain(nth);
  });

  it('finds questions by words of their answers', async () => {
    const r = await h.call<ListData<Ask>>('getWebAskList', {
      query: { keyword: '酸棗仁', pageNo: 1, pageSize: 50 },
    });
    expect(r.data.total).toBeGreaterThan(0);
    for (const a of r.data.list) {
      const d = await h.call<AskDetail>('getAskDetail', { query: { askid: a.askid } });
      const text = [d.data.title, d.data.note, ...d.data.answers.map((x) => x.content)].join();
      expect(text).toContain('酸棗仁');
    }
  });
});

describe('Q&A seed', () => {
  it('answers each question with text written for it, never reused for another question', async () => {
    const written = new Map<string, string>();
    for (const list of Object.values(ASKS))
      for (const [title, , answers] of list) for (const a of answers) written.set(a, title);
    expect(written.size).toBe(
      Object.values(ASKS).reduce((n, l) => n + l.reduce((m, [, , a]) => m + a.length, 0), 0),
    );
    const r = await h.call<ListData<Ask>>('getWebAskList', { query: { pageNo: 1, pageSize: 100 } });
    const seen = new Map<string, string>();
    let answered = 0;
    for (const a of r.data.list) {
      const d = await h.call<AskDetail>('getAskDetail', { query: { askid: a.askid } });
      const doctorsOnIt = new Set<string>();
      for (const ans of d.data.answers) {
        answered++;
        expect(written.get(ans.content)).toBe(d.data.title);
        expect(seen.has(ans.content)).toBe(false);
        seen.set(ans.content, d.data.askid);
        expect(doctorsOnIt.has(ans.doctorglobaluserid)).toBe(false);
        doctorsOnIt.add(ans.doctorglobaluserid);
      }
    }
    expect(answered).toBeGreaterThan(40);
  });

  it("a doctor's answers list shows questions that doctor answered", async () => {
    const r = await h.call<ListData<AskDetail>>('getWebAskListByDocGlobalID', {
      query: { doctorglobaluserid: 'D1001', pageNo: 1, pageSize: 50 },
    });
    expect(r.data.total).toBeGreaterThan(0);
    for (const a of r.data.list)
      expect(a.answers.some((x) => x.doctorglobaluserid === 'D1001')).toBe(true);
  });
});
