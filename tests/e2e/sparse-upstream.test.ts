/**
 * The portal against a portal API that sends only what the specification names: a stub upstream
 * answers every catalogue call from tests/fixtures/sparse-upstream.ts, and this file starts its
 * own BFF (the real process) against it and drives the SPA in Chromium, at 1280 and 375 px,
 * through every page type, a booking and every personal-centre page (家庭成員, a child's 成長紀錄
 * and 我的資料 in both scripts). Each page must show no error page, no uncaught error and no
 * "undefined"/"NaN"; detail pages are titled from the record.
 *
 * One browser and one page per width are reused for every visit, to keep the file quick.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HANS_PREFIX } from '@portal/shared';
import {
  connectBrowser,
  newPage,
  waitForApp,
  waitForNetworkQuiet,
  type TestPage,
} from '../helpers/browser';
import { startPortal, type Portal } from '../helpers/portal';
import { startSparseUpstream, type SparseUpstream } from '../helpers/sparse-upstream';
import { SPARSE_CLIENT_ID, SPARSE_TOKEN, sparseRecords } from '../fixtures/sparse-upstream';
import { saveShot } from '../helpers/shots';
import { addChildWithRecords } from '../helpers/family';

const SHOTS = join(tmpdir(), 'sparse-upstream-shots');
const { doctors, news, ask, clinic, job } = sparseRecords;
const DOCTOR = doctors[0]!;

let stub: SparseUpstream;
let portal: Portal;
let browser: Browser;
const pages = new Map<number, TestPage>();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  stub = await startSparseUpstream();
  portal = await startPortal({ env: { UPSTREAM_URL: stub.url } });
  // The run's browser (global-setup.ts); this file's contexts talk to its own portal.
  browser = await connectBrowser(inject('browserEndpoint'));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await stub?.close();
});

/** The one page kept per width (its own context: cookies and storage). */
async function pageAt(width: 1280 | 375): Promise<TestPage> {
  let t = pages.get(width);
  if (!t) {
    t = await newPage(browser, { width, baseURL: portal.url });
    pages.set(width, t);
  }
  return t;
}

/**
 * Lines of the page that are a label with nothing after it (`電話：` followed by an empty line or
 * by another label); a label whose value is put on the next line (`<br>`) is fine.
 */
function emptyLabels(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const isLabel = (l: string | undefined) => l !== undefined && /[：:]$/.test(l);
  return lines.filter((l, i) => isLabel(l) && (!lines[i + 1] || isLabel(lines[i + 1])));
}

/**
 * Opens `path`, waits for the app and for `ready` (an element the page shows once its data is
 * in), then checks the page: no error page, no uncaught error, no "undefined"/"NaN", no label left
 * empty, no link to a record page without its id.
 */
async function visit(
  t: TestPage,
  path: string,
  ready: (t: TestPage) => Promise<unknown>,
  shot?: string,
): Promise<void> {
  const seen = t.errors.length;
  const where = `${path} at ${t.page.viewportSize()?.width}px`;
  await t.page.goto(path);
  await waitForApp(t.page);
  const problems: string[] = [];
  try {
    await ready(t);
  } catch {
    problems.push('the page never showed its data');
  }
  await waitForNetworkQuiet(t.page);
  const text = await t.page.locator('body').innerText();
  if (/頁面出現問題|页面出现问题/.test(text)) problems.push('error page');
  for (const line of text.split('\n')) {
    if (/undefined|NaN|\[object Object\]/.test(line)) problems.push(`shows: ${line.trim()}`);
  }
  for (const label of emptyLabels(text)) problems.push(`empty label: ${label}`);
  // A record sent without its id is shown without a link, never linked to `/…/undefined`.
  const broken = await t.page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .filter((h) => /\/(undefined|null)(?:[/?#]|$)/.test(h)),
    );
  for (const h of broken) problems.push(`links to ${h}`);
  for (const e of t.errors.slice(seen)) if (e.startsWith('pageerror')) problems.push(e);
  expect.soft(problems, where).toEqual([]);
  if (shot) {
    await saveShot(t.page, join(SHOTS, `${shot}-${t.page.viewportSize()?.width}.png`));
  }
}

const h1 = (name: string | RegExp) => (t: TestPage) =>
  t.page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: 10_000 });
const main = (t: TestPage) => t.page.locator('main').first().waitFor({ timeout: 10_000 });

type Ready = (t: TestPage) => Promise<unknown>;

/**
 * Every public page type and what shows that its data is in; a detail page also names its record
 * (which its title must carry) and the JSON-LD type it must hold.
 */
const PUBLIC: [
  path: string,
  ready: Ready,
  shot?: string,
  detail?: { name: string; ld?: string },
][] = [
  ['/', (t) => t.page.getByText(clinic(1).clinicname).first().waitFor({ timeout: 10_000 }), 'home'],
  [
    '/doctor/list',
    (t) => t.page.getByText(DOCTOR.username).first().waitFor({ timeout: 10_000 }),
    'doctor-list',
  ],
  [
    `/doctor/${DOCTOR.globaluserid}`,
    h1(DOCTOR.username),
    'doctor',
    { name: DOCTOR.username, ld: 'Physician' },
  ],
  [
    `/doctor/${DOCTOR.globaluserid}/ask`,
    (t) => t.page.getByText(ask.title).first().waitFor({ timeout: 10_000 }),
  ],
  [
    `/doctor/${DOCTOR.globaluserid}/news`,
    (t) => t.page.getByText(news.title).first().waitFor({ timeout: 10_000 }),
  ],
  [
    '/hospital/list',
    (t) => t.page.getByText(clinic(1).clinicname).first().waitFor({ timeout: 10_000 }),
  ],
  ['/hospital/detail/SC01', h1(clinic(1).clinicname), 'clinic', { name: clinic(1).clinicname }],
  [
    '/news/list',
    (t) => t.page.getByText(news.title).first().waitFor({ timeout: 10_000 }),
    'news-list',
  ],
  ['/news/detail/SN01', h1(news.title), 'news', { name: news.title }],
  ['/ask/list', (t) => t.page.getByText(ask.title).first().waitFor({ timeout: 10_000 })],
  ['/ask/detail/SA01', h1(ask.title), 'ask', { name: ask.title }],
  ['/ask/postnew', main],
  ['/children', main],
  ['/children/height', main],
  ['/association/list', main],
  [
    '/job/list',
    (t) => t.page.getByText(job.title).first().waitFor({ timeout: 10_000 }),
    'job-list',
  ],
  ['/job/details/SJ01', h1(job.title), 'job', { name: job.title, ld: 'JobPosting' }],
  ['/qySales', main],
  ['/home/about', main],
  ['/home/feedback', main],
  ['/AppDownload', main],
  ['/login', main],
  ['/register', main],
  ['/os/register', main],
];

const USER_PAGES: [path: string, ready: Ready][] = [
  ['/user/userInfo', main],
  ['/user/updatePassword', main],
  ['/user/booking/order', main],
  ['/user/booking/record', main],
  ['/user/booking/record/detail/SV01', main],
  ['/user/card/plan', main],
  ['/user/card/service', main],
  ['/user/aq-news/question', main],
  ['/user/resume', main],
  ['/user/applyJobs', main],
  ['/user/association/myActivity', main],
  ['/my-saved', main],
  // 家庭成員, a child's 成長紀錄 (`:child`: a child the test adds) and 我的資料, in both scripts.
  ...['', HANS_PREFIX].flatMap((prefix): [string, Ready][] => [
    [`${prefix}/user/family`, (t) => t.page.getByTestId('family-member').first().waitFor()],
    [
      `${prefix}/user/family/:child/growth`,
      (t) => t.page.getByTestId('growth-row').first().waitFor({ timeout: 10_000 }),
    ],
    [`${prefix}/user/my-data`, main],
  ]),
];

/** A personal page's screenshot name: `user-family-child-growth-hans` for the Simplified one. */
function userShot(path: string): string {
  const hans = path.startsWith(`${HANS_PREFIX}/`);
  const rest = hans ? path.slice(HANS_PREFIX.length) : path;
  const name = rest.split('/').slice(2).join('-').replace(':', '') || 'my';
  return `user-${name}${hans ? '-hans' : ''}`;
}

/** The served page without its asset addresses: content hashes may spell "NaN" by chance. */
function withoutAssets(html: string): string {
  return html.replace(/\/assets\/[\w.-]+/g, '');
}

describe('server-rendered detail pages from spec-only records', () => {
  it('job: 200, the title in <title>, JobPosting JSON-LD', async () => {
    const res = await fetch(`${portal.url}/job/details/SJ01`);
    expect(res.status).toBe(200);
    const html = withoutAssets(await res.text());
    expect(html).toMatch(new RegExp(`<title>${job.title.replace(/[()（）]/g, '.')}[^<]*</title>`));
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).not.toMatch(/undefined|NaN/);
  });

  it('doctor: the name in <title>, Physician JSON-LD', async () => {
    const res = await fetch(`${portal.url}/doctor/${DOCTOR.globaluserid}`);
    expect(res.status).toBe(200);
    const html = withoutAssets(await res.text());
    expect(html).toMatch(new RegExp(`<title>${DOCTOR.username}[^<]*</title>`));
    expect(html).toContain('"@type":"Physician"');
    expect(html).not.toMatch(/undefined|NaN/);
  });
});

describe.each([1280, 375] as const)('at %i px', (width) => {
  it(
    'every public page type renders, detail pages titled from the record',
    { timeout: 180_000 },
    async () => {
      const t = await pageAt(width);
      for (const [path, ready, shot, detail] of PUBLIC) {
        await visit(t, path, ready, shot);
        if (!detail) continue;
        // Detail pages: the title names the record, the structured data is there.
        expect.soft(await t.page.title(), path).toContain(detail.name);
        if (detail.ld) {
          const ld = await t.page.locator('script[type="application/ld+json"]').allTextContents();
          expect.soft(ld.join('\n'), path).toContain(`"${detail.ld}"`);
        }
      }
    },
  );

  it('a client logs in and books the doctor', async () => {
    const t = await pageAt(width);
    const { page } = t;
    await visit(t, '/login', main);
    const form = page.locator('form[aria-label="登入表單"]');
    await form.getByLabel('手機號碼').fill('91234567');
    await form.locator('input[type="password"]').fill('Sparse1234');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await visit(t, `/doctor/${DOCTOR.globaluserid}`, h1(DOCTOR.username));
    await page.getByRole('link', { name: '網上預約' }).click();
    await page.getByTestId('booking-picker').waitFor();
    await page.getByRole('group', { name: '1. 選擇日期' }).getByRole('button').first().click();
    const section = page
      .getByRole('group', { name: '2. 選擇時段' })
      .locator('button[aria-label^="10:00 至"]');
    await section.click();
    const before = stub.received.filter((r) => r.call === 'saveSchedule').length;
    await page.getByRole('button', { name: '確認預約' }).click();
    await page.getByTestId('booking-confirmation').getByText('預約成功').waitFor();
    const saved = stub.received.filter((r) => r.call === 'saveSchedule');
    expect(saved).toHaveLength(before + 1);
    const query = new URL(saved.at(-1)!.url, stub.url).searchParams;
    expect(query.get('doctorId')).toBe(DOCTOR.globaluserid);
    expect(query.get('scheduleDate')).toMatch(/^\d{4}-\d{2}-\d{2} 10:00$/);
    const text = await page.getByTestId('booking-confirmation').innerText();
    expect(text).not.toMatch(/undefined|NaN/);
    expect(t.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('every personal-centre page renders without an error', { timeout: 120_000 }, async () => {
    const t = await pageAt(width);
    // The growth scores come from `calcChildHealth`, which this upstream answers with no fields.
    const child = await addChildWithRecords(t.page, portal.url);
    for (const [path, ready] of USER_PAGES) {
      await visit(t, path.replace(':child', child.id), ready, userShot(path));
    }
  });
});

describe('drift', () => {
  it('a record missing a required field is still served, and /metrics counts it by call', async () => {
    stub.override('getNewsDetail', { data: { title: news.title, category: '1' } });
    try {
      const res = await fetch(`${portal.url}/api/news/getNewsDetail?newsid=SN-drift`, {
        headers: { 'x-csrf': '1' },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { code: number; data: Record<string, unknown> };
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ title: news.title, newsid: 'SN-drift' });
      const metrics = await (await fetch(`${portal.url}/metrics`)).text();
      expect(metrics).toMatch(
        /bff_upstream_answer_drift_total\{call="getNewsDetail",path="\/tag"\} [1-9]/,
      );
      expect(metrics).toMatch(
        /bff_upstream_answer_drift_total\{call="getNewsDetail",path="\/introduce"\} [1-9]/,
      );
    } finally {
      stub.clear();
    }
  });

  it('every call that names its client carried the logged-in client in the spec parameter', () => {
    const named = stub.received.filter(
      (r) => r.token === SPARSE_TOKEN && Object.keys(r.clientIds).length > 0,
    );
    // The walk above reaches the personal centre, a booking and the detail pages as a client.
    const calls = new Set(named.map((r) => r.call));
    for (const call of ['getClientById', 'getScheduleListByClientId', 'saveSchedule'] as const) {
      expect(calls).toContain(call);
    }
    for (const r of named) {
      for (const [param, value] of Object.entries(r.clientIds)) {
        expect(value, `${r.call} ${param}`).toBe(SPARSE_CLIENT_ID);
      }
    }
    // A visitor's reading names no one.
    const anonymous = stub.received.filter((r) => r.token === undefined);
    for (const r of anonymous) {
      for (const value of Object.values(r.clientIds)) expect(value, r.call).toBe('');
    }
  });

  it('the spec-only records themselves cause no drift, and the BFF asked only catalogue calls', async () => {
    const metrics = await (await fetch(`${portal.url}/metrics`)).text();
    const drift = metrics
      .split('\n')
      .filter(
        (l) => l.startsWith('bff_upstream_answer_drift_total{') && !l.includes('getNewsDetail'),
      );
    expect(drift).toEqual([]);
    expect(stub.unknown).toEqual([]);
  });
});
