/**
 * `/bff/family`: the family members an account books for, kept by the BFF under the session's
 * client id, on SQLite and on PostgreSQL: added, changed and removed from one login and read from
 * another; no other client reads or changes them; 211 without a session; every field checked
 * with a Traditional Chinese message and nothing changed on bad input; foreign pages refused; at
 * most FAMILY_MAX_MEMBERS, also when many adds arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_MAX_MEMBERS,
  FAMILY_MSG,
  MEASUREMENT_MSG,
  NOT_LOGGED_IN_MSG,
  PAGE_PATH_HEADER,
} from '@portal/shared';
import type { AppConfig } from '../../src/config';
import { build, type Harness } from '../helpers/build';
import { startPostgres, type PostgresCluster } from '../helpers/postgres';
import { tempDir } from '../helpers/temp-dir';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 90_000);
afterAll(() => {
  cluster?.stop();
});

let dbCount = 0;
async function storeSettings(kind: 'SQLite' | 'PostgreSQL'): Promise<Partial<AppConfig>> {
  const dataDir = tempDir('bff-family-');
  if (kind === 'SQLite') return { dataDir };
  return { dataDir, databaseUrl: await cluster.createDatabase(`family_${++dbCount}`) };
}

const CHILD = { name: '陳小明', relation: '子女', birthDate: '2018-05-01', sex: 'M', phone: '' };
const PARENT = {
  name: '陳大文',
  relation: '父母',
  birthDate: '1950-02-28',
  sex: 'M',
  phone: '23456789',
};

describe.each(['SQLite', 'PostgreSQL'] as const)('/bff/family on %s', (kind) => {
  let settings: Partial<AppConfig>;
  let h: Harness;
  beforeAll(async () => {
    settings = await storeSettings(kind);
    h = await build(settings);
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  async function family(
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    id?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    app: Harness = h,
  ) {
    return app.inject({
      method,
      url: id === undefined ? '/bff/family' : `/bff/family/${id}`,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  it('answers 211 without a session, for every method, and stores nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', undefined, undefined],
      ['POST', undefined, CHILD],
      ['PUT', id, CHILD],
      ['DELETE', id, undefined],
    ] as const) {
      const res = await family(undefined, method, path, body);
      expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('adds, changes and removes members of the account, seen from another login', async () => {
    const first = await h.login(undefined, 'CL-FAM-1');
    const added = (await family(first, 'POST', undefined, CHILD)).json();
    expect(added).toMatchObject({ code: 200, data: { items: [CHILD], member: CHILD } });
    const childId: string = added.data.member.id;
    await family(first, 'POST', undefined, PARENT);

    const second = await h.login(undefined, 'CL-FAM-1');
    const listed = (await family(second, 'GET')).json();
    expect(listed.data.items).toEqual([
      { id: childId, ...CHILD },
      { id: expect.any(String), ...PARENT },
    ]);

    const changed = await family(second, 'PUT', childId, { ...CHILD, name: '陳小華', sex: 'F' });
    expect(changed.json().data.items[0]).toEqual({
      id: childId,
      ...CHILD,
      name: '陳小華',
      sex: 'F',
    });

    // Another client neither sees nor changes nor removes them.
    const other = await h.login(undefined, 'CL-FAM-2');
    expect((await family(other, 'GET')).json().data.items).toEqual([]);
    expect((await family(other, 'PUT', childId, CHILD)).statusCode).toBe(404);
    const foreignDelete = await family(other, 'DELETE', childId);
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual({ code: 404, msg: FAMILY_MSG.notFound() });
    // Without a page path the BFF answers in Traditional Chinese, the source locale.
    expect(foreignDelete.json().msg).toBe('找不到這位家庭成員，可能已被移除');
    // From a page of the English or the Simplified copy, in its words.
    for (const [page, locale] of [
      ['/en/user/family', 'en'],
      ['/zh-cn/user/family', 'zh-Hans'],
    ] as const) {
      const answer = await family(other, 'DELETE', childId, undefined, {
        [PAGE_PATH_HEADER]: page,
      });
      expect(answer.json()).toEqual({ code: 404, msg: FAMILY_MSG.notFound({ locale }) });
    }
    expect(FAMILY_MSG.notFound({ locale: 'en' })).not.toMatch(/\p{Script=Han}/u);
    expect((await family(first, 'GET')).json().data.items[0].name).toBe('陳小華');

    const removed = await family(first, 'DELETE', childId);
    expect(removed.json().data.items).toEqual([{ id: expect.any(String), ...PARENT }]);
    expect((await family(first, 'DELETE', childId)).statusCode).toBe(404);

    // A restart on the same data.
    await h.close();
    h = await build(settings);
    const third = await h.login(undefined, 'CL-FAM-1');
    expect((await family(third, 'GET')).json().data.items).toMatchObject([PARENT]);
  });

  it('refuses every bad field with its message and changes nothing', async () => {
    const cookie = await h.login(undefined, 'CL-FAM-3');
    const { id } = (await family(cookie, 'POST', undefined, CHILD)).json().data.member;
    const bad: [unknown, string][] = [
      [{ ...CHILD, name: '' }, FAMILY_MSG.name()],
      [{ ...CHILD, name: '一'.repeat(21) }, FAMILY_MSG.name()],
      [{ ...CHILD, name: '陳(小明)' }, FAMILY_MSG.nameChars()],
      [{ ...CHILD, relation: '朋友' }, FAMILY_MSG.relation()],
      [{ ...CHILD, birthDate: '2018-02-30' }, FAMILY_MSG.birthDate()],
      [{ ...CHILD, birthDate: '2999-01-01' }, FAMILY_MSG.birthDate()],
      [{ ...CHILD, sex: 'male' }, FAMILY_MSG.sex()],
      [{ ...CHILD, phone: '9123456' }, FAMILY_MSG.phone()],
      [{ ...CHILD, clientId: 'CL-FAM-1' }, FAMILY_MSG.extra()],
      [[CHILD], FAMILY_MSG.notObject()],
    ];
    for (const [payload, msg] of bad) {
      for (const res of [
        await family(cookie, 'POST', undefined, payload),
        await family(cookie, 'PUT', id, payload),
      ]) {
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg });
      }
    }
    expect((await family(cookie, 'PUT', 'not-an-id', CHILD)).json()).toEqual({
      code: 400,
      msg: FAMILY_MSG.badId(),
    });
    const huge = await family(cookie, 'POST', undefined, { ...CHILD, name: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect((await family(cookie, 'GET')).json().data.items).toEqual([{ id, ...CHILD }]);
  });

  it('needs the anti-forgery header and the site as Origin to change anything', async () => {
    const cookie = await h.login(undefined, 'CL-FAM-4');
    expect((await family(cookie, 'POST', undefined, CHILD, { 'x-csrf': '' })).statusCode).toBe(403);
    const foreign = await family(cookie, 'POST', undefined, CHILD, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await family(cookie, 'GET')).json().data.items).toEqual([]);
  });

  it(`keeps at most ${FAMILY_MAX_MEMBERS} members, also when adds arrive at once`, async () => {
    // On PostgreSQL through two replicas of the BFF on the one database.
    const second = kind === 'PostgreSQL' ? await build(settings) : h;
    try {
      const cookie = await h.login(undefined, 'CL-FAM-5');
      const results = await Promise.all(
        Array.from({ length: FAMILY_MAX_MEMBERS * 2 }, (_, i) =>
          family(cookie, 'POST', undefined, { ...CHILD, name: `孩子${i}` }, {}, i % 2 ? second : h),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(FAMILY_MAX_MEMBERS);
      expect(codes.filter((c) => c === 409)).toHaveLength(FAMILY_MAX_MEMBERS);
      expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
        code: 409,
        msg: FAMILY_MSG.full(),
      });
      expect((await family(cookie, 'GET')).json().data.items).toHaveLength(FAMILY_MAX_MEMBERS);
    } finally {
      if (second !== h) await second.close();
    }
  }, 60_000);

  it('hands over everything the portal keeps for the account, and deletes it all', async () => {
    const cookie = await h.login(undefined, 'CL-FAM-6');
    const other = await h.login(undefined, 'CL-FAM-7');
    await family(cookie, 'POST', undefined, CHILD);
    await family(other, 'POST', undefined, PARENT);
    await h.inject({
      method: 'PUT',
      url: '/bff/saved',
      headers: { cookie },
      payload: { kind: 'doctor', id: 'DOC-1' },
    });
    await h.app.store.reminders.seen(
      'CL-FAM-6',
      [
        {
          scheduleId: 'S-FAM',
          doctorName: '李醫生',
          clinicName: '灣仔中醫診所',
          day: '2099-01-02',
          startTime: '10:30',
          startsAt: Date.UTC(2099, 0, 2, 2, 30),
          patientName: '陳小明',
        },
      ],
      false,
      Date.now(),
    );

    const got = await h.inject({ method: 'GET', url: '/bff/my-data', headers: { cookie } });
    expect(got.headers['cache-control']).toBe('no-store');
    const data = got.json().data;
    expect(data).toMatchObject({
      clientId: 'CL-FAM-6',
      saved: [{ kind: 'doctor', id: 'DOC-1' }],
      family: [CHILD],
      reminderDevices: [],
      reminderBookings: [{ scheduleId: 'S-FAM', patientName: '陳小明', channel: 'push' }],
      reminderEmail: null,
    });
    expect(data.about).toContain('不能在這裏刪除');
    expect(JSON.stringify(data)).not.toContain(PARENT.name);

    // Deleting needs the site's page, like every change.
    const foreign = await h.inject({
      method: 'DELETE',
      url: '/bff/my-data',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const removed = await h.inject({ method: 'DELETE', url: '/bff/my-data', headers: { cookie } });
    expect(removed.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { saved: 1, family: 1, reminderDevices: 0, reminderEmail: 0 },
    });
    const after = (
      await h.inject({ method: 'GET', url: '/bff/my-data', headers: { cookie } })
    ).json().data;
    expect(after).toMatchObject({
      saved: [],
      family: [],
      reminderDevices: [],
      reminderBookings: [],
    });
    // Another account keeps its own.
    expect((await family(other, 'GET')).json().data.items).toMatchObject([PARENT]);
    expect((await h.inject({ method: 'DELETE', url: '/bff/my-data' })).json()).toEqual({
      code: 211,
      msg: NOT_LOGGED_IN_MSG,
    });
  });

  it("keeps a child's growth measurements, for the account's own member only", async () => {
    const cookie = await h.login(undefined, 'CL-FAM-8');
    const other = await h.login(undefined, 'CL-FAM-9');
    const { id } = (await family(cookie, 'POST', undefined, CHILD)).json().data.member;
    const url = `/bff/family/${id}/measurements`;
    const m = (c: string, method: 'GET' | 'POST', payload?: object) =>
      h.inject({ method, url, headers: { cookie: c }, ...(payload ? { payload } : {}) });

    expect((await m(cookie, 'GET')).json().data.items).toEqual([]);
    await m(cookie, 'POST', { date: '2020-05-01', heightCm: 87.5, weightKg: 12.35 });
    const added = await m(cookie, 'POST', { date: '2019-05-01', heightCm: 75.1, headCm: 46 });
    expect(added.json().data.items).toEqual([
      {
        id: expect.any(String),
        date: '2019-05-01',
        heightCm: 75.1,
        weightKg: null,
        headCm: 46,
        chestCm: null,
      },
      {
        id: expect.any(String),
        date: '2020-05-01',
        heightCm: 87.5,
        weightKg: 12.35,
        headCm: null,
        chestCm: null,
      },
    ]);

    // Bad input: the reason, and nothing stored.
    for (const [payload, msg] of [
      [{ date: '2017-01-01', heightCm: 50 }, MEASUREMENT_MSG.date()],
      [{ date: '2020-01-01' }, MEASUREMENT_MSG.none()],
      [{ date: '2020-01-01', heightCm: 500 }, MEASUREMENT_MSG.field('heightCm')],
      [{ date: '2020-01-01', heightCm: 80, memberId: id }, MEASUREMENT_MSG.extra()],
    ] as const) {
      const res = await m(cookie, 'POST', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg });
    }
    // Another account can neither read nor add nor remove them.
    expect((await m(other, 'GET')).statusCode).toBe(404);
    expect((await m(other, 'POST', { date: '2020-01-01', heightCm: 80 })).statusCode).toBe(404);
    const first = added.json().data.items[0].id;
    const foreign = await h.inject({
      method: 'DELETE',
      url: `${url}/${first}`,
      headers: { cookie: other },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await m(cookie, 'GET')).json().data.items).toHaveLength(2);

    const removed = await h.inject({
      method: 'DELETE',
      url: `${url}/${first}`,
      headers: { cookie },
    });
    expect(removed.json().data.items.map((x: { date: string }) => x.date)).toEqual(['2020-05-01']);

    // They are in 我的資料, and go with the member.
    const mine = (
      await h.inject({ method: 'GET', url: '/bff/my-data', headers: { cookie } })
    ).json();
    expect(mine.data.family[0].measurements).toMatchObject([
      { date: '2020-05-01', weightKg: 12.35 },
    ]);
    await family(cookie, 'DELETE', id);
    expect(await h.app.store.family.allMeasurements('CL-FAM-8')).toEqual(new Map());
  });
});
