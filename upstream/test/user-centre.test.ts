import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityRegistration,
  CardUsage,
  Delivery,
  ListData,
  Prescription,
  Resume,
  ServiceCardsMedicalPlan,
  VisitDetail,
  VisitRecord,
} from '@portal/shared';
import { DEMO, SECOND, TINY_PNG, harness, multipart, type Harness } from './helpers';
import { calls } from '@portal/shared';

let h: Harness;
let demo = '';
let second = '';
beforeAll(async () => {
  h = await harness();
  demo = await h.login();
  second = await h.login(SECOND);
});
afterAll(async () => {
  await h.close();
});

describe('visit records and prescriptions', () => {
  it('the demo account has past visits with herbal prescriptions in grams', async () => {
    const visits = await h.call<ListData<VisitRecord>>('getUserVisitRecord', { token: demo });
    expect(visits.data.total).toBeGreaterThanOrEqual(3);
    expect(visits.data.list.every((v) => v.clientid === DEMO.clientid)).toBe(true);
    const first = visits.data.list[0]!;
    const detail = await h.call<VisitDetail>('getVisitDetail', {
      token: demo,
      query: { clientRegisterID: first.clientRegisterID },
    });
    expect(detail.data.diagnosis.length).toBeGreaterThan(2);
    const rx = await h.call<Prescription[]>('getPrecriptiontByClientRegisterId', {
      token: demo,
      query: { clientRegisterID: first.clientRegisterID },
    });
    expect(rx.data[0]!.items.length).toBeGreaterThan(5);
    expect(rx.data[0]!.items.every((i) => i.unit === 'g' && i.dosage > 0)).toBe(true);
  });

  it('another client’s visit is refused', async () => {
    const theirs = (await h.call<ListData<VisitRecord>>('getUserVisitRecord', { token: second }))
      .data.list[0]!;
    expect(theirs.clientid).toBe(SECOND.clientid);
    const r = await h.call('getVisitDetail', {
      token: demo,
      query: { clientRegisterID: theirs.clientRegisterID },
    });
    expect(r.code).toBe(404);
    expect(r).not.toHaveProperty('data');
    expect(
      (
        await h.call('getPrecriptiontByClientRegisterId', {
          token: demo,
          query: { clientRegisterID: theirs.clientRegisterID },
        })
      ).code,
    ).toBe(404);
    expect(
      (await h.call('getVisitDetail', { token: demo, query: { clientRegisterID: 'R0' } })).code,
    ).toBe(404);
    expect((await h.call('getVisitDetail', { query: { clientRegisterID: 'R20001' } })).code).toBe(
      401,
    );
  });
});

describe('plan and service cards', () => {
  it('lists cards with usage and computed balance/status', async () => {
    const r = await h.call<ServiceCardsMedicalPlan>('getServiceCardsMedicalPlan', { token: demo });
    expect(r.data.plans.length).toBeGreaterThanOrEqual(2);
    expect(r.data.services.length).toBeGreaterThanOrEqual(2);
    const plan = r.data.plans.find((p) => p.medicalplanitemid === 'MP1001')!;
    expect(plan).toMatchObject({ totaltimes: 10, usedtimes: 4, status: 'active' });
    expect(r.data.plans.find((p) => p.medicalplanitemid === 'MP1002')!.status).toBe('used');
    const card = r.data.services.find((s) => s.clientservicecardid === 'SC1001')!;
    expect(card.balance).toBe(3000 - 420 - 380 - 360);
    expect(r.data.services.find((s) => s.clientservicecardid === 'SC1002')!.status).toBe('expired');
    const uses = await h.call<CardUsage[]>('getMedicalPlanUseDetail', {
      token: demo,
      query: { medicalplanitemid: 'MP1001' },
    });
    expect(uses.data).toHaveLength(4);
    const spend = await h.call<CardUsage[]>('getClientServiceCardDetail', {
      token: demo,
      query: { clientservicecardid: 'SC1001' },
    });
    expect(spend.data.reduce((s, u) => s + u.amount, 0)).toBe(1160);
  });

  it('uses each card only between its start and its expiry', async () => {
    const r = await h.call<ServiceCardsMedicalPlan>('getServiceCardsMedicalPlan', { token: demo });
    const cards = [
      ...r.data.plans.map(
        (p) => ['getMedicalPlanUseDetail', 'medicalplanitemid', p.medicalplanitemid, p] as const,
      ),
      ...r.data.services.map(
        (c) =>
          ['getClientServiceCardDetail', 'clientservicecardid', c.clientservicecardid, c] as const,
      ),
    ];
    let checked = 0;
    for (const [call, param, id, card] of cards) {
      const uses = await h.call<CardUsage[]>(call, { token: demo, query: { [param]: id } });
      for (const u of uses.data) {
        expect(u.usedate >= card.startdate).toBe(true);
        expect(u.usedate <= card.expiredate).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('refuses another client’s cards', async () => {
    expect(
      (
        await h.call('getMedicalPlanUseDetail', {
          token: demo,
          query: { medicalplanitemid: 'MP1003' },
        })
      ).code,
    ).toBe(404);
    expect(
      (
        await h.call('getClientServiceCardDetail', {
          token: demo,
          query: { clientservicecardid: 'SC1003' },
        })
      ).code,
    ).toBe(404);
    expect(
      (
        await h.call('getClientServiceCardDetail', {
          token: demo,
          query: { clientservicecardid: 'SC0' },
        })
      ).code,
    ).toBe(404);
  });
});

describe('resume and applications', () => {
  it('the demo account has a resume and applications', async () => {
    const r = await h.call<Resume>('getClientResume', { token: demo });
    expect(r.data).toMatchObject({ resumeid: 'RS1001', clientid: DEMO.clientid, isopen: 1 });
    const d = await h.call<ListData<Delivery>>('queryDeliveries', { token: demo });
    expect(d.data.total).toBeGreaterThanOrEqual(2);
    expect(d.data.list[0]!.title.length).toBeGreaterThan(2);
  });

  it('opens/closes, refuses a second resume and another client’s resume', async () => {
    const closed = await h.call<Resume>('resumeChangeOpenStatus', {
      token: demo,
      body: { resumeid: 'RS1001', isopen: 0 },
    });
    expect(closed.data.isopen).toBe(0);
    expect(
      (
        await h.call('resumeChangeOpenStatus', {
          token: demo,
          body: { resumeid: 'RS1001', isopen: 2 },
        })
      ).code,
    ).toBe(400);
    const body = {
      name: '陳大文',
      sex: 'M',
      birthday: '1982-05-16',
      phone: DEMO.phone,
      email: 'a@example.com',
      qualificationid: 'Q04',
      workyearsid: 'WY04',
      employmenttypeid: 'ET01',
      arealevel2id: '',
      education: '',
      workexperience: '',
      introduce: '',
    };
    expect((await h.call('resumeAdd', { token: demo, body })).code).toBe(409);
    expect(
      (await h.call('resumeModify', { token: second, body: { ...body, resumeid: 'RS1001' } })).code,
    ).toBe(404);
    // Another client's resume answers exactly as a missing one: no id is confirmed to exist.
    expect(await h.call('resumeDelete', { token: second, body: { resumeid: 'RS1001' } })).toEqual(
      await h.call('resumeDelete', { token: second, body: { resumeid: 'RS0' } }),
    );
    expect(
      (await h.call('resumeDelete', { token: second, body: { resumeid: 'RS1001' } })).code,
    ).toBe(404);
    expect(
      (await h.call('resumeAdd', { token: second, body: { ...body, qualificationid: 'Q99' } }))
        .code,
    ).toBe(400);
    expect(
      (await h.call('resumeAdd', { token: second, body: { ...body, birthday: '1982-02-30' } }))
        .code,
    ).toBe(400);
    expect((await h.call<Resume | null>('getClientResume', { token: second })).data).toBeNull();
  });

  it('keeps a new resume closed unless the add call opens it', async () => {
    const body = {
      name: '李小明',
      sex: 'M',
      birthday: '1990-03-02',
      phone: SECOND.phone,
      email: 'lee@example.com',
      qualificationid: 'Q04',
      workyearsid: 'WY04',
      employmenttypeid: 'ET01',
    };
    const stored = async () =>
      (await h.call<Resume | null>('getClientResume', { token: second })).data;
    const remove = async (resumeid: string) =>
      expect((await h.call('resumeDelete', { token: second, body: { resumeid } })).code).toBe(200);

    const plain = await h.call<Resume>('resumeAdd', { token: second, body });
    expect(plain.data.isopen).toBe(0);
    expect((await stored())?.isopen).toBe(0);
    await remove(plain.data.resumeid);

    const closed = await h.call<Resume>('resumeAdd', {
      token: second,
      body: { ...body, isopen: 0 },
    });
    expect((await stored())?.isopen).toBe(0);
    await remove(closed.data.resumeid);

    const open = await h.call<Resume>('resumeAdd', { token: second, body: { ...body, isopen: 1 } });
    expect(open.data.isopen).toBe(1);
    expect((await stored())?.isopen).toBe(1);
    await remove(open.data.resumeid);

    const bad = await h.call('resumeAdd', { token: second, body: { ...body, isopen: 2 } });
    expect(bad.code).toBe(400);
    expect(await stored()).toBeNull();
  });

  it('applies once per job with one’s own resume', async () => {
    const ok = await h.call<Delivery>('delivery', {
      token: demo,
      body: { jobid: 'J1003', resumeid: 'RS1001' },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.status).toBe('submitted');
    expect(
      (await h.call('delivery', { token: demo, body: { jobid: 'J1003', resumeid: 'RS1001' } }))
        .code,
    ).toBe(409);
    expect(
      (await h.call('delivery', { token: second, body: { jobid: 'J1004', resumeid: 'RS1001' } }))
        .code,
    ).toBe(404);
    expect(
      (await h.call('delivery', { token: demo, body: { jobid: 'J0', resumeid: 'RS1001' } })).code,
    ).toBe(404);
  });
});

describe('activities', () => {
  it('joined activities, one unpaid; uploading a payment proof', async () => {
    const r = await h.call<ListData<ActivityRegistration>>('getMyJoined', { token: demo });
    expect(r.data.total).toBeGreaterThanOrEqual(2);
    const unpaid = r.data.list.find((a) => a.paystatus === 'unpaid')!;
    expect(unpaid.fee).toBeGreaterThan(0);
    const notUploaded = await h.call('updateRegAttachment', {
      token: demo,
      query: {
        activityregid: unpaid.activityregid,
        attachment: '/files/uploads/abc.png',
        paytime: '2024-06-01 12:00',
      },
    });
    expect(notUploaded.code).toBe(400);
    const mp = multipart('proof.png', TINY_PNG, 'image/png');
    const up = await h.app.inject({
      method: 'POST',
      url: `${calls.uploadImage.path}?imgCategory=attachment`,
      payload: mp.payload,
      headers: { ...mp.headers, token: demo },
    });
    const proof = (up.json() as { data: { url: string } }).data.url;
    const bad = await h.call('updateRegAttachment', {
      token: demo,
      query: {
        activityregid: unpaid.activityregid,
        attachment: proof,
        paytime: 'yesterday',
      },
    });
    expect(bad.code).toBe(400);
    const ok = await h.call<ActivityRegistration>('updateRegAttachment', {
      token: demo,
      query: {
        activityregid: unpaid.activityregid,
        attachment: proof,
        paytime: '2024-06-01 12:00',
      },
    });
    expect(ok.data).toMatchObject({
      paystatus: 'submitted',
      attachment: proof,
      paytime: '2024-06-01 12:00',
    });
    expect(
      (
        await h.call('updateRegAttachment', {
          token: second,
          query: {
            activityregid: unpaid.activityregid,
            attachment: proof,
            paytime: '2024-06-01 12:00',
          },
        })
      ).code,
    ).toBe(404);
  });

  it('lists reviewed associations and activities, upcoming first', async () => {
    const a = await h.call<ListData<{ associationid: string }>>('getAssociationListByReviewd');
    expect(a.data.total).toBeGreaterThanOrEqual(3);
    const acts = await h.call<ListData<{ starttime: string; associationid: string }>>(
      'getWebActivityList',
      { query: { pageSize: 50 } },
    );
    expect(acts.data.total).toBeGreaterThanOrEqual(8);
    // An activity its title calls free costs nothing.
    const all = await h.call<ListData<{ title: string; fee: number }>>('getWebActivityList', {
      query: { pageSize: 50 },
    });
    const free = all.data.list.filter((x) => x.title.includes('免費'));
    expect(free.length).toBeGreaterThan(0);
    for (const x of free) expect(x.fee).toBe(0);
    const filtered = await h.call<ListData<{ associationid: string }>>('getWebActivityList', {
      query: { associationid: 'AS1001' },
    });
    expect(filtered.data.list.every((x) => x.associationid === 'AS1001')).toBe(true);
  });
});

describe('feedback', () => {
  it('stores feedback and refuses empty or oversized text', async () => {
    expect(
      (await h.call('submitWebFeedback', { query: { contact: 'a@example.com', msgTxt: '很好' } }))
        .code,
    ).toBe(200);
    expect(
      (await h.call('submitWebFeedback', { query: { contact: 'a@example.com', msgTxt: '' } })).code,
    ).toBe(400);
    expect(
      (
        await h.call('submitWebFeedback', {
          query: { contact: 'a@example.com', msgTxt: '字'.repeat(501) },
        })
      ).code,
    ).toBe(400);
  });
});
