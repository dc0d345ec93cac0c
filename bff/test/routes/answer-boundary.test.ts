/**
 * The boundary where upstream answers meet the shared shapes: spelling variants, ids from the
 * request and list shapes are normalised; answers that do not fit their schema are still
 * forwarded, counted in /metrics by call and field path, and logged once (paths, never values).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
});

const ok = (data: unknown) => ({ json: { code: 200, msg: 'success', data } });

describe('answer normalisation', () => {
  it('forwards an answer that needs no change byte for byte', async () => {
    const text = '{"code":200,"msg":"success","data":[{"codeid":"1","codedesc":"全職"}]   }';
    h.stub.routes.set(calls.getEmploymentType.path, () => ({
      text,
      headers: { 'content-type': 'application/json' },
    }));
    const res = await h.inject({ method: 'GET', url: calls.getEmploymentType.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(text);
  });

  it('adds codedesc to codeDesc-only entries and jobid to jobId-only records', async () => {
    h.stub.routes.set(calls.getIllnessCategory.path, () => ok([{ codeid: '1', codeDesc: '內科' }]));
    const cats = await h.inject({ method: 'GET', url: calls.getIllnessCategory.path });
    expect(cats.json().data).toEqual([{ codeid: '1', codeDesc: '內科', codedesc: '內科' }]);

    h.stub.routes.set(calls.queryJobList.path, () => ok({ list: [{ jobId: 'J1' }], total: 1 }));
    const jobs = await h.inject({ method: 'POST', url: calls.queryJobList.path, payload: {} });
    expect(jobs.json().data.list[0]).toMatchObject({ jobId: 'J1', jobid: 'J1' });
  });

  it('takes the record id from the request when the record has none', async () => {
    h.stub.routes.set(calls.queryJobDetail.path, () => ok({ title: '註冊中醫師' }));
    const job = await h.inject({
      method: 'POST',
      url: calls.queryJobDetail.path,
      payload: { jobId: 'J77' },
    });
    expect(job.json().data).toMatchObject({ title: '註冊中醫師', jobid: 'J77' });

    h.stub.routes.set(calls.getNewsDetail.path, () => ok({ title: '養生' }));
    const news = await h.inject({ method: 'GET', url: `${calls.getNewsDetail.path}?newsid=N5` });
    expect(news.json().data).toMatchObject({ newsid: 'N5' });
  });

  it('wraps a bare array for a paged call and unwraps {list,total} for an array call', async () => {
    h.stub.routes.set(calls.searchDoctor.path, () =>
      ok([{ globaluserid: 'D1', username: '陳醫師' }]),
    );
    const doctors = await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: {},
    });
    expect(doctors.json().data).toEqual({
      list: [{ globaluserid: 'D1', username: '陳醫師' }],
      total: 1,
    });
    h.stub.routes.set(calls.getRandomClinicList.path, () =>
      ok({ list: [{ clinicname: 'A', contacttel: '1', address: 'x' }], total: 30 }),
    );
    const clinics = await h.inject({ method: 'GET', url: calls.getRandomClinicList.path });
    expect(clinics.json().data).toEqual([{ clinicname: 'A', contacttel: '1', address: 'x' }]);
  });
});

describe('drift', () => {
  it('forwards a drifted answer, counts it by call and path, and warns once', async () => {
    // A doctor list whose records lack the spec's `username` and send `answercount` as text.
    h.stub.routes.set(calls.searchDoctor.path, () =>
      ok({
        list: [
          { globaluserid: 'D1', answercount: 'many', secret: 'do-not-log-me' },
          { globaluserid: 'D2' },
        ],
        total: 2,
      }),
    );
    const before = h.logs.length;
    for (let i = 0; i < 3; i++) {
      const res = await h.inject({
        method: 'POST',
        url: calls.searchDoctor.path,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.list).toHaveLength(2);
    }
    const metrics = (await h.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain(
      'bff_upstream_answer_drift_total{call="searchDoctor",path="/list/*/username"} 3',
    );
    expect(metrics).toContain(
      'bff_upstream_answer_drift_total{call="searchDoctor",path="/list/*/answercount"} 3',
    );
    const warnings = h.logs.slice(before).filter((l) => l.includes('does not fit the call schema'));
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).not.toContain('do-not-log-me');
    expect(warnings.join('\n')).not.toContain('many');
  });

  it('counts by call when a spec-named field is missing from a record, a list or a code table', async () => {
    // Each answer carries the specification's fields but one; the BFF still answers 200 with it.
    const cases = [
      {
        call: 'getClinicDetailByClinicId',
        url: `${calls.getClinicDetailByClinicId.path}?clinicid=C9`,
        path: calls.getClinicDetailByClinicId.path,
        data: { clinicname: '仁心中醫診所', address: '旺角彌敦道 1 號' },
        missing: '/contacttel',
      },
      {
        call: 'getWebNewsList',
        url: `${calls.getWebNewsList.path}?pageNo=1&pageSize=10`,
        path: calls.getWebNewsList.path,
        data: [{ title: '秋冬養生', category: '1', tag: '養生' }],
        missing: '/list/*/introduce',
      },
      {
        call: 'getNewsCategory',
        url: `${calls.getNewsCategory.path}?langcode=GB`,
        path: calls.getNewsCategory.path,
        data: [{ codedesc: '養生保健' }],
        missing: '/*/codeid',
      },
    ];
    for (const c of cases) {
      h.stub.routes.set(c.path, () => ok(c.data));
      const res = await h.inject({ method: 'GET', url: c.url });
      expect(res.statusCode, c.call).toBe(200);
      expect(res.json().code, c.call).toBe(200);
    }
    const metrics = (await h.inject({ method: 'GET', url: '/metrics' })).body;
    for (const c of cases) {
      expect(metrics).toMatch(
        new RegExp(
          `bff_upstream_answer_drift_total\\{call="${c.call}",path="${c.missing.replace(/\*/g, '\\*')}"\\} [1-9]`,
        ),
      );
    }
  });

  it('never checks error envelopes or a null record', async () => {
    h.stub.routes.set(calls.getAskDetail.path, () => ({ json: { code: 404, msg: '找不到' } }));
    const res = await h.inject({ method: 'GET', url: `${calls.getAskDetail.path}?askid=A1` });
    expect(res.json()).toEqual({ code: 404, msg: '找不到' });
    h.stub.routes.set(calls.getAskDetail.path, () => ok(null));
    await h.inject({ method: 'GET', url: `${calls.getAskDetail.path}?askid=A1` });
    const metrics = (await h.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).not.toContain('call="getAskDetail"');
  });
});
